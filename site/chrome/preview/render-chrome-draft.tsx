'use server';

import { BlockTree } from '../../../blocks/render-tree.tsx';
import { BRANDS, isBrandCode } from '../../brands.ts';
import { contentForBrand } from '../../content/story-links.ts';
import { openDraft } from '../../page/preview/draft-access.ts';
import type { DraftInput, DraftResult } from '../../page/preview/draft-input.ts';
import { resolveChromeDraft } from '../header-footer/stories.ts';
import { layoutBlockContext } from '../layout-context.ts';

/**
 * The live render of a chrome story the editor opened (the top bar's communication, the menu, the accessibility
 * policy: docs/adr/0029), as site/page/preview/render-draft.tsx renders a page's: nothing kept, the same access
 * check, a message for bad input. Resolved as the layout resolves it, for the consumer's top bar and no experiment.
 */
export async function renderChromeDraft(input: DraftInput): Promise<DraftResult> {
  const opened = await openDraft(input);
  if (!opened.ok) return opened;
  const { brand: code, content, part = 'page' } = opened.draft;
  if (part === 'page') return { ok: false, message: 'a page’s story is rendered with the page, not the layout' };
  if (!isBrandCode(code)) return { ok: false, message: `no brand ${code}` };
  const ctx = await layoutBlockContext(BRANDS[code], 'consumer');
  const tree = await resolveChromeDraft(part, code, contentForBrand(content, code), ctx);
  return tree
    ? { ok: true, node: <BlockTree tree={tree} /> }
    : { ok: false, message: `the edited ${part} story does not render: its root block is not one the ${part} takes` };
}
