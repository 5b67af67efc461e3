import type { z } from 'zod';
import { isSignedEditorRequest } from '../../content/editor.ts';
import { inDraftMode } from '../../visitor/draft-mode.ts';
import { actionVisit } from '../../visitor/render-visit.ts';
import { draftInputSchema, type DraftInput } from './draft-input.ts';

export type OpenedDraft = z.output<typeof draftInputSchema>;

/**
 * A live render's input, parsed at the boundary, when the request may see drafts: the page's editor signature, or
 * draft mode (docs/adr/0014), read from the action's Visit. Otherwise the message the editor's console shows; never a
 * thrown error.
 */
export async function openDraft(
  input: DraftInput,
): Promise<{ readonly ok: true; readonly draft: OpenedDraft } | { readonly ok: false; readonly message: string }> {
  const parsed = draftInputSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, message: `not a draft to render: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const allowed = isSignedEditorRequest(parsed.data.editor) || (await draftVisit(parsed.data.path));
  if (!allowed)
    return { ok: false, message: 'preview is not allowed for this request: the editor signature is missing or stale' };
  return { ok: true, draft: parsed.data };
}

/** Whether the action's Visit (on the page it serves, else the draft's path) is in draft mode. */
async function draftVisit(path: string): Promise<boolean> {
  const visit = await actionVisit(path);
  return visit !== undefined && (await inDraftMode(visit));
}
