import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { slotSchema } from '../define.ts';

/**
 * A story's root block: the page, its body a list of blocks in the order editors placed them, and the description
 * search engines and shared links show (site/page/route-page.tsx falls back to the brand's default for the route).
 */
export const pageBlockSchema = blockBaseSchema.extend({
  body: slotSchema,
  meta_description: z.string().trim().max(300).meta({ multiline: true }).optional(),
});
export type PageBlock = z.infer<typeof pageBlockSchema>;
