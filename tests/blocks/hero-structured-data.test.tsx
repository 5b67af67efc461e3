import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlockContext } from '../../blocks/context.ts';
import { Hero } from '../../blocks/hero/hero.tsx';
import { resolveHero } from '../../blocks/hero/resolver.ts';
import { heroBlockSchema } from '../../blocks/hero/schema.ts';
import { defaultPrice, formatPrice } from '../../domain/prices.ts';
import { offersNotShown, schemaPrice } from '../../domain/seo/structured-data.ts';
import type { Proposition } from '../../schemas/front-office.ts';
import { jsonLdOf, structuredDataErrors } from '../../e2e/support/structured-data.ts';
import { AD_PROPOSITIONS, proposition, testContext, testServices, testVisitor } from './fixtures.ts';

/*
 * The shop window's JSON-LD (blocks/hero/hero.tsx, domain/seo/structured-data.ts) as the page renders it: made from
 * the offers the window shows, so each stated price is the catalog's default price the visitor reads.
 */

const block = heroBlockSchema.parse({ _uid: 'h', component: 'hero', title: 'Kies je abonnement' });

async function rendered(ctx: Partial<BlockContext> = {}) {
  const data = await resolveHero(block, testContext(ctx));
  const html = renderToStaticMarkup(<Hero block={block} data={data} slots={{}} editable={{}} headingLevel={1} />);
  return { data, html, structured: jsonLdOf(html) };
}

type StatedOffer = { price: string; url: string; priceSpecification: { price: string; unitText?: string } };
const statedOffers = (structured: unknown) => (structured as { makesOffer: StatedOffer[] }).makesOffer;

/** The catalog's default price of a proposition, as the page shows it (docs/rules/09-constants-and-limits.md). */
const catalogPrice = (propositions: readonly Proposition[], id: string) =>
  formatPrice(defaultPrice(propositions.find((p) => p.uuid === id)!.prices)!.price.discount);

describe('the shop window states its offers as JSON-LD', () => {
  it('one JSON-LD script, its every offer the catalog’s default price and shown on the page', async () => {
    const { data, html, structured } = await rendered();
    expect(structured).toHaveLength(1);
    expect(data.state).toBe('offers');
    const shown = data.state === 'offers' ? data.offers : [];
    expect(shown.length).toBeGreaterThan(1);
    const offers = statedOffers(structured[0]);
    expect(offers.map((offer) => offer.price)).toEqual(
      shown.map((offer) => schemaPrice(catalogPrice(AD_PROPOSITIONS, offer.id))),
    );
    expect(offers.map((offer) => offer.url)).toEqual(
      shown.map((offer) => `https://ad.nl/bestellen?propositionId=${offer.id}`),
    );
    expect(offersNotShown(structured[0], html)).toEqual([]);
    expect(await structuredDataErrors(structured)).toEqual([]);
  });

  it('fails the check when a stated price differs from the page’s', async () => {
    const { data, html, structured } = await rendered();
    const first = data.state === 'offers' ? data.offers[0]! : undefined;
    expect(first?.price).toBe('12,99');
    // The same page with another price on view: the stated one is no longer shown.
    const otherPrice = html.replace(/>12,99</g, '>13,99<');
    expect(otherPrice).not.toBe(html);
    expect(offersNotShown(structured[0], otherPrice)).toEqual(['Digitaal: 12,99 is not on the page']);
  });

  it.each<[string, string, string, string]>([
    ['a monthly price', 'month', '9.99', 'per maand'],
    ['a price per issue', 'issue', '9.99', 'per nummer'],
    ['a one-time price', 'one-time', '9.99', 'eenmalig'],
  ])('%s: stated in the page’s own unit', async (_, unit, price, unitText) => {
    const propositions = [proposition({ uuid: 'p', prices: [{ default: true, unit, price: { discount: 9.99 } }] })];
    const { html, structured } = await rendered({ services: testServices({ propositions }) });
    const [offer] = statedOffers(structured[0]);
    expect(offer!.priceSpecification).toMatchObject({ price, unitText });
    expect(html).toContain(`> ${unitText}</span>`);
    expect(offersNotShown(structured[0], html)).toEqual([]);
  });

  it('states the gifts with the link to the gift’s order form', async () => {
    const gift = proposition({
      uuid: 'cadeau-13',
      formula: { code: 'cadeau-13', label: 'Cadeau' },
      duration: { amount: 13, unit: 'issue' },
      prices: [{ default: true, unit: 'one-time', price: { discount: 39 } }],
      isGift: true,
    });
    const services = testServices({ propositions: [...AD_PROPOSITIONS, gift] });
    const { structured, html } = await rendered({ services, visitor: testVisitor({ gift: true }) });
    expect(statedOffers(structured[0]).map((offer) => [offer.price, offer.url])).toEqual([
      ['39.00', 'https://ad.nl/bestellen?propositionId=cadeau-13&gift=true'],
    ]);
    expect(offersNotShown(structured[0], html)).toEqual([]);
  });

  it('escapes `<`: no text of the catalog can close the script', async () => {
    const label = '</script><script>alert(1)</script>';
    const propositions = [proposition({ uuid: 'p', formula: { code: 'digitaal', label } })];
    const { html, structured } = await rendered({ services: testServices({ propositions }) });
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/script>');
    expect((statedOffers(structured[0])[0] as unknown as { name: string }).name).toBe(label);
  });

  it('states nothing for a brand without a domain, nor where there is no offer', async () => {
    const noDomain = testContext().brand;
    expect((await rendered({ brand: { ...noDomain, publicSite: undefined } })).structured).toEqual([]);
    expect((await rendered({ services: testServices({ propositions: undefined }) })).structured).toEqual([]);
    expect((await rendered({ services: testServices({ propositions: [] }) })).structured).toEqual([]);
  });
});
