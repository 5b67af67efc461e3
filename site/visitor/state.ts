import { z } from 'zod';
import type { BlockVisitor, PaymentReturn, PromoFormState } from '../../blocks/context.ts';
import { UNPAID_QUERY_KEY, UNPAID_WORDS, type UnpaidReason } from '../../domain/payments/state.ts';
import type { PaymentCookie } from '../payments/visitor-cookie.ts';
import { ACCOUNT_ERROR_KEY, accountNoticeKind, type AccountNoticeKind } from '../../domain/account/error.ts';
import { GIFT_QUERY_KEY } from '../../domain/gifts.ts';
import { leadIdFromQuery } from '../../domain/lead.ts';
import { CATALOG_GROUPS, type CatalogGroup } from '../../domain/page-key.ts';
import { safeDestination } from '../../domain/promo-flow.ts';
import { PROMO_FORM_ERROR_KEY, promoFormErrors } from '../../domain/promo-form.ts';
import type { Query } from '../../domain/query.ts';
import type { Country } from '../../schemas/brand.ts';
import { midSchema, type Mid } from '../../schemas/front-office.ts';
import type { PlacedOrder } from '../../schemas/placed-order.ts';
import type { VisitorCookies } from './cookies.ts';

/**
 * What a visitor's own page knows of its visitor, parsed once at the boundary from the query and the cookies. Every
 * field is optional and every bad value is simply absent: a value given twice (a list), the wrong shape, markup, a
 * broken cookie. Nothing here throws.
 */
export interface VisitorState {
  /**
   * docs/rules/04-states-and-flows.md: the query's mid (a single string only, docs/rules/05-validation.md) and the
   * stored one.
   */
  readonly mid: { readonly query: Mid | undefined; readonly stored: Mid | undefined };
  readonly leadId: string | undefined;
  readonly group: CatalogGroup | undefined;
  /**
   * The product to order: productCode, or on a Belgian shop brandCodeBE (also spelled brandcodebe,
   * docs/rules/02-routes-and-layout.md).
   */
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
  /**
   * A failed login's notice (docs/rules/08-errors.md), from the query the account callback sent the visitor back with.
   */
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

const UNPAID_REASONS = Object.fromEntries(
  Object.entries(UNPAID_WORDS).map(([reason, word]) => [word, reason]),
) as Record<string, UnpaidReason>;

function paymentReturn(word: string | undefined, kept: PaymentCookie | undefined): PaymentReturn | undefined {
  const reason = word ? UNPAID_REASONS[word] : undefined;
  if (!reason) return undefined;
  return { reason, orderKey: kept?.orderKey, values: kept?.values ?? {} };
}

/** What a page reads of the query, with the cookies opened once (visitor/cookies.ts). */
export function parseVisitorState(query: Query, cookies: VisitorCookies, country: Country): VisitorState {
  const values = querySchema.parse(query);
  const errors = values[PROMO_FORM_ERROR_KEY];
  const typed = errors.length > 0 ? cookies.promoForm : undefined;
  const { session } = cookies;
  return {
    mid: { query: values.mid, stored: cookies.mid },
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
    placedOrder: cookies.placedOrder,
    paymentReturn: paymentReturn(values[UNPAID_QUERY_KEY], cookies.payment),
    gift: values[GIFT_QUERY_KEY] === 'true',
    account: session.kind === 'signed-in' ? { givenName: session.givenName, email: session.email } : undefined,
    accountError: accountNoticeKind(values[ACCOUNT_ERROR_KEY]),
  };
}
