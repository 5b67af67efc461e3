'use server';

import type { ReactNode } from 'react';
import { BlockTree, resolveTree } from '../../../blocks/render-tree.tsx';
import { isEditorRequest } from '../../content/preview.ts';
import { inDraftMode } from '../../visitor/draft-mode.ts';
import { env } from '../../env.ts';
import { brandRoutes, BRANDS, isBrandCode } from '../../brands.ts';
import { pageContext } from '../context.ts';
import { draftInputSchema, type DraftInput, type DraftResult } from './draft-input.ts';

/**
 * Live preview without per-process memory: the bridge's `input` event carries the whole edited story, the browser
 * sends it here, and the answer is the rendered blocks. Nothing is kept between calls, so any instance of a
 * serverless or multi-instance deployment can answer, and nothing here can reach a visitor's page (the SDK's own
 * live edit keeps stories in process memory for the next render: docs/adr/0014). Only for the editor: the same
 * signature as the page, or draft mode. The input is parsed here, at the boundary; the content itself is parsed
 * block by block by the blocks' own schemas, as a page's is. Bad input gets a message, never an error.
 */
export async function renderDraft(input: DraftInput): Promise<DraftResult> {
  const parsed = draftInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: `not a draft to render: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const { brand: code, path, editor, content } = parsed.data;
  const allowed = isEditorRequest(editor, env.STORYBLOK_PREVIEW_TOKEN, new Date()) || (await inDraftMode());
  if (!allowed) return { ok: false, message: 'preview is not allowed for this request: the editor signature is missing or stale' };
  const route = isBrandCode(code) ? brandRoutes(code).find((entry) => entry.path === path) : undefined;
  if (!isBrandCode(code) || !route) return { ok: false, message: `no page ${path} of brand ${code}` };
  const context = await pageContext(BRANDS[code], route);
  const tree = await resolveTree(content, context.blocks, { preview: true });
  const node: ReactNode = <BlockTree tree={tree} />;
  return { ok: true, node };
}
