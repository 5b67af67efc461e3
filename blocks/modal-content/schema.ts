import type { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalImageAssetSchema, requiredTextSchema } from '../shared/asset.ts';
import { richTextDocSchema } from '../rich-text/schema.ts';

/** docs/rules/03-entities.md: a modal's title, text and image (e.g. the footer's accessibility policy). */
export const modalContentBlockSchema = blockBaseSchema.extend({
  title: requiredTextSchema,
  text: richTextDocSchema,
  image: optionalImageAssetSchema,
});
export type ModalContentBlock = z.infer<typeof modalContentBlockSchema>;
