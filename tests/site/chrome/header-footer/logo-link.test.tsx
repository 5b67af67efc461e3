// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { accountRouteHref } from '../../../../domain/account/menu.ts';
import { logoHref } from '../../../../domain/logo-link.ts';
import { ACCOUNT_ROUTES } from '../../../../site/account/state.ts';
import { LogoLink } from '../../../../site/chrome/header-footer/logo-link.tsx';
import { LOGO_LINK_ID, logoLinkScript } from '../../../../site/chrome/header-footer/logo-link-script.ts';
import {
  FOOTER_LOGIN_ID,
  FooterLogin,
  loginCallbackScript,
} from '../../../../site/chrome/header-footer/site-footer-login.tsx';

/** Queries a visitor may arrive with: kept, dropped, repeated, encoded, none. */
const SEARCHES = [
  '',
  '?mid=CAM-ZOMER1',
  '?gift=true',
  '?productCode=VK-DIGI&mid=CAM-ZOMER1',
  '?mid=CAM-ZOMER1&gift=1&leadId=L-1&productCode=X',
  '?group=a&gift=1&group=b&gift=2',
  '?productcode=X&Gift=1',
  '?destinationName=%2Fdigitaal&q=a%20b&e=',
  '?optimizely_force_variation[exp]=v1&brandcode=hl',
  '?naam=%3Cscript%3E&x=%22',
];

/** The page as the browser has it: the server's markup at `path`, with its inline scripts run as the parser would. */
function load(markup: string, path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = markup;
  for (const script of document.querySelectorAll('script')) new Function(script.textContent ?? '')();
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the logo link in the browser agrees with domain/logo-link.ts', () => {
  it('the server renders "/" (the layout never sees the query), the logo as its image', () => {
    const html = renderToStaticMarkup(<LogoLink logoSvg="<svg/>" homeLabel="AD: naar de abonnementen" />);
    expect(html).toMatch(new RegExp(`^<a id="${LOGO_LINK_ID}" [^>]*href="/"><img [^>]*alt="AD: naar de abonnementen"`));
  });

  it.each(SEARCHES)('on /digitaal%s the script writes logoHref’s answer', (search) => {
    load(renderToStaticMarkup(<LogoLink logoSvg="<svg/>" homeLabel="AD" />), `/digitaal${search}`);
    expect(document.getElementById(LOGO_LINK_ID)?.getAttribute('href')).toBe(logoHref(search));
  });

  it('does nothing when the link is not on the page', () => {
    window.history.replaceState(null, '', '/?mid=CAM-ZOMER1');
    expect(() => new Function(logoLinkScript('not-there'))()).not.toThrow();
  });

  it('no value can close its script element', () => {
    expect(logoLinkScript('</script><script>alert(1)</script>')).not.toContain('</script');
  });
});

describe('the footer login link in the browser agrees with accountRouteHref', () => {
  it.each(['/', '/digitaal', '/puzzelboek/bestellen', ...SEARCHES.map((search) => `/studenten${search}`)])(
    'on %s it comes back to that page',
    (path) => {
      const markup = renderToStaticMarkup(
        <FooterLogin href={accountRouteHref(ACCOUNT_ROUTES.login, '/')} label="Inloggen" />,
      );
      load(markup, path);
      const url = new URL(path, 'http://shop.test');
      expect(document.getElementById(FOOTER_LOGIN_ID)?.getAttribute('href')).toBe(
        accountRouteHref(ACCOUNT_ROUTES.login, `${url.pathname}${url.search}`),
      );
    },
  );

  it('without the script it goes back to the shop’s home page', () => {
    const html = renderToStaticMarkup(
      <FooterLogin href={accountRouteHref(ACCOUNT_ROUTES.login, '/')} label="Inloggen" />,
    );
    expect(html).toContain(`href="${ACCOUNT_ROUTES.login}?callback_url=%2F"`);
    expect(loginCallbackScript('</script>')).not.toContain('</script');
  });
});
