import type { z } from 'zod';
import { PROMO_TITLE_REQUIRED } from '../../domain/promo-flow.ts';
import {
  FRONT_OFFICE_PATHS,
  businessHoursAnswerSchema,
  camelCaseKey,
  catalogAnswerSchema,
  fieldErrorsAnswerSchema,
  fillPath,
  leadSourceSchema,
  midDataSchema,
  orderAnswerSchema,
  addressAnswerSchema,
  pathCheckAnswerSchema,
  paymentReportAnswerSchema,
  phoneNumbersAnswerSchema,
  visitorAnswerSchema,
  type FrontOfficePath,
} from '../../schemas/front-office.ts';
import { FrontOfficeError, type FrontOffice, type FrontOfficeCall } from './port.ts';

/** docs/rules/05-validation.md, exact text. */
const MID_TOKEN_REQUIRED = 'Mid token required for catalog fetch';

type QueryValue = string | readonly string[];

/** One call, in our camelCase terms; the transport puts it on the wire. */
export interface FrontOfficeRequest {
  readonly method: 'GET' | 'POST';
  /** The path template: names the call in errors without its values. */
  readonly endpoint: FrontOfficePath;
  /** The path with its values filled in. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** An answer with any HTTP status; the body's keys already camelCase. */
export interface FrontOfficeAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Puts a request on the wire and returns the answer whatever its status. Throws FrontOfficeError only when there is
 * no answer (network failure, timeout).
 */
export type FrontOfficeTransport = (request: FrontOfficeRequest) => Promise<FrontOfficeAnswer>;

/** docs/rules/07-calls.md: X-Mid-Token and X-Client-Path on every call; the visitor's address where it is given. */
function callHeaders(call: FrontOfficeCall, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  return {
    'X-Mid-Token': call.mid,
    'X-Client-Path': call.clientPath,
    ...(call.visitorIp && { 'X-Forwarded-For': call.visitorIp }),
    ...extra,
  };
}

/** Drops absent values and empty lists, so both transports send exactly the same query. */
function compactQuery(query: Readonly<Record<string, QueryValue | undefined>>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, QueryValue] => {
      const value = entry[1];
      return value !== undefined && !(Array.isArray(value) && value.length === 0);
    }),
  );
}

const isOk = (answer: FrontOfficeAnswer) => answer.status >= 200 && answer.status < 300;

function parseAnswer<S extends z.ZodType>(schema: S, answer: FrontOfficeAnswer, endpoint: FrontOfficePath): z.infer<S> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new FrontOfficeError(endpoint, 'invalid-answer', answer.status);
  return parsed.data;
}

/** The front office reports rejected fields in its own notation ('customer.first_name'); ours is camelCase. */
const camelCasePath = (field: string) => field.split('.').map(camelCaseKey).join('.');

/**
 * The port's calls over a transport: the HTTP client and the in-process stand-in differ only in how a request
 * travels, so callers see the same answers, the same undefined for an ignored 404, and the same errors.
 */
export function frontOfficeClient(send: FrontOfficeTransport): FrontOffice {
  async function exchange(
    method: FrontOfficeRequest['method'],
    endpoint: FrontOfficePath,
    call: FrontOfficeCall,
    options: {
      values?: Record<string, string>;
      query?: Record<string, QueryValue | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<FrontOfficeAnswer> {
    return send({
      method,
      endpoint,
      path: fillPath(endpoint, options.values),
      ...(options.query && { query: compactQuery(options.query) }),
      ...(options.body !== undefined && { body: options.body }),
      headers: callHeaders(call, options.headers),
    });
  }

  /** A GET whose 404 means 'there is none' (docs/rules/08-errors.md: ignored). */
  async function find<S extends z.ZodType>(
    endpoint: FrontOfficePath,
    schema: S,
    call: FrontOfficeCall,
    options: { values?: Record<string, string>; query?: Record<string, QueryValue | undefined> },
  ): Promise<z.infer<S> | undefined> {
    const answer = await exchange('GET', endpoint, call, options);
    if (answer.status === 404) return undefined;
    if (!isOk(answer)) throw new FrontOfficeError(endpoint, 'status', answer.status);
    return parseAnswer(schema, answer, endpoint);
  }

  async function get<S extends z.ZodType>(
    endpoint: FrontOfficePath,
    schema: S,
    call: FrontOfficeCall,
    options: { values?: Record<string, string>; query?: Record<string, QueryValue | undefined> },
  ): Promise<z.infer<S>> {
    const answer = await exchange('GET', endpoint, call, options);
    if (!isOk(answer)) throw new FrontOfficeError(endpoint, 'status', answer.status);
    return parseAnswer(schema, answer, endpoint);
  }

  return {
    async catalog(query, call) {
      // The type asks for a mid; a caller outside it (an empty string) still gets docs/rules/05-validation.md's error.
      if (!call.mid) throw new Error(MID_TOKEN_REQUIRED);
      return get(FRONT_OFFICE_PATHS.catalog, catalogAnswerSchema, call, {
        query: {
          brandCodes: [query.brandCode],
          productCodes: query.productCodes,
          brandType: query.brandType,
          brandSlug: query.brandSlug,
          countryCode: query.countryCode,
          formulas: query.formulas,
          group: query.group,
          'includes[]': query.includes,
        },
      });
    },

    midData(mid, call) {
      return find(FRONT_OFFICE_PATHS.midData, midDataSchema, call, { values: { mid } });
    },

    async phoneNumber(query, call) {
      const numbers = await get(FRONT_OFFICE_PATHS.phoneNumbers, phoneNumbersAnswerSchema, call, {
        query: { mid: query.mid, title: query.title, business: query.business ? 'true' : undefined },
      });
      const first = numbers[0];
      return first?.number ? first : undefined;
    },

    async businessHours(title, country, call) {
      const answer = await get(FRONT_OFFICE_PATHS.businessHours, businessHoursAnswerSchema, call, {
        values: { title, country },
      });
      return {
        isBusinessHour: answer.isBusinessHour,
        closures: answer.closures.map(({ from, until }) => [Date.parse(from), Date.parse(until)] as const),
      };
    },

    async visitor(query, call) {
      const answer = await find(FRONT_OFFICE_PATHS.visitor, visitorAnswerSchema, call, {
        query: { title: query.title },
      });
      return answer && { country: answer.country };
    },

    lead(leadId, call) {
      return find(FRONT_OFFICE_PATHS.lead, leadSourceSchema, call, { values: { leadId } });
    },

    async promoLookup(body, call) {
      if (!body.title?.trim()) throw new Error(PROMO_TITLE_REQUIRED);
      const endpoint = FRONT_OFFICE_PATHS.actiecode;
      const answer = await exchange('POST', endpoint, call, { body });
      if (answer.status === 404) return undefined;
      if (!isOk(answer)) throw new FrontOfficeError(endpoint, 'status', answer.status);
      return parseAnswer(leadSourceSchema, answer, endpoint);
    },

    async placeOrder(order, idempotencyKey, call) {
      const endpoint = FRONT_OFFICE_PATHS.subscriptions;
      const answer = await exchange('POST', endpoint, call, {
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      if (answer.status === 422) {
        const { errors } = parseAnswer(fieldErrorsAnswerSchema, answer, endpoint);
        return { kind: 'rejected', errors: errors.map((error) => ({ ...error, field: camelCasePath(error.field) })) };
      }
      if (!isOk(answer)) throw new FrontOfficeError(endpoint, 'status', answer.status);
      return { kind: 'placed', orderId: parseAnswer(orderAnswerSchema, answer, endpoint).orderId };
    },

    async reportPayment(orderId, report, call) {
      const endpoint = FRONT_OFFICE_PATHS.orderPayments;
      const answer = await exchange('POST', endpoint, call, {
        values: { orderId },
        body: report,
        headers: { 'Idempotency-Key': report.paymentId },
      });
      if (answer.status === 404) return undefined;
      if (!isOk(answer)) throw new FrontOfficeError(endpoint, 'status', answer.status);
      return { orderStatus: parseAnswer(paymentReportAnswerSchema, answer, endpoint).orderStatus };
    },

    async address(query, call) {
      return find(FRONT_OFFICE_PATHS.address, addressAnswerSchema, call, {
        query: { postalCode: query.postalCode, houseNumber: query.houseNumber },
      });
    },

    async pathCheck({ path, title }, call) {
      const answer = await find(FRONT_OFFICE_PATHS.pathCheck, pathCheckAnswerSchema, call, { query: { path, title } });
      return answer && { location: answer.location };
    },
  };
}
