import type { ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { BRANDS } from '../../brands/generated/brands.ts';
import { ROUTES } from '../../brands/generated/routes.ts';
import { PHONE_NUMBER_EXPERIMENTS } from '../../domain/experiments/variants.ts';
import { BUSINESS_PHONE_NUMBERS } from '../../domain/phone-numbers.ts';
import { startServer } from '../../site/scripts/server.mjs';
import { STAND_IN_BUSINESS_PHONE_NUMBERS } from '../../stand-ins/front-office/phone-numbers.ts';
import { expect, presetConsent, test, type Page } from '../support/test.ts';
import { brandUrl, PORT } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';

/*
 * Rules of docs/rules/ once through the built site: a forced variation always wins and excluding
 * experiments are never both decided (04-states-and-flows.md); /zakelijk always shows the business number
 * (02-routes-and-layout.md); failed front-office data shows nothing of the failure, and the fallback message never an
 * experiment's test number (08-errors.md). Their rules' tables are in tests/domain.
 */

const force = (experiment: string, variation: string) => `optimizely_force_variation[${experiment}]=${variation}`;

interface DataLayerEntry {
  readonly event?: string;
  readonly [key: string]: unknown;
}
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);

/**
 * The SDK's impression batches the stand-in recorded (site/experiments/local.ts): each visitor's decided experiment
 * ids.
 */
async function recordedExperiments(file: string): Promise<Map<string, Set<string>>> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const byVisitor = new Map<string, Set<string>>();
  for (const line of text.split('\n').filter(Boolean)) {
    const { params } = JSON.parse(line) as {
      params: { visitors: { visitor_id: string; snapshots: { decisions?: { experiment_id: string }[] }[] }[] };
    };
    for (const visitor of params.visitors) {
      const seen = byVisitor.get(visitor.visitor_id) ?? new Set<string>();
      for (const decision of visitor.snapshots.flatMap((snapshot) => snapshot.decisions ?? []))
        seen.add(decision.experiment_id);
      byVisitor.set(visitor.visitor_id, seen);
    }
  }
  return byVisitor;
}

test.describe('a forced variation always wins', () => {
  // A server of its own, recording the SDK's impressions to a file of its own: e2e/specs/experiments.spec.ts, which may
  // run beside this, empties the test server's.
  const OWN_PORT = PORT + 62;
  const EVENTS_FILE = new URL('../../.data/e2e-spec-rules-experiment-events.jsonl', import.meta.url).pathname;
  let site: Awaited<ReturnType<typeof startServer>>;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await rm(EVENTS_FILE, { force: true });
    site = await startServer({
      port: OWN_PORT,
      appEnv: 'test',
      stdio: 'ignore',
      extraEnv: { CI: '', EXPERIMENT_EVENTS_FILE: EVENTS_FILE },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('forced winback for 20 fresh visitors: its mid every time, and its exclusion group never decided twice', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // CAM-000001's campaign is the standard offer, the audience of the three mid overrides: unforced, the SDK would put
    // each visitor in one of them (a third each), so a visitor it bucketed elsewhere is what the rule is about.
    const path = `/?mid=CAM-000001&${force('mid_override_winback', 'variation_1')}`;
    const datafile = JSON.parse(
      await readFile(new URL('../../stand-ins/experiments/datafile.json', import.meta.url), 'utf8'),
    ) as { groups: { experiments: { id: string; key: string }[] }[] };
    const group = datafile.groups[0]?.experiments ?? [];
    const winback = group.find((experiment) => experiment.key === 'mid_override_winback')?.id;
    expect(group.map((experiment) => experiment.key).sort()).toEqual([
      'mid_override_summer_campaign',
      'mid_override_welcome_offer',
      'mid_override_winback',
    ]);
    const visitors: string[] = [];
    for (let visitor = 0; visitor < 20; visitor += 1) {
      const context = await browser.newContext();
      await presetConsent(context);
      const page = await context.newPage();
      await page.goto(`http://ad.localhost:${OWN_PORT}${path}`);
      const entries = await dataLayer(page);
      expect(
        entries.find((entry) => entry.event === 'page'),
        `visitor ${visitor}`,
      ).toMatchObject({ mid: 'CAM-WINB01' });
      const decided = entries
        .filter((entry) => entry.event === 'campaign-decided')
        .map((entry) => String(entry['optimizely-dimension-value']));
      expect(
        decided.filter((value) => value.startsWith('mid_override_')),
        `visitor ${visitor}`,
      ).toEqual([expect.stringMatching(/^mid_override_winback \(\d+\):variation_1 \(\d+\)$/)]);
      const uid = (await context.cookies()).find((cookie) => cookie.name === 'shop_exp_uid')?.value;
      expect(uid, `visitor ${visitor} got an experiment user id`).toBeTruthy();
      visitors.push(uid ?? '');
      await context.close();
    }
    expect(new Set(visitors).size).toBe(20);
    // The SDK flushes its batches every second, a visitor's impressions possibly in several: wait until every visitor
    // has an impression of the exclusion group recorded (another experiment's alone, such as a phone number's, is not
    // enough), then every visitor must have the forced one and no other of the group.
    const groupImpressions = (recorded: Map<string, Set<string>>, uid: string) =>
      [...(recorded.get(uid) ?? [])].filter((id) => group.some((experiment) => experiment.id === id));
    await expect
      .poll(
        async () => {
          const seen = await recordedExperiments(EVENTS_FILE);
          return visitors.filter((uid) => groupImpressions(seen, uid).length > 0).length;
        },
        { timeout: 15_000 },
      )
      .toBe(20);
    const recorded = await recordedExperiments(EVENTS_FILE);
    for (const uid of visitors) {
      const inGroup = groupImpressions(recorded, uid);
      expect(inGroup, `visitor ${uid}: one of the excluding experiments only, the forced one`).toEqual([winback]);
    }
  });
});

test.describe('/zakelijk shows the business number under every phone-number variant', () => {
  const cases = Object.entries(PHONE_NUMBER_EXPERIMENTS)
    .filter(([code]) => ROUTES[code as keyof typeof ROUTES]?.some((route) => route.name === 'zakelijk'))
    .flatMap(([code, { experimentKey, numbers }]) =>
      ['control', ...Object.keys(numbers)].map((variation) => ({ code, experimentKey, variation, numbers })),
    );

  test('the phone-number brands with a business page are covered', () => {
    expect(cases.map(({ code }) => code)).toEqual(expect.arrayContaining(['ad', 'vk']));
  });

  // The local front office's business numbers are not the site's fallback (stand-ins/front-office/phone-numbers.ts):
  // the page shows what the front office answered.
  for (const code of ['ad', 'hl'] as const) {
    test(`${code}: the front office’s business number, not the site’s fallback`, async ({ page }) => {
      const { country } = BRANDS[code];
      const answered = STAND_IN_BUSINESS_PHONE_NUMBERS[country];
      expect(answered).not.toBe(BUSINESS_PHONE_NUMBERS[country]);
      await page.goto(brandUrl(code, '/zakelijk'));
      await expect(page.getByTestId('top-bar-customer-service')).toContainText(answered);
      expect(await page.content()).not.toContain(BUSINESS_PHONE_NUMBERS[country]);
    });
  }

  for (const { code, experimentKey, variation, numbers } of cases) {
    test(`${code}: ${experimentKey}=${variation}`, async ({ page }) => {
      const business = STAND_IN_BUSINESS_PHONE_NUMBERS[BRANDS[code as keyof typeof BRANDS].country];
      const testNumbers = Object.values(numbers) as string[];
      const campaign = `?mid=CAM-ZOMER1&${force(experimentKey, variation)}`;
      await page.goto(brandUrl(code, `/zakelijk${campaign}`));
      // The forced variant was decided (it is in the page's events), and the business page kept its number.
      const decided = (await dataLayer(page))
        .filter((entry) => entry.event === 'campaign-decided')
        .map((entry) => String(entry['optimizely-dimension-value']));
      expect(decided).toContainEqual(
        expect.stringMatching(new RegExp(`^${experimentKey} \\(\\d+\\):${variation} \\(\\d+\\)$`)),
      );
      await expect(page.getByTestId('top-bar-customer-service')).toContainText(business);
      const html = await page.content();
      for (const number of testNumbers) expect(html).not.toContain(number);
      // The same visitor on the consumer home page gets the variant's number (what the experiment tests).
      if (variation !== 'control') {
        await page.goto(brandUrl(code, `/${campaign}`));
        await expect(page.getByTestId('top-bar-customer-service')).toContainText(
          numbers[variation as keyof typeof numbers] as string,
        );
      }
    });
  }
});

test.describe('failed catalog and mid data through a page (business hours: tests/site/page/upstream-failures.test.tsx): nothing of the failure shown, no test number in a fallback', () => {
  const DOWN_PORT = PORT + 61;
  const BROWSER = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  };
  let site: Awaited<ReturnType<typeof startServer>>;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // A front office that refuses every connection (nothing listens on the discard port): each call fails at once.
    site = await startServer({
      port: DOWN_PORT,
      appEnv: 'test',
      stdio: 'pipe',
      extraEnv: { CI: '', FRONT_OFFICE_URL: 'http://127.0.0.1:9' },
    });
    const child = site.child as ChildProcess;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /*
   * What the built site's data cache keeps (the build's prerendered pages' catalog, business hours and numbers) it
   * serves, stale or not, whatever the front office does: nothing to show. A catalog it never kept (the fallback
   * group for a mid the front office cannot confirm, which shares the default mid's offer) fails for real.
   */
  const TEST_NUMBERS = Object.values(PHONE_NUMBER_EXPERIMENTS).flatMap(
    ({ numbers }) => Object.values(numbers) as string[],
  );
  const inMarTest = `mid=CAM-RUL${String(Date.now() % 1000).padStart(3, '0')}&group=fallback&${force('phone_number_mar', 'variation_2')}`;
  const fallbackNumber = (body: string, message: RegExp) => message.exec(body)?.[1];

  test('a campaign visitor in mar’s phone-number test: the variant’s number in the top bar, never in the fallback', async () => {
    const answer = await getWithHost('mar.localhost', `/?${inMarTest}`, DOWN_PORT, BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('data-brand="mar"');
    expect(answer.body).toContain('Bel 088 - 0505 113');
    const number = fallbackNumber(
      answer.body,
      /Het aanbod kan op dit moment niet worden getoond\. Probeer het over een paar minuten opnieuw, of bel onze klantenservice op ([^.<"]+)\./,
    );
    expect(number, 'the shop window’s fallback message').toBeDefined();
    expect(TEST_NUMBERS).not.toContain(number);
    expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:9\b|Internal Server Error/i);
    await expect.poll(() => output).toMatch(/front-office: catalog for mar failed/);
    expect(output).toMatch(/front-office: mid data failed/);
  });

  test('the order page: its fallback never the test number; /zakelijk: the business number', async () => {
    const order = await getWithHost('mar.localhost', `/bestellen?${inMarTest}`, DOWN_PORT, BROWSER);
    expect(order.status).toBe(200);
    const number = fallbackNumber(
      order.body,
      /Dit aanbod is op dit moment niet te bestellen\. Kies een ander abonnement of bel onze klantenservice op ([^.<"]+)\./,
    );
    expect(number, 'the order form’s fallback message').toBeDefined();
    expect(TEST_NUMBERS).not.toContain(number);
    const business = await getWithHost(
      'ad.localhost',
      `/zakelijk?mid=CAM-RUL999&group=fallback&${force('phone_number_ad', 'variation_1')}`,
      DOWN_PORT,
      BROWSER,
    );
    expect(business.status).toBe(200);
    // The business number the build's data cache kept from the front office (see above), never a test number.
    expect(business.body).toContain(`Bel ${STAND_IN_BUSINESS_PHONE_NUMBERS.nl}`);
    expect(business.body).not.toContain('088 - 0505 101');
  });
});
