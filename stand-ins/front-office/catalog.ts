import { BRANDS } from '../../brands/generated/brands.ts';
import { DEFAULT_BRAND_CODE } from '../../domain/brand-resolution.ts';
import type { CompiledBrand } from '../../schemas/compiled-brand.ts';
import type { CatalogAnswer, CatalogProduct, Duration, Proposition } from '../../schemas/front-office.ts';
import { stableNumber, stableUuid } from './stable-uuid.ts';
import type { CatalogVariant } from './target-groups.ts';

/*
 * The seed catalog, generated from the brand registry for every brand: a brand added with `shop brand add` has an
 * offer at once. Nothing random: the same brand gives the same products, prices and uuids on every run.
 */

const ALL_BRANDS: readonly CompiledBrand[] = Object.values(BRANDS);

export function findBrand(code: string): CompiledBrand | undefined {
  return ALL_BRANDS.find((brand) => brand.code === code.toLowerCase());
}

type Formula = Proposition['formula'];

/** One way to pay an offer: the unit, and how many of the offer's base units one payment covers. */
interface Payment {
  readonly unit: string;
  readonly per: number;
}

/** A proposition before it is priced and given its uuid. */
interface Offer {
  readonly brandCode: string;
  readonly product: CatalogProduct;
  readonly formula: Formula;
  readonly duration: Duration;
  readonly name: string;
  /** The regular price of one base unit (a month, an issue, one copy). */
  readonly regular: number;
  /** Percentage off the regular price; 0 for none. */
  readonly discount: number;
  /** The first is the default price (docs/rules/09-constants-and-limits.md). */
  readonly payments: readonly Payment[];
  /** A temporary promo's name, e.g. "Zomeractie". */
  readonly promo?: string;
  /** Set on offers a target group changed or added: part of their uuid, so they differ from the default ones. */
  readonly variantKey?: string;
  /** A gift: a fixed term paid once, not renewed. */
  readonly gift?: boolean;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/** A discounted price as a shop prints it: ending in ,49 or ,99. */
const shopPrice = (amount: number) => Math.max(0.49, round(Math.round(amount * 2) / 2 - 0.01));

const months = (amount: number): Duration => ({ amount, unit: 'month' });
const issues = (amount: number): Duration => ({ amount, unit: 'issue' });

function product(
  brand: CompiledBrand,
  code: string,
  name: string,
  type: string,
  slug?: string,
  ownBrand?: string,
): CatalogProduct {
  return {
    uuid: stableUuid(brand.code, code),
    code,
    name,
    brandCode: ownBrand ?? brand.code,
    type,
    ...(slug && { slug }),
  };
}

/** Paper formulas: price per month before the brand's step, and the durations with their discount. */
const PAPER_FORMULAS = [
  {
    code: 'digitaal',
    label: 'Digitaal',
    type: 'digital',
    monthly: 14.99,
    durations: [
      [1, 0],
      [12, 20],
    ],
  },
  {
    code: 'zaterdag',
    label: 'Zaterdag',
    type: 'paper',
    monthly: 19.5,
    durations: [
      [1, 0],
      [12, 10],
    ],
  },
  {
    code: 'weekend',
    label: 'Weekend',
    type: 'paper',
    monthly: 27.5,
    durations: [
      [1, 0],
      [3, 5],
      [12, 15],
    ],
  },
  {
    code: 'compleet',
    label: 'Compleet',
    type: 'paper',
    monthly: 46,
    durations: [
      [1, 0],
      [3, 5],
      [12, 10],
    ],
  },
] as const;

/**
 * The temporary promo every paper brand runs (docs/rules/04-states-and-flows.md: the default proposition prefers it).
 */
const PAPER_PROMO = { name: 'Zomeractie', formula: 'digitaal', months: 3, discount: 50 } as const;

const monthName = (amount: number) => `${amount} ${amount === 1 ? 'maand' : 'maanden'}`;

function paperOffers(brand: CompiledBrand): Offer[] {
  const step = stableNumber(brand.code, 3);
  return PAPER_FORMULAS.flatMap((formula) => {
    const item = product(
      brand,
      `${brand.code.toUpperCase()}-${formula.code.toUpperCase()}`,
      `${brand.name} ${formula.label}`,
      formula.type,
    );
    const base = {
      brandCode: brand.code,
      product: item,
      formula: { code: formula.code, label: formula.label },
      regular: formula.monthly + step,
    };
    const offers: Offer[] = formula.durations.map(([amount, discount]) => ({
      ...base,
      duration: months(amount),
      name: `${brand.name} ${formula.label}, ${monthName(amount)}`,
      discount,
      payments:
        amount === 12
          ? [
              { unit: 'month', per: 1 },
              { unit: 'year', per: 12 },
            ]
          : [{ unit: 'month', per: 1 }],
    }));
    if (formula.code === PAPER_PROMO.formula) {
      offers.push({
        ...base,
        duration: months(PAPER_PROMO.months),
        name: `${PAPER_PROMO.name}: ${brand.name} ${formula.label}, ${monthName(PAPER_PROMO.months)}`,
        discount: PAPER_PROMO.discount,
        payments: [{ unit: 'month', per: 1 }],
        promo: PAPER_PROMO.name,
      });
    }
    return offers;
  }).concat(paperGifts(brand));
}

/** A paper's gifts: the weekend paper for three or six months, paid once. */
function paperGifts(brand: CompiledBrand): Offer[] {
  const weekend = PAPER_FORMULAS.find((formula) => formula.code === 'weekend')!;
  const item = product(brand, `${brand.code.toUpperCase()}-CADEAU`, `${brand.name} cadeau-abonnement`, 'paper');
  const regular = weekend.monthly + stableNumber(brand.code, 3);
  return [3, 6].map((amount) => ({
    brandCode: brand.code,
    product: item,
    formula: { code: `cadeau-${amount}`, label: `Cadeau: Weekend, ${monthName(amount)}` },
    duration: months(amount),
    name: `${brand.name} Weekend cadeau, ${monthName(amount)}`,
    regular,
    discount: 0,
    payments: [{ unit: 'one-time', per: amount }],
    gift: true,
  }));
}

/** Magazines and TV guides: 13, 26 or 52 issues, paid per issue, per quarter, per half year or per year. */
function periodicalOffers(brand: CompiledBrand, perIssue: readonly number[]): Offer[] {
  const formula = { code: 'papier', label: 'Papier' };
  const item = product(brand, `${brand.code.toUpperCase()}-PAPIER`, brand.name, brand.type);
  const regular = perIssue[stableNumber(brand.code, perIssue.length)]!;
  const base = { brandCode: brand.code, product: item, formula, regular };
  return [
    {
      ...base,
      duration: issues(13),
      name: `${brand.name}, 13 nummers`,
      discount: 0,
      payments: [
        { unit: 'issue', per: 1 },
        { unit: 'quarter', per: 13 },
      ],
    },
    {
      ...base,
      duration: issues(26),
      name: `${brand.name}, 26 nummers`,
      discount: 5,
      payments: [
        { unit: 'half-year', per: 26 },
        { unit: 'issue', per: 1 },
      ],
    },
    {
      ...base,
      duration: issues(52),
      name: `${brand.name}, 52 nummers`,
      discount: 15,
      payments: [
        { unit: 'year', per: 52 },
        { unit: 'issue', per: 1 },
      ],
    },
    // Gifts: 13 or 26 issues, paid once, not renewed.
    ...[13, 26].map((amount) => ({
      ...base,
      product: product(brand, `${brand.code.toUpperCase()}-CADEAU`, `${brand.name} cadeau-abonnement`, brand.type),
      formula: { code: `cadeau-${amount}`, label: `Cadeau: ${amount} nummers` },
      duration: issues(amount),
      name: `${brand.name} cadeau, ${amount} nummers`,
      discount: 0,
      payments: [{ unit: 'one-time', per: amount }],
      gift: true,
    })),
  ];
}

const MAGAZINE_PER_ISSUE = [2.49, 2.99, 3.49, 3.99];
const TV_PER_ISSUE = [1.29, 1.49, 1.69];

/** A brand's special titles (puzzle books, pockets): one copy (eenmalig) or six issues (per nummer). */
function specialOffers(brand: CompiledBrand): Offer[] {
  return brand.specials.flatMap((special) => {
    const item = product(brand, special.slug.toUpperCase(), special.name, 'special', special.slug, special.brand);
    const base = {
      brandCode: special.brand ?? brand.code,
      product: item,
      regular: [7.95, 8.95, 9.95][stableNumber(special.slug, 3)]!,
    };
    return [
      {
        ...base,
        formula: { code: 'los', label: 'Losse uitgave' },
        duration: issues(1),
        name: `${special.name}, losse uitgave`,
        discount: 0,
        payments: [{ unit: 'one-time', per: 1 }],
      },
      {
        ...base,
        formula: { code: 'abonnement', label: 'Abonnement' },
        duration: issues(6),
        name: `${special.name}, 6 nummers`,
        discount: 10,
        payments: [{ unit: 'issue', per: 1 }],
      },
    ];
  });
}

function ownOffers(brand: CompiledBrand): Offer[] {
  if (brand.type === 'paper') return paperOffers(brand);
  return periodicalOffers(brand, brand.type === 'tv' ? TV_PER_ISSUE : MAGAZINE_PER_ISSUE);
}

/** The group shop sells a few brands' best offers: a year of each, where the brand exists. */
const GROUP_SELECTION = ['ad', 'vk', 'tr', 'lib', 'mar', 'don'];

function groupOffers(): Offer[] {
  return GROUP_SELECTION.flatMap((code) => {
    const brand = findBrand(code);
    if (!brand) return [];
    const offers = ownOffers(brand).filter((offer) => !offer.promo && !offer.gift);
    const longest = offers.filter(
      (offer) => offer.duration.amount === Math.max(...offers.map((each) => each.duration.amount)),
    );
    return longest.slice(0, 1);
  });
}

function studentOffers(brand: CompiledBrand, variantKey: string): Offer[] {
  const main = ownOffers(brand).find((offer) => offer.formula.code === 'digitaal' || offer.formula.code === 'papier');
  if (!main) return [];
  const paper = brand.type === 'paper';
  const formula = paper
    ? { code: 'studenten-digitaal', label: 'Studenten Digitaal' }
    : { code: 'studenten', label: 'Studenten' };
  const duration = paper ? months(12) : issues(52);
  return [
    {
      ...main,
      formula,
      duration,
      name: `${brand.name} ${formula.label}, ${paper ? monthName(12) : '52 nummers'}`,
      discount: paper ? 60 : 35,
      payments: paper ? [{ unit: 'month', per: 1 }] : [{ unit: 'year', per: 52 }],
      variantKey,
    },
  ];
}

/** The brand's offers for a catalog group and a target group's variant (README.md: groups and mids). */
function brandOffers(brand: CompiledBrand, group: string, variant: CatalogVariant, variantKey: string): Offer[] {
  const base = brand.code === DEFAULT_BRAND_CODE ? groupOffers() : [...ownOffers(brand), ...specialOffers(brand)];
  // The fallback group is the plain offer: no promos, no discounts, whatever the mid.
  if (group === 'fallback') return base.filter((offer) => !offer.promo && offer.discount === 0);
  if (group !== 'default') return [];
  if (variant.kind === 'extra-discount') {
    return base.map((offer) =>
      offer.promo ? offer : { ...offer, discount: Math.min(90, offer.discount + variant.percentagePoints), variantKey },
    );
  }
  if (variant.kind === 'student' && brand.code !== DEFAULT_BRAND_CODE)
    return [...base, ...studentOffers(brand, variantKey)];
  return base;
}

function priced(seller: CompiledBrand, offer: Offer): Proposition {
  const paid = offer.discount > 0 ? shopPrice(offer.regular * (1 - offer.discount / 100)) : offer.regular;
  const percentage = Math.round((1 - paid / offer.regular) * 100);
  const key = [seller.code, offer.product.code, offer.formula.code, `${offer.duration.amount} ${offer.duration.unit}`];
  return {
    uuid: stableUuid(...key, ...(offer.promo ? [offer.promo] : []), ...(offer.variantKey ? [offer.variantKey] : [])),
    productUuid: offer.product.uuid,
    brandId: stableNumber(seller.code, 9000) + 1000,
    brandCode: seller.code,
    productCode: offer.product.code,
    premiumCode: null,
    name: offer.name,
    formula: offer.formula,
    duration: offer.duration,
    prices: offer.payments.map((payment, index) => ({
      default: index === 0,
      unit: payment.unit,
      price: { regular: round(offer.regular * payment.per), discount: round(paid * payment.per) },
    })),
    discount: percentage > 0 ? { percentage } : null,
    includes: { brand: { code: offer.brandCode }, product: { uuid: offer.product.uuid } },
    isTemporaryPromo: offer.promo !== undefined,
    ...(offer.gift ? { isGift: true } : {}),
  };
}

/** The catalog query as the front office reads it (docs/rules/07-calls.md: brandCodes, productCodes, ...). */
export interface CatalogRequest {
  readonly brandCodes: readonly string[];
  readonly productCodes: readonly string[];
  readonly formulas: readonly string[];
  readonly includes: readonly string[];
  readonly brandType?: string;
  readonly brandSlug?: string;
  readonly countryCode?: string;
  readonly group: string;
  readonly mid: string;
}

const brandSummary = (brand: CompiledBrand) => ({
  code: brand.code,
  name: brand.name,
  type: brand.type,
  country: brand.country,
});

/** The catalog answer (camelCase; the server sends it snake_case) for a request and the mid's variant. */
export function catalogFor(request: CatalogRequest, variant: CatalogVariant): CatalogAnswer {
  const wanted = (list: readonly string[], value: string) =>
    list.length === 0 || list.some((item) => item.toLowerCase() === value.toLowerCase());
  const sellers = request.brandCodes
    .map(findBrand)
    .filter((brand): brand is CompiledBrand => brand !== undefined)
    .filter((brand) => !request.countryCode || brand.country === request.countryCode.toLowerCase())
    .filter((brand) => !request.brandType || brand.type === request.brandType.toLowerCase());
  const offers = sellers.flatMap((seller) =>
    brandOffers(seller, request.group, variant, request.mid.toUpperCase())
      .filter(
        (offer) => wanted(request.productCodes, offer.product.code) && wanted(request.formulas, offer.formula.code),
      )
      // A special title's slug asks for that special only; without one (and without product codes) the shop's own
      // title is meant, so a brand's puzzle book does not crowd its newspaper's shop window.
      .filter((offer) =>
        request.brandSlug
          ? offer.product.slug === request.brandSlug
          : request.productCodes.length > 0 || offer.product.slug === undefined,
      )
      .map((offer) => ({ offer, proposition: priced(seller, offer) })),
  );
  const brands = new Map(sellers.map((brand) => [brand.code, brand]));
  for (const { offer } of offers) {
    const included = findBrand(offer.brandCode);
    if (included) brands.set(included.code, included);
  }
  const products = new Map(offers.map(({ offer }) => [offer.product.uuid, offer.product]));
  const propositions = offers.map(({ offer, proposition }) => ({
    ...proposition,
    ...(request.includes.includes('brand') && {
      brand: brandSummary(brands.get(offer.brandCode) ?? findBrand(offer.brandCode)!),
    }),
    ...(request.includes.includes('product') && {
      product: { uuid: offer.product.uuid, code: offer.product.code, name: offer.product.name },
    }),
  }));
  return {
    data: { brands: [...brands.values()].map(brandSummary), products: [...products.values()], propositions },
    meta: { group: request.group, total: propositions.length, mid: request.mid.toUpperCase() },
  };
}

/** Every proposition the stand-in can offer, by uuid: an order must name one of them. */
export function propositionIndex(
  variants: readonly (readonly [mid: string, variant: CatalogVariant])[],
): ReadonlyMap<string, Proposition> {
  const index = new Map<string, Proposition>();
  for (const brand of ALL_BRANDS) {
    for (const [mid, variant] of [['', { kind: 'none' }] as const, ...variants]) {
      for (const group of ['default', 'fallback']) {
        for (const offer of brandOffers(brand, group, variant, mid)) {
          const proposition = priced(brand, offer);
          index.set(proposition.uuid, proposition);
        }
      }
    }
  }
  return index;
}
