import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { sunkEvents } from '../support/error-sink.ts';
import { brandUrl, E2E_FRONT_OFFICE_DIR, PORT } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';

/*
 * The path check for every path (docs/rules/02-routes-and-layout.md, docs/adr/0020-path-check-for-every-path.md): the
 * front office moves one brand's pages while the site runs. The test server's local front office reads a brand's own
 * redirects from redirects.json in its data folder (stand-ins/front-office/redirects.ts); this spec writes there for
 * pz, a brand no other spec visits, so no answer the site kept earlier (site/cache-policy.ts 'path-check') is in the
 * way.
 */

const CODE = 'pz';
const HOST = `${CODE}.localhost:${PORT}`;
const FILE = path.join(E2E_FRONT_OFFICE_DIR, 'redirects.json');
const OWN = {
  // The student offer moved to the digital one.
  '/studenten': '/digitaal',
  // A loop: each page names the other.
  '/zakelijk': '/specials',
  '/specials': '/zakelijk',
  // Onto another brand's shop (a retired title sent to a sister brand).
  '/actie': `http://ad.localhost:${PORT}/actie`,
};

function readTable(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

test.beforeAll(() => {
  mkdirSync(E2E_FRONT_OFFICE_DIR, { recursive: true });
  writeFileSync(FILE, JSON.stringify({ ...readTable(), [CODE.toUpperCase()]: OWN }));
});

test.afterAll(() => {
  const table = readTable();
  delete table[CODE.toUpperCase()];
  writeFileSync(FILE, JSON.stringify(table));
});

test('a page the front office moved sends the visitor to its new path, with their query', async ({ page }) => {
  const response = await getWithHost(HOST, '/studenten?mid=CAM-AB12CD');
  expect(response.status).toBe(307);
  expect(response.headers.location).toBe(`http://${HOST}/digitaal?mid=CAM-AB12CD`);

  await page.goto(brandUrl(CODE, '/studenten'));
  expect(page.url()).toBe(brandUrl(CODE, '/digitaal'));
  await expect(page.locator('html')).toHaveAttribute('data-brand', CODE);
});

test('a redirect loop is refused: both pages are served as they are, and the refusal is reported', async () => {
  for (const pathname of ['/zakelijk', '/specials']) {
    const response = await getWithHost(HOST, pathname);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.location, pathname).toBeUndefined();
    expect(response.body, pathname).toContain(`data-brand="${CODE}"`);
  }
  await expect
    .poll(
      async () =>
        (await sunkEvents()).filter(
          (event) => event.raw.includes(`redirect of ${CODE} /zakelijk`) && event.raw.includes('(loop)'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
});

test('a redirect onto another brand’s shop leaves for it, without the visitor’s query', async () => {
  const response = await getWithHost(HOST, '/actie?mid=CAM-AB12CD');
  expect(response.status).toBe(307);
  expect(response.headers.location).toBe(`http://ad.localhost:${PORT}/actie`);
});
