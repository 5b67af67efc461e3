import { NextRequest } from 'next/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERROR_KEY } from '../../../domain/account/error.ts';

/*
 * docs/rules/02-routes-and-layout.md: 'Login hidden there when the account service (pip) is disabled'. With
 * DISABLE_ACCOUNT_SERVICE=true no login is offered anywhere: not in the footer of any page (the error pages render in
 * the same document), not as a failed login's retry, and the login route sends the visitor back to the page instead of
 * to the account service.
 */

// next/font only runs inside Next's compiler.
vi.mock('../../../site/chrome/fonts/fonts.ts', () => ({ FONT_STACKS: new Proxy({}, { get: () => 'serif' }) }));

beforeAll(() => {
  // site/env.ts reads the environment when first imported: every module below is imported after this.
  vi.stubEnv('DISABLE_ACCOUNT_SERVICE', 'true');
  vi.resetModules();
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the account service switched off (DISABLE_ACCOUNT_SERVICE=true)', () => {
  it.each(['vk', 'hl', 'lib', 'tvf'] as const)(
    '%s: no login link in the footer, so none on the error page either',
    async (code) => {
      const { brandShell } = await import('../../../site/chrome/brand-shell.ts');
      const { SiteFooter } = await import('../../../site/chrome/header-footer/site-footer.tsx');
      const { privacySettings } = await import('../../../site/chrome/consent/site-footer-consent.tsx');
      const { BRANDS } = await import('../../../site/brands.ts');
      const shell = brandShell(code, BRANDS[code], new Date('2031-03-04T12:00:00Z'));
      expect(shell.loginLink).toBeUndefined();
      const html = renderToStaticMarkup(
        <SiteFooter
          label={shell.footerLabel}
          links={shell.footerLinks}
          legalLinks={shell.legalLinks}
          privacySettings={privacySettings(shell.messages, BRANDS[code])}
          login={shell.loginLink}
          finePrint={shell.finePrint}
        />,
      );
      expect(html).not.toContain('footer-login');
      expect(html).not.toContain(shell.messages.footer.login);
    },
  );

  it('the login route sends the visitor back to their page, never to the account service', async () => {
    const { GET } = await import('../../../site/app/api/account/login/route.ts');
    const response = await GET(
      new NextRequest('http://vk.localhost:3000/api/account/login?callback_url=%2Fdigitaal%3Fmid%3DCAM-AB12CD', {
        headers: { host: 'vk.localhost:3000' },
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://vk.localhost:3000/digitaal?mid=CAM-AB12CD');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a failed login’s notice (whose one action is to log in again) is not shown', async () => {
    const { pageContext } = await import('../../../site/page/context.ts');
    const { BRANDS, brandRoutes } = await import('../../../site/brands.ts');
    const { buildVisit } = await import('../../../site/visitor/visit.ts');
    const home = brandRoutes('vk').find((route) => route.path === '/')!;
    const visit = await buildVisit({
      brand: BRANDS.vk,
      path: '/',
      search: `?${ACCOUNT_ERROR_KEY}=login_required`,
      cookie: () => undefined,
      header: () => null,
      experiments: { decisions: [] },
    });
    expect((await pageContext(BRANDS.vk, home, { kind: 'visitor', visit })).accountNotice).toBeUndefined();
  });
});

describe('the account service on (the default)', () => {
  it('offers the login link and the notice', async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    const { brandShell } = await import('../../../site/chrome/brand-shell.ts');
    const { pageContext } = await import('../../../site/page/context.ts');
    const { BRANDS, brandRoutes } = await import('../../../site/brands.ts');
    const { buildVisit } = await import('../../../site/visitor/visit.ts');
    expect(brandShell('vk', BRANDS.vk, new Date()).loginLink).toBeDefined();
    const home = brandRoutes('vk').find((route) => route.path === '/')!;
    const visit = await buildVisit({
      brand: BRANDS.vk,
      path: '/',
      search: `?${ACCOUNT_ERROR_KEY}=login_required`,
      cookie: () => undefined,
      header: () => null,
      experiments: { decisions: [] },
    });
    expect((await pageContext(BRANDS.vk, home, { kind: 'visitor', visit })).accountNotice).toBeDefined();
  });
});
