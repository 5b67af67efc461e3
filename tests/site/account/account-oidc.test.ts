import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_KEY } from '../../../domain/account/error.ts';
import type * as LoginFlowModule from '../../../site/account/login-flow.ts';
import type * as SessionModule from '../../../site/account/session.ts';
import { startAccountServer, type AccountServer } from '../../../stand-ins/account/server.ts';

/*
 * The login round trip through the site's account routes (openid-client) against the real stand-in (oidc-provider)
 * on 127.0.0.1: authorization URL -> the stand-in's login form, posted as a browser would -> callback with the code
 * -> the session. The stand-in is the only server; every request of the test goes to it or to a route handler.
 */

const HOST = 'ad.localhost:3210';
let server: AccountServer;
let routes: {
  login: (request: NextRequest) => Promise<Response>;
  callback: (request: NextRequest) => Promise<Response>;
  logout: (request: NextRequest) => Promise<Response>;
  logoutByGet: () => Response;
};
// Type-only imports: the modules themselves are loaded once ACCOUNT_ISSUER is set.
let session: typeof SessionModule;
let loginFlow: typeof LoginFlowModule;

beforeAll(async () => {
  server = await startAccountServer({ port: 0 });
  // site/env.ts reads the environment when first imported: the routes are imported after this.
  process.env.ACCOUNT_ISSUER = server.url;
  const [login, callback, logout] = await Promise.all([
    import('../../../site/app/api/account/login/route.ts'),
    import('../../../site/app/api/account/callback/route.ts'),
    import('../../../site/app/api/account/logout/route.ts'),
  ]);
  routes = { login: login.GET, callback: callback.GET, logout: logout.POST, logoutByGet: logout.GET };
  session = await import('../../../site/account/session.ts');
  loginFlow = await import('../../../site/account/login-flow.ts');
});

afterAll(async () => {
  await server?.close();
});

/** The browser's cookies at the stand-in (one jar; paths do not matter for this walk). */
class Jar {
  readonly #cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }
}

/** A request to the site as the visitor's browser sends it to a brand host. */
function siteRequest(
  pathAndQuery: string,
  cookies: Jar,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return new NextRequest(`http://127.0.0.1:3210${pathAndQuery}`, {
    method: init.method,
    headers: { host: HOST, cookie: cookies.header(), ...init.headers },
  });
}

/** The logout form's POST, as a browser sends it from a page of the shop. */
const logoutRequest = (
  pathAndQuery: string,
  cookies: Jar,
  headers: Record<string, string> = { origin: `http://${HOST}` },
) => siteRequest(pathAndQuery, cookies, { method: 'POST', headers });

/** Where the logout page forwards the visitor (its Refresh header: a form's redirect is held to form-action). */
const forwardedTo = (response: Response) =>
  /^0;url=(.+)$/.exec(response.headers.get('refresh') ?? '')?.[1] ?? 'missing:';

async function providerStep(url: string, jar: Jar, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.take(response);
  return response;
}

const locationOf = (response: Response, base: string) =>
  new URL(response.headers.get('location') ?? 'missing:', base).href;

/** Follows the stand-in's redirects until one leaves it (back to the shop) or a page is shown. */
async function followAtProvider(url: string, jar: Jar): Promise<{ response: Response; url: string }> {
  let current = url;
  for (let hops = 0; hops < 10; hops += 1) {
    const response = await providerStep(current, jar);
    if (response.status < 300 || response.status >= 400) return { response, url: current };
    const next = locationOf(response, current);
    if (!next.startsWith(server.url)) return { response, url: next };
    current = next;
  }
  throw new Error('too many redirects at the stand-in');
}

/** Site login -> the stand-in's login form; returns the form's action and the jars. */
async function openLoginForm(query: Record<string, string>) {
  const site = new Jar();
  const provider = new Jar();
  const start = await routes.login(siteRequest(`/api/account/login?${new URLSearchParams(query)}`, site));
  site.take(start);
  expect(start.status).toBe(303);
  const authorization = new URL(start.headers.get('location')!);
  expect(authorization.origin).toBe(server.url);
  const page = await followAtProvider(authorization.href, provider);
  return { site, provider, authorization, page };
}

async function submitLogin(formUrl: string, provider: Jar, email: string, password: string) {
  const response = await providerStep(`${formUrl}/login`, provider, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (response.status !== 303) return { response, url: `${formUrl}/login` };
  return followAtProvider(locationOf(response, formUrl), provider);
}

describe('login round trip against the account stand-in', () => {
  it('logs in with e-mail and password, back on the page with a session that greets by given name, and logs out at both ends', async () => {
    const { site, provider, authorization, page } = await openLoginForm({
      callback_url: '/digitaal?mid=CAM-SHOP01',
      email: 'jan@example.nl',
    });
    expect(authorization.searchParams.get('login_hint')).toBe('jan@example.nl');
    expect(authorization.searchParams.get('prompt')).toBe('login');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`http://${HOST}/api/account/callback`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    expect(html).toContain('<label for="email">E-mailadres</label>');
    expect(html).toContain('value="jan@example.nl"');

    // A wrong password shows the form again with a message, and no way back to the shop.
    const wrong = await submitLogin(page.url, provider, 'jan@example.nl', 'wrong');
    expect(wrong.response.status).toBe(200);
    expect(await wrong.response.text()).toContain('role="alert"');

    const back = await submitLogin(page.url, provider, 'jan@example.nl', 'welkom01');
    const callbackUrl = new URL(back.url);
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(`http://${HOST}/api/account/callback`);
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();

    const done = await routes.callback(siteRequest(callbackUrl.pathname + callbackUrl.search, site));
    site.take(done);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`http://${HOST}/digitaal?mid=CAM-SHOP01`);
    const sessionCookie = done.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_session='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(await session.accountState(site.get('shop_session'))).toEqual({
      kind: 'signed-in',
      givenName: 'Jan',
      email: 'jan@example.nl',
    });

    // The same code cannot be used twice: the flow cookie is spent, so a replay is a generic failure.
    const replay = await routes.callback(siteRequest(callbackUrl.pathname + callbackUrl.search, new Jar()));
    expect(new URL(replay.headers.get('location')!).searchParams.get(ACCOUNT_ERROR_KEY)).toBe('login_failed');

    const logout = await routes.logout(logoutRequest('/api/account/logout?callback_url=%2Fdigitaal', site));
    expect(logout.status).toBe(200);
    expect(logout.headers.get('cache-control')).toBe('no-store');
    expect(logout.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_session='))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    );
    const endSession = new URL(forwardedTo(logout));
    expect(await logout.text()).toContain(`href="${endSession.href.replaceAll('&', '&amp;')}"`);
    expect(endSession.origin).toBe(server.url);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`http://${HOST}/digitaal`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();

    // The stand-in's logout step: its form, confirmed, ends its session and sends the visitor back to the page.
    const confirm = await followAtProvider(endSession.href, provider);
    const form = await confirm.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1];
    expect(action && xsrf).toBeTruthy();
    const ended = await providerStep(new URL(action!.replaceAll('&amp;', '&'), server.url).href, provider, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(ended.status).toBe(303);
    expect(locationOf(ended, server.url)).toBe(`http://${HOST}/digitaal`);

    // Logged out at the stand-in too: a login without e-mail asks for the password again.
    const again = await routes.login(siteRequest('/api/account/login?callback_url=%2F', new Jar()));
    const reopened = await followAtProvider(again.headers.get('location')!, provider);
    expect(await reopened.response.text()).toContain('name="password"');
  });

  it.each(['interaction_required', 'consent_required', 'registration_not_supported'])(
    'a login hint %s@error.example makes the stand-in answer that code, which the page gets in the query',
    async (code) => {
      const { site, page } = await openLoginForm({ callback_url: '/studenten', email: `${code}@error.example` });
      const callbackUrl = new URL(page.url);
      expect(callbackUrl.searchParams.get('error')).toBe(code);
      const back = await routes.callback(siteRequest(callbackUrl.pathname + callbackUrl.search, site));
      expect(back.headers.get('location')).toBe(`http://${HOST}/studenten?${ACCOUNT_ERROR_KEY}=${code}`);
    },
  );

  it('prompt=none without a session at the stand-in gives login_required (oidc-provider itself)', async () => {
    const site = new Jar();
    const start = await routes.login(siteRequest('/api/account/login?callback_url=%2Fzakelijk', site));
    site.take(start);
    const authorization = new URL(start.headers.get('location')!);
    authorization.searchParams.set('prompt', 'none');
    const result = await followAtProvider(authorization.href, new Jar());
    const callbackUrl = new URL(result.url);
    expect(callbackUrl.searchParams.get('error')).toBe('login_required');
    const back = await routes.callback(siteRequest(callbackUrl.pathname + callbackUrl.search, site));
    expect(back.headers.get('location')).toBe(`http://${HOST}/zakelijk?${ACCOUNT_ERROR_KEY}=login_required`);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'http://evil.example/digitaal',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '%252F%252Fevil.example',
    'java%0ascript:alert(1)',
    '  //evil.example',
  ])('a hostile callback_url %j comes back to /', async (hostile) => {
    const start = await routes.login(
      siteRequest(`/api/account/login?${new URLSearchParams({ callback_url: hostile })}`, new Jar()),
    );
    const jar = new Jar();
    jar.take(start);
    expect((await loginFlow.openLoginFlow(jar.get('shop_oidc')))?.callbackUrl).toBe('/');
    const logout = await routes.logout(
      logoutRequest(`/api/account/logout?${new URLSearchParams({ callback_url: hostile })}`, new Jar()),
    );
    expect(new URL(forwardedTo(logout)).searchParams.get('post_logout_redirect_uri')).toBe(`http://${HOST}/`);
  });

  it('logging out is a POST: a GET (a link any page could hold) logs nobody out', () => {
    const answer = routes.logoutByGet();
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it.each<[string, Record<string, string>]>([
    ['another site’s form', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: `http://${HOST}.evil.example` }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a malformed origin', { origin: '::' }],
  ])('a POST from %s logs nobody out', async (_, headers) => {
    const answer = await routes.logout(logoutRequest('/api/account/logout?callback_url=%2F', new Jar(), headers));
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('the stand-in refuses a redirect_uri that is not a shop callback', async () => {
    const site = new Jar();
    const start = await routes.login(siteRequest('/api/account/login?callback_url=%2F', site));
    const authorization = new URL(start.headers.get('location')!);
    for (const redirect of [
      'https://evil.example/api/account/callback',
      `http://${HOST}/elsewhere`,
      'http://ad.localhost.evil.example/api/account/callback',
    ]) {
      authorization.searchParams.set('redirect_uri', redirect);
      const response = await providerStep(authorization.href, new Jar());
      expect(response.status, redirect).toBe(400);
    }
  });
});
