import type { FrontOfficeHours } from '../domain/business-hours.ts';
import type { ExperimentVariant } from '../domain/experiments/decisions.ts';
import type { Lead } from '../domain/lead.ts';
import type { Messages } from '../domain/messages/index.ts';
import type { PromoFormError } from '../domain/promo-form.ts';
import type { RouteEntry } from '../domain/routes.ts';
import type { PublicSite } from '../domain/seo/structured-data.ts';
import type { CompiledBrand } from '../schemas/compiled-brand.ts';
import type { Mid, Proposition } from '../schemas/front-office.ts';
import type { UnpaidReason } from '../domain/payments/state.ts';
import type { PlacedOrder } from '../schemas/placed-order.ts';
import type { OrderActions } from '../domain/order-form/form-state.ts';

/**
 * The brand as blocks see it: the compiled registry entry's identity and links plus its customer-service number. The
 * code is the brand that sells on the page (katri on don's /katrien-duck, docs/rules/02-routes-and-layout.md), the
 * rest the shop's.
 */
interface BlockBrand extends Pick<CompiledBrand, 'code' | 'name' | 'locale' | 'country' | 'links'> {
  /**
   * As it is shown to visitors, e.g. "088 - 0505 000" (docs/rules/09-constants-and-limits.md: per brand and variant).
   */
  readonly phoneNumber: string;
  /**
   * The number of the messages that stand in for data that failed: the same, but never an experiment's test number
   * (docs/rules/08-errors.md).
   */
  readonly fallbackPhoneNumber: string;
  /**
   * The shop as the structured data of its pages names the seller (domain/seo/structured-data.ts): its name,
   * canonical origin and logo; undefined for a brand without a domain.
   */
  readonly publicSite: PublicSite | undefined;
}

/**
 * What blocks need from the outside, in their own terms; the site implements it over its front-office port, bound
 * to the brand and the visitor's mid, with caching and error logging (docs/architecture.md#caching). Resolvers reach
 * the outside only through this object: no env reads and no raw `fetch` in blocks
 * (docs/conventions.md#blocks-and-resolvers). Failures were logged already by the time a method answers undefined; the
 * block then shows what it can (docs/rules/08-errors.md: nothing broken).
 */
export interface BlockServices {
  /**
   * The propositions on offer for this brand, the visitor's mid and a catalog group, or only a special title's
   * (docs/rules/02-routes-and-layout.md, /{specialProduct}); undefined when unavailable.
   */
  propositions(query: {
    readonly group: string;
    readonly special?: string | undefined;
  }): Promise<readonly Proposition[] | undefined>;
  /**
   * The default offer's propositions (the configured default mid's catalog, for the catalog group the query alone
   * decides, or only a special title's): what a shared page shows a campaign whose target group was not had in time
   * (domain/order.ts OrderCatalogs). Undefined when the visitor's mid is the default one, or when unavailable.
   */
  defaultOffer(query: { readonly special?: string | undefined }): Promise<readonly Proposition[] | undefined>;
  /**
   * Logs what a block handled and the site should know of, as a warning (docs/rules/08-errors.md): one line, with
   * no personal data, never shown to the visitor.
   */
  report(problem: string): void;
  /**
   * What the front office says of the customer service's hours (docs/rules/04-states-and-flows.md: fetched per brand):
   * its word now and its closures ahead; undefined when it failed.
   */
  businessHours(): Promise<FrontOfficeHours | undefined>;
  /** The order form's server functions: placing the order, looking up a Dutch address. */
  readonly orderActions: OrderActions;
}

/** What the page knows about this visitor (all of it absent on a prerendered page). */
export interface BlockVisitor {
  /** The lead of the query (docs/rules/03-entities.md), mapped and country-checked. */
  readonly lead: Lead | undefined;
  /** The catalog group (docs/rules/04-states-and-flows.md: 'default' unless the query says 'fallback'). */
  readonly group: string;
  /** A product code from the query (or the lead): the proposition to preselect. */
  readonly productCode: string | undefined;
  /** The /actie form's state after a failed submission: its errors and what the visitor typed. */
  readonly promoForm: PromoFormState;
  /** The logged-in visitor's name and e-mail (the account service's ID token), for the order form. */
  readonly account: { readonly givenName: string; readonly email?: string | undefined } | undefined;
  /** The proposition chosen in the shop window (?propositionId=), for the order form. */
  readonly propositionId: string | undefined;
  /** The order just placed (the thank-you page), when there is one. */
  readonly placedOrder: PlacedOrder | undefined;
  /** `?gift=true` (docs/rules/02-routes-and-layout.md): the shop window offers gifts and the order form orders one. */
  readonly gift?: boolean | undefined;
  /** Back on the order form after an online payment ended unpaid: why, and (in this browser) what was typed. */
  readonly paymentReturn?: PaymentReturn | undefined;
}

export interface PaymentReturn {
  readonly reason: UnpaidReason;
  /** The order's idempotency key: the new attempt pays for the same order. Absent in another browser. */
  readonly orderKey: string | undefined;
  readonly values: Readonly<Record<string, string>>;
}

export interface PromoFormState {
  readonly errors: readonly PromoFormError[];
  /**
   * Where the visitor goes after the code is accepted (docs/rules/04-states-and-flows.md: destinationName), already
   * made safe.
   */
  readonly destinationName: string;
  readonly actiecode: string;
  readonly postcode: string;
}

/** Why a block was left out of the page (published) or shown as a placeholder (preview). */
export type BlockProblem = Readonly<
  | { reason: 'unknown-component'; component: string; uid: string; location: string }
  | { reason: 'invalid-block'; component: string; uid: string; location: string; issues: readonly BlockIssue[] }
  | { reason: 'resolver-failed'; component: string; uid: string; location: string; error: unknown }
>;

/** One schema failure of a block: the field path inside the block and the message an editor reads. */
export interface BlockIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * Receives each problem exactly once per resolved tree. Problems carry block ids, field paths and schema
 * messages, never field values, so content cannot leak into logs; `error` is the resolver's own error, for the
 * site's error reporting (which scrubs personal data, docs/architecture.md#failure-rules).
 */
type BlockLog = (problem: BlockProblem) => void;

/**
 * What a resolver gets besides its block (docs/conventions.md#blocks-and-resolvers: brand, locale, mid, clock and the
 * services).
 */
export interface BlockContext {
  readonly brand: BlockBrand;
  /** The brand's locale catalog (`messagesFor(brand.locale)`). */
  readonly messages: Messages;
  /** The visitor's merchant id, parsed at the boundary; undefined when there is none or it was malformed. */
  readonly mid: Mid | undefined;
  /** The page being rendered (which page of docs/rules/02-routes-and-layout.md, and its special product). */
  readonly route: RouteEntry;
  readonly visitor: BlockVisitor;
  readonly clock: { readonly now: () => Date };
  /** The visitor's experiment decisions (site/experiments/): none on prerendered pages. Blocks apply their variants. */
  readonly experiments: readonly ExperimentVariant[];
  readonly services: BlockServices;
  readonly log: BlockLog;
}
