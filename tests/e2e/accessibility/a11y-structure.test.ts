import { describe, expect, it } from 'vitest';
import { pageParts, type PageParts } from '../../../e2e/accessibility/a11y-structure.ts';

/** A shop page in miniature: skip link, header, main with a form, footer, a client component's data. */
interface Page {
  brand: string;
  name: string;
  colour: string;
  lang: string;
  title: string;
  logoAlt: string;
  menu: string;
  heading: string;
  image: string;
  link: string;
  linkText: string;
  labelFor: string;
  inputId: string;
  extraMain: string;
  footer: string;
  uuid: string;
  clientLabel: string;
  clientKind: string;
}

const BASE: Page = {
  brand: 'ad',
  name: 'AD',
  colour: '#c4001a',
  lang: 'nl-NL',
  title: 'AD abonnementen',
  logoAlt: 'AD',
  menu: 'Menu',
  heading: 'Word abonnee',
  image: '<img alt="Een krant" src="/foto.jpg">',
  link: '/bestellen',
  linkText: 'Bestellen',
  labelFor: 'email',
  inputId: 'email',
  extraMain: '',
  footer: '© DPG Media',
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  clientLabel: 'Mijn account',
  clientKind: 'personal',
};

function html(page: Page): string {
  const flight = JSON.stringify(
    `1:I["m1",[],"AccountMenu"]\n2:["$","$L1",null,{"label":"${page.clientLabel}","kind":"${page.clientKind}",` +
      `"brand":"${page.brand}","children":["$","p",null,{"children":"${page.footer}"}]}]\n`,
  );
  return (
    `<!DOCTYPE html><html lang="${page.lang}" style="--c0:${page.colour};--c1:6px" data-brand="${page.brand}">` +
    `<head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.title}</title></head>` +
    `<body><a href="#main">Naar de inhoud</a>` +
    `<header><a href="/"><img alt="${page.logoAlt}" src="data:image/svg+xml,%3Csvg%3E${page.name}%3C/svg%3E"></a>` +
    `<nav aria-label="${page.menu}"><a href="https://${page.brand}.nl/digitaal">Digitaal</a></nav></header>` +
    `<main id="main" data-story="${page.uuid}"><section><h1>${page.heading}</h1>${page.image}` +
    `<a href="${page.link}">${page.linkText}</a><label for="${page.labelFor}">E-mail</label>` +
    `<input id="${page.inputId}" type="email" autocomplete="email">${page.extraMain}</section></main>` +
    `<footer><p>${page.footer}</p></footer>` +
    `<script>self.__next_f.push([1,${flight}])</script></body></html>`
  );
}

const partsOf = (page: Partial<Page>): PageParts => {
  const full = { ...BASE, ...page };
  return pageParts(html(full), { words: [full.name, `${full.brand}.nl`, full.brand] }, { main: { tag: 'main' } });
};

const differs = (a: PageParts, b: PageParts) => ({
  skeleton: a.skeleton !== b.skeleton,
  regions: a.regions.some((region, index) => region.structure !== b.regions[index]?.structure),
  main: a.scopes.main !== b.scopes.main,
  clientData: JSON.stringify(a.clientData) !== JSON.stringify(b.clientData),
});

const SAME = { skeleton: false, regions: false, main: false, clientData: false };

describe('a page’s parts (e2e/accessibility/a11y-structure.ts)', () => {
  it.each<[string, Partial<Page>]>([
    [
      'another brand: its code, name, domain and theme',
      { brand: 'bd', name: 'BD', colour: '#b3121f', logoAlt: 'BD', title: 'BD abonnementen' },
    ],
    [
      'other words with the same pattern of names',
      { heading: 'Abonneer nu', linkText: 'Nu bestellen', menu: 'Hoofdmenu' },
    ],
    ['another address for a link', { link: '/digitaal/bestellen' }],
    ['other ids, referred to the same way', { labelFor: 'mail', inputId: 'mail' }],
    ['another story id in the data', { uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }],
    ['another text in a client component’s data', { clientLabel: 'Uw account' }],
    ['another footer text, also in the data', { footer: '© DPG Media België' }],
  ])('keeps pages together that differ only in %s', (_, change) => {
    expect(differs(partsOf({}), partsOf(change))).toEqual(SAME);
  });

  it.each<[string, Partial<Page>, Partial<Page>, Partial<typeof SAME>]>([
    ['an image without alt', {}, { image: '<img src="/foto.jpg">' }, { regions: true, main: true }],
    ['an empty alt', {}, { image: '<img alt="" src="/foto.jpg">' }, { regions: true, main: true }],
    ['a link without a name', {}, { linkText: '' }, { regions: true, main: true }],
    ['a link named as the image before it', {}, { linkText: 'Een krant' }, { regions: true, main: true }],
    [
      'a focusable element',
      { extraMain: '<div>Meer</div>' },
      { extraMain: '<div tabindex="0">Meer</div>' },
      { regions: true, main: true },
    ],
    [
      'a duplicated id',
      { extraMain: '<p id="other">Meer</p>' },
      { extraMain: '<p id="email">Meer</p>' },
      { skeleton: true, regions: true, main: true },
    ],
    ['a label for nothing', {}, { labelFor: 'nothing' }, { regions: true, main: true }],
    ['the language', {}, { lang: 'nl-BE' }, { skeleton: true }],
    ['an empty title', {}, { title: '' }, { skeleton: true }],
    ['a client component’s data of another kind', {}, { clientKind: 'business' }, { clientData: true }],
  ])('splits pages that differ in %s', (_, a, b, split) => {
    expect(differs(partsOf(a), partsOf(b))).toEqual({ ...SAME, ...split });
  });

  it('keys a selector’s part by every element it finds, not only the first', () => {
    // Paragraphs: one in the main content, then the footer's, the one that changes.
    const paragraphs = (footer: string) =>
      pageParts(html({ ...BASE, extraMain: '<p>Meer</p>', footer }), { words: ['AD'] }, { p: { tag: 'p' } }).scopes.p;
    expect(paragraphs('© DPG Media')).toBe(paragraphs('© DPG Media België'));
    expect(paragraphs('© DPG Media')).not.toBe(paragraphs("<span tabindex='0'>© DPG Media</span>"));
  });

  it('is the same for the same page read twice', () => {
    expect(partsOf({})).toEqual(partsOf({}));
  });
});
