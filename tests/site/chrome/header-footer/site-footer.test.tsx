import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../../domain/messages/index.ts';
import { brandShell } from '../../../../site/chrome/brand-shell.ts';
import { BRAND_CODES, BRANDS, type BrandCode } from '../../../../site/brands.ts';
import { privacySettings } from '../../../../site/chrome/consent/site-footer-consent.tsx';
import { SiteFooter } from '../../../../site/chrome/header-footer/site-footer.tsx';

// next/font only runs inside Next's compiler; the footer does not use the theme's fonts.
vi.mock('../../../../site/chrome/fonts/fonts.ts', () => ({ FONT_STACKS: new Proxy({}, { get: () => 'serif' }) }));

const NOW = new Date('2031-03-04T12:00:00Z');

/** The footer as BrandDocument renders it for an anonymous visitor (no accessibility policy story: its own tests). */
function footerOf(code: BrandCode, { signedIn = false } = {}) {
  const brand = BRANDS[code];
  const shell = brandShell(code, brand, NOW);
  const html = renderToStaticMarkup(
    <SiteFooter
      label={shell.footerLabel}
      links={shell.footerLinks}
      legalLinks={shell.legalLinks}
      privacySettings={privacySettings(shell.messages, brand)}
      login={signedIn ? undefined : shell.loginLink}
      finePrint={shell.finePrint}
    />,
  );
  const nav = html.match(/<nav [^>]*>.*?<\/nav>/)?.[0] ?? '';
  const items = [
    ...nav.matchAll(
      /<li><(?:a [^>]*href="([^"]*)"|button [^>]*?(?:commandfor="([^"]*)")?)[^>]*>([^<]*)<\/(?:a|button)><\/li>/g,
    ),
  ].map(([, href, modal, label]) => ({ label, target: href ?? (modal ? `#${modal}` : 'consent manager') }));
  return { html, items, labels: items.map((item) => item.label) };
}

describe('the footer per brand (docs/rules/02-routes-and-layout.md)', () => {
  it.each(BRAND_CODES)(
    '%s: its special editions, Digitaal, Studenten, Zakelijk only where it has them; then the legal items',
    (code) => {
      const brand = BRANDS[code];
      const pages = [
        'Specials',
        ...brand.specials.map((special) => special.name),
        ...(brand.digital ? ['Digitaal'] : []),
        ...(brand.type === 'paper' ? ['Studenten', 'Zakelijk'] : []),
      ];
      expect(footerOf(code).labels).toEqual([
        ...pages,
        'Privacy Statement',
        'Abonnementsvoorwaarden',
        'Privacy instellingen',
      ]);
    },
  );

  it.each([
    ['ad', ['/specials', '/ad-puzzelboek', '/digitaal', '/studenten', '/zakelijk']],
    ['dm', ['/specials', '/studenten', '/zakelijk']],
    ['lib', ['/specials', '/libelle-puzzelboek', '/libelle-extra']],
    ['tvf', ['/specials']],
  ] as const)('%s links its own pages %j', (code, paths) => {
    const own = footerOf(code).items.filter((item) => item.target.startsWith('/'));
    expect(own.map((item) => item.target)).toEqual(paths);
  });

  it.each(BRAND_CODES)('%s: the privacy statement and the terms of its registry entry (its country’s)', (code) => {
    const { links } = BRANDS[code];
    const { items } = footerOf(code);
    expect(items.find((item) => item.label === 'Privacy Statement')?.target).toBe(links.privacyStatement);
    expect(items.find((item) => item.label === 'Abonnementsvoorwaarden')?.target).toBe(links.terms);
  });

  it('Belgian brands link the Belgian terms, Dutch brands the Dutch ones', () => {
    expect(footerOf('hl').items.find((item) => item.label === 'Abonnementsvoorwaarden')?.target).toBe(
      'https://www.dpgmedia.be/abonnementsvoorwaarden',
    );
    expect(footerOf('vk').items.find((item) => item.label === 'Abonnementsvoorwaarden')?.target).toBe(
      'https://www.dpgmedia.nl/abonnementsvoorwaarden',
    );
  });

  it('Privacy instellingen is the last item, a button that opens the consent manager’s dialog', () => {
    const { html, items } = footerOf('da');
    expect(items.at(-1)).toEqual({ label: 'Privacy instellingen', target: 'consent manager' });
    expect(html).toMatch(
      /<li><button type="button" [^>]*aria-haspopup="dialog"[^>]*>Privacy instellingen<\/button><\/li>/,
    );
  });

  it.each([
    ['ad', 'lees je', 'https://www.dpgmedia.nl/privacy'],
    ['vk', 'leest u', 'https://www.dpgmedia.nl/privacy'],
    ['hu', 'leest u', 'https://www.dpgmedia.be/privacy'],
    ['hl', 'lees je', 'https://www.dpgmedia.be/privacy'],
  ] as const)(
    '%s words the consent settings in its form of address (%s) and links its country’s privacy statement',
    (code, phrase, url) => {
      const settings = privacySettings(messagesFor(BRANDS[code].locale), BRANDS[code]);
      expect(settings.label).toBe('Privacy instellingen');
      const intro = settings.translation.preferencesModal.sections[0]?.description ?? '';
      expect(intro).toContain(phrase);
      expect(intro).toContain(`<a href="${url}">privacy statement</a>`);
    },
  );

  it('an anonymous visitor gets the login link, back to the page; a signed-in one does not', () => {
    expect(footerOf('vk').html).toMatch(
      /<a id="footer-login" [^>]*href="\/api\/account\/login\?callback_url=%2F"[^>]*>Inloggen<\/a>/,
    );
    expect(footerOf('vk', { signedIn: true }).html).not.toContain('footer-login');
  });

  it('the group’s fine print carries the current year, in the country’s company form', () => {
    expect(footerOf('ad').html).toContain('© 2031 DPG Media B.V. Alle rechten voorbehouden.');
    expect(footerOf('hl').html).toContain('© 2031 DPG Media NV. Alle rechten voorbehouden.');
  });
});
