import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { requiredTextSchema } from '../shared/asset.ts';

export const headerPointSchema = blockBaseSchema.extend({
  component: z.literal('header-point'),
  text: requiredTextSchema,
});

/** Short selling points in the page header, each with a check mark. */
export const headerPointsBlockSchema = blockBaseSchema.extend({
  points: z.array(headerPointSchema).min(1, 'must have at least one selling point'),
});
export type HeaderPointsBlock = z.infer<typeof headerPointsBlockSchema>;

/** The points to show, after the visitor's experiment variant (resolver.ts). */
export interface HeaderPointsData {
  readonly points: readonly { readonly uid: string; readonly text: string }[];
}
