import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { imageAssetSchema, optionalTextSchema } from '../shared/asset.ts';

const PIXELS = 'must be a whole number of pixels from 1 to 4000';

/** Storyblok's number fields arrive as strings ("640"), or "" when left empty. */
const pixelsSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return undefined;
    const pixels = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(pixels) || pixels < 1 || pixels > 4000) {
      ctx.addIssue({ code: 'custom', message: PIXELS });
      return z.NEVER;
    }
    return pixels;
  });

/**
 * One image. Its size comes from the Storyblok asset URL; `width` and `height` override it (both or neither), for
 * images whose URL does not say (docs/rules/08-errors.md: unknown size is 0, and then no size is set on the element).
 */
export const imageBlockSchema = blockBaseSchema
  .extend({
    image: imageAssetSchema,
    caption: optionalTextSchema,
    width: pixelsSchema,
    height: pixelsSchema,
  })
  .superRefine((block, ctx) => {
    if ((block.width === undefined) !== (block.height === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [block.width === undefined ? 'width' : 'height'],
        message: 'must be set together with the other dimension',
      });
    }
  });
export type ImageBlock = z.infer<typeof imageBlockSchema>;
