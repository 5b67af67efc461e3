import type { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalLongTextSchema, optionalTextSchema } from '../shared/asset.ts';

/**
 * The /actie form: the visitor enters the actiecode and postcode from their letter (docs/rules/02-routes-and-layout.md
 * and docs/rules/04-states-and-flows.md).
 */
export const promoCodeFormBlockSchema = blockBaseSchema.extend({
  title: optionalTextSchema,
  intro: optionalLongTextSchema,
});
export type PromoCodeFormBlock = z.infer<typeof promoCodeFormBlockSchema>;

interface PromoFieldData {
  readonly name: 'actiecode' | 'postcode';
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly autoComplete: string;
}

export interface PromoCodeFormData {
  readonly title: string;
  readonly intro: string;
  readonly fields: readonly PromoFieldData[];
  /** Errors not about one field (unknown code, front office down). */
  readonly formError: string | undefined;
  readonly errorSummary: string;
  readonly submit: string;
  readonly destinationName: string;
}
