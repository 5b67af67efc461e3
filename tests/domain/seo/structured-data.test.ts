import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandCode } from '../../../brands/generated/brands.ts';
import { formatPrice, unitWording } from '../../../domain/prices.ts';
import {
  brandLogoPath,
  offersNotShown,
  publicSite,
  quantityOf,
  schemaPrice,
  shopWindowStructuredData,
  type ShownOffer,
} from '../../../domain/seo/structured-data.ts';
import { structuredDataErrors } from '../../../e2e/support/structured-data.ts';

/** The offers of a JSON-LD, as a test reads them. */
const offersOf = <T = Record<string, unknown>>(data: unknown) => (data as { makesOffer: T[] }).makesOffer;

const SITE = { name: 'AD', url: 'https://ad.nl', logo: 'https://ad.nl/assets/logo/ad.png' };
const ORDER = { path: '/bestellen', gift: false };

/** An offer as the shop window shows it, its texts made by the domain's own rules from the catalog's values. */
function shown(
  id: string,
  amount: number,
  unit: string,
  term: { amount: number; unit: string } = { amount: 12, unit: 'month' },
): ShownOffer {
  return {
    id,
    formula: 'Digitaal',
    price: formatPrice(amount),
    unit: unitWording(unit),
    duration: 'Looptijd 12 maanden',
    billing: { unit, term },
  };
}

/** A page that shows these offers' prices and units, as blocks/hero/hero.tsx lays them out. */
const pageOf = (offers: readonly ShownOffer[]) =>
  offers.map((offer) => `<label><span>${offer.price}<span> ${offer.unit ?? ''}</span></span></label>`).join('');

describe('schema.org prices from the shown price (domain/seo/structured-data.ts schemaPrice)', () => {
  it.each([
    ['12,99', '12.99'],
    ['25,-', '25.00'],
    ['0,50', '0.50'],
    ['1.234,50', '1234.50'],
    ['1.000.000,-', '1000000.00'],
    ['-3,10', '-3.10'],
  ])('%s is %s', (text, price) => {
    expect(schemaPrice(text)).toBe(price);
  });

  it.each(['', '12.99', '12,9', 'gratis', '1.23,45'])('%j is no price', (text) => {
    expect(schemaPrice(text)).toBeUndefined();
  });

  it.each([12.99, 46, 0.5, 1234.5, 39, 1_000_000])('%s euros: the shown price read back', (amount) => {
    expect(Number(schemaPrice(formatPrice(amount)))).toBeCloseTo(amount, 2);
  });
});

type Quantity = { value: number; unitCode: string };
type Term = { amount: number; unit: string };

describe('the billing period in the units the page shows', () => {
  it.each<[unit: string, term: Term, perUnit: Quantity | undefined, billing: Quantity | undefined]>([
    ['month', { amount: 12, unit: 'month' }, { value: 1, unitCode: 'MON' }, { value: 12, unitCode: 'MON' }],
    ['week', { amount: 52, unit: 'week' }, { value: 1, unitCode: 'WEE' }, { value: 52, unitCode: 'WEE' }],
    ['bi-week', { amount: 26, unit: 'bi-week' }, { value: 2, unitCode: 'WEE' }, { value: 52, unitCode: 'WEE' }],
    ['FOUR_WEEK', { amount: 13, unit: 'four-week' }, { value: 4, unitCode: 'WEE' }, { value: 52, unitCode: 'WEE' }],
    ['quarter', { amount: 4, unit: 'quarter' }, { value: 3, unitCode: 'MON' }, { value: 12, unitCode: 'MON' }],
    ['half year', { amount: 2, unit: 'half-year' }, { value: 6, unitCode: 'MON' }, { value: 12, unitCode: 'MON' }],
    ['semi-annual', { amount: 1, unit: 'year' }, { value: 6, unitCode: 'MON' }, { value: 1, unitCode: 'ANN' }],
    ['year', { amount: 2, unit: 'years' }, { value: 1, unitCode: 'ANN' }, { value: 2, unitCode: 'ANN' }],
    ['annual', { amount: 1, unit: 'annual' }, { value: 1, unitCode: 'ANN' }, { value: 1, unitCode: 'ANN' }],
    ['issue', { amount: 13, unit: 'issue' }, { value: 1, unitCode: 'C62' }, { value: 13, unitCode: 'C62' }],
    ['magazine', { amount: 6, unit: 'magazine' }, { value: 1, unitCode: 'C62' }, { value: 6, unitCode: 'C62' }],
    // A one-time price is for the whole duration: no unit to bill per.
    ['one-time', { amount: 13, unit: 'issue' }, undefined, { value: 13, unitCode: 'C62' }],
    // A unit the rules do not word is shown as the price alone, and stated so; so is a duration without a code.
    ['fortnight', { amount: 3, unit: 'decade' }, undefined, undefined],
    ['month', { amount: 14, unit: 'day' }, { value: 1, unitCode: 'MON' }, { value: 14, unitCode: 'DAY' }],
  ])('price per %s for %o', (unit, term, perUnit, billing) => {
    const offer = shown('p', 9.99, unit, term);
    const [stated] = offersOf<{ priceSpecification: Record<string, unknown> }>(
      shopWindowStructuredData(SITE, [offer], ORDER),
    );
    const specification = stated!.priceSpecification;
    expect(specification).toMatchObject({ '@type': 'UnitPriceSpecification', price: '9.99', priceCurrency: 'EUR' });
    expect(specification.unitText).toBe(unitWording(unit));
    expect(specification.referenceQuantity).toEqual(perUnit && { '@type': 'QuantitativeValue', ...perUnit });
    expect(specification.billingDuration).toEqual(billing && { '@type': 'QuantitativeValue', ...billing });
  });

  it.each([0, -1, Number.NaN])('no quantity of %s units', (amount) => {
    expect(quantityOf(amount, 'month')).toBeUndefined();
  });
});

describe('the shop window’s JSON-LD', () => {
  const offers = [shown('digitaal-12', 12.99, 'month'), shown('compleet-12', 46, 'month')];

  it('names the brand as the Organization (origin, logo), and each offer with its order link', () => {
    const data = shopWindowStructuredData(SITE, offers, ORDER);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'AD',
      url: 'https://ad.nl',
      logo: 'https://ad.nl/assets/logo/ad.png',
    });
    expect(data.makesOffer).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '12.99',
        priceCurrency: 'EUR',
        url: 'https://ad.nl/bestellen?propositionId=digitaal-12',
      }),
      expect.objectContaining({ price: '46.00', url: 'https://ad.nl/bestellen?propositionId=compleet-12' }),
    ]);
  });

  it('links a gift to the order form of gifts, as the window’s form sends it', () => {
    const [offer] = offersOf<{ url: string }>(
      shopWindowStructuredData(SITE, [offers[0]!], { path: '/bestellen', gift: true }),
    );
    expect(offer!.url).toBe('https://ad.nl/bestellen?propositionId=digitaal-12&gift=true');
  });

  it('leaves out an offer whose shown price is no price rather than state it wrong', () => {
    const data = shopWindowStructuredData(SITE, [{ ...offers[0]!, price: '' }, offers[1]!], ORDER);
    expect(offersOf<{ price: string }>(data).map((offer) => offer.price)).toEqual(['46.00']);
  });

  it.each((Object.keys(BRANDS) as BrandCode[]).filter((code) => BRANDS[code].domain !== ''))(
    '%s: its public site is its domain over https, its logo on it',
    (code) => {
      const brand = BRANDS[code];
      expect(publicSite(brand)).toEqual({
        name: brand.name,
        url: `https://${brand.domain}`,
        logo: `https://${brand.domain}${brandLogoPath(code)}`,
      });
    },
  );

  it('states nothing for a brand without a domain', () => {
    const none = (Object.keys(BRANDS) as BrandCode[]).filter((code) => BRANDS[code].domain === '');
    expect(none.length).toBeGreaterThan(0);
    for (const code of none) expect(publicSite(BRANDS[code]), code).toBeUndefined();
  });
});

describe('the JSON-LD against the page’s own prices (offersNotShown)', () => {
  const offers = [shown('digitaal-12', 12.99, 'month'), shown('compleet-12', 46, 'month'), shown('k', 1234.5, 'year')];
  const page = pageOf(offers);
  const data = shopWindowStructuredData(SITE, offers, ORDER);
  const withPrice = (index: number, price: string) => ({
    ...data,
    makesOffer: offersOf(data).map((offer, at) =>
      at === index
        ? { ...offer, price, priceSpecification: { ...(offer.priceSpecification as object), price } }
        : offer,
    ),
  });

  it('finds every stated price on the page', () => {
    expect(offersNotShown(data, page)).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['a price the catalog does not have', withPrice(0, '13.99'), 'Digitaal: 13,99 is not on the page'],
    ['a cent off', withPrice(1, '46.01'), 'Digitaal: 46,01 is not on the page'],
    ['a price only inside a longer one', withPrice(0, '234.50'), 'Digitaal: 234,50 is not on the page'],
    ['no price', withPrice(2, 'gratis'), 'Digitaal: gratis is no price'],
    [
      'an offer and its specification apart',
      { ...data, makesOffer: [{ ...offersOf(data)[0], price: '46.00' }] },
      'Digitaal: its price specification says otherwise',
    ],
    ['no offers', { ...data, makesOffer: [] }, 'no offers stated'],
    ['no JSON-LD', null, 'no offers stated'],
  ])('fails on %s', (_, structured, problem) => {
    expect(offersNotShown(structured, page)).toEqual([problem]);
  });

  it('does not read a price from the page’s scripts', () => {
    const script = `<script type="application/ld+json">{"price":"13,99"}</script>`;
    expect(offersNotShown(withPrice(0, '13.99'), `${page}${script}`)).toEqual(['Digitaal: 13,99 is not on the page']);
  });
});

/** The parts of the JSON-LD a test spoils. */
interface Spoilable {
  name?: string;
  makesOffer: { priceSpecification: { price?: string; referenceQuantity: { unitCode?: string } } }[];
}

describe('the structured-data validator over the generated JSON-LD (offline: its rules and the vocabulary)', () => {
  const data = shopWindowStructuredData(
    SITE,
    [shown('a', 12.99, 'month'), shown('b', 39, 'one-time', { amount: 13, unit: 'issue' }), shown('c', 5, 'issue')],
    ORDER,
  );

  it('finds no error in what the shop window states', async () => {
    expect(await structuredDataErrors([data])).toEqual([]);
  });

  it.each<[string, (copy: Spoilable) => void, string]>([
    ['an Organization without a name', (copy) => delete copy.name, 'name'],
    ['a price specification without a price', (copy) => delete copy.makesOffer[0]!.priceSpecification.price, 'price'],
    [
      'a billing quantity without its unit',
      (copy) => delete copy.makesOffer[0]!.priceSpecification.referenceQuantity.unitCode,
      'unitCode',
    ],
    ['a price that is no number', (copy) => (copy.makesOffer[0]!.priceSpecification.price = '12,99'), 'price'],
    // schema.org's vocabulary (e2e/support/schema-org-vocabulary.ts): a property the type lacks, a type it lacks.
    [
      'a property schema.org does not give the type',
      (copy) => Object.assign(copy.makesOffer[0]!.priceSpecification, { billingPeriod: 'P1M' }),
      'billingPeriod',
    ],
    [
      'a type schema.org does not have',
      (copy) => Object.assign(copy.makesOffer[0]!.priceSpecification, { '@type': 'SubscriptionPrice' }),
      'SubscriptionPrice',
    ],
  ])('reports %s', async (_, spoil, field) => {
    const copy = structuredClone(data) as unknown as Spoilable;
    spoil(copy);
    const errors = await structuredDataErrors([copy]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain(field);
  });
});
