import { existsSync } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../../brands/generated/brands.ts';
import { defaultProposition } from '../../../domain/propositions.ts';
import { BUSINESS_PHONE_NUMBERS, DEFAULT_PHONE_NUMBER } from '../../../domain/phone-numbers.ts';
import type { CompiledBrand } from '../../../schemas/compiled-brand.ts';
import {
  FRONT_OFFICE_ANSWER_VARY,
  FRONT_OFFICE_PATHS,
  fillPath,
  midSchema,
  propositionSchema,
  toCamelCaseKeys,
  type Catalog,
  type Mid,
} from '../../../schemas/front-office.ts';
import { createLocalFrontOffice } from '../../../site/front-office/local.ts';
import type { CatalogQuery, FrontOffice } from '../../../site/front-office/port.ts';
import { STAND_IN_BUSINESS_PHONE_NUMBERS } from '../../../stand-ins/front-office/phone-numbers.ts';
import { createFrontOfficeStandIn } from '../../../stand-ins/front-office/stand-in.ts';
import {
  AD_QUERY,
  CALL,
  DEFAULT_MID,
  FAILING_MID,
  FALLBACK_MID,
  MONDAY_MORNING,
  SIX_SEGMENT_MID,
  STUDENT_MID,
  SUMMER_MID,
  SUNDAY_NOON,
  adDigitalYear,
  validOrder,
} from '../../site/front-office/fixtures.ts';
import { standInLog } from '../../../stand-ins/shared/log.ts';

const ALL_BRANDS: readonly CompiledBrand[] = Object.values(BRANDS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'front-office-stand-in-'));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

const local = (clock?: () => Date): FrontOffice => createLocalFrontOffice({ dataDir, clock });
const queryFor = (brand: CompiledBrand, group = 'default'): CatalogQuery => ({
  brandCode: brand.code,
  brandType: brand.type,
  countryCode: brand.country,
  group,
});

/** The raw catalog answer of the stand-in (camelCase), before any adapter parses it. */
async function rawCatalog(
  brandCode: string,
  mid: Mid = DEFAULT_MID,
): Promise<{ data: { propositions: unknown[]; products: { code: string; slug?: string }[] } }> {
  const answer = await createFrontOfficeStandIn({ dataDir }).handle({
    method: 'GET',
    path: '/front-office/v4/catalog',
    query: new URLSearchParams({ brand_codes: brandCode, group: 'default' }),
    headers: { 'x-mid-token': mid },
  });
  expect(answer.status).toBe(200);
  return toCamelCaseKeys(answer.body) as Awaited<ReturnType<typeof rawCatalog>>;
}

describe('seed catalog: generated for every brand of the registry', () => {
  it.each(ALL_BRANDS.map((brand) => [brand.code, brand] as const))('%s has valid propositions', async (_, brand) => {
    const raw = await rawCatalog(brand.code);
    expect(raw.data.propositions.length).toBeGreaterThan(0);
    for (const proposition of raw.data.propositions)
      expect(propositionSchema.safeParse(proposition).error).toBeUndefined();

    const catalog = await local().catalog(queryFor(brand), { mid: DEFAULT_MID, clientPath: '/' });
    const productUuids = new Set(catalog.products.map((product) => product.uuid));
    for (const proposition of catalog.propositions) {
      expect(proposition.uuid).toMatch(UUID);
      expect(productUuids.has(proposition.productUuid)).toBe(true);
      expect(proposition.prices.filter((price) => price.default)).toHaveLength(1);
      for (const { price } of proposition.prices) {
        expect(price.discount).toBeGreaterThan(0);
        expect(price.discount).toBeLessThanOrEqual(price.regular as number);
      }
    }
    // The shop's own titles; each special title has a catalog of its own, asked for by its slug.
    expect(catalog.products.filter((product) => product.slug)).toEqual([]);
    for (const special of brand.specials) {
      const titles = await local().catalog(
        { ...queryFor(brand), brandSlug: special.slug },
        { mid: DEFAULT_MID, clientPath: '/' },
      );
      expect(titles.products.map((product) => product.slug)).toEqual([special.slug]);
      expect(titles.propositions.length).toBeGreaterThan(0);
    }
  });

  it('gives a paper brand the four formulas, 1/3/12 months, and exactly one temporary promo', async () => {
    const catalog = await local().catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' });
    // Subscriptions; the gifts beside them are checked below.
    const paper = catalog.propositions.filter((proposition) => !proposition.isGift);
    expect(new Set(paper.map((proposition) => proposition.formula.code))).toEqual(
      new Set(['digitaal', 'weekend', 'zaterdag', 'compleet']),
    );
    expect(new Set(paper.map((proposition) => `${proposition.duration.amount} ${proposition.duration.unit}`))).toEqual(
      new Set(['1 month', '3 month', '12 month']),
    );
    const promos = paper.filter((proposition) => proposition.isTemporaryPromo);
    expect(promos).toHaveLength(1);
    expect(promos[0]).toMatchObject({ name: expect.stringContaining('Zomeractie'), discount: { percentage: 50 } });
    // docs/rules/04-states-and-flows.md: the promo is the default proposition of its product.
    expect(defaultProposition(paper, { code: 'AD-DIGITAAL' })).toBe(promos[0]);
    expect(defaultProposition(paper, { code: 'AD-COMPLEET' })?.duration).toEqual({ amount: 12, unit: 'month' });
  });

  it('gives papers and magazines gift propositions: a fixed term paid once', async () => {
    const giftsOf = async (code: string) => {
      const brand = BRANDS[code as keyof typeof BRANDS];
      const catalog = await local().catalog(
        { ...AD_QUERY, brandCode: code, brandType: brand.type, countryCode: brand.country },
        { mid: DEFAULT_MID, clientPath: '/' },
      );
      return catalog.propositions.filter((proposition) => proposition.isGift);
    };
    for (const [code, terms] of [
      ['ad', ['3 month', '6 month']],
      ['lib', ['13 issue', '26 issue']],
      ['blib', ['13 issue', '26 issue']],
    ] as const) {
      const gifts = await giftsOf(code);
      expect(gifts.map((gift) => `${gift.duration.amount} ${gift.duration.unit}`)).toEqual(terms);
      for (const gift of gifts)
        expect(gift.prices).toEqual([expect.objectContaining({ default: true, unit: 'one-time' })]);
    }
  });

  it('gives a magazine 13, 26 and 52 issues, paid per issue, quarter, half year or year', async () => {
    const catalog = await local().catalog(
      { brandCode: 'lib', brandType: 'magazine', countryCode: 'nl', group: 'default' },
      { mid: DEFAULT_MID, clientPath: '/' },
    );
    const magazine = catalog.propositions.filter((proposition) => proposition.productCode === 'LIB-PAPIER');
    expect(magazine.map((proposition) => proposition.duration)).toEqual(
      [13, 26, 52].map((amount) => ({ amount, unit: 'issue' })),
    );
    expect(new Set(magazine.flatMap((proposition) => proposition.prices.map((price) => price.unit)))).toEqual(
      new Set(['issue', 'quarter', 'half-year', 'year']),
    );
    expect(magazine.some((proposition) => (proposition.discount?.percentage ?? 0) > 0)).toBe(true);
  });

  it('sells a special title as its own product, once (eenmalig) or per issue, for the title’s own brand', async () => {
    const catalog = await local().catalog(
      { brandCode: 'don', brandType: 'magazine', countryCode: 'nl', group: 'default', brandSlug: 'katrien-duck' },
      { mid: DEFAULT_MID, clientPath: '/' },
    );
    expect(catalog.products.map((product) => product.slug)).toEqual(['katrien-duck']);
    expect(catalog.propositions.map((proposition) => proposition.prices[0]!.unit).sort()).toEqual([
      'issue',
      'one-time',
    ]);
    expect(catalog.propositions.every((proposition) => proposition.includes?.brand?.code === 'katri')).toBe(true);
  });

  it('lets the group shop (dpg) sell a selection of other brands', async () => {
    const catalog = await local().catalog(
      { brandCode: 'dpg', brandType: 'magazine', countryCode: 'nl', group: 'default' },
      { mid: DEFAULT_MID, clientPath: '/' },
    );
    const included = catalog.propositions.map((proposition) => proposition.includes?.brand?.code);
    expect(included).toEqual(expect.arrayContaining(['ad', 'vk', 'lib']));
    expect(catalog.propositions.every((proposition) => proposition.brandCode === 'dpg')).toBe(true);
  });

  it('is deterministic: a new stand-in gives the same catalog, uuids included', async () => {
    for (const code of ['ad', 'hl', 'lib', 'tvg', 'dpg']) {
      const brand = BRANDS[code as keyof typeof BRANDS] as CompiledBrand;
      const [first, second] = [
        await createLocalFrontOffice({ dataDir }).catalog(queryFor(brand), { mid: DEFAULT_MID, clientPath: '/' }),
        await createLocalFrontOffice({ dataDir }).catalog(queryFor(brand), { mid: DEFAULT_MID, clientPath: '/' }),
      ];
      expect(second).toEqual(first);
    }
  });

  it('never gives two propositions one uuid, across every brand', async () => {
    const front = local();
    const uuids = (
      await Promise.all(
        ALL_BRANDS.map((brand) => front.catalog(queryFor(brand), { mid: DEFAULT_MID, clientPath: '/' })),
      )
    ).flatMap((catalog) => catalog.propositions.map((proposition) => proposition.uuid));
    expect(new Set(uuids).size).toBe(uuids.length);
  });
});

describe('target groups: the mid changes the shop window', () => {
  const discounts = (catalog: Catalog) =>
    catalog.propositions.map((proposition) => proposition.discount?.percentage ?? 0);

  it('CAM-ZOMER1 gives other propositions with higher discounts than the default mid', async () => {
    const front = local();
    const [standard, summer] = [
      await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' }),
      await front.catalog(AD_QUERY, { mid: SUMMER_MID, clientPath: '/' }),
    ];
    expect(summer.propositions).toHaveLength(standard.propositions.length);
    const standardUuids = new Set(standard.propositions.map((proposition) => proposition.uuid));
    expect(summer.propositions.filter((proposition) => !standardUuids.has(proposition.uuid)).length).toBeGreaterThan(0);
    const [before, after] = [discounts(standard), discounts(summer)];
    expect(after.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(before.reduce((sum, value) => sum + value, 0));
    expect(adDigitalYear(summer).prices[0]!.price.discount).toBeLessThan(
      adDigitalYear(standard).prices[0]!.price.discount,
    );
  });

  it('a six-segment mid has its own target group: its mid data, and an offer other than its campaign segment’s', async () => {
    const front = local();
    expect(await front.midData(SIX_SEGMENT_MID, CALL)).toEqual({
      campaign: 'Zomeractie 2026',
      propositionGroup: 'default',
      touchPointChannel: 'sms',
      touchPointContent: 'sms-zomer',
      world: 'Campagnes',
    });
    const [standard, summer, six] = await Promise.all([
      front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' }),
      front.catalog(AD_QUERY, { mid: SUMMER_MID, clientPath: '/' }),
      front.catalog(AD_QUERY, { mid: SIX_SEGMENT_MID, clientPath: '/' }),
    ]);
    const price = (catalog: Catalog) => adDigitalYear(catalog).prices[0]!.price.discount;
    expect(price(six)).toBeLessThan(price(summer));
    expect(price(summer)).toBeLessThan(price(standard));
    expect(adDigitalYear(six).uuid).not.toBe(adDigitalYear(summer).uuid);
    // The order for the six-segment offer carries that mid and is accepted (orderRequestSchema's mid).
    const placed = await front.placeOrder(
      validOrder(adDigitalYear(six), { mid: SIX_SEGMENT_MID }),
      'six-segment-order',
      CALL,
    );
    expect(placed).toMatchObject({ kind: 'placed' });
  });

  it('CAM-STUDNT adds a student proposition', async () => {
    const catalog = await local().catalog(AD_QUERY, { mid: STUDENT_MID, clientPath: '/' });
    expect(catalog.propositions.find((proposition) => proposition.formula.code === 'studenten-digitaal')).toMatchObject(
      {
        productCode: 'AD-DIGITAAL',
        discount: { percentage: 60 },
      },
    );
  });

  it('PRG-FALLBK belongs to the fallback group, whose catalog has no promos or discounts', async () => {
    const front = local();
    expect(await front.midData(FALLBACK_MID, CALL)).toMatchObject({ propositionGroup: 'fallback', world: 'Retentie' });
    const fallback = await front.catalog({ ...AD_QUERY, group: 'fallback' }, { mid: FALLBACK_MID, clientPath: '/' });
    expect(fallback.propositions.length).toBeGreaterThan(0);
    expect(discounts(fallback).every((percentage) => percentage === 0)).toBe(true);
    expect(fallback.propositions.some((proposition) => proposition.isTemporaryPromo)).toBe(false);
  });

  it('gives the mid data of a known mid in camelCase and undefined for another', async () => {
    const front = local();
    expect(await front.midData(SUMMER_MID, CALL)).toEqual({
      campaign: 'Zomeractie 2026',
      propositionGroup: 'default',
      touchPointChannel: 'email',
      touchPointContent: 'nieuwsbrief-zomer',
      world: 'Campagnes',
    });
    expect(await front.midData(midSchema.parse('TCH-ABCDEF'), CALL)).toBeUndefined();
  });

  it('CAM-FAIL01 makes the catalog fail with HTTP 500', async () => {
    await expect(local().catalog(AD_QUERY, { mid: FAILING_MID, clientPath: '/' })).rejects.toMatchObject({
      name: 'FrontOfficeError',
      status: 500,
    });
  });
});

describe('customer service, visitor, leads, promotion codes and redirects', () => {
  it('computes business hours on the stand-in’s clock, which a test can set', async () => {
    let now = MONDAY_MORNING;
    expect((await local(() => now).businessHours('AD', 'nl', CALL)).isBusinessHour).toBe(true);
    now = SUNDAY_NOON;
    expect((await local(() => now).businessHours('AD', 'nl', CALL)).isBusinessHour).toBe(false);
    const standIn = createFrontOfficeStandIn({ dataDir, clock: () => SUNDAY_NOON });
    standIn.setNow(MONDAY_MORNING);
    expect((await createLocalFrontOffice({ standIn }).businessHours('HL', 'be', CALL)).isBusinessHour).toBe(true);
  });

  it('closes on the public holidays and lists them ahead, a year of them (docs/adr/0017)', async () => {
    const christmas = new Date('2026-12-25T10:00:00+01:00');
    const answer = await local(() => christmas).businessHours('AD', 'nl', CALL);
    expect(answer.isBusinessHour).toBe(false);
    const days = answer.closures.map(([from]) => new Date(from).toISOString());
    // Whole days in Amsterdam's clock, from the one under way, in order; Easter Monday 2027 is 29 March.
    expect(days.slice(0, 4)).toEqual([
      '2026-12-24T23:00:00.000Z',
      '2026-12-25T23:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
      '2027-03-28T22:00:00.000Z',
    ]);
    expect(
      answer.closures.every(([from, until]) => until - from >= 23 * 3_600_000 && until - from <= 25 * 3_600_000),
    ).toBe(true);
    expect(answer.closures.every(([from]) => from < christmas.getTime() + 366 * 86_400_000)).toBe(true);
    // Belgium keeps its own: 21 July, not 27 April.
    const be = await local(() => christmas).businessHours('HL', 'be', CALL);
    expect(be.closures.map(([from]) => new Date(from).toISOString().slice(0, 10))).toContain('2027-07-20');
    expect(answer.closures.map(([from]) => new Date(from).toISOString().slice(0, 10))).toContain('2027-04-26');
  });

  it('closes on the days and spans a test lists in <dataDir>/closures.json, for one title or all', async () => {
    await writeFile(
      path.join(dataDir, 'closures.json'),
      JSON.stringify([
        { date: '2026-06-01', title: 'AD' },
        { from: '2026-06-02T09:00:00+02:00', until: '2026-06-02T13:30:00+02:00' },
      ]),
    );
    const at = (local: string) => () => new Date(`${local}+02:00`);
    expect((await local(at('2026-06-01T10:00:00')).businessHours('AD', 'nl', CALL)).isBusinessHour).toBe(false);
    expect((await local(at('2026-06-01T10:00:00')).businessHours('VK', 'nl', CALL)).isBusinessHour).toBe(true);
    expect((await local(at('2026-06-02T13:29:00')).businessHours('VK', 'nl', CALL)).isBusinessHour).toBe(false);
    expect((await local(at('2026-06-02T13:30:00')).businessHours('VK', 'nl', CALL)).isBusinessHour).toBe(true);
    const listed = (await local(at('2026-05-31T12:00:00')).businessHours('AD', 'nl', CALL)).closures.slice(0, 2);
    expect(listed.map(([from, until]) => [new Date(from).toISOString(), new Date(until).toISOString()])).toEqual([
      ['2026-05-31T22:00:00.000Z', '2026-06-01T22:00:00.000Z'],
      ['2026-06-02T07:00:00.000Z', '2026-06-02T11:30:00.000Z'],
    ]);
    await writeFile(path.join(dataDir, 'closures.json'), '[{ "date": "1 juni" }]');
    await expect(local(at('2026-06-01T10:00:00')).businessHours('AD', 'nl', CALL)).rejects.toMatchObject({
      name: 'FrontOfficeError',
    });
  });

  it('gives the default, per-brand, Belgian and business phone numbers, each typed as what it is for', async () => {
    const front = local();
    const consumer = (number: string | RegExp) => ({ number, type: 'consumer' });
    expect(await front.phoneNumber({ title: 'BD' }, CALL)).toEqual(consumer(DEFAULT_PHONE_NUMBER));
    expect(await front.phoneNumber({ title: 'VK', mid: DEFAULT_MID }, CALL)).toEqual(consumer('088 - 0505 012'));
    expect(await front.phoneNumber({ title: 'HL' }, CALL)).toEqual(consumer('03 - 303 05 11'));
    expect((await front.phoneNumber({ title: 'DM' }, CALL))?.number).toMatch(/^03 /);
    expect(await front.phoneNumber({ title: 'AD', business: true }, CALL)).toEqual({
      number: '088 - 0505 070',
      type: 'business',
    });
    expect(await front.phoneNumber({ title: 'DM', business: true }, CALL)).toEqual({
      number: '03 - 303 05 07',
      type: 'business',
    });
    // On the wire as the front office documents its items.
    const raw = await createFrontOfficeStandIn({ dataDir }).handle({
      method: 'GET',
      path: FRONT_OFFICE_PATHS.phoneNumbers,
      query: new URLSearchParams({ title: 'AD', business: 'true' }),
      headers: {},
    });
    expect(raw).toEqual({ status: 200, body: [{ phone_number: '088 - 0505 070', type: 'business' }] });
    // Not the site's fallback: a business page shows which of the two it got.
    expect(Object.values(STAND_IN_BUSINESS_PHONE_NUMBERS)).toEqual(['088 - 0505 070', '03 - 303 05 07']);
    for (const country of ['nl', 'be'] as const)
      expect(STAND_IN_BUSINESS_PHONE_NUMBERS[country]).not.toBe(BUSINESS_PHONE_NUMBERS[country]);
  });

  it('tells the visitor’s country by the forwarded address, unless a test fixes it', async () => {
    const standIn = createFrontOfficeStandIn({ dataDir });
    const front = createLocalFrontOffice({ standIn });
    expect(await front.visitor({ title: 'DON' }, { ...CALL, visitorIp: '192.0.2.44' })).toEqual({ country: 'BE' });
    expect(await front.visitor({ title: 'DON' }, { ...CALL, visitorIp: '198.51.100.1, 10.0.0.1' })).toEqual({
      country: 'NL',
    });
    expect(await front.visitor({ title: 'DON' }, { ...CALL, visitorIp: '203.0.113.9' })).toEqual({ country: 'NL' });
    expect(await front.visitor({ title: 'DON' }, CALL)).toBeUndefined();
    standIn.setVisitorCountry('BE');
    expect(await front.visitor({ title: 'DON' }, { ...CALL, visitorIp: '198.51.100.1' })).toEqual({ country: 'BE' });
    standIn.setVisitorCountry(null);
    expect(await front.visitor({ title: 'DON' }, { ...CALL, visitorIp: '198.51.100.1' })).toBeUndefined();
  });

  it('has a Dutch and a Belgian lead with Dutch field names and a mid', async () => {
    const front = local();
    expect(await front.lead('LEAD-NL-0001', CALL)).toMatchObject({
      land: 'NL',
      straat: 'Dorpsstraat',
      mid: 'TCO-LEAD01',
    });
    expect(await front.lead('LEAD-BE-0001', CALL)).toMatchObject({
      land: 'BE',
      plaats: 'Antwerpen',
      mid: 'TCO-LEAD01',
    });
  });

  it('finds a promotion code with its postcode and title, in any spelling', async () => {
    const front = local();
    const lead = await front.promoLookup({ actiecode: 'zomer2026', postcode: '1234 ab', title: 'AD' }, CALL);
    expect(lead).toMatchObject({ leadId: 'LEAD-ZOMER-0001', mid: 'CAM-ZOMER1' });
    expect(await front.lead('LEAD-ZOMER-0001', CALL)).toEqual(lead);
    expect(await front.promoLookup({ actiecode: 'ZOMER2026', postcode: '1234AB', title: 'VK' }, CALL)).toBeUndefined();
    expect(await front.promoLookup({ actiecode: 'ONBEKEND', postcode: '1234AB', title: 'AD' }, CALL)).toBeUndefined();
  });

  it('answers a promo lookup without a title with 400 "Title is required" (docs/rules/05-validation.md)', async () => {
    const answer = await createFrontOfficeStandIn({ dataDir }).handle({
      method: 'POST',
      path: '/front-office/v1/actiecode',
      query: new URLSearchParams(),
      headers: {},
      body: { actiecode: 'ZOMER2026', postcode: '1234AB' },
    });
    expect(answer).toEqual({ status: 400, body: { message: 'Title is required' } });
  });

  it('redirects a few old paths, internally or away from the site', async () => {
    const front = local();
    expect(await front.pathCheck({ path: '/abonneren/', title: 'VK' }, CALL)).toEqual({ location: '/' });
    expect(await front.pathCheck({ path: '/oud-aanbod', title: 'AD' }, CALL)).toEqual({
      location: 'https://www.dpgmedia.nl/',
    });
    expect(await front.pathCheck({ path: '/digitaal', title: 'VK' }, CALL)).toBeUndefined();
  });

  it('a brand’s own redirects from redirects.json in its data folder, read on every lookup, before the seed table', async () => {
    const front = local();
    expect(await front.pathCheck({ path: '/studenten', title: 'TR' }, CALL)).toBeUndefined();
    await writeFile(
      path.join(dataDir, 'redirects.json'),
      JSON.stringify({ TR: { '/studenten': '/digitaal', '/abonneren': '/zakelijk' } }),
    );
    expect(await front.pathCheck({ path: '/studenten/', title: 'tr' }, CALL)).toEqual({ location: '/digitaal' });
    expect(await front.pathCheck({ path: '/abonneren', title: 'TR' }, CALL)).toEqual({ location: '/zakelijk' });
    // Another brand's paths are untouched.
    expect(await front.pathCheck({ path: '/studenten', title: 'VK' }, CALL)).toBeUndefined();
    expect(await front.pathCheck({ path: '/abonneren', title: 'VK' }, CALL)).toEqual({ location: '/' });
    // A file that is no JSON is no redirects (and a line in the stand-in's log).
    const error = vi.spyOn(standInLog('front-office'), 'error').mockImplementation(() => {});
    await writeFile(path.join(dataDir, 'redirects.json'), '{');
    expect(await front.pathCheck({ path: '/studenten', title: 'TR' }, CALL)).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('orders: validated, durable, placed once per idempotency key', () => {
  async function proposition() {
    return adDigitalYear(await local().catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' }));
  }

  it('writes the order to disk, fsynced (file and folder), before it answers', async () => {
    const probe = await open(path.join(dataDir, 'probe'), 'w');
    const fileHandle = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    const sync = vi.spyOn(fileHandle, 'sync');

    const result = await local().placeOrder(validOrder(await proposition()), 'order-durable-1', CALL);
    expect(result.kind).toBe('placed');
    expect(sync).toHaveBeenCalledTimes(2);
    const folder = path.join(dataDir, 'orders');
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(path.join(folder, files[0]!), 'utf8')) as {
      orderId: string;
      order: unknown;
    };
    expect(stored.orderId).toBe(result.kind === 'placed' && result.orderId);
    expect(stored.order).toMatchObject({ customer: { email: 'els@example.nl' } });
    expect(JSON.stringify(stored)).not.toContain('order-durable-1');
  });

  it('knows its orders after a restart: the same key and order give the same orderId', async () => {
    const order = validOrder(await proposition());
    const first = await createLocalFrontOffice({ dataDir }).placeOrder(order, 'order-restart', CALL);
    const restarted = createLocalFrontOffice({ dataDir });
    expect(await restarted.placeOrder(order, 'order-restart', CALL)).toEqual(first);
    await expect(restarted.placeOrder({ ...order, newsletter: false }, 'order-restart', CALL)).rejects.toMatchObject({
      status: 409,
    });
    const other = await restarted.placeOrder(order, 'order-restart-2', CALL);
    expect(other.kind).toBe('placed');
    expect(other).not.toEqual(first);
    expect(await readdir(path.join(dataDir, 'orders'))).toHaveLength(2);
  });

  it('places one order for two simultaneous submissions with one key', async () => {
    const order = validOrder(await proposition());
    const front = local();
    const [a, b] = await Promise.all([
      front.placeOrder(order, 'order-double-click', CALL),
      front.placeOrder(order, 'order-double-click', CALL),
    ]);
    expect(a).toEqual(b);
    expect(await readdir(path.join(dataDir, 'orders'))).toHaveLength(1);
  });

  it('accepts a Belgian order paid by iDEAL', async () => {
    const order = validOrder(await proposition(), {
      address: { postalCode: '2000', houseNumber: '50', street: 'Meir', city: 'Antwerpen', country: 'be' },
      payment: { method: 'ideal', idealBank: 'ABNANL2A' },
    });
    expect((await local().placeOrder(order, 'order-ideal', CALL)).kind).toBe('placed');
  });

  it.each([
    [
      'an e-mail address without @',
      { customer: { email: 'els.example.nl' } },
      'customer.email',
      'Ongeldig e-mailadres',
    ],
    ['a blank first name', { customer: { firstName: '  ' } }, 'customer.firstName', 'Voornaam ontbreekt'],
    [
      'an impossible date of birth',
      { customer: { dateOfBirth: '1980-02-30' } },
      'customer.dateOfBirth',
      'Ongeldige geboortedatum (JJJJ-MM-DD)',
    ],
    [
      'a Belgian postcode in the Netherlands',
      { address: { postalCode: '2000' } },
      'address.postalCode',
      'Ongeldige postcode',
    ],
    ['a house number with letters', { address: { houseNumber: '12a' } }, 'address.houseNumber', 'Ongeldig huisnummer'],
    [
      'an IBAN with a wrong check',
      { payment: { method: 'direct-debit', iban: 'NL91ABNA0417164301' } },
      'payment.iban',
      'Ongeldig IBAN',
    ],
    ['iDEAL without a bank', { payment: { method: 'ideal' } }, 'payment.idealBank', 'Bank ontbreekt'],
    [
      'an unknown proposition',
      { propositionUuid: '00000000-0000-5000-8000-000000000000' },
      'propositionUuid',
      'Onbekende propositie',
    ],
    [
      'a product of another proposition',
      { productCode: 'AD-COMPLEET' },
      'productCode',
      'Product hoort niet bij de propositie',
    ],
  ])('rejects %s with a field error', async (_, change, field, message) => {
    const order = validOrder(await proposition());
    const changed = {
      ...order,
      ...change,
      ...('customer' in change && { customer: { ...order.customer, ...change.customer } }),
      ...('address' in change && { address: { ...order.address, ...change.address } }),
    } as typeof order;
    const result = await local().placeOrder(changed, `order-invalid-${field}`, CALL);
    expect(result).toEqual({ kind: 'rejected', errors: [{ field, message }] });
    expect(existsSync(path.join(dataDir, 'orders')) ? await readdir(path.join(dataDir, 'orders')) : []).toEqual([]);
  });
});

describe('answers vary only by the headers the contract names (schemas/front-office.ts FRONT_OFFICE_ANSWER_VARY)', () => {
  /** One GET of each listed path, as the site asks it. */
  const GETS: Record<string, { path: string; query?: Record<string, string> }> = {
    [FRONT_OFFICE_PATHS.catalog]: { path: FRONT_OFFICE_PATHS.catalog, query: { brand_codes: 'ad', group: 'default' } },
    [FRONT_OFFICE_PATHS.midData]: { path: fillPath(FRONT_OFFICE_PATHS.midData, { mid: 'CAM-ZOMER1' }) },
    [FRONT_OFFICE_PATHS.phoneNumbers]: {
      path: FRONT_OFFICE_PATHS.phoneNumbers,
      query: { title: 'AD', mid: 'CAM-ZOMER1' },
    },
    [FRONT_OFFICE_PATHS.businessHours]: {
      path: fillPath(FRONT_OFFICE_PATHS.businessHours, { title: 'AD', country: 'nl' }),
    },
    [FRONT_OFFICE_PATHS.visitor]: { path: FRONT_OFFICE_PATHS.visitor, query: { title: 'DON' } },
    [FRONT_OFFICE_PATHS.lead]: { path: fillPath(FRONT_OFFICE_PATHS.lead, { leadId: 'LEAD-NL-0001' }) },
    [FRONT_OFFICE_PATHS.pathCheck]: { path: FRONT_OFFICE_PATHS.pathCheck, query: { path: '/abonneren', title: 'AD' } },
    [FRONT_OFFICE_PATHS.address]: {
      path: FRONT_OFFICE_PATHS.address,
      query: { postal_code: '3511AB', house_number: '1' },
    },
  };
  /** Two values of each header, the second a campaign, a page and a visitor as unlike the first as can be. */
  const HEADERS = {
    'X-Mid-Token': ['CAM-SHOP01', 'CAM-STUDNT'],
    'X-Client-Path': ['/', '/studenten?mid=CAM-STUDNT'],
    'X-Forwarded-For': ['198.51.100.1', '192.0.2.1'],
  } as const;

  it('lists every GET path', () => {
    expect(Object.keys(FRONT_OFFICE_ANSWER_VARY).sort()).toEqual(Object.keys(GETS).sort());
  });

  it.each(Object.entries(GETS))('%s', async (template, { path: wirePath, query = {} }) => {
    const standIn = createFrontOfficeStandIn({ dataDir, clock: () => MONDAY_MORNING });
    const ask = (headers: Record<string, string>) =>
      standIn.handle({ method: 'GET', path: wirePath, query: new URLSearchParams(query), headers });
    const base = Object.fromEntries(Object.entries(HEADERS).map(([name, [first]]) => [name.toLowerCase(), first]));
    const first = await ask(base);
    expect(first.status, 'answered').toBeLessThan(500);
    const varies = FRONT_OFFICE_ANSWER_VARY[template as keyof typeof FRONT_OFFICE_ANSWER_VARY] ?? [];
    for (const [name, [, other]] of Object.entries(HEADERS)) {
      if ((varies as readonly string[]).includes(name)) continue;
      expect(await ask({ ...base, [name.toLowerCase()]: other }), `${name} changes no answer`).toEqual(first);
    }
  });
});
