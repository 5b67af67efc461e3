import { cdnStandInEndpoint } from '../../../stand-ins/storyblok-cdn/defaults.ts';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MODE_COOKIE, VISITOR_COOKIES } from '../../../domain/visitor-state.ts';
import { signedEditorQuery } from '../../../site/content/preview.ts';

const request = { cookies: new Map<string, string>(), draftEnabled: false };
const draftMode = vi.fn(async () => ({ isEnabled: request.draftEnabled }));
const jar = () => ({
  has: (name: string) => request.cookies.has(name),
  get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
});
vi.mock('next/headers', () => ({ cookies: async () => jar(), draftMode: () => draftMode() }));

const PREVIEW_TOKEN = 'preview-token-of-the-space';
vi.stubEnv('STORYBLOK_PREVIEW_TOKEN', PREVIEW_TOKEN);
vi.stubEnv('CI', 'true');
for (const name of ['OPTIMIZELY_SDK_KEY', 'FRONT_OFFICE_URL', 'DEFAULT_MID', 'SESSION_SECRET']) {
  vi.stubEnv(name, undefined);
}
const { inDraftMode } = await import('../../../site/visitor/draft-mode.ts');
const { openVisitorCookies } = await import('../../../site/visitor/cookies.ts');
const { sealDraftCookie } = await import('../../../site/visitor/draft-cookie.ts');
const { proxy } = await import('../../../site/proxy.ts');
const { log: siteLog } = await import('../../../site/monitoring/log.ts');

/** Sealed by this environment (the development secret), by another with a SESSION_SECRET of its own, and long ago. */
const SEALED = await sealDraftCookie();
const FOREIGN = await sealDraftCookie(new Date(), 'the-session-secret-of-another-environment');
const EXPIRED = await sealDraftCookie(new Date(Date.now() - 13 * 60 * 60 * 1000));
const ALTERED = `${SEALED.slice(0, -2)}${SEALED.endsWith('AA') ? 'BB' : 'AA'}`;
/** Next's draft cookie: the build's previewModeId, the same in every environment the build serves. */
const BUILD_ID = 'secret-of-this-build';

/* Next's draftMode() opens the answer's cookie jar, which writes the proxy's cookies onto the answer a second time
 * (once past 4 KB of headers: nginx's 502). A visitor without the draft cookie must never reach it. */
describe('draft mode of a request', () => {
  beforeEach(() => draftMode.mockClear());

  const next = { cookie: BUILD_ID, nextSays: true, drafts: false, asksNext: true };
  it.each([
    { case: 'a visitor without the draft cookie', cookie: undefined, nextSays: false, drafts: false, asksNext: false },
    { ...next, case: 'the editor, in draft mode', sealed: SEALED, drafts: true },
    {
      case: 'a forged draft cookie beside the shop’s (Next checks its value)',
      cookie: 'forged',
      sealed: SEALED,
      nextSays: false,
      drafts: false,
      asksNext: true,
    },
    // From acceptance, or read from the image, Next's cookie is right: the shop's is what this environment grants,
    // and without it Next is not asked.
    { ...next, case: "the build's draft cookie without the shop's", asksNext: false },
    { ...next, case: "the shop's sealed by another environment", sealed: FOREIGN, asksNext: false },
    { ...next, case: "the shop's expired", sealed: EXPIRED, asksNext: false },
    { ...next, case: "the shop's altered", sealed: ALTERED, asksNext: false },
    { case: "the shop's sealed cookie alone", sealed: SEALED, nextSays: false, drafts: false, asksNext: false },
  ])('$case: drafts $drafts', async ({ cookie, sealed, nextSays, drafts, asksNext }) => {
    request.cookies = new Map([
      ...(cookie ? [[DRAFT_MODE_COOKIE, cookie] as const] : []),
      ...(sealed ? [[VISITOR_COOKIES.draft, sealed] as const] : []),
    ]);
    request.draftEnabled = nextSays;
    const cookies = await openVisitorCookies((name) => request.cookies.get(name));
    expect(await inDraftMode({ cookies })).toBe(drafts);
    expect(draftMode).toHaveBeenCalledTimes(asksNext ? 1 : 0);
  });
});

/** The proxy's answer to a page request on ad's shop with these cookies and query. */
async function proxied(cookies: string | undefined, search = '') {
  vi.spyOn(siteLog, 'warn').mockImplementation(() => {});
  const headers = new Headers({ host: 'ad.localhost', 'user-agent': 'Mozilla/5.0 Chrome/130' });
  if (cookies) headers.set('cookie', cookies);
  return proxy(new NextRequest(`http://ad.localhost/digitaal${search}`, { headers }));
}

/** Every header of an answer but Next's copy of the Cookie header the proxy hands on (compared on its own). */
const HANDED_ON_COOKIE = 'x-middleware-request-cookie';
const answerHeaders = (response: Response) => [...response.headers].filter(([name]) => name !== HANDED_ON_COOKIE);
const handedOnCookie = (response: Response) => response.headers.get(HANDED_ON_COOKIE);
const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
// Storyblok's editor, and the local editor stand-in of the CDN stand-in's space this test's site reads (docs/adr/0029).
const EDITOR_FRAMES = `'self' https://app.storyblok.com ${new URL(cdnStandInEndpoint()).origin}`;
const [NEXT, SHOP] = [DRAFT_MODE_COOKIE, VISITOR_COOKIES.draft];
const signed = (token: string) => `?${new URLSearchParams(signedEditorQuery('4242', token, new Date()))}`;

/*
 * The proxy (site/proxy.ts): a page is frameable by the editor only for a signed editor request or the shop's sealed
 * draft cookie of this environment; a draft cookie that does not open changes no header and never reaches Next.
 */
describe('the proxy and the draft cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a forged draft cookie alone', `${NEXT}=forged`],
    ["the build's draft cookie, the shop's sealed elsewhere", `${NEXT}=${BUILD_ID}; ${SHOP}=${FOREIGN}`],
    ["the build's draft cookie, the shop's expired", `${NEXT}=${BUILD_ID}; ${SHOP}=${EXPIRED}`],
    ["the shop's sealed by another environment, alone", `${SHOP}=${FOREIGN}`],
    ['a bare draft cookie name', NEXT],
  ])('%s: the same answer as without it, and neither cookie handed on', async (_, cookies) => {
    const without = await proxied(undefined);
    const forged = await proxied(cookies);
    expect(answerHeaders(forged)).toEqual(answerHeaders(without));
    expect(forged.headers.get('content-security-policy')).toBeNull();
    expect(forged.headers.get('x-frame-options')).toBeNull();
    expect(handedOnCookie(forged)).toBeNull();
    expect((forged.headers.get('x-middleware-override-headers') ?? '').split(',')).not.toContain('cookie');
  });

  it('a forged draft cookie beside the visitor’s others: only the draft cookies are taken out', async () => {
    const others = 'cc_cookie=x; shop_exp_uid=visitor-aaaaaaaa';
    const forged = await proxied(`cc_cookie=x; ${NEXT}=forged;shop_exp_uid=visitor-aaaaaaaa; ${SHOP}=${FOREIGN}`);
    expect(handedOnCookie(forged)).toBe(others);
    expect(answerHeaders(forged)).toEqual(answerHeaders(await proxied(others)));
  });

  it('a signed editor request with a forged draft cookie gets what the signed request alone gets', async () => {
    const alone = await proxied(undefined, signed(PREVIEW_TOKEN));
    expect(frameAncestors(alone)).toBe(EDITOR_FRAMES);
    const forged = await proxied(`${NEXT}=forged`, signed(PREVIEW_TOKEN));
    expect(answerHeaders(forged)).toEqual(answerHeaders(alone));
  });

  // The proxy sets no policy of its own: the answer gets the one that forbids framing, with X-Frame-Options, when it is
  // written (site/request/request-rules.mjs; e2e/specs/security.spec.ts sees it on every kind of answer).
  it('a forged editor signature with a forged draft cookie may not be framed: no policy of the proxy’s', async () => {
    const forged = await proxied(`${NEXT}=forged`, signed('not-the-token'));
    expect(forged.headers.get('content-security-policy')).toBeNull();
    expect(forged.headers.get('x-frame-options')).toBeNull();
  });

  it.each([
    ["the build's draft cookie and the shop's of this environment", `${NEXT}=${BUILD_ID}; ${SHOP}=${SEALED}`],
    ["the shop's alone (Next then says no draft)", `${SHOP}=${SEALED}`],
  ])('%s: frameable by the editor, the cookies handed on as they came', async (_, cookies) => {
    const draft = await proxied(cookies);
    expect(frameAncestors(draft)).toBe(EDITOR_FRAMES);
    expect(draft.headers.get('x-frame-options')).toBeNull();
    expect(handedOnCookie(draft)).toBe(cookies);
  });
});
