import { createHash, timingSafeEqual } from 'node:crypto';

/** Where Storyblok's visual editor runs: the only origin that may frame a page, and only in preview. */

/** The visual editor's signature parameters (Storyblok appends them to the preview URL it frames). */
export const EDITOR_PARAMS = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const;

/** Storyblok's editor signs each preview URL; we accept a signature for an hour, as its own examples do. */
const PREVIEW_SIGNATURE_SECONDS = 60 * 60;

import { single, type Query } from '../../domain/query.ts';

/**
 * Whether a request comes from Storyblok's visual editor: `_storyblok` is present and `_storyblok_tk[token]` is
 * sha1(space_id:preview_token:timestamp) with a timestamp no older than an hour (and not from the future). Only
 * then is draft content shown; a forged or stale link gets the published page.
 */
export function isEditorRequest(query: Query, previewToken: string | undefined, now: Date): boolean {
  if (!previewToken || single(query._storyblok) === undefined) return false;
  const spaceId = single(query[EDITOR_PARAMS.spaceId]);
  const timestamp = single(query[EDITOR_PARAMS.timestamp]);
  const token = single(query[EDITOR_PARAMS.token]);
  if (!spaceId || !timestamp || !token || !/^\d{1,12}$/.test(timestamp)) return false;
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  if (age < -60 || age > PREVIEW_SIGNATURE_SECONDS) return false;
  const expected = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  const given = Buffer.from(token.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

/**
 * A secret given in a URL (the secret preview URL's, the content webhook's) against the configured one, in constant
 * time: their SHA-256 digests are compared, always of equal length, so neither the time taken nor an early return
 * tells how long the secret is or how much of it matched.
 */
export function isSameSecret(given: string | null, secret: string | undefined): boolean {
  if (!secret || given === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** What the editor's URL looks like, for tests and docs/content-editors.md: a signed preview query. */
export function signedEditorQuery(spaceId: string, previewToken: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    _storyblok: '1',
    [EDITOR_PARAMS.spaceId]: spaceId,
    [EDITOR_PARAMS.timestamp]: timestamp,
    [EDITOR_PARAMS.token]: createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex'),
  };
}
