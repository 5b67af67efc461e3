'use server';

import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import { BlockTree, resolveTree } from '../../../blocks/render-tree.tsx';
import { isEditorRequest } from '../../content/preview.ts';
import { env } from '../../env.ts';
import { pageContext } from '../context.ts';
import { routeByPath } from '../lookup.ts';

export interface DraftInput {
  readonly brand: string;
  /** The page's path, e.g. "/digitaal". */
  readonly path: string;
  /** The editor's signed parameters of the page (`_storyblok`, `_storyblok_tk[...]`). */
  readonly editor: Readonly<Record<string, string>>;
  /** The story content the editor's bridge sent with its `input` event: unsaved, straight from the editor. */
  readonly content: unknown;
}

/**
 * Live preview without per-process memory: the bridge's `input` event carries the whole edited story, the browser
 * sends it here, and the answer is the rendered blocks. Nothing is kept between calls, so any instance of a
 * serverless or multi-instance deployment can answer (the SDK's own live edit keeps stories in process memory).
 * Only for the editor: the same signature as the page, or draft mode.
 */
export async function renderDraft(input: DraftInput): Promise<ReactNode> {
  const allowed = isEditorRequest(input.editor, env.STORYBLOK_PREVIEW_TOKEN, new Date()) || (await draftMode()).isEnabled;
  if (!allowed) throw new Error('preview is not allowed for this request');
  const found = routeByPath(input.brand, input.path.split('/').filter(Boolean));
  const context = await pageContext(found.brand, found.route);
  const tree = await resolveTree(input.content, context.blocks, { preview: true });
  return <BlockTree tree={tree} />;
}
