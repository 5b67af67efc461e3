import { cookies, draftMode } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '../../domain/visitor-state.ts';
import { DRAFT_COOKIE, openDraftCookie } from './draft-cookie.ts';

/**
 * Whether this request is in draft mode (the editor's preview, docs/adr/0014): Next's draft mode is on and the shop's
 * sealed draft cookie opens with this environment's key (./draft-cookie.ts). Next is asked only when its cookie is
 * there: Next's `draftMode()` opens the answer's cookie jar, which writes the cookies the proxy set (the experiment
 * and mid cookies) onto the answer a second time. Twice over they passed 4 KB of headers, and nginx refused the answer
 * with a 502.
 */
export async function inDraftMode(): Promise<boolean> {
  const jar = await cookies();
  if (!jar.has(DRAFT_MODE_COOKIE)) return false;
  if (!(await draftMode()).isEnabled) return false;
  return openDraftCookie(jar.get(DRAFT_COOKIE)?.value);
}
