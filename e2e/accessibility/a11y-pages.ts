import type { RouteEntry, RouteName } from '../../domain/routes.ts';
import type { PlacedOrder } from '../../schemas/placed-order.ts';

/*
 * Every page a visitor can reach, as the accessibility stage (e2e/accessibility/a11y-axe.ts) checks it: each brand x
 * each route it allows x each state a visitor meets there x each width. Built from the registry's generated tables
 * (brands/generated), so a new brand is checked with no edit here. Pure: tests/e2e/accessibility/a11y-pages.test.ts
 * runs it on a fixture registry.
 */

/** A phone's width (Pixel 7) and a desktop's. */
export const A11Y_WIDTHS = [412, 1280] as const;
export type A11yWidth = (typeof A11Y_WIDTHS)[number];

export const A11Y_STATES = [
  'default',
  'campaign',
  'lead',
  'campaign-lead',
  'campaign-failed',
  'gift',
  'order-errors',
  'gift-order-errors',
  'actie-errors',
  'payment-unpaid',
  'payment-pending',
  'payment-paid',
  'consent-banner',
  'consent-settings',
  'widget-closed',
  'region-notice',
  'account-menu',
  'policy-dialog',
  'error-page',
  'not-found',
  'editor-preview',
] as const;
export type A11yState = (typeof A11Y_STATES)[number];

interface A11yRegistryBrand {
  readonly country: string;
}

/** What the generator reads: the generated brand and route tables, and the brands with a region notice. */
export interface A11yRegistry {
  readonly brands: Readonly<Record<string, A11yRegistryBrand>>;
  readonly routes: Readonly<Record<string, readonly RouteEntry[]>>;
  /** domain/region-notice.ts REGION_COUNTERPARTS: the visitor country that shows a brand its notice. */
  readonly regionNotice: Readonly<Record<string, { readonly visitorCountry: string }>>;
}

/**
 * Which stored order a visit carries (the thank-you page's cookie): placed (paid by direct debit), paid online and
 * awaiting the bank, or paid online.
 */
export type A11yOrder = 'placed' | 'awaiting-payment' | 'paid-online';

/**
 * One page load and the states checked in it, in order: a state that is a toggle on the loaded page (the consent
 * settings, the account menu, the order form's errors, the widget's closed hours) is produced in the same page after
 * the one before it, so a page is loaded once for all of them.
 */
export interface A11yVisit {
  readonly brand: string;
  /** The route's path, as in the route table (the page key's route). */
  readonly route: string;
  readonly width: A11yWidth;
  /** Path and query requested. */
  readonly path: string;
  /** A first visit: no consent choice stored, so the banner shows; otherwise a returning visitor who refused. */
  readonly firstVisit: boolean;
  readonly order?: A11yOrder;
  /** The visitor's country, as the forwarded client address tells it (stand-ins/front-office/visitor-country.ts). */
  readonly visitorCountry?: string;
  /**
   * The status the page is answered with, when not 200: the error page's 500 (the test environment's render fault,
   * site/monitoring/fault.ts), the 404 page's.
   */
  readonly status?: 404 | 500;
  /**
   * The story the visual editor opened on the page (its full slug): the page is loaded with the editor's signed
   * parameters for that story's id (e2e/accessibility/a11y-axe.ts signs them at load time; a signature lives an hour).
   */
  readonly editorStory?: string;
  readonly states: readonly A11yState[];
}

const ORDER_FORMS: readonly RouteName[] = ['bestellen', 'studenten-bestellen', 'specialProduct-bestellen'];
/** A campaign mid with offers in the test catalog (stand-ins/front-office/catalog.ts). */
export const CAMPAIGN_MID = 'CAM-ZOMER1';
/** A campaign mid whose offers the stand-in front office fails to give (stand-ins/front-office/target-groups.ts). */
const FAILING_CAMPAIGN_MID = 'CAM-FAIL01';
/** The /actie form sent back with its errors, as the action redirects after a bad code and postcode. */
const ACTIE_ERRORS = 'actiefout=missing-actiecode,missing-postcode&destinationName=%2F';
/** A path no brand has, with a query a visitor may bring along: the 404 page. */
const NOT_FOUND_PATH = '/Niet_Bestaand';
/** The stand-in front office's leads (stand-ins/front-office/leads.ts), one per country. */
const LEADS: Readonly<Record<string, string>> = { nl: 'LEAD-NL-0001', be: 'LEAD-BE-0001' };

const withQuery = (path: string, query: string) => `${path}?${query}`;

/** The page loads of one brand's route at one width. */
function routeVisits(registry: A11yRegistry, brand: string, route: RouteEntry, width: A11yWidth): A11yVisit[] {
  const base = { brand, route: route.path, width, firstVisit: false } as const;
  const orderForm = ORDER_FORMS.includes(route.name);
  const thankYou = route.name === 'bedankt';
  // The thank-you page is met with an order just placed; without one it only points back to the shop.
  const order = thankYou ? ({ order: 'placed' } as const) : {};
  const visits: A11yVisit[] = [
    {
      ...base,
      ...order,
      path: route.path,
      firstVisit: true,
      // The banner and its settings first; the visitor refuses there, and the page is then checked as itself.
      states: [
        'consent-banner',
        'consent-settings',
        'default',
        'account-menu',
        'policy-dialog',
        ...(orderForm ? (['order-errors'] as const) : []),
        'widget-closed',
      ],
    },
    {
      ...base,
      ...order,
      path: withQuery(route.path, 'shop_fault=render&leadId=LEAD-NONE-0000'),
      status: 500,
      states: ['error-page'],
    },
  ];
  if (!thankYou) {
    visits.push(
      { ...base, path: withQuery(route.path, `mid=${CAMPAIGN_MID}`), states: ['campaign'] },
      {
        ...base,
        path: withQuery(route.path, `leadId=${LEADS[registry.brands[brand]!.country] ?? LEADS.nl}`),
        states: ['lead'],
      },
    );
  }
  if (route.name === 'index') {
    const lead = LEADS[registry.brands[brand]!.country] ?? LEADS.nl;
    visits.push(
      { ...base, path: withQuery(route.path, `mid=${CAMPAIGN_MID}&leadId=${lead}`), states: ['campaign-lead'] },
      { ...base, path: withQuery(route.path, `mid=${FAILING_CAMPAIGN_MID}`), states: ['campaign-failed'] },
    );
  }
  if (orderForm || route.name === 'index') {
    // On the order form the gift's form is sent empty too, as its own errors; a special title is not given as a gift.
    const giftForm = orderForm && route.name !== 'specialProduct-bestellen';
    const states = giftForm ? (['gift', 'gift-order-errors'] as const) : (['gift'] as const);
    visits.push({ ...base, path: withQuery(route.path, 'gift=true'), states });
  }
  if (orderForm)
    visits.push({ ...base, path: withQuery(route.path, 'betaling=geannuleerd'), states: ['payment-unpaid'] });
  if (route.name === 'actie')
    visits.push({ ...base, path: withQuery(route.path, ACTIE_ERRORS), states: ['actie-errors'] });
  if (thankYou)
    visits.push(
      { ...base, path: route.path, order: 'awaiting-payment', states: ['payment-pending'] },
      { ...base, path: route.path, order: 'paid-online', states: ['payment-paid'] },
    );
  // The editor's view of the group's home on the brand's home page, with its choice of brands (docs/adr/0029): what
  // the editor adds to a page is the same on every route, so the home page stands for them.
  if (route.name === 'index')
    visits.push({ ...base, path: route.path, editorStory: 'group/home', states: ['editor-preview'] });
  const region = registry.regionNotice[brand];
  if (region)
    visits.push({
      ...base,
      ...order,
      path: route.path,
      visitorCountry: region.visitorCountry,
      states: ['region-notice'],
    });
  return visits;
}

/** The brand's 404 page (a path no brand has): the same page whichever path is missing. */
const notFoundVisit = (brand: string, width: A11yWidth): A11yVisit => ({
  brand,
  route: NOT_FOUND_PATH,
  width,
  path: withQuery(NOT_FOUND_PATH, `mid=${CAMPAIGN_MID}`),
  firstVisit: false,
  status: 404,
  states: ['not-found'],
});

/** Every visit of the fleet, brand by brand, route by route (the 404 page last), phone then desktop. */
export function a11yVisits(registry: A11yRegistry): A11yVisit[] {
  return Object.keys(registry.brands).flatMap((brand) => [
    ...(registry.routes[brand] ?? []).flatMap((route) =>
      A11Y_WIDTHS.flatMap((width) => routeVisits(registry, brand, route, width)),
    ),
    ...A11Y_WIDTHS.map((width) => notFoundVisit(brand, width)),
  ]);
}

/** One checked page's name: brand x route x state x width. */
export const pageKey = (visit: Pick<A11yVisit, 'brand' | 'route' | 'width'>, state: A11yState) =>
  `${visit.brand} ${visit.route} ${state} ${visit.width}`;

/** Every page the visits check (the coverage's 'exist'). */
export const a11yPageKeys = (visits: readonly A11yVisit[]): string[] =>
  visits.flatMap((visit) => visit.states.map((state) => pageKey(visit, state)));

/** An order as the thank-you page shows it (its cookie's content, as the order action writes it). */
const PLACED_ORDER: PlacedOrder = {
  orderId: 'A11Y-0001',
  formula: 'Digitaal',
  price: '12,99',
  unit: 'per maand',
  duration: '12 maanden',
  amount: 12.99,
  productCode: 'X-DIGITAAL',
  paymentMethod: 'direct-debit',
  ibanLastDigits: '4300',
};

/**
 * The order in the thank-you page's cookie: placed (paid by direct debit), paid online (iDEAL, Bancontact in
 * Belgium), or paid online and awaiting the bank (the waiting page). The runs seal it as the shop does
 * (site/payments/placed-order-cookie.ts): a plain one shows nothing.
 */
export function placedOrderOf(order: A11yOrder | 'paid-online', country: string): PlacedOrder {
  if (order === 'placed') return PLACED_ORDER;
  const online: PlacedOrder = { ...PLACED_ORDER };
  delete online.ibanLastDigits;
  const paymentMethod = country === 'be' ? 'bancontact' : 'ideal';
  const awaiting = order === 'awaiting-payment' ? { awaitingPayment: '7d7b1c1e-7f0a-4a57-9d3e-2a3c1f0b9e11' } : {};
  return { ...online, paymentMethod, ...awaiting };
}
