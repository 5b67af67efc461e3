import type { Closure } from '../../domain/business-hours.ts';
import type { BrandType, Country } from '../../schemas/brand.ts';
import type {
  Address,
  Catalog,
  FieldError,
  LeadSource,
  Mid,
  MidData,
  OrderRequest,
  PaymentReport,
  PhoneNumber,
  PromoLookupRequest,
} from '../../schemas/front-office.ts';

/**
 * Per-call context: the headers of docs/rules/07-calls.md ('All calls': X-Mid-Token and X-Client-Path) and the
 * visitor's address.
 */
export interface FrontOfficeCall {
  /** Sent as X-Mid-Token: the existing or active mid of the visit or page that asks (docs/rules/07-calls.md). */
  readonly mid: Mid;
  /**
   * Sent as X-Client-Path: the current path, a visitor's with their query, a shared page's its route's path. Never
   * part of a cache key: no answer varies by it (schemas/front-office.ts FRONT_OFFICE_ANSWER_VARY).
   */
  readonly clientPath: string;
  /**
   * Sent as X-Forwarded-For. Pass it only where the answer depends on the visitor (the visitor country): it is part
   * of the GET cache key, so passing it everywhere would make every cached answer per visitor.
   */
  readonly visitorIp?: string;
}

/** What the site asks the catalog for; the adapter turns it into the catalog's query (brand_codes, ...). */
export interface CatalogQuery {
  readonly brandCode: string;
  readonly brandType: BrandType;
  readonly countryCode: Country;
  /**
   * docs/rules/04-states-and-flows.md and docs/rules/09-constants-and-limits.md: 'default' unless told otherwise;
   * 'fallback' also exists.
   */
  readonly group: 'default' | 'fallback' | (string & {});
  readonly productCodes?: readonly string[];
  readonly formulas?: readonly string[];
  /** A special title's slug (docs/rules/02-routes-and-layout.md, /{specialProduct}): only that special's products. */
  readonly brandSlug?: string;
  /**
   * What to join to each proposition (docs/rules/03-entities.md: brand, product); sent as the literal key 'includes[]'.
   */
  readonly includes?: readonly string[];
}

type OrderResult =
  | { readonly kind: 'placed'; readonly orderId: string }
  | { readonly kind: 'rejected'; readonly errors: readonly FieldError[] };

/**
 * The front-office port (docs/architecture.md#ports-and-adapters): the calls of docs/rules/07-calls.md that the site
 * and the block resolvers make. Answers the spec lets us ignore (lead 404, visitor 404, unknown mid, code or path) come
 * back as undefined; every other failure throws a FrontOfficeError, and the caller decides what to show
 * (docs/rules/08-errors.md).
 */
export interface FrontOffice {
  /**
   * The brand's catalog for a mid and group. Needs call.mid (docs/rules/05-validation.md: 'Mid token required for
   * catalog fetch').
   */
  catalog(query: CatalogQuery, call: FrontOfficeCall): Promise<Catalog>;
  /** GET /front-office/v1/target-groups/mid/{mid}; undefined for an unknown mid. */
  midData(mid: Mid, call: FrontOfficeCall): Promise<MidData | undefined>;
  /**
   * GET /front-office/v2/phone-numbers: the first item, with what the front office says it is for (its `type`);
   * undefined when there is none. `business` asks for the business sites' number of the title's country: only an
   * answer typed 'business' is one (a front office may ignore the question).
   */
  phoneNumber(
    query: { readonly mid?: Mid; readonly title: string; readonly business?: boolean },
    call: FrontOfficeCall,
  ): Promise<PhoneNumber | undefined>;
  /**
   * GET /front-office/v1/business-hours/{title}/{country}: isBusinessHour now, and the closures ahead the front office
   * lists (none when it lists none; docs/adr/0017-business-hours-on-cached-pages.md).
   */
  businessHours(
    title: string,
    country: Country,
    call: FrontOfficeCall,
  ): Promise<{ readonly isBusinessHour: boolean; readonly closures: readonly Closure[] }>;
  /** GET /front-office/v2/visitor; undefined on 404 (docs/rules/08-errors.md: ignored). */
  visitor(query: { readonly title: string }, call: FrontOfficeCall): Promise<{ readonly country: string } | undefined>;
  /** GET /front-office/v2/lead/{leadId} (path not in the spec); undefined on 404 (docs/rules/08-errors.md: ignored). */
  lead(leadId: string, call: FrontOfficeCall): Promise<LeadSource | undefined>;
  /**
   * POST /front-office/v1/actiecode; throws Error('Title is required') without a title; undefined for an unknown code.
   */
  promoLookup(body: PromoLookupRequest, call: FrontOfficeCall): Promise<LeadSource | undefined>;
  /**
   * POST /front-office/v2/subscriptions with an Idempotency-Key header: the same key is the same order, so a
   * retried submission is never placed twice (docs/architecture.md#failure-rules). Field errors come back as
   * 'rejected'.
   */
  placeOrder(order: OrderRequest, idempotencyKey: string, call: FrontOfficeCall): Promise<OrderResult>;
  /**
   * An online payment's final outcome for an order placed as awaiting payment (our path: POST
   * /front-office/v1/orders/{orderId}/payments), with the payment id as Idempotency-Key: reported twice, it counts
   * once. Undefined for an unknown order; a second paid payment for a paid order throws (status 409).
   */
  reportPayment(
    orderId: string,
    report: PaymentReport,
    call: FrontOfficeCall,
  ): Promise<{ readonly orderStatus: 'awaiting-payment' | 'paid' } | undefined>;
  /**
   * Street and city of a Dutch postal code and house number (our path: GET /front-office/v1/addresses); undefined when
   * unknown.
   */
  address(
    query: { readonly postalCode: string; readonly houseNumber: string },
    call: FrontOfficeCall,
  ): Promise<Address | undefined>;
  /**
   * The path-check lookup for redirects of one brand's path (docs/rules/02-routes-and-layout.md; our path:
   * GET /front-office/v1/path-check?path=&title=, the title as the other calls send it); undefined when none.
   */
  pathCheck(
    query: { readonly path: string; readonly title: string },
    call: FrontOfficeCall,
  ): Promise<{ readonly location: string } | undefined>;
}

/** 'circuit-open': not asked at all, the front office failed too often just now (site/upstream/resilience.ts). */
export type FrontOfficeFailure = 'status' | 'network' | 'timeout' | 'invalid-answer' | 'circuit-open';

/**
 * A failed front-office call. The message names the call's path template and the status only: never a body, a
 * query or a path value (lead ids, postcodes and names must not reach logs, docs/architecture.md#failure-rules).
 */
export class FrontOfficeError extends Error {
  override readonly name = 'FrontOfficeError';

  constructor(
    /** The endpoint as a template, e.g. '/front-office/v2/lead/{leadId}'. */
    readonly path: string,
    readonly failure: FrontOfficeFailure,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
  ) {
    super(`front office ${path}: ${failure === 'status' ? `HTTP ${status}` : failure}`);
  }
}
