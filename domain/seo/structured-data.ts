import type { Offer, OrganizationLeaf, QuantitativeValue, UnitPriceSpecification, WithContext } from 'schema-dts';
import { normaliseUnit } from '../prices.ts';
import { productionOrigin } from './canonical.ts';

/*
 * What a shop window sells, as schema.org JSON-LD (https://schema.org/Offer): the brand as the Organization that
 * makes the offers, each proposition on the page as an Offer with its price in euros and a UnitPriceSpecification of
 * its billing (the price per unit the page shows as referenceQuantity, the duration as billingDuration), and the
 * order page's address the window's button goes to. Built from the offers the window renders, so what a search engine
 * reads is what the visitor sees (blocks/hero/hero.tsx).
 */

/** The shop as the Organization that sells: its name, canonical origin and logo. */
export interface PublicSite {
  readonly name: string;
  /** The brand's production origin (domain/seo/canonical.ts productionOrigin). */
  readonly url: string;
  /** The logo's absolute address (site/app/assets/logo/[image]/route.tsx). */
  readonly logo: string;
}

/** Where a brand's logo picture for search engines is served (site/app/assets/logo/[image]/route.tsx). */
export const brandLogoPath = (code: string): string => `/assets/logo/${code}.png`;

/** The logo picture's size in pixels: square, above the 112 x 112 search engines ask of a logo. */
export const BRAND_LOGO_SIZE = { width: 512, height: 512 } as const;

/** The shop a brand's pages state as their seller; undefined for a brand without a domain (no public address). */
export function publicSite(brand: {
  readonly code: string;
  readonly name: string;
  readonly domain: string;
}): PublicSite | undefined {
  const origin = productionOrigin(brand);
  return origin === undefined
    ? undefined
    : { name: brand.name, url: origin, logo: `${origin}${brandLogoPath(brand.code)}` };
}

/** One offer of a shop window as it is shown (blocks/hero/schema.ts ShopWindowOffer), what the JSON-LD states. */
export interface ShownOffer {
  /** The proposition's uuid: the key of the offer, and what the order flow is given. */
  readonly id: string;
  /** The formula's label, e.g. "Digitaal". */
  readonly formula: string;
  /**
   * The default price (docs/rules/09-constants-and-limits.md) as shown: Dutch format without currency sign, e.g.
   * "12,99" or "25,-".
   */
  readonly price: string;
  /** e.g. "per maand"; undefined for a unit the rules do not word. */
  readonly unit: string | undefined;
  /** e.g. "Looptijd 12 maanden". */
  readonly duration: string;
  /** The price's unit and the proposition's duration as the front office names them. */
  readonly billing: {
    readonly unit: string;
    readonly term: { readonly amount: number; readonly unit: string };
  };
}

/**
 * Each unit of docs/rules/09-constants-and-limits.md (and day, for durations) in UN/CEFACT common codes, as
 * schema.org's unitCode takes them: a multiple of a week, a month or a year; an issue is one item (C62). A one-time
 * price has no unit of billing.
 */
const UNIT_QUANTITY: Readonly<Record<string, { readonly value: number; readonly unitCode: string }>> = {
  day: { value: 1, unitCode: 'DAY' },
  week: { value: 1, unitCode: 'WEE' },
  'bi-week': { value: 2, unitCode: 'WEE' },
  'four-week': { value: 4, unitCode: 'WEE' },
  month: { value: 1, unitCode: 'MON' },
  quarter: { value: 3, unitCode: 'MON' },
  'half-year': { value: 6, unitCode: 'MON' },
  'semi-annual': { value: 6, unitCode: 'MON' },
  year: { value: 1, unitCode: 'ANN' },
  annual: { value: 1, unitCode: 'ANN' },
  issue: { value: 1, unitCode: 'C62' },
  magazine: { value: 1, unitCode: 'C62' },
};

/** A unit's quantity, plurals ("months") read as their singular as the duration's wording reads them. */
function unitQuantity(unit: string): { readonly value: number; readonly unitCode: string } | undefined {
  const name = normaliseUnit(unit);
  return UNIT_QUANTITY[name] ?? UNIT_QUANTITY[name.replace(/s$/, '')];
}

/** `amount` of a unit as a schema.org QuantitativeValue; undefined for a unit without a code. */
export function quantityOf(amount: number, unit: string): QuantitativeValue | undefined {
  const quantity = unitQuantity(unit);
  if (quantity === undefined || !Number.isFinite(amount) || amount <= 0) return undefined;
  return { '@type': 'QuantitativeValue', value: amount * quantity.value, unitCode: quantity.unitCode };
}

/**
 * A shown price as schema.org writes a price: the decimal with a full stop, two decimals ("12,99" -> "12.99", "25,-"
 * -> "25.00", "1.234,50" -> "1234.50"). Read back from the very text the page shows, so the two cannot differ;
 * undefined for a text that is no price.
 */
export function schemaPrice(shown: string): string | undefined {
  const match = /^(-?)(\d{1,3}(?:\.\d{3})*|\d+),(-|\d{2})$/.exec(shown);
  if (!match) return undefined;
  const [, sign = '', euros = '', cents = ''] = match;
  return `${sign}${euros.replace(/\./g, '')}.${cents === '-' ? '00' : cents}`;
}

/** The order page's address for one offer: what the window's form sends when it is chosen (blocks/hero/hero.tsx). */
function orderUrl(site: PublicSite, order: ShopWindowOrder, id: string): string {
  const query = new URLSearchParams({ propositionId: id });
  if (order.gift) query.set('gift', 'true');
  return `${site.url}${order.path}?${query.toString()}`;
}

/** Where the shop window's button goes: the page's order flow, and whether the offers are gifts. */
export interface ShopWindowOrder {
  /** The order flow's path, e.g. "/bestellen". */
  readonly path: string;
  readonly gift: boolean;
}

function offerOf(site: PublicSite, order: ShopWindowOrder, offer: ShownOffer): Offer | undefined {
  const price = schemaPrice(offer.price);
  if (price === undefined) return undefined;
  const perUnit = quantityOf(1, offer.billing.unit);
  const term = quantityOf(offer.billing.term.amount, offer.billing.term.unit);
  const specification: UnitPriceSpecification = {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'EUR',
    ...(offer.unit ? { unitText: offer.unit } : {}),
    // Per unit only where the page says per what: an unworded unit is shown, and stated, as the price alone.
    ...(perUnit && offer.unit ? { referenceQuantity: perUnit } : {}),
    ...(term ? { billingDuration: term } : {}),
  };
  return {
    '@type': 'Offer',
    name: offer.formula,
    description: offer.duration,
    price,
    priceCurrency: 'EUR',
    priceSpecification: specification,
    availability: 'https://schema.org/InStock',
    url: orderUrl(site, order, offer.id),
  };
}

/** A shop window's JSON-LD: a schema.org Organization (the plain type, none of its kinds) and the offers it makes. */
export type ShopWindowJsonLd = WithContext<OrganizationLeaf> & { readonly makesOffer: readonly Offer[] };

/**
 * The JSON-LD of a shop window: the shop as an Organization making each shown offer. An offer whose price is no
 * price is left out rather than stated wrong.
 */
export function shopWindowStructuredData(
  site: PublicSite,
  offers: readonly ShownOffer[],
  order: ShopWindowOrder,
): ShopWindowJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: site.logo,
    makesOffer: offers.flatMap((offer) => offerOf(site, order, offer) ?? []),
  };
}

/** A price as the page shows it (docs/rules/09-constants-and-limits.md) from schema.org's decimal. */
function shownPriceOf(price: string): string | undefined {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(price);
  if (!match) return undefined;
  const [, sign = '', euros = '', cents = ''] = match;
  return `${sign}${euros.replace(/\B(?=(\d{3})+$)/g, '.')},${cents === '00' ? '-' : cents}`;
}

/** Text of a page: tags dropped, the entities a price or a name may hold decoded, spaces folded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * What of a shop window's JSON-LD the page does not show: each offer whose price (in the page's format) is not in
 * the page's text outside its scripts, or whose price is no price. Empty when every stated price is on the page; a
 * JSON-LD without offers is a problem too, since there is then nothing stated to check.
 */
export function offersNotShown(structured: unknown, html: string): string[] {
  const offers = (structured as { makesOffer?: unknown } | null)?.makesOffer;
  if (!Array.isArray(offers) || offers.length === 0) return ['no offers stated'];
  const text = textOf(html);
  return offers.flatMap((offer: { name?: unknown; price?: unknown; priceSpecification?: { price?: unknown } }) => {
    const name = String(offer.name);
    const price = typeof offer.price === 'string' ? offer.price : String(offer.price);
    const shown = shownPriceOf(price);
    if (shown === undefined) return [`${name}: ${price} is no price`];
    if (offer.priceSpecification?.price !== offer.price) return [`${name}: its price specification says otherwise`];
    const onPage = new RegExp(`(?<![\\d,.])${shown.replace(/[.]/g, '\\.')}(?![\\d])`).test(text);
    return onPage ? [] : [`${name}: ${shown} is not on the page`];
  });
}
