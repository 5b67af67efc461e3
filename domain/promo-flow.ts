import type { PromoCookie, PromoLookupRequest } from '../schemas/front-office.ts';
import type { RouteName } from './routes.ts';
import { sitePath } from './site-path.ts';

/**
 * docs/rules/02-routes-and-layout.md: the otag of the direct-mail flow (idtsfu, the QR variant, is a flow of its own).
 */
const DIRECT_MAIL_OTAG = 'sp2kub';

/** docs/rules/05-validation.md and docs/rules/08-errors.md, exact text. */
export const PROMO_TITLE_REQUIRED = 'Title is required';

/** What the promo lookup (POST /front-office/v1/actiecode) sends; the HTTP client turns the keys to snake_case. */
type PromoLookupBody = PromoLookupRequest;

export type PromoLookupBodyResult =
  | { readonly ok: true; readonly body: PromoLookupBody }
  | { readonly ok: false; readonly error: typeof PROMO_TITLE_REQUIRED | 'Actiecode is required' };

/**
 * docs/rules/05-validation.md: a promo lookup needs a title ('Title is required'), and there is nothing to look up
 * without a code.
 */
export function promoLookupBody(cookie: PromoCookie): PromoLookupBodyResult {
  if (cookie.actiecode === undefined) return { ok: false, error: 'Actiecode is required' };
  if (cookie.title === undefined) return { ok: false, error: PROMO_TITLE_REQUIRED };
  const { actiecode, postcode, title, pwId } = cookie;
  return { ok: true, body: { actiecode, title, ...(postcode && { postcode }), ...(pwId && { pwId }) } };
}

export interface DirectMailInput {
  readonly otag: unknown;
  readonly promoCookie: PromoCookie | undefined;
  readonly routeName: RouteName;
  /** The path of this request; it becomes the destination the flow returns to. */
  readonly path: string;
  /** The lead id of the query or a stored lead's id; any lead ends the flow. */
  readonly leadId: string | undefined;
}

export type DirectMailDecision =
  | { readonly kind: 'lookup'; readonly body: PromoLookupBody; readonly destinationName: string }
  | { readonly kind: 'redirect-to-actie'; readonly destinationName: string }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'none' };

/**
 * docs/rules/04-states-and-flows.md, direct-mail flow. With otag sp2kub, off /actie and without a lead: a promo cookie
 * with an actiecode means 'look the promo up' (then store the lead, fetch the catalog for its mid, and go back to the
 * destination: see afterPromoLookup); otherwise 'send the visitor to /actie', remembering where they were going.
 * A cookie with a code but no title cannot be looked up: error 'Title is required', which the caller handles as a
 * failed lookup (docs/rules/08-errors.md: to the index).
 */
export function directMailDecision(input: DirectMailInput): DirectMailDecision {
  const otag = typeof input.otag === 'string' ? input.otag.trim().toLowerCase() : undefined;
  if (otag !== DIRECT_MAIL_OTAG || input.routeName === 'actie' || input.leadId) return { kind: 'none' };
  const destinationName = safeDestination(input.path);
  if (input.promoCookie?.actiecode !== undefined) {
    const lookup = promoLookupBody(input.promoCookie);
    return lookup.ok
      ? { kind: 'lookup', body: lookup.body, destinationName }
      : { kind: 'error', message: lookup.error };
  }
  return { kind: 'redirect-to-actie', destinationName };
}

/** The /actie address that carries the destination along (docs/rules/04-states-and-flows.md). */
export function actieLocation(destinationName: string): string {
  return `/actie?${new URLSearchParams({ destinationName: safeDestination(destinationName) })}`;
}

/**
 * docs/rules/04-states-and-flows.md: after a successful lookup, back to the destination with the lead's mid and leadId;
 * on failure (no lead, or a lead without both) to the index.
 */
export function afterPromoLookup(
  destinationName: unknown,
  lead: { readonly mid?: string; readonly leadId?: string } | undefined,
): string {
  if (!lead?.mid || !lead.leadId) return '/';
  const url = new URL(safeDestination(destinationName), BASE);
  url.searchParams.set('mid', lead.mid);
  url.searchParams.set('leadId', lead.leadId);
  return url.pathname + url.search + url.hash;
}

/** Route names a mailing may use as destinationName, with their paths (docs/rules/02-routes-and-layout.md). */
const ROUTE_PATHS = {
  index: '/',
  actie: '/actie',
  bedankt: '/bedankt',
  digitaal: '/digitaal',
  specials: '/specials',
  zakelijk: '/zakelijk',
  bestellen: '/bestellen',
  studenten: '/studenten',
  'studenten-bestellen': '/studenten/bestellen',
} as const satisfies Partial<Record<RouteName, string>>;

/** Only used to resolve relative paths; never leaves this module. */
const BASE = 'https://shop.invalid';

/**
 * docs/rules/02-routes-and-layout.md: 'External URLs and dangerous protocols are refused.' A destination is a route
 * name of docs/rules/02-routes-and-layout.md or a path of this site (sitePath: '/...', as a browser resolves it);
 * anything else gives '/'.
 */
export function safeDestination(destinationName: unknown): string {
  if (typeof destinationName === 'string' && Object.hasOwn(ROUTE_PATHS, destinationName)) {
    return ROUTE_PATHS[destinationName as keyof typeof ROUTE_PATHS];
  }
  return sitePath(destinationName) ?? '/';
}

/** docs/rules/02-routes-and-layout.md: 'idtsfu = QR direct-mail'. */
const QR_DIRECT_MAIL_OTAG = 'idtsfu';

/** The query keys a QR code's address carries the promotion in; they leave the address bar once stored. */
const QR_PROMO_KEYS = ['actiecode', 'postcode', 'pwId'] as const;

/**
 * docs/rules/02-routes-and-layout.md, the QR direct-mail flow (otag idtsfu), our design: a printed QR code cannot hold
 * a cookie, so its address carries the promotion (actiecode, and postcode or pwId). We store that as the promo cookie
 * (docs/rules/03-entities.md: actiecode, postcode, title, pwId) and continue as the direct-mail flow (otag sp2kub) on
 * the same path, with the code out of the address bar (and so out of shared links, histories and access logs).
 * Undefined when the request is not a QR landing with a code.
 */
export function qrDirectMail(
  path: string,
  query: URLSearchParams,
  title: string,
): { cookie: PromoCookie; location: string } | undefined {
  const otag = query.get('otag')?.trim().toLowerCase();
  const actiecode = query.get('actiecode')?.trim();
  if (otag !== QR_DIRECT_MAIL_OTAG || !actiecode) return undefined;
  const cookie: PromoCookie = {
    actiecode,
    title,
    ...(query.get('postcode')?.trim() ? { postcode: query.get('postcode')!.trim() } : {}),
    ...(query.get('pwId')?.trim() ? { pwId: query.get('pwId')!.trim() } : {}),
  };
  const rest = new URLSearchParams(query);
  for (const key of QR_PROMO_KEYS) rest.delete(key);
  rest.set('otag', DIRECT_MAIL_OTAG);
  return { cookie, location: `${safeDestination(path)}?${rest}` };
}
