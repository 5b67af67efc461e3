import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MODE_COOKIE } from '../../domain/visitor-state.ts';

const request = { cookies: new Map<string, string>(), draftEnabled: false };
const draftMode = vi.fn(async () => ({ isEnabled: request.draftEnabled }));
vi.mock('next/headers', () => ({ cookies: async () => request.cookies, draftMode: () => draftMode() }));
const { inDraftMode } = await import('../../site/content/draft-mode.ts');

/* Next's draftMode() opens the answer's cookie jar, which writes the proxy's cookies onto the answer a second time
 * (once past 4 KB of headers: nginx's 502). A visitor without the draft cookie must never reach it. */
describe('draft mode of a request', () => {
  beforeEach(() => draftMode.mockClear());

  it.each([
    { case: 'a visitor without the draft cookie', cookie: undefined, nextSays: false, drafts: false, asksNext: false },
    { case: 'the editor, in draft mode', cookie: 'secret-of-this-build', nextSays: true, drafts: true, asksNext: true },
    { case: 'a forged draft cookie (Next checks its value)', cookie: 'forged', nextSays: false, drafts: false, asksNext: true },
  ])('$case: drafts $drafts', async ({ cookie, nextSays, drafts, asksNext }) => {
    request.cookies = new Map(cookie ? [[DRAFT_MODE_COOKIE, cookie]] : []);
    request.draftEnabled = nextSays;
    expect(await inDraftMode()).toBe(drafts);
    expect(draftMode).toHaveBeenCalledTimes(asksNext ? 1 : 0);
  });
});
