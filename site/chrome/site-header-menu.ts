import type { BlockContext } from '../../blocks/context.ts';
import { menuBlockSchema } from '../../blocks/header-menu/schema.ts';
import { pathnameOf } from '../../blocks/header-menu/site-path.ts';
import { resolveTree, type ResolvedTree } from '../../blocks/render-tree.tsx';
import type { StoryResponse } from '../../schemas/story.ts';
import { brandRoutes, type BrandCode } from '../brands.ts';
import { reportProblem } from '../monitoring/report.ts';

/** The slug of the story holding the header menu: the brand's own, else the group's. */
export const MENU_STORY = 'menu';

/**
 * The site header's menu from its story, with only the items whose page the brand has: the group's menu serves
 * every brand, and a link to /digitaal on a brand without it would be a 404. Undefined when there is no menu, it
 * is not valid (the renderer logs why), or no item is left.
 */
export async function resolveHeaderMenu(story: StoryResponse | undefined, code: BrandCode, ctx: BlockContext): Promise<ResolvedTree | undefined> {
  if (story === undefined) return undefined;
  const { content } = story.story;
  if (content.component !== 'menu') {
    reportProblem(`content: the ${MENU_STORY} story of ${code} is a ${content.component}, not a menu`);
    return undefined;
  }
  const parsed = menuBlockSchema.safeParse(content);
  const pages = new Set(brandRoutes(code).map((route) => route.path));
  const menu = parsed.success ? { ...parsed.data, items: parsed.data.items.filter((item) => pages.has(pathnameOf(item.path))) } : undefined;
  if (menu?.items.length === 0) return undefined;
  // An invalid menu goes to the renderer as it is: it logs why, once, and leaves the menu out.
  const tree = await resolveTree(menu ?? content, ctx, { preview: false });
  return tree.root === undefined ? undefined : tree;
}
