import { z } from 'zod';
import type { BlockVisitor, PaymentReturn, PromoFormState } from '../../blocks/context.ts';
import { UNPAID_QUERY_KEY, UNPAID_WORDS, type UnpaidReason } from '../../domain/payments/state.ts';
import { openPaymentCookie } from '../payments/visitor-cookie.ts';
import { ACCOUNT_ERROR_KEY, accountNoticeKind, type AccountNoticeKind } from '../../domain/account-error.ts';
import { GIFT_QUERY_KEY } from '../../domain/gifts.ts';
import { leadIdFromQuery } from '../../domain/lead.ts';
import { CATALOG_GROUPS, type CatalogGroup } from '../../domain/page-key.ts';
import { safeDestination } from '../../domain/promo-flow.ts';
import { PROMO_FORM_ERROR_KEY, promoFormErrors } from '../../domain/promo-form.ts';
import type { Query } from '../../domain/query.ts';
import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import type { Country } from '../../schemas/brand.ts';
import { midSchema, type Mid } from '../../schemas/front-office.ts';
import { placedOrderSchema, type PlacedOrder } from '../../schemas/placed-order.ts';
import { accountState } from '../account/session.ts';
import { SESSION_COOKIE } from '../account/state.ts';

/**
 * What a visitor's own page knows of its visitor, parsed once at the boundary from the query and the cookies. Every
 * field is optional and every bad value is simply absent: a value given twice (a list), the wrong shape, markup, a
 * broken cookie. Nothing here throws.
 */
export interface VisitorState {
  /** docs/rules/04-states-and-flows.md: the query's mid (a single string only, docs/rules/05-validation.md) and the stored one. */
  readonly mid: { readonly query: Mid | undefined; readonly stored: Mid | undefined };
  readonly leadId: string | undefined;
  readonly group: CatalogGroup | undefined;
  /** The product to order: productCode, or on a Belgian shop brandCodeBE (also spelled brandcodebe, docs/rules/02-routes-and-layout.md). */
  readonly productCode: string | undefined;
  /** The proposition chosen in the shop window. */
  readonly propositionId: string | undefined;
  /** The /actie form after a failed submission: the query's errors, the destination, what was typed (cookie). */
  readonly promoForm: PromoFormState;
  /** The order just placed (its cookie, written by the order action). */
  readonly placedOrder: PlacedOrder | undefined;
  /** `?gift=true`: a gift order (docs/rules/02-routes-and-layout.md). */
  readonly gift: boolean;
  /** Back on the order form after an unpaid online payment (the query's reason, the payment cookie's form). */
  readonly paymentReturn: PaymentReturn | undefined;
  /** The signed-in visitor (their session cookie), for what the order form prefills. */
  readonly account: BlockVisitor['account'];
  /** A failed login's notice (docs/rules/08-errors.md), from the query the account callback sent the visitor back with. */
  readonly accountError: AccountNoticeKind | undefined;
}

/** An optional value: absent, or anything that does not fit, is undefined. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const token = (pattern: RegExp) => optional(z.string().regex(pattern));
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

const querySchema = z.object({
  mid: optional(midSchema),
  group: optional(z.enum(CATALOG_GROUPS)),
  productCode: token(PRODUCT_CODE),
  brandCodeBE: token(PRODUCT_CODE),
  brandcodebe: token(PRODUCT_CODE),
  propositionId: token(/^[A-Za-z0-9-]{1,64}$/),
  destinationName: optional(z.string().max(2048)),
  [PROMO_FORM_ERROR_KEY]: z.string().max(256).transform(promoFormErrors).catch([]).default([]),
  [ACCOUNT_ERROR_KEY]: optional(z.string().max(256)),
  [UNPAID_QUERY_KEY]: optional(z.enum(Object.values(UNPAID_WORDS) as [string, ...string[]])),
  [GIFT_QUERY_KEY]: optional(z.literal('true')),
});

const UNPAID_REASONS = Object.fromEntries(Object.entries(UNPAID_WORDS).map(([reason, word]) => [word, reason])) as Record<string, UnpaidReason>;

function paymentReturn(word: string | undefined, cookie: string | undefined): PaymentReturn | undefined {
  const reason = word ? UNPAID_REASONS[word] : undefined;
  if (!reason) return undefined;
  const kept = openPaymentCookie(cookie);
  return { reason, orderKey: kept?.orderKey, values: kept?.values ?? {} };
}

/** A cookie the site wrote as JSON: anything else is no value. */
const jsonCookie = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .optional()
    .catch(undefined);

const typedPromoFormSchema = z.object({ actiecode: z.string().max(64).catch(''), postcode: z.string().max(16).catch('') });

const cookieSchema = z.object({
  [VISITOR_COOKIES.mid]: optional(midSchema),
  [VISITOR_COOKIES.promoForm]: jsonCookie(typedPromoFormSchema),
  [VISITOR_COOKIES.placedOrder]: jsonCookie(placedOrderSchema),
});

export function parseVisitorState(query: Query, cookie: (name: string) => string | undefined, country: Country): VisitorState {
  const values = querySchema.parse(query);
  const cookies = cookieSchema.parse(Object.fromEntries(Object.keys(cookieSchema.shape).map((name) => [name, cookie(name)])));
  const errors = values[PROMO_FORM_ERROR_KEY];
  const typed = errors.length > 0 ? cookies[VISITOR_COOKIES.promoForm] : undefined;
  const account = accountState(cookie(SESSION_COOKIE));
  return {
    mid: { query: values.mid, stored: cookies[VISITOR_COOKIES.mid] },
    leadId: leadIdFromQuery(query),
    group: values.group,
    productCode: values.productCode ?? (country === 'be' ? (values.brandCodeBE ?? values.brandcodebe) : undefined),
    propositionId: values.propositionId,
    promoForm: {
      errors,
      destinationName: safeDestination(values.destinationName ?? '/'),
      actiecode: typed?.actiecode ?? '',
      postcode: typed?.postcode ?? '',
    },
    placedOrder: cookies[VISITOR_COOKIES.placedOrder],
    paymentReturn: paymentReturn(values[UNPAID_QUERY_KEY], cookie(VISITOR_COOKIES.payment)),
    gift: values[GIFT_QUERY_KEY] === 'true',
    account: account.kind === 'signed-in' ? { givenName: account.givenName, email: account.email } : undefined,
    accountError: accountNoticeKind(values[ACCOUNT_ERROR_KEY]),
  };
}
