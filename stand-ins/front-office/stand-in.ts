import { isBusinessHour } from '../../domain/business-hours.ts';
import { parseMid } from '../../domain/mid.ts';
import { PROMO_TITLE_REQUIRED } from '../../domain/promo-flow.ts';
import { countrySchema } from '../../schemas/brand.ts';
import {
  FRONT_OFFICE_PATHS,
  orderRequestSchema,
  paymentReportSchema,
  promoLookupRequestSchema,
  snakeCaseKey,
  toCamelCaseKeys,
  toSnakeCaseKeys,
  type FieldError,
  type OrderRequest,
  type Proposition,
} from '../../schemas/front-office.ts';
import { catalogFor, propositionIndex } from './catalog.ts';
import { LEADS, promoLead } from './leads.ts';
import { createOrderStore, defaultDataDir } from './order-store.ts';
import { phoneNumbers } from './phone-numbers.ts';
import { addressFor } from './addresses.ts';
import { redirectFor } from './redirects.ts';
import { closedBy, closuresFor } from './closures.ts';
import { TARGET_GROUPS, targetGroup } from './target-groups.ts';
import { countryForAddress } from './visitor-country.ts';
import type { Logger } from '../../monitoring/log.ts';
import { standInLog } from '../shared/log.ts';

/** A request as it arrives on the wire: snake_case query and body, header names in lower case. */
export interface StandInRequest {
  readonly method: string;
  /** The path, still URI-encoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body, if any. */
  readonly body?: unknown;
}

/** An answer as it goes on the wire: a status and a snake_case JSON body (none for 204). */
export interface StandInAnswer {
  readonly status: number;
  readonly body?: unknown;
}

export interface FrontOfficeStandInOptions {
  /** Where orders are kept (order-store.ts); default FRONT_OFFICE_DATA_DIR or .data/front-office. */
  readonly dataDir?: string;
  /** The stand-in's clock (business hours, order times); default the system clock. */
  readonly clock?: () => Date;
  /** Its log; default the front office's on stdout (stand-ins/shared/log.ts). */
  readonly log?: Logger;
}

type Values = Readonly<Record<string, string>>;
type Handler = (
  values: Values,
  request: StandInRequest & { readonly body: unknown },
) => StandInAnswer | Promise<StandInAnswer>;

const ok = (body: unknown, status = 200): StandInAnswer => ({ status, body });
const problem = (status: number, message: string): StandInAnswer => ({ status, body: { message } });
const NOT_FOUND = problem(404, 'Not Found');

/** `{name}` in a path template becomes a named group of one path segment. */
function pathPattern(template: string): RegExp {
  return new RegExp(`^${template.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
}

/** A query list: repeated keys and comma-separated values alike. */
const list = (query: URLSearchParams, key: string) =>
  query
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/** One message per rejected field, with the field's path in the front office's own notation ('customer.first_name'). */
function fieldErrors(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path
      .map((segment) => (typeof segment === 'string' ? snakeCaseKey(segment) : String(segment)))
      .join('.');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/**
 * The local front office (docs/architecture.md#ports-and-adapters): the calls of docs/rules/07-calls.md answered from
 * the seed data beside this file, in the real front office's wire format, so the in-process adapter and the HTTP server
 * (server.ts) both run the same code. README.md lists the fixed mids, leads, codes and redirects.
 */
export function createFrontOfficeStandIn(options: FrontOfficeStandInOptions = {}) {
  let fixedNow: Date | undefined;
  /** undefined: by the visitor's address; null: unknown (404); a string: every visitor's country. */
  let visitorCountry: string | null | undefined;
  const now = () => fixedNow ?? (options.clock ?? (() => new Date()))();
  const dataDir = options.dataDir ?? defaultDataDir();
  const log = options.log ?? standInLog('front-office');
  const orders = createOrderStore(dataDir, now);
  let propositions: ReadonlyMap<string, Proposition> | undefined;

  function orderedProposition(order: OrderRequest): Proposition | undefined {
    propositions ??= propositionIndex(
      Object.entries(TARGET_GROUPS).map(([mid, group]) => [mid, group.variant] as const),
    );
    return propositions.get(order.propositionUuid);
  }

  function orderProblems(order: OrderRequest): FieldError[] {
    const proposition = orderedProposition(order);
    if (!proposition) return [{ field: 'proposition_uuid', message: 'Onbekende propositie' }];
    if (proposition.productCode !== order.productCode)
      return [{ field: 'product_code', message: 'Product hoort niet bij de propositie' }];
    // A student discount needs proof of enrolment.
    if (/student/i.test(proposition.formula.code) && !order.student) {
      return [
        {
          field: 'student.institution',
          message: 'Voor een studentenaanbod zijn onderwijsinstelling en studentnummer nodig',
        },
      ];
    }
    // A gift needs its recipient and a start date; anything else cannot be given.
    if (proposition.isGift && !order.gift)
      return [{ field: 'gift.recipient.first_name', message: 'Voor een cadeau is de ontvanger nodig' }];
    if (proposition.isGift && !order.startDate)
      return [{ field: 'start_date', message: 'Voor een cadeau is een startdatum nodig' }];
    if (!proposition.isGift && order.gift)
      return [{ field: 'gift', message: 'Dit abonnement kan niet cadeau gegeven worden' }];
    return [];
  }

  /** Idempotency keys whose first attempt already failed on purpose (the @storing.example outage). */
  const failedOnce = new Set<string>();

  const routes: readonly (readonly [method: 'GET' | 'POST', template: string, handler: Handler])[] = [
    [
      'GET',
      FRONT_OFFICE_PATHS.catalog,
      (_, { query, headers }) => {
        const mid = parseMid(headers['x-mid-token']);
        if (!mid) return problem(400, 'X-Mid-Token required');
        const variant = targetGroup(mid)?.variant ?? { kind: 'none' };
        if (variant.kind === 'fail') return problem(500, 'Internal Server Error');
        return ok(
          catalogFor(
            {
              brandCodes: list(query, 'brand_codes'),
              productCodes: list(query, 'product_codes'),
              formulas: list(query, 'formulas'),
              includes: list(query, 'includes[]'),
              brandType: query.get('brand_type') ?? undefined,
              brandSlug: query.get('brand_slug') ?? undefined,
              countryCode: query.get('country_code') ?? undefined,
              group: query.get('group') || 'default',
              mid,
            },
            variant,
          ),
        );
      },
    ],
    [
      'GET',
      FRONT_OFFICE_PATHS.midData,
      ({ mid }) => {
        const group = targetGroup(mid);
        return group ? ok(group.midData) : NOT_FOUND;
      },
    ],
    [
      'GET',
      FRONT_OFFICE_PATHS.phoneNumbers,
      (_, { query }) => ok(phoneNumbers(query.get('title') ?? undefined, query.get('business') === 'true')),
    ],
    [
      'GET',
      FRONT_OFFICE_PATHS.businessHours,
      ({ title, country }) => {
        const parsed = countrySchema.safeParse(country?.toLowerCase());
        if (!parsed.success) return NOT_FOUND;
        // Our addition to the answer (docs/adr/0017-business-hours-on-cached-pages.md): the closures of about the next
        // year.
        const at = now();
        const closures = closuresFor(title ?? '', parsed.data, at, dataDir);
        return ok({
          isBusinessHour: isBusinessHour(at, parsed.data) && !closedBy(closures, at.getTime()),
          closures: closures.map(([from, until]) => ({
            from: new Date(from).toISOString(),
            until: new Date(until).toISOString(),
          })),
        });
      },
    ],
    [
      'GET',
      FRONT_OFFICE_PATHS.visitor,
      (_, { headers }) => {
        const country = visitorCountry === undefined ? countryForAddress(headers['x-forwarded-for']) : visitorCountry;
        return country ? ok({ country }) : NOT_FOUND;
      },
    ],
    [
      'GET',
      FRONT_OFFICE_PATHS.lead,
      ({ leadId }) => {
        const lead = leadId === undefined ? undefined : LEADS.get(leadId);
        return lead ? ok(lead) : NOT_FOUND;
      },
    ],
    [
      'POST',
      FRONT_OFFICE_PATHS.actiecode,
      (_, { body }) => {
        const title = (body as { title?: unknown } | null)?.title;
        if (typeof title !== 'string' || !title.trim()) return problem(400, PROMO_TITLE_REQUIRED);
        const parsed = promoLookupRequestSchema.safeParse(body);
        if (!parsed.success) return problem(400, 'Invalid request');
        const lead = promoLead(parsed.data);
        return lead ? ok(lead) : NOT_FOUND;
      },
    ],
    [
      'POST',
      FRONT_OFFICE_PATHS.subscriptions,
      async (_, { body, headers }) => {
        const key = headers['idempotency-key']?.trim();
        if (!key) return problem(400, 'Idempotency-Key required');
        const parsed = orderRequestSchema.safeParse(body);
        if (!parsed.success) return ok({ errors: fieldErrors(parsed.error.issues) }, 422);
        const errors = orderProblems(parsed.data);
        if (errors.length > 0) return ok({ errors }, 422);
        // A planned outage for tests (README): the first attempt of an order for an @storing.example address fails
        // with 503 before anything is stored; its retry with the same key is accepted.
        if (parsed.data.customer.email.endsWith('@storing.example') && !failedOnce.has(key)) {
          failedOnce.add(key);
          return problem(503, 'Service Unavailable');
        }
        const result = await orders.place(key, parsed.data, orderedProposition(parsed.data)?.brandCode ?? '');
        if (result.kind === 'conflict') return problem(409, 'Idempotency-Key was used for another order');
        return ok({ orderId: result.orderId, status: result.status }, result.kind === 'placed' ? 201 : 200);
      },
    ],
    [
      'POST',
      FRONT_OFFICE_PATHS.orderPayments,
      async ({ orderId }, { body, headers }) => {
        const parsed = paymentReportSchema.safeParse(body);
        if (!parsed.success) return problem(400, 'Invalid payment report');
        if (headers['idempotency-key']?.trim() !== parsed.data.paymentId)
          return problem(400, 'Idempotency-Key must be the payment id');
        const result = await orders.recordPayment(orderId ?? '', parsed.data);
        if (result.kind === 'unknown-order') return NOT_FOUND;
        if (result.kind === 'already-paid') return problem(409, 'Order is already paid');
        return ok({ orderStatus: result.orderStatus }, result.kind === 'recorded' ? 201 : 200);
      },
    ],
    [
      'GET',
      FRONT_OFFICE_PATHS.address,
      (_, { query }) => {
        const address = addressFor(query.get('postal_code') ?? '', query.get('house_number') ?? '');
        return address ? ok(address) : NOT_FOUND;
      },
    ],
    [
      'GET',
      FRONT_OFFICE_PATHS.pathCheck,
      (_, { query }) => {
        const location = redirectFor(
          dataDir,
          { path: query.get('path') ?? undefined, title: query.get('title') ?? undefined },
          log,
        );
        return location ? ok({ location }) : NOT_FOUND;
      },
    ],
  ];

  const compiled = routes.map(([method, template, handler]) => ({ method, pattern: pathPattern(template), handler }));

  return {
    /** Answers one request; never throws (an unexpected failure is a 500, as upstream). */
    async handle(request: StandInRequest): Promise<StandInAnswer> {
      const matches = compiled
        .map((route) => ({ route, match: route.pattern.exec(request.path) }))
        .filter((candidate) => candidate.match !== null);
      if (matches.length === 0) return NOT_FOUND;
      const found = matches.find(({ route }) => route.method === request.method.toUpperCase());
      if (!found) return problem(405, 'Method Not Allowed');
      let values: Values;
      try {
        values = Object.fromEntries(
          Object.entries(found.match!.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
        );
      } catch {
        return problem(400, 'Malformed path');
      }
      try {
        const answer = await found.route.handler(values, { ...request, body: toCamelCaseKeys(request.body) });
        return { status: answer.status, body: toSnakeCaseKeys(answer.body) };
      } catch (error) {
        log.error(
          { err: error, method: request.method, route: found.route.pattern.source },
          'front-office stand-in: a route failed',
        );
        return problem(500, 'Internal Server Error');
      }
    },
    /** Fixes the clock (tests); undefined goes back to the injected one. */
    setNow(date: Date | undefined): void {
      fixedNow = date;
    },
    /** A country for every visitor, null for 'unknown' (404), undefined to go back to the address table. */
    setVisitorCountry(country: string | null | undefined): void {
      visitorCountry = country;
    },
    /** The order store's folder (tests read the files). */
    ordersFolder: orders.folder,
  };
}

export type FrontOfficeStandIn = ReturnType<typeof createFrontOfficeStandIn>;
