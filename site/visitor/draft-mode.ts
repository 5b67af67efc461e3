import { draftMode } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '../../domain/visitor-state.ts';
import type { Visit } from './visit.ts';

/**
 * Whether the visit is in draft mode (the editor's preview, docs/adr/0014): the shop's sealed draft cookie opened with
 * this environment's key (the Visit's cookies, ./draft-cookie.ts) and Next's draft mode on. Next's cookie counts as
 * come only beside the shop's (./cookies.ts), and Next is asked only then: its `draftMode()` opens the answer's cookie
 * jar, which writes the cookies the proxy set (the experiment and mid cookies) onto the answer a second time, and
 * twice over they can pass the 4 KB of headers nginx reads (a 502).
 */
export async function inDraftMode({ cookies }: Pick<Visit, 'cookies'>): Promise<boolean> {
  if (!cookies.draft || !cookies.came.has(DRAFT_MODE_COOKIE)) return false;
  return (await draftMode()).isEnabled;
}
