import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import {
  optionalImageAssetSchema,
  optionalLongTextSchema,
  optionalTextSchema,
  requiredTextSchema,
} from '../shared/asset.ts';

/** docs/rules/03-entities.md: a touchpoint is a title, a description and an image. */
export const touchpointSchema = blockBaseSchema.extend({
  component: z.literal('touchpoint'),
  title: requiredTextSchema,
  description: optionalLongTextSchema,
  image: optionalImageAssetSchema,
});

/** A row of touchpoints (ways to read the brand: app, site, paper...) under an optional title. */
export const touchpointsBlockSchema = blockBaseSchema.extend({
  title: optionalTextSchema,
  items: z.array(touchpointSchema).min(1, 'must have at least one touchpoint'),
});
export type TouchpointsBlock = z.infer<typeof touchpointsBlockSchema>;
