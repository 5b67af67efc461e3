'use server';

import { BlockTree, resolveTree } from '../../../blocks/render-tree.tsx';
import { brandRoutes, BRANDS, isBrandCode } from '../../brands.ts';
import { contentForBrand } from '../../content/story-links.ts';
import { pageContext } from '../context.ts';
import { searchHeadOf } from '../page-metadata.ts';
import { openDraft } from './draft-access.ts';
import { SearchPreview } from './search-preview.tsx';
import type { DraftInput, DraftResult } from './draft-input.ts';

/**
 * Live preview without per-process memory: the bridge's `input` event carries the whole edited story, the browser
 * sends it here, and the answer is the rendered blocks. Nothing is kept between calls, so any instance of a
 * serverless or multi-instance deployment can answer, and nothing here can reach a visitor's page (the SDK's own
 * live edit keeps stories in process memory for the next render: docs/adr/0014). Only for the editor: the same
 * signature as the page, or draft mode. The input is parsed at the boundary (./draft-access.ts); the content itself
 * is parsed block by block by the blocks' own schemas, as a page's is. Bad input gets a message, never an error.
 */
export async function renderDraft(input: DraftInput): Promise<DraftResult> {
  const opened = await openDraft(input);
  if (!opened.ok) return opened;
  const { brand: code, path, content, part = 'page' } = opened.draft;
  if (part !== 'page') return { ok: false, message: `the ${part} story is rendered with the layout, not the page` };
  const route = isBrandCode(code) ? brandRoutes(code).find((entry) => entry.path === path) : undefined;
  if (!isBrandCode(code) || !route) return { ok: false, message: `no page ${path} of brand ${code}` };
  const context = await pageContext(BRANDS[code], route);
  const tree = await resolveTree(contentForBrand(content, code), context.blocks, { preview: true });
  return {
    ok: true,
    node: (
      <>
        <SearchPreview head={searchHeadOf({ brand: BRANDS[code], route }, content)} />
        <BlockTree tree={tree} />
      </>
    ),
  };
}
