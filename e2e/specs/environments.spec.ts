import { expect, firstVisit as test } from '../support/test.ts';
import { ON_LOCAL_STAND_INS, startServer } from '../../site/scripts/server.mjs';
import { getWithHost } from '../support/http.ts';

/*
 * One artifact, every environment (docs/adr/0022-one-build-every-environment.md): the build the other specs test,
 * started once with acceptance's settings and once with production's, must behave as each environment must. What
 * differs is the server's APP_ENV alone: the brandcode query (outside production only,
 * docs/rules/01-product-and-brands.md), the tag manager (production only, docs/rules/09-constants-and-limits.md) and
 * HSTS with upgrade-insecure-requests (production only, docs/adr/0009).
 */

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

type Server = Awaited<ReturnType<typeof startServer>>;
const servers: Partial<Record<'acceptance' | 'production', Server>> = {};
/** Each environment names its own container (site/production-settings.ts): the loader must use the server's. */
const CONTAINERS = { acceptance: 'GTM-ACCEPT1', production: 'GTM-PRODE2E' } as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Production on this machine runs on the local stand-ins only with its loud escape (site/production-settings.ts).
  [servers.acceptance, servers.production] = await Promise.all([
    startServer({
      appEnv: 'acceptance',
      stdio: 'ignore',
      extraEnv: { CI: '', GTM_CONTAINER_ID: CONTAINERS.acceptance },
    }),
    startServer({
      appEnv: 'production',
      stdio: 'ignore',
      extraEnv: { CI: '', GTM_CONTAINER_ID: CONTAINERS.production, ...ON_LOCAL_STAND_INS },
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([servers.acceptance?.stop(), servers.production?.stop()]);
});

const port = (name: 'acceptance' | 'production') => servers[name]!.port;

test('the brandcode query chooses the brand in acceptance, and is ignored in production', async () => {
  const acceptance = await getWithHost('ad.localhost', '/digitaal?brandcode=VK', port('acceptance'), BROWSER);
  expect(acceptance.status).toBe(200);
  expect(acceptance.body).toContain('data-brand="vk"');
  const production = await getWithHost('ad.localhost', '/digitaal?brandcode=VK', port('production'), BROWSER);
  expect(production.status).toBe(200);
  expect(production.body).toContain('data-brand="ad"');
  // An unknown code is the spec's 404 where codes count, and nothing at all in production.
  expect((await getWithHost('ad.localhost', '/?brandcode=zzz', port('acceptance'), BROWSER)).status).toBe(404);
  const unknownInProduction = await getWithHost('ad.localhost', '/?brandcode=zzz', port('production'), BROWSER);
  expect(unknownInProduction.status).toBe(200);
  expect(unknownInProduction.body).toContain('data-brand="ad"');
});

test('in production a sender cannot switch the brandcode rules on with the proxy’s own header', async () => {
  const forged = await getWithHost('ad.localhost', '/digitaal?brandcode=vk', port('production'), {
    ...BROWSER,
    'x-shop-brandcode': 'honoured',
  });
  expect(forged.status).toBe(200);
  expect(forged.body).toContain('data-brand="ad"');
});

test('HSTS and upgrade-insecure-requests in production only, on every kind of page', async () => {
  for (const path of ['/', '/digitaal', '/?mid=CAM-ZOMER1', '/bestellen', '/bestaat-niet']) {
    const production = await getWithHost('ad.localhost', path, port('production'), BROWSER);
    expect(production.status, path).toBeLessThan(500);
    expect(production.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    const policy = String(production.headers['content-security-policy']);
    // One policy, production's: the proxy's replaces the build's rather than adding a second.
    expect(policy.split('; '), path).toContain('upgrade-insecure-requests');
    expect(policy.match(/default-src/g), path).toHaveLength(1);
    expect(policy.split('; '), path).toContain("frame-ancestors 'none'");

    const acceptance = await getWithHost('ad.localhost', path, port('acceptance'), BROWSER);
    expect(acceptance.status, path).toBeLessThan(500);
    expect(acceptance.headers['strict-transport-security'], path).toBeUndefined();
    expect(String(acceptance.headers['content-security-policy']).split('; '), path).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(String(acceptance.headers['content-security-policy']).split('; '), path).toContain("frame-ancestors 'none'");
  }
});

test('the prerendered home loads the tag manager in production only: the same page, the server’s answer', async ({
  browser,
}) => {
  // The same bytes from both servers (the page was prerendered once), asking the server for the tag manager.
  const pages = await Promise.all(
    (['acceptance', 'production'] as const).map((name) => getWithHost('ad.localhost', '/', port(name), BROWSER)),
  );
  for (const page of pages) expect(page.body).toMatch(/<script async="" src="\/api\/tag-manager">/);
  expect((await getWithHost('ad.localhost', '/api/tag-manager', port('production'))).body).toContain(
    `googletagmanager.com/gtm.js?id=${CONTAINERS.production}`,
  );
  expect((await getWithHost('ad.localhost', '/api/tag-manager', port('acceptance'))).body).toBe('');

  // Forced in acceptance (?gtm=true), the container is acceptance's own.
  for (const [name, path, loads] of [
    ['acceptance', '/', false],
    ['production', '/', true],
    ['acceptance', '/?gtm=true', true],
  ] as const) {
    const context = await browser.newContext();
    const requested: string[] = [];
    await context.route(
      'https://www.googletagmanager.com/**',
      (route) => (requested.push(route.request().url()), route.fulfill({ status: 204, body: '' })),
    );
    const page = await context.newPage();
    await page.goto(`http://ad.localhost:${port(name)}${path}`);
    await page.waitForLoadState('networkidle');
    expect(requested, `${name} ${path}: the tag manager asked for`).toEqual(
      loads ? [`https://www.googletagmanager.com/gtm.js?id=${CONTAINERS[name]}`] : [],
    );
    await context.close();
  }
});
