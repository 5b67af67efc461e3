import { BRANDS } from '../../brands/generated/brands.ts';
import type { FrontOfficeHours } from '../../domain/business-hours.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { publicSite } from '../../domain/seo/structured-data.ts';
import type { BlockContext, BlockProblem, BlockServices, BlockVisitor } from '../../blocks/context.ts';
import type { OrderActions } from '../../domain/order-form/form-state.ts';
import type { Proposition, PropositionInput } from '../../schemas/front-office.ts';
import { propositionSchema } from '../../schemas/front-office.ts';
import type { PlacedOrder } from '../../schemas/placed-order.ts';
import type { RichTextDoc, RichTextNode } from '../../blocks/rich-text/schema.ts';

/** The registry's links of a Dutch and a Belgian paper brand (brands/group.yaml's), for test brands of each country. */
export const TEST_LINKS = { nl: BRANDS.ad.links, be: BRANDS.hl.links } as const;

/** A resolver context for tests; `problems` collects what the renderer logs. */
export function testContext(overrides: Partial<BlockContext> = {}): BlockContext & { problems: BlockProblem[] } {
  const problems: BlockProblem[] = [];
  return {
    brand: {
      code: 'ad',
      name: 'AD',
      locale: 'nl',
      country: 'nl',
      links: TEST_LINKS.nl,
      phoneNumber: '088 - 0505 000',
      fallbackPhoneNumber: '088 - 0505 000',
      publicSite: publicSite(BRANDS.ad),
    },
    messages: messagesFor('nl'),
    mid: undefined,
    route: { path: '/', name: 'index' },
    visitor: testVisitor(),
    clock: { now: () => new Date('2026-03-02T10:00:00Z') },
    experiments: [],
    services: testServices(),
    log: (problem) => problems.push(problem),
    ...overrides,
    problems,
  };
}

/** An order as the thank-you page gets it. */
export const PLACED_ORDER: PlacedOrder = {
  orderId: 'ORD-2026-000123',
  formula: 'Digitaal',
  price: '12,99',
  unit: 'per maand',
  duration: '12 maanden',
  discountPercentage: 20,
  amount: 12.99,
  productCode: 'AD-DIGITAAL',
  paymentMethod: 'direct-debit',
  ibanLastDigits: '4300',
};

/** A visitor of a prerendered page (nothing known), with what a test sets. */
export function testVisitor(overrides: Partial<BlockVisitor> = {}): BlockVisitor {
  return {
    lead: undefined,
    group: 'default',
    productCode: undefined,
    promoForm: { errors: [], destinationName: '/', actiecode: '', postcode: '' },
    placedOrder: undefined,
    propositionId: undefined,
    account: undefined,
    ...overrides,
  };
}

/** A proposition as the front office sends it, with defaults for what a test does not care about. */
export function proposition(overrides: Partial<PropositionInput> & Pick<PropositionInput, 'uuid'>): Proposition {
  return propositionSchema.parse({
    productUuid: 'product-ad',
    brandCode: 'ad',
    productCode: 'AD',
    formula: { code: 'digitaal', label: 'Digitaal' },
    duration: { amount: 12, unit: 'month' },
    prices: [{ default: true, unit: 'month', price: { discount: 12.99 } }],
    ...overrides,
  });
}

export const AD_PROPOSITIONS: readonly Proposition[] = [
  proposition({
    uuid: 'digitaal-1',
    duration: { amount: 1, unit: 'month' },
    prices: [{ default: true, unit: 'month', price: { discount: 14.99 } }],
  }),
  proposition({ uuid: 'digitaal-12', discount: { percentage: 20 } }),
  proposition({
    uuid: 'compleet-12',
    productUuid: 'product-ad-papier',
    productCode: 'ADP',
    formula: { code: 'compleet', label: 'Compleet' },
    prices: [{ default: true, unit: 'month', price: { discount: 46 } }],
  }),
];

/** Order actions that must not be called by a resolver or a server render (they are the form's, in the browser). */
const TEST_ORDER_ACTIONS: OrderActions = {
  place: async () => {
    throw new Error('place is the form’s action, not called while rendering');
  },
  lookupAddress: async () => null,
};

/**
 * The blocks' services over fixed answers; `undefined` answers play a front office that failed. `open` is the front
 * office's isBusinessHour, given long before any test's clock (so it holds for none of them) unless `hours` is given.
 * `defaultOffer` is the default mid's catalog (none unless given); `reported` collects what blocks report.
 */
export function testServices(
  answers: {
    propositions?: readonly Proposition[] | undefined;
    defaultOffer?: readonly Proposition[] | undefined;
    open?: boolean | undefined;
    hours?: FrontOfficeHours;
    reported?: string[];
  } = { propositions: AD_PROPOSITIONS, open: true },
): BlockServices {
  return {
    propositions: async () => answers.propositions,
    defaultOffer: async () => answers.defaultOffer,
    report: (problem) => void answers.reported?.push(problem),
    businessHours: async () =>
      answers.hours ?? (answers.open === undefined ? undefined : { closures: [], word: { at: 0, open: answers.open } }),
    orderActions: TEST_ORDER_ACTIONS,
  };
}

/** `_editable` as Storyblok's draft API sends it. */
export function editableComment(uid: string, name: string, id = '123456'): string {
  return `<!--#storyblok#${JSON.stringify({ name, space: '98765', uid, id })}-->`;
}

export const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
export const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
export const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });

export const STORYBLOK_IMAGE = 'https://a.storyblok.com/f/98765/1200x800/abc123def4/app.jpg';
export const asset = (filename: string, alt: string | null = 'De AD-app') => ({
  id: 1,
  alt,
  name: '',
  focus: null,
  title: null,
  filename,
  copyright: null,
  fieldtype: 'asset',
  is_external_url: false,
});
