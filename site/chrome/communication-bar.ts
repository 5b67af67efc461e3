import type { BlockContext } from '../../blocks/context.ts';
import { resolveTree, type ResolvedTree } from '../../blocks/render-tree.tsx';
import type { StoryResponse } from '../../schemas/story.ts';
import type { BrandCode } from '../brands.ts';
import { reportProblem } from '../monitoring/report.ts';

/** The slug of the story holding the communication bar: the brand's own, else the group's. */
export const COMMUNICATION_STORY = 'communicatie';

/**
 * The top bar's announcement from its story (spec section 2: communication bar). Undefined when there is no story
 * (no bar: the usual case), it is another content type, or it is not valid (the renderer logs why, once).
 */
export async function resolveCommunicationBar(story: StoryResponse | undefined, code: BrandCode, ctx: BlockContext): Promise<ResolvedTree | undefined> {
  if (story === undefined) return undefined;
  const { content } = story.story;
  if (content.component !== 'communication-bar') {
    reportProblem(`content: the ${COMMUNICATION_STORY} story of ${code} is a ${content.component}, not a communication-bar`);
    return undefined;
  }
  const tree = await resolveTree(content, ctx, { preview: false });
  return tree.root === undefined ? undefined : tree;
}
