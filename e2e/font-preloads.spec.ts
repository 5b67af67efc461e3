import { expect, test } from '@playwright/test';
import { FONT_FAMILIES, type FontFamily } from '../schemas/theme.ts';
import { FONT_HREFS } from '../site/chrome/web-font-files.ts';
import { PORT, REPRESENTATIVE_BRANDS, ROUTES, THEMES } from './fleet.ts';
import { getWithHost } from './http.ts';

/*
 * Issue 15: a page preloads its brand's web fonts (its body font, and its heading font when that is another family)
 * and declares only those; the files are the site's own, kept for a year. Every route kind of the representative
 * brands (every kind of brand), prerendered pages, campaign pages and a visitor's own alike.
 */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' };

/** The font preloads in the document: `<link rel="preload" as="font" type="font/woff2" crossorigin>`, in any order. */
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload"([^>]*)\/>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => attributes.includes('as="font"') && attributes.includes('type="font/woff2"') && attributes.includes('crossorigin="anonymous"'))
    .map((attributes) => /href="([^"]+)"/.exec(attributes)?.[1]);
const declared = (html: string) => [...html.matchAll(/src:url\(([^)]+)\) format\("woff2"\)/g)].map((match) => match[1]);

function brandFamilies(code: keyof typeof THEMES): FontFamily[] {
  const { fontBody, fontHeading } = THEMES[code];
  return [...new Set([fontBody, fontHeading])];
}

for (const code of REPRESENTATIVE_BRANDS) {
  test(`${code}: every route kind preloads the brand's fonts and declares no other`, async () => {
    const expected = brandFamilies(code).map((family) => FONT_HREFS[family]);
    const paths = [...ROUTES[code].map((route) => route.path), '/?mid=CAM-ZOMER1', '/?leadId=LEAD-NL-0001', '/bestellen?gift=true'];
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

test('the font files are the npm packages’ own, cut to the weights the shop draws (tests/site/web-font-subset.test.ts), kept for a year, and nothing else is served there', async () => {
  for (const family of FONT_FAMILIES) {
    const answer = await fetch(`http://127.0.0.1:${PORT}${FONT_HREFS[family]}`);
    expect(answer.status, family).toBe(200);
    expect(answer.headers.get('content-type')).toBe('font/woff2');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await answer.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x77, 0x4f, 0x46, 0x32])); // 'wOF2'
  }
  expect((await fetch(`http://127.0.0.1:${PORT}/api/fonts/inter-0.0.0.woff2`)).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${PORT}/api/fonts/..%2Fpackage.json`)).status).toBe(404);
});
