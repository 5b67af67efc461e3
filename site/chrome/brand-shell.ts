import { accountRouteHref } from '../../domain/account/menu.ts';
import { privacyStatementUrl, termsUrl } from '../../domain/legal-links.ts';
import { htmlLang } from '../../domain/locale.ts';
import { format, messagesFor } from '../../domain/messages/index.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import { brandStyle } from '../../themes/brand-style.ts';
import { accountServiceEnabled } from '../account/enabled.ts';
import { ACCOUNT_ROUTES } from '../account/state.ts';
import type { Brand, BrandCode } from '../brands.ts';
import { brandHomeUrl } from '../../domain/public-origin.ts';
import { brandLogo, brandRoutes, brandTheme, specialName } from '../brands.ts';
import type { BrandClientInfo } from './brand-context.client.tsx';
import type { FooterLink } from './header-footer/site-footer.tsx';
import { FONT_STACKS } from './fonts/fonts.ts';
import type { BrandFont } from './fonts/web-fonts.ts';

/** The brand's web font files: its body font for its text, then its heading font when that is another family. */
export function brandFonts(code: BrandCode): BrandFont[] {
  const { fontBody, fontHeading } = brandTheme(code);
  const text: BrandFont = { family: fontBody, use: 'text' };
  return fontBody === fontHeading ? [text] : [text, { family: fontHeading, use: 'headings' }];
}

/** Everything the branded layout shows, computed once per brand at build time. */
export function brandShell(code: BrandCode, brand: Brand, now: Date) {
  const messages = messagesFor(brand.locale);
  const clientInfo: BrandClientInfo = { homeUrl: brandHomeUrl(brand), errorMessages: messages.error };
  return {
    messages,
    lang: htmlLang(brand.locale),
    style: brandStyle(brandTheme(code), FONT_STACKS),
    logoSvg: brandLogo(code),
    homeLabel: format(messages.shell.homeLink, { brand: brand.name }),
    footerLabel: format(messages.shell.footerNav, { brand: brand.name }),
    footerLinks: footerLinks(brandRoutes(code), brand, messages.routes),
    legalLinks: [
      { href: privacyStatementUrl(brand), label: messages.footer.privacyStatement },
      { href: termsUrl(brand), label: messages.footer.terms },
    ] satisfies FooterLink[],
    // The prerendered footer's way back is '/'; the browser puts in the visitor's page (site-footer-login.tsx). None
    // while the account service is switched off (docs/rules/02-routes-and-layout.md), so neither on any page nor on the
    // error page.
    loginLink: accountServiceEnabled()
      ? ({ href: accountRouteHref(ACCOUNT_ROUTES.login, '/'), label: messages.footer.login } satisfies FooterLink)
      : undefined,
    finePrint: format(messages.shell.groupFinePrint, { year: now.getFullYear() }),
    clientInfo,
  };
}

/**
 * The brand's own pages linked from every page, in the spec's order (docs/rules/02-routes-and-layout.md): special
 * editions, Digitaal, Studenten, Zakelijk.
 */
const FOOTER_ROUTE_ORDER: readonly RouteEntry['name'][] = [
  'specials',
  'specialProduct',
  'digitaal',
  'studenten',
  'zakelijk',
];

/** Only the pages the brand has (its generated allowlist): a footer link is never a 404. */
function footerLinks(
  routes: readonly RouteEntry[],
  brand: Brand,
  labels: ReturnType<typeof messagesFor>['routes'],
): FooterLink[] {
  const rank = (route: RouteEntry) => FOOTER_ROUTE_ORDER.indexOf(route.name);
  return routes
    .filter((route) => rank(route) >= 0)
    .toSorted((a, b) => rank(a) - rank(b))
    .map((route) => ({
      href: route.path,
      label: route.special ? specialName(brand, route.special) : labels[route.name],
    }));
}

/**
 * A favicon in the brand's colours as a data URI: no request of its own, and nothing at /favicon.ico to route
 * through every brand's host.
 */
export function faviconDataUri(code: BrandCode, brand: Brand): string {
  const { brand: colour, brandContrast } = brandTheme(code);
  const initial = escapeXml(
    brand.name
      .replace(/^(de|het)\s+/i, '')
      .charAt(0)
      .toUpperCase(),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${colour}"/><text x="16" y="23" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="${brandContrast}">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
