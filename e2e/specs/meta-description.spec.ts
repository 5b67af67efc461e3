import { expect, firstVisit as test } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { BRANDS, REPRESENTATIVE_BRANDS, ROUTES } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';

/*
 * Every page has a meta description (search results, shared links): the page story's own
 * `meta_description` where the editor wrote one, else the brand's default for the route, in the brand's wording.
 * Every route kind of the representative brands (every kind of brand), prerendered pages and a visitor's own alike.
 */
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

function description(html: string): string | undefined {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  return match?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

for (const code of REPRESENTATIVE_BRANDS) {
  test(`${code}: every page has a meta description in the brand's words`, async () => {
    const brand = BRANDS[code];
    const placeholders = /\{(brand|special)\}/;
    for (const route of ROUTES[code]) {
      const page = await getWithHost(`${code}.localhost`, route.path, undefined, BROWSER);
      expect(page.status, `${code}${route.path}`).toBe(200);
      const text = description(page.body);
      expect(text, `${code}${route.path}`).toBeTruthy();
      expect(text, `${code}${route.path}`).not.toMatch(placeholders);
      expect(text!.length, `${code}${route.path}: ${text}`).toBeLessThanOrEqual(160);
      if (!(code === 'ad' && route.path === '/')) expect(text, `${code}${route.path}`).toContain(brand.name);
      // Digital reading is promised on the home page only where the brand sells it.
      if (route.path === '/' && !ROUTES[code].some((other) => other.path === '/digitaal'))
        expect(text, code).not.toContain('digitaal');
    }
    // A visitor's own page (a campaign mid) has it too.
    expect(
      description(
        (await getWithHost(`${code}.localhost`, '/?mid=CAM-ZOMER1&leadId=LEAD-NL-0001', undefined, BROWSER)).body,
      ),
    ).toBeTruthy();
  });
}

test('a story’s own meta_description wins over the default (the editor’s field on the page block)', async () => {
  const home = await getWithHost('ad.localhost', '/', undefined, BROWSER);
  expect(description(home.body)).toBe(
    'Het AD elke dag in huis of op je telefoon: kies je abonnement op papier, digitaal of allebei, en bestel direct online.',
  );
  const digitaal = await getWithHost('ad.localhost', '/digitaal', undefined, BROWSER);
  expect(description(digitaal.body)).toBe(
    messagesFor(BRANDS.ad.locale).descriptions.digitaal.replace('{brand}', BRANDS.ad.name),
  );
});
