import type { BlockContext } from '../../blocks/context.ts';
import { modalTitleId } from '../../blocks/modal-content/modal-content.tsx';
import { resolveTree, type ResolvedNode, type ResolvedTree } from '../../blocks/render-tree.tsx';
import type { StoryResponse } from '../../schemas/story.ts';

/** The slug of the accessibility policy's story: the brand's own, else the group's. */
export const ACCESSIBILITY_POLICY_STORY = 'toegankelijkheid';

/** A story ready to show in a modal: its blocks, and the id of the title that names the dialog. */
export interface ModalStory {
  readonly tree: ResolvedTree;
  readonly titleId: string;
}

/** The first modal-content block in the tree, depth first: its title names the dialog. */
function findModalContent(node: ResolvedNode): ResolvedNode | undefined {
  if (node.kind !== 'block') return undefined;
  if (node.component === 'modal-content') return node;
  for (const slot of node.slots) {
    for (const child of slot.nodes) {
      const found = findModalContent(child);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A story for a modal (the footer's accessibility policy, spec section 2), resolved like a page. Undefined when the
 * story is missing, its root is not valid, or it has no modal-content block to give the dialog its title: then
 * the footer leaves its item out rather than open a broken modal.
 */
export async function resolveModalStory(story: StoryResponse | undefined, ctx: BlockContext): Promise<ModalStory | undefined> {
  if (story === undefined) return undefined;
  const tree = await resolveTree(story.story.content, ctx, { preview: false });
  const title = tree.root && findModalContent(tree.root);
  return title ? { tree, titleId: modalTitleId(title.uid) } : undefined;
}
