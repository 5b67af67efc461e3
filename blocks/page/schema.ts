import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalImageAssetSchema } from '../shared/asset.ts';
import { slotSchema } from '../define.ts';

/**
 * A story's root block: the page, its body a list of blocks in the order editors placed them, and how search engines
 * and shared links show it: its title, description and picture, and whether search engines may keep it. An empty
 * field is the brand's default for the route (site/page/page-metadata.ts).
 */
export const pageBlockSchema = blockBaseSchema.extend({
  body: slotSchema,
  seo_title: z
    .string()
    .trim()
    .max(70)
    .optional()
    .meta({ title: 'Search title' })
    .describe('The whole title search results and shared links show; empty: "<page> | <brand>"'),
  meta_description: z.string().trim().max(300).meta({ multiline: true }).optional(),
  social_image: optionalImageAssetSchema.describe(
    'The picture a shared link shows, cropped to 1200 x 630; empty: the brand’s own card',
  ),
  noindex: z
    .boolean()
    .default(false)
    .meta({ title: 'Hidden from search engines' })
    .describe('Search engines do not keep this page (noindex), and the sitemap leaves it out'),
});
export type PageBlock = z.infer<typeof pageBlockSchema>;
