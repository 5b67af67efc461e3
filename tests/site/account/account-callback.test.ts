import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, ACCOUNT_ERROR_KEY, accountNoticeKind } from '../../../domain/account/error.ts';
import { CATALOGS } from '../../../domain/messages/index.ts';
import { GET as callback } from '../../../site/app/api/account/callback/route.ts';
import { LOGIN_FLOW_COOKIE, sealLoginFlow } from '../../../site/account/login-flow.ts';
import { SESSION_COOKIE } from '../../../site/account/state.ts';

const HOST = 'ad.localhost:3210';
const flow = (callbackUrl: string) =>
  sealLoginFlow({ state: 'state-1', nonce: 'nonce-1', codeVerifier: 'verifier-1', callbackUrl });

/** The callback as the account service sends the visitor to it: on the server's bind address, with the brand's Host. */
function callbackRequest(query: Record<string, string>, flowCookie?: string) {
  const headers = new Headers({ host: HOST });
  if (flowCookie) headers.set('cookie', `${LOGIN_FLOW_COOKIE}=${flowCookie}`);
  return new NextRequest(`http://127.0.0.1:3210/api/account/callback?${new URLSearchParams(query)}`, { headers });
}

const location = (response: Response) => new URL(response.headers.get('location') ?? 'missing:');

describe('account callback: an error of the account service (docs/rules/08-errors.md)', () => {
  it.each([...ACCOUNT_ERROR_CODES, 'access_denied', 'some_future_error'])(
    '%s -> back to the page with the code, no session',
    async (code) => {
      const response = await callback(
        callbackRequest(
          { error: code, error_description: 'x', state: 'state-1' },
          await flow('/digitaal?mid=CAM-SHOP01'),
        ),
      );
      expect(response.status).toBe(303);
      const back = location(response);
      expect(back.origin).toBe(`http://${HOST}`);
      expect(back.pathname).toBe('/digitaal');
      expect(back.searchParams.get('mid')).toBe('CAM-SHOP01');
      expect(back.searchParams.get(ACCOUNT_ERROR_KEY)).toBe(code);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
      // The flow cookie is spent.
      expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LOGIN_FLOW_COOKIE}=`))).toMatch(
        /Expires=Thu, 01 Jan 1970|Max-Age=0/i,
      );
    },
  );

  it.each(ACCOUNT_ERROR_CODES)('%s has its own message in every locale', (code) => {
    expect(accountNoticeKind(code)).toBe(code);
    for (const [locale, messages] of Object.entries(CATALOGS)) {
      expect(messages.account.errors[code].length, `${locale} ${code}`).toBeGreaterThan(20);
      expect(messages.account.errors[code], `${locale} ${code}`).not.toBe(messages.account.errors.generic);
    }
  });

  it('any other code gets the generic message, which every locale has, with a way back', () => {
    expect(accountNoticeKind('some_future_error')).toBe('generic');
    for (const messages of Object.values(CATALOGS)) {
      expect(messages.account.errors.generic.length).toBeGreaterThan(20);
      expect(messages.account.retry.length).toBeGreaterThan(5);
    }
  });

  it('a code that is not a plain OAuth token is replaced by the generic one', async () => {
    const response = await callback(callbackRequest({ error: '<script>alert(1)</script>' }, await flow('/')));
    expect(location(response).searchParams.get(ACCOUNT_ERROR_KEY)).toBe('login_failed');
  });

  it.each([
    ['no flow cookie', async () => undefined],
    ['a forged flow cookie', async () => `${(await flow('/digitaal')).split('.').slice(0, 4).join('.')}.forged`],
  ])('a code with %s -> the index with the generic code', async (_case, cookie) => {
    const response = await callback(callbackRequest({ code: 'abc', state: 'state-1' }, await cookie()));
    expect(response.status).toBe(303);
    expect(location(response).pathname).toBe('/');
    expect(location(response).searchParams.get(ACCOUNT_ERROR_KEY)).toBe('login_failed');
  });
});
