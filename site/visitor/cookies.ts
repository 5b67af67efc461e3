import { z } from 'zod';
import { EXPERIMENT_COOKIES } from '../../domain/experiments/client.ts';
import { EXPERIMENTS_SEEN_COOKIE } from '../../domain/experiments/seen-cookie.ts';
import { PAGE_MID_COOKIE } from '../../domain/page-key.ts';
import { DRAFT_COOKIE_NAMES, DRAFT_MODE_COOKIE, VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { midSchema, promoCookieSchema, type Mid, type PromoCookie } from '../../schemas/front-office.ts';
import type { PlacedOrder } from '../../schemas/placed-order.ts';
import { accountState } from '../account/session.ts';
import type { AccountState } from '../account/state.ts';
import { openPlacedOrder } from '../payments/placed-order-cookie.ts';
import { openPaymentCookie, type PaymentCookie } from '../payments/visitor-cookie.ts';
import { openDraftCookie } from './draft-cookie.ts';

/** The promo cookie's value: JSON of docs/rules/03-entities.md's fields. */
export const promoCookieValue = (cookie: PromoCookie) => JSON.stringify(cookie);

/** The promo cookie read back; anything malformed is no cookie. */
function readPromoCookie(value: string | undefined): PromoCookie | undefined {
  if (!value) return undefined;
  try {
    const parsed = promoCookieSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What the visitor typed in the /actie form (VISITOR_COOKIES.promoForm). */
interface TypedPromoForm {
  readonly actiecode: string;
  readonly postcode: string;
}

/** The shop's own cookies of a request, each opened once: every one missing, broken, tampered or expired is absent. */
export interface VisitorCookies {
  /**
   * The names of the shop's cookies that came, valid or not: a page request with one is the visitor's own page
   * (site/routing/page-route.ts), so a broken cookie never reaches a shared page. Draft mode's cookies only when the
   * sealed one opens: otherwise the proxy removes both from the request it hands on.
   */
  readonly came: ReadonlySet<string>;
  /** docs/rules/04-states-and-flows.md: the stored mid. */
  readonly mid: Mid | undefined;
  /** The direct-mail promo cookie (docs/rules/03-entities.md). */
  readonly promo: PromoCookie | undefined;
  readonly promoForm: TypedPromoForm | undefined;
  /** The order just placed (its sealed cookie, written by the order action and the payment's return). */
  readonly placedOrder: PlacedOrder | undefined;
  /** An order being paid online: its key and what was typed (site/payments/visitor-cookie.ts). */
  readonly payment: PaymentCookie | undefined;
  /** The account session, opened (site/account/session.ts). */
  readonly session: AccountState;
  /** The experiment user id a client decided with before; one of another shape is none (a new one is made). */
  readonly experimentUserId: string | undefined;
  /** The shop's sealed draft cookie opened with this environment's key (site/visitor/draft-cookie.ts). */
  readonly draft: boolean;
}

/** The cookies whose presence the site looks at. */
const KNOWN = [
  ...Object.values(VISITOR_COOKIES),
  DRAFT_MODE_COOKIE,
  ...Object.values(EXPERIMENT_COOKIES),
  EXPERIMENTS_SEEN_COOKIE.name,
  PAGE_MID_COOKIE.name,
];

/** An experiment user id: what the site generates (a UUID), or what an earlier version did; anything else is new. */
const USER_ID = /^[A-Za-z0-9-]{8,64}$/;

/** An optional value: absent, or anything that does not fit, is undefined. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

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

const typedPromoFormSchema = z.object({
  actiecode: z.string().max(64).catch(''),
  postcode: z.string().max(16).catch(''),
});

const cookieSchema = z.object({
  [VISITOR_COOKIES.mid]: optional(midSchema),
  [VISITOR_COOKIES.promoForm]: jsonCookie(typedPromoFormSchema),
});

/** Opens the shop's cookies of a request once (the sealed ones decrypted: async); nothing here throws. */
export async function openVisitorCookies(cookie: (name: string) => string | undefined): Promise<VisitorCookies> {
  const [payment, session, placedOrder, draft] = await Promise.all([
    openPaymentCookie(cookie(VISITOR_COOKIES.payment)),
    accountState(cookie(VISITOR_COOKIES.session)),
    openPlacedOrder(cookie(VISITOR_COOKIES.placedOrder)),
    openDraftCookie(cookie(VISITOR_COOKIES.draft)),
  ]);
  const values = cookieSchema.parse(
    Object.fromEntries(Object.keys(cookieSchema.shape).map((name) => [name, cookie(name)])),
  );
  const userId = cookie(EXPERIMENT_COOKIES.userId);
  const came = (name: string) => cookie(name) !== undefined && (draft || !DRAFT_COOKIE_NAMES.includes(name));
  return {
    came: new Set(KNOWN.filter(came)),
    mid: values[VISITOR_COOKIES.mid],
    promo: readPromoCookie(cookie(VISITOR_COOKIES.promo)),
    promoForm: values[VISITOR_COOKIES.promoForm],
    placedOrder,
    payment,
    session,
    experimentUserId: userId && USER_ID.test(userId) ? userId : undefined,
    draft,
  };
}
