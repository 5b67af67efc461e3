import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalLongTextSchema, requiredTextSchema } from '../shared/asset.ts';

/** One selling point; a nested Storyblok block of its own so editors can reorder the points. */
export const uspItemSchema = blockBaseSchema.extend({
  component: z.literal('usp-item'),
  title: requiredTextSchema,
  description: optionalLongTextSchema,
});

/** A bar of unique selling points, each with a check mark (docs/rules/03-entities.md: USP title/description). */
export const uspBarBlockSchema = blockBaseSchema.extend({
  items: z.array(uspItemSchema).min(1, 'must have at least one selling point'),
});
export type UspBarBlock = z.infer<typeof uspBarBlockSchema>;
