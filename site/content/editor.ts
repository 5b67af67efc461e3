import type { Query } from '../../domain/query.ts';
import { env } from '../env.ts';
import { STORYBLOK_EDITOR_ORIGIN } from '../security-headers.mjs';
import { editorSigningToken, standInOrigin } from './local-cdn.ts';
import { isEditorRequest } from './preview.ts';

/** Whether the query carries the visual editor's valid signature (./preview.ts), checked with this run's token. */
export const isSignedEditorRequest = (query: Query, now = new Date()): boolean =>
  isEditorRequest(query, editorSigningToken(env), now);

/** Every editor that may frame a preview: Storyblok's, and on a run with the stand-in's space the local one. */
export const EDITOR_ORIGINS: readonly string[] = [
  STORYBLOK_EDITOR_ORIGIN,
  ...[standInOrigin(env)].filter((origin) => origin !== undefined),
];
