import { z } from 'zod';
import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { openValue, sealValue, sessionSecret } from '../account/sealed-cookie.ts';

/*
 * The shop's own half of draft mode (docs/adr/0014). Next's draft cookie holds the build's previewModeId, and one build
 * serves every environment (docs/adr/0022-one-build-every-environment.md): a value read from the image, or a draft
 * cookie from acceptance, would open drafts in production. This cookie is sealed with this environment's
 * SESSION_SECRET (docs/adr/0019), set beside Next's by the secret preview URL; draft mode needs both.
 */

export const DRAFT_COOKIE = VISITOR_COOKIES.draft;

/** Twelve hours: an editor's working day from one visit to the preview URL, ending overnight. */
const DRAFT_COOKIE_SECONDS = 12 * 60 * 60;

/** The sealed value says nothing but "draft mode, granted here": the seal and its `exp` are the proof. */
const draftSchema = z.literal(true);

export const sealDraftCookie = (now = new Date(), secret = sessionSecret()): Promise<string> =>
  sealValue('draft', true, secret, DRAFT_COOKIE_SECONDS, now);

/** Whether the cookie opens with this environment's key and has not expired; a forged or foreign one is false. */
export async function openDraftCookie(value: string | undefined, now = new Date()): Promise<boolean> {
  if (!value) return false;
  try {
    return (await openValue('draft', value, sessionSecret(), draftSchema, now)) === true;
  } catch {
    // No secret (production without SESSION_SECRET does not start): no draft mode either.
    return false;
  }
}

/**
 * The attributes Next gives its own draft cookie in a built site (the only way this site is served): httpOnly,
 * Secure, SameSite=None so that the editor's cross-site frame sends it, path /; and this cookie's lifetime.
 */
export const draftCookieOptions = (maxAge = DRAFT_COOKIE_SECONDS) => ({
  httpOnly: true,
  secure: true,
  sameSite: 'none' as const,
  path: '/',
  maxAge,
});
