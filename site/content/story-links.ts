import { withStoryLinks, type StoryLinkFleet } from '../../domain/content/story-links.ts';
import type { StoryResponse } from '../../schemas/story.ts';
import { BRAND_CODES, brandRoutes, getBrand, isBrandCode } from '../brands.ts';

/** The fleet as story links resolve against it: the registry's brands, their pages and their domains. */
const FLEET: StoryLinkFleet = {
  catalog: { brands: BRAND_CODES, routes: (code) => (isBrandCode(code) ? brandRoutes(code) : []) },
  domainOf: (code) => getBrand(code)?.domain ?? '',
};

/** Story content with its story links resolved for a page of `brand` (domain/content/story-links.ts). */
export const contentForBrand = <T>(content: T, brand: string): T => withStoryLinks(content, brand, FLEET);

/** A story as a page of `brand` shows it: its story links resolved; the same object when it has none. */
export function storyForBrand(story: StoryResponse, brand: string): StoryResponse {
  const content = contentForBrand(story.story.content, brand);
  return content === story.story.content ? story : { ...story, story: { ...story.story, content } };
}
