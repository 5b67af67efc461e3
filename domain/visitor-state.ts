import { ACCOUNT_ERROR_KEY } from './account/error.ts';
import { GIFT_QUERY_KEY } from './gifts.ts';
import { LEAD_ID_KEYS } from './lead.ts';
import type { RouteName } from './routes.ts';
import { VISITOR_COUNTRY_BRANDS } from './region-notice.ts';

/*
 * What makes a page one visitor's own. A page request with one of these is rendered for the visitor; without any, it
 * is a shared page: prerendered, or rendered once per key (a campaign mid, stored or in the query, a catalog group,
 * experiment decisions: domain/page-key.ts, docs/adr/0007). The proxy's one route decision reads exactly these
 * lists (site/routing/page-route.ts), so a new per-visitor input is added here, once.
 */

/** The cookies the shop sets for a visitor. */
export const VISITOR_COOKIES = {
  /**
   * The stored merchant id (docs/rules/04-states-and-flows.md: a valid query mid, then the stored one, then the
   * default).
   */
  mid: 'shop_mid',
  /** The direct-mail promo cookie (docs/rules/03-entities.md: actiecode, postcode, title, pwId). */
  promo: 'shop_promo',
  /**
   * What the visitor typed in the /actie form, kept for a few minutes so a failed submission comes back filled in
   * (the error itself travels in the query, which routes the page here).
   */
  promoForm: 'shop_actie_form',
  /** The order just placed, for the thank-you page only (its path is /bedankt, so no other page gets it). */
  placedOrder: 'shop_order',
  /** The account session (site/account/session.ts): a signed-in visitor's pages greet them by name. */
  session: 'shop_session',
  /**
   * An order being paid online: its key and what was typed, for the form after an unpaid attempt
   * (site/payments/visitor-cookie.ts).
   */
  payment: 'shop_payment',
  /**
   * The shop's own half of draft mode, sealed with this environment's secret (site/visitor/draft-cookie.ts): Next's
   * draft cookie alone holds a value fixed per build, the same in every environment.
   */
  draft: 'shop_draft',
} as const;

/**
 * docs/rules/03-entities.md: the stored mid lives as long as a campaign does; 30 days, refreshed by every visit with
 * ?mid=.
 */
export const STORED_MID_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Query parameters that make a page the visitor's own (docs/rules/02-routes-and-layout.md): the lead, the direct-mail
 * flow, the product to order, the Belgian brand code, the /actie destination and its error, a failed login's error, the
 * visual editor's preview parameter, and the tag manager's switches (a prerendered page loads it by environment only,
 * docs/rules/09-constants-and-limits.md). Not here: the mid and the catalog group, which choose a shared page's key
 * (domain/page-key.ts); tracking parameters that change nothing on the page; the experiment switches, which act only
 * with a campaign mid (docs/rules/04-states-and-flows.md) and are part of the key through the decisions they make.
 */
export const VISITOR_QUERY_KEYS: readonly string[] = [
  ...LEAD_ID_KEYS,
  'otag',
  'productCode',
  'brandCodeBE',
  'brandcodebe',
  'destinationName',
  'actiefout',
  ACCOUNT_ERROR_KEY,
  'propositionId',
  '_storyblok',
  'gtm',
  'forceGtm',
  // A gift order (docs/rules/02-routes-and-layout.md): the shop window shows the gifts, the form asks for the
  // recipient.
  GIFT_QUERY_KEY,
];

/**
 * Next's draft-mode cookie (the secret preview URL enables draft mode): a draft page is rendered per request. The
 * name is Next's, fixed since draft mode exists.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Draft mode's two cookies: Next's and the shop's sealed one. Both count only when the sealed one opens; otherwise
 * the proxy removes both from the request it hands on (site/proxy.ts), so a forged one changes nothing.
 */
export const DRAFT_COOKIE_NAMES: readonly string[] = [DRAFT_MODE_COOKIE, VISITOR_COOKIES.draft];

/** Cookies that make a page the visitor's own. */
export const VISITOR_COOKIE_NAMES: readonly string[] = [
  VISITOR_COOKIES.promo,
  VISITOR_COOKIES.session,
  ...DRAFT_COOKIE_NAMES,
];

/**
 * Pages that are always the visitor's own: the order flows (the chosen proposition, a lead or a login prefill the
 * form, and the form's own state) and the thank-you page (the order just placed).
 */
export const PER_VISITOR_ROUTES: readonly RouteName[] = [
  'bestellen',
  'studenten-bestellen',
  'specialProduct-bestellen',
  'bedankt',
];

/**
 * Brands whose every page depends on the visitor: the region notice needs the visitor's country
 * (docs/rules/08-errors.md).
 */
export const PER_VISITOR_BRANDS: readonly string[] = VISITOR_COUNTRY_BRANDS;
