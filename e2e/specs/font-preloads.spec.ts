import { expect, firstVisit as test } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { ALL_FONTS, fontHref } from '../../site/chrome/fonts/web-font-files.ts';
import { WEB_FONTS, type BrandFont } from '../../site/chrome/fonts/web-fonts.ts';
import { BRANDS, brandUrl, PORT, REPRESENTATIVE_BRANDS, ROUTES, THEMES } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';

/*
 * A page preloads its brand's web fonts (its body font for its text, and its heading font when that is
 * another family, cut to bold only) and declares only those; the files are the site's own, kept for a year. Every
 * route kind of the representative brands (every kind of brand), prerendered pages, campaign pages and a visitor's
 * own alike.
 */
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

/** The font preloads in the document: `<link rel="preload" as="font" type="font/woff2" crossorigin>`, in any order. */
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload"([^>]*)\/>/g)]
    .map((match) => match[1]!)
    .filter(
      (attributes) =>
        attributes.includes('as="font"') &&
        attributes.includes('type="font/woff2"') &&
        attributes.includes('crossorigin="anonymous"'),
    )
    .map((attributes) => /href="([^"]+)"/.exec(attributes)?.[1]);
const declared = (html: string) => [...html.matchAll(/src:url\(([^)]+)\) format\("woff2"\)/g)].map((match) => match[1]);

function brandFonts(code: keyof typeof THEMES): BrandFont[] {
  const { fontBody, fontHeading } = THEMES[code];
  return fontBody === fontHeading
    ? [{ family: fontBody, use: 'text' }]
    : [
        { family: fontBody, use: 'text' },
        { family: fontHeading, use: 'headings' },
      ];
}

for (const code of REPRESENTATIVE_BRANDS) {
  test(`${code}: every route kind preloads the brand's fonts and declares no other`, async () => {
    const expected = brandFonts(code).map(fontHref);
    const paths = [
      ...ROUTES[code].map((route) => route.path),
      '/?mid=CAM-ZOMER1',
      '/?leadId=LEAD-NL-0001',
      '/bestellen?gift=true',
    ];
    for (const path of paths) {
      const page = await getWithHost(`${code}.localhost`, path, undefined, BROWSER);
      expect(page.status, `${code}${path}`).toBe(200);
      // A prerendered page carries React's early preload and the element itself, both in the head: one fetch.
      expect([...new Set(preloaded(page.body))].sort(), `${code}${path}`).toEqual([...expected].sort());
      expect(declared(page.body).sort(), `${code}${path}`).toEqual([...expected].sort());
      // The preloads come early in the head, before the page's own markup.
      expect(page.body.indexOf(expected[0]!), `${code}${path}`).toBeLessThan(page.body.indexOf('<body'));
    }
  });
}

test('the font files are the npm packages’ own, cut to the weights the shop draws (tests/site/chrome/fonts/web-font-subset.test.ts), kept for a year, and nothing else is served there', async () => {
  for (const font of ALL_FONTS) {
    const answer = await fetch(`http://127.0.0.1:${PORT}${fontHref(font)}`);
    expect(answer.status, `${font.family} ${font.use}`).toBe(200);
    expect(answer.headers.get('content-type')).toBe('font/woff2');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const woff2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32]); // 'wOF2'
    expect(new Uint8Array(await answer.arrayBuffer()).slice(0, 4)).toEqual(woff2);
  }
  expect((await fetch(`http://127.0.0.1:${PORT}/api/fonts/inter-0.0.0.woff2`)).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${PORT}/api/fonts/..%2Fpackage.json`)).status).toBe(404);
});

/**
 * A heading family of its own is served bold only (site/chrome/fonts/web-fonts.ts), so every text a brand draws in it
 * must be bold: anything lighter would be drawn bold too. Every element with text of its own, on the home and order
 * pages of brands with each heading family, with the first-visit banner and the consent manager's settings open.
 */
for (const code of ['ad', 'vk', 'lib', 'hp'] as const) {
  test(`${code}: every text in the brand's heading family is bold, the one weight its file has`, async ({ page }) => {
    const heading = brandFonts(code).find((font) => font.use === 'headings');
    expect(heading, `${code} has a heading family of its own`).toBeDefined();
    const drawn = () =>
      page.evaluate((family) => {
        const weights: string[] = [];
        for (const element of document.querySelectorAll('body *')) {
          if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
            continue;
          const style = getComputedStyle(element);
          if (style.fontFamily.split(',')[0]!.replace(/"/g, '').trim() === family)
            weights.push(`${style.fontWeight} ${element.tagName.toLowerCase()}.${element.className}`);
        }
        return weights;
      }, WEB_FONTS[heading!.family].name);
    const seen: string[] = [];
    for (const path of ['/', '/bestellen']) {
      await page.goto(brandUrl(code, path));
      seen.push(...(await drawn()));
    }
    const { banner } = messagesFor(BRANDS[code].locale).consent;
    await page.getByRole('dialog', { name: banner.title }).getByRole('button', { name: banner.settings }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy instellingen' })).toBeVisible();
    seen.push(...(await drawn()));
    expect(seen.length, `${code}: text drawn in ${heading!.family}`).toBeGreaterThan(3);
    expect(
      seen.filter((weight) => !weight.startsWith('700 ')),
      code,
    ).toEqual([]);
  });
}
