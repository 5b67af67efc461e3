import { z } from 'zod';
import type { BlockContext } from '../../../blocks/context.ts';
import { menuBlockSchema } from '../../../blocks/header-menu/schema.ts';
import { pathnameOf } from '../../../blocks/header-menu/site-path.ts';
import { modalTitleId } from '../../../blocks/modal-content/modal-content.tsx';
import { resolveTree, type ResolvedTree, type ResolvedNode } from '../../../blocks/render-tree.tsx';
import type { StoryResponse } from '../../../schemas/story.ts';
import { CHROME_STORIES, type ChromeStory } from '../../../domain/content/preview-target.ts';
import { type BrandCode, brandRoutes } from '../../brands.ts';
import { reportProblem } from '../../monitoring/report.ts';
import { draftStory, pageStory } from '../../content/index.ts';

/*
 * The chrome's content: the stories around a page rather than in it (the communication bar, the header menu, the
 * footer's accessibility policy), loaded and resolved in one place. Each is the brand's own story, else the group's;
 * when content is unreachable the page still renders, without that part.
 */

/** In the visual editor: the chrome's drafts, and the id of the story the editor opened, if it named one. */
export interface ChromeEditor {
  readonly storyId: number | undefined;
  /** The release the editor previews, if any. */
  readonly release?: number;
}

/** A story of the chrome (its draft in the editor), or undefined (logged) when content cannot be reached. */
async function chromeStory(
  code: BrandCode,
  slug: string,
  editor: ChromeEditor | undefined,
): Promise<StoryResponse | undefined> {
  try {
    return editor ? await draftStory(code, slug, editor.storyId, editor.release) : await pageStory(code, slug);
  } catch (error) {
    reportProblem(`content: ${code}/${slug} unavailable`, error);
    return undefined;
  }
}

export interface ChromeContent {
  readonly communication: ResolvedTree | undefined;
  readonly menu: ResolvedTree | undefined;
  readonly policy: ModalStory | undefined;
  /** The chrome story the editor opened, when the page shows it: the layout follows its edits live. */
  readonly opened?: { readonly part: ChromeStory; readonly storyId: number };
}

/**
 * Every story of the chrome, in parallel; the communication bar only when the top bar shows it. In the visual editor
 * the drafts, the opened one with its editable attributes.
 */
export async function chromeContent(
  code: BrandCode,
  ctx: BlockContext,
  { communicationBar, editor }: { readonly communicationBar: boolean; readonly editor?: ChromeEditor },
): Promise<ChromeContent> {
  const [communicationStory, menuStory, policyStory] = await Promise.all([
    communicationBar ? chromeStory(code, COMMUNICATION_STORY, editor) : undefined,
    chromeStory(code, MENU_STORY, editor),
    chromeStory(code, ACCESSIBILITY_POLICY_STORY, editor),
  ]);
  const isOpened = (story: StoryResponse | undefined) =>
    editor?.storyId !== undefined && story?.story.id === editor.storyId;
  const [communication, menu, policy] = await Promise.all([
    resolveCommunicationBar(communicationStory, code, ctx, { preview: isOpened(communicationStory) }),
    resolveHeaderMenu(menuStory, code, ctx, { preview: isOpened(menuStory) }),
    resolveModalStory(policyStory, ctx, { preview: isOpened(policyStory) }),
  ]);
  const parts = [
    [COMMUNICATION_STORY, communicationStory],
    [MENU_STORY, menuStory],
    [ACCESSIBILITY_POLICY_STORY, policyStory],
  ] as const;
  const opened = parts.find(([, story]) => isOpened(story));
  return {
    communication,
    menu,
    policy,
    ...(opened && editor?.storyId !== undefined ? { opened: { part: opened[0], storyId: editor.storyId } } : {}),
  };
}

/**
 * The root block of a story's content as the editor sends it: only its shape is checked here, the blocks parse the
 * rest.
 */
const editedRootSchema = z.looseObject({ _uid: z.string(), component: z.string() });

/**
 * An edited chrome story (the editor's unsaved content) resolved as the layout resolves it, for a live render
 * (site/page/preview/render-draft.tsx); undefined when it does not render (the reason is logged, as for a page).
 */
export async function resolveChromeDraft(
  part: ChromeStory,
  code: BrandCode,
  content: unknown,
  ctx: BlockContext,
): Promise<ResolvedTree | undefined> {
  const root = editedRootSchema.safeParse(content);
  if (!root.success) return undefined;
  const story = {
    story: { id: 0, uuid: '', name: part, slug: part, full_slug: `${code}/${part}`, content: root.data },
  } as StoryResponse;
  if (part === COMMUNICATION_STORY) return resolveCommunicationBar(story, code, ctx, { preview: true });
  if (part === MENU_STORY) return resolveHeaderMenu(story, code, ctx, { preview: true });
  return (await resolveModalStory(story, ctx, { preview: true }))?.tree;
}

// Communication bar (docs/rules/02-routes-and-layout.md)

/** The slug of the story holding the communication bar: the brand's own, else the group's. */
export const COMMUNICATION_STORY = CHROME_STORIES.communication;

/**
 * The top bar's announcement from its story (docs/rules/02-routes-and-layout.md: communication bar). Undefined when
 * there is no story (no bar: the usual case), it is another content type, or it is not valid (the renderer logs why,
 * once).
 */
export async function resolveCommunicationBar(
  story: StoryResponse | undefined,
  code: BrandCode,
  ctx: BlockContext,
  { preview = false } = {},
): Promise<ResolvedTree | undefined> {
  if (story === undefined) return undefined;
  const { content } = story.story;
  if (content.component !== 'communication-bar') {
    reportProblem(
      `content: the ${COMMUNICATION_STORY} story of ${code} is a ${content.component}, not a communication-bar`,
    );
    return undefined;
  }
  const tree = await resolveTree(content, ctx, { preview });
  return tree.root === undefined ? undefined : tree;
}

// Header menu

/** The slug of the story holding the header menu: the brand's own, else the group's. */
export const MENU_STORY = CHROME_STORIES.menu;

/**
 * The site header's menu from its story, with only the items whose page the brand has: the group's menu serves
 * every brand, and a link to /digitaal on a brand without it would be a 404. Undefined when there is no menu, it
 * is not valid (the renderer logs why), or no item is left.
 */
export async function resolveHeaderMenu(
  story: StoryResponse | undefined,
  code: BrandCode,
  ctx: BlockContext,
  { preview = false } = {},
): Promise<ResolvedTree | undefined> {
  if (story === undefined) return undefined;
  const { content } = story.story;
  if (content.component !== 'menu') {
    reportProblem(`content: the ${MENU_STORY} story of ${code} is a ${content.component}, not a menu`);
    return undefined;
  }
  const parsed = menuBlockSchema.safeParse(content);
  const pages = new Set(brandRoutes(code).map((route) => route.path));
  const menu = parsed.success
    ? { ...parsed.data, items: parsed.data.items.filter((item) => pages.has(pathnameOf(item.path))) }
    : undefined;
  if (menu?.items.length === 0) return undefined;
  // An invalid menu goes to the renderer as it is: it logs why, once, and leaves the menu out.
  const tree = await resolveTree(menu ?? content, ctx, { preview });
  return tree.root === undefined ? undefined : tree;
}

// The accessibility policy modal

/** The slug of the accessibility policy's story: the brand's own, else the group's. */
export const ACCESSIBILITY_POLICY_STORY = CHROME_STORIES.accessibilityPolicy;

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
 * A story for a modal (the footer's accessibility policy, docs/rules/02-routes-and-layout.md), resolved like a page.
 * Undefined when the story is missing, its root is not valid, or it has no modal-content block to give the dialog its
 * title: then the footer leaves its item out rather than open a broken modal.
 */
export async function resolveModalStory(
  story: StoryResponse | undefined,
  ctx: BlockContext,
  { preview = false } = {},
): Promise<ModalStory | undefined> {
  if (story === undefined) return undefined;
  const tree = await resolveTree(story.story.content, ctx, { preview });
  const title = tree.root && findModalContent(tree.root);
  return title ? { tree, titleId: modalTitleId(title.uid) } : undefined;
}
