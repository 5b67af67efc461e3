import { single, type Query } from '../../../domain/query.ts';
import { isSignedEditorRequest } from '../../content/editor.ts';
import { EDITOR_PARAMS } from '../../content/preview.ts';
import { inDraftMode } from '../../visitor/draft-mode.ts';
import type { Visit } from '../../visitor/visit.ts';

/** The parameters a live render is sent with (render-draft.tsx checks the signature again). */
const KEPT_PARAMS = ['_storyblok', ...Object.values(EDITOR_PARAMS)];

export interface EditorAccess {
  /** The editor's signed parameters of the page, sent with each live render. */
  readonly params: Readonly<Record<string, string>>;
  /** The story the editor opened (`_storyblok`); undefined in draft mode through the secret preview URL. */
  readonly storyId: number | undefined;
  /** The release the editor previews (`_storyblok_release`); undefined for the current content. */
  readonly release: number | undefined;
}

/** A positive whole number in a query parameter, else undefined. */
function idIn(query: Query, key: string): number | undefined {
  const value = single(query[key]);
  return value !== undefined && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;
}

/** The story id in `_storyblok`, when it is one. */
export const openedStoryId = (query: Query): number | undefined => idIn(query, '_storyblok');

/** Each Visit's access, worked out once: the layout and the page of one render share their Visit. */
const accessOfVisit = new WeakMap<Visit, Promise<EditorAccess | undefined>>();

/** The editor's access when this visit may see drafts (visual editor or draft mode), else undefined. */
export function editorAccess(visit: Visit): Promise<EditorAccess | undefined> {
  const known = accessOfVisit.get(visit);
  if (known) return known;
  const access = accessOf(visit);
  accessOfVisit.set(visit, access);
  return access;
}

async function accessOf(visit: Visit): Promise<EditorAccess | undefined> {
  const { query } = visit;
  const signed = isSignedEditorRequest(query);
  if (!signed && !(await inDraftMode(visit))) return undefined;
  const params = Object.fromEntries(
    KEPT_PARAMS.flatMap((key) => (typeof query[key] === 'string' ? [[key, query[key]]] : [])),
  );
  return {
    params,
    storyId: signed ? openedStoryId(query) : undefined,
    release: signed ? idIn(query, '_storyblok_release') : undefined,
  };
}
