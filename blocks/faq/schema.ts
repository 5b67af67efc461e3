import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalTextSchema, requiredTextSchema } from '../shared/asset.ts';
import { richTextDocSchema, type RichTextDoc } from '../rich-text/schema.ts';

/**
 * The token editors write where the brand's customer-service number belongs, in a question or an answer (also
 * inside a link, as "tel:{phone}"). docs/rules/03-entities.md: "answer (phone placeholder replaced)".
 */
export const PHONE_TOKEN = '{phone}';

export const faqItemSchema = blockBaseSchema.extend({
  component: z.literal('faq-item'),
  question: requiredTextSchema,
  answer: richTextDocSchema,
});

export const faqBlockSchema = blockBaseSchema.extend({
  title: optionalTextSchema,
  items: z.array(faqItemSchema).min(1, 'must have at least one question'),
});
export type FaqBlock = z.infer<typeof faqBlockSchema>;

/** The questions with the brand's phone number filled in. */
export interface FaqData {
  readonly items: readonly { readonly uid: string; readonly question: string; readonly answer: RichTextDoc }[];
}
