import type { CompiledBrand } from '../../schemas/compiled-brand.ts';
import type { Messages } from '../messages/index.ts';

/** The dropdown's items, named by their label key in the catalogs (messages.accountMenu.items). */
export type AccountMenuItemId = keyof Messages['accountMenu']['items'];

/** The icons the account menu draws (site/chrome/account-menu/account-menu-icons.tsx). */
export type AccountMenuIcon =
  'account' | 'subscriptions' | 'change' | 'cancel' | 'service' | 'kiosk' | 'subscribe' | 'logout';

/**
 * docs/rules/03-entities.md, account menu item: label (its key), icon, tag (for analytics), target; the click is the
 * island's.
 */
export interface AccountMenuItem {
  readonly id: AccountMenuItemId;
  readonly icon: AccountMenuIcon;
  readonly tag: string;
  readonly href: string;
}

/** The brand's links are registry settings (brands/group.yaml, a brand's `links:`), compiled per brand. */
export type AccountMenuBrand = Pick<CompiledBrand, 'code' | 'type' | 'country' | 'links'>;

export interface AccountMenuAccount {
  readonly signedIn: boolean;
  /** The site's logout route (site/account/state.ts ACCOUNT_ROUTES.logout). */
  readonly logoutRoute: string;
  /** The page to come back to after logging out: the visitor's path with its query. */
  readonly callbackPath: string;
}

/**
 * docs/rules/02-routes-and-layout.md: links of the dropdown that leave the shop carry the internal-referral medium, the
 * dropdown as content and the brand code as source, and a fixed otag. 'shopdropdown' is our choice of that otag (the
 * spec does not give its value): it names where the visitor came from, like the direct-mail otags
 * (docs/rules/02-routes-and-layout.md).
 */
export const ACCOUNT_MENU_TRACKING = {
  utm_medium: 'internal-referral',
  utm_content: 'dropdown',
  otag: 'shopdropdown',
} as const;

/** A URL leaving the shop with the dropdown's tracking parameters, in a fixed order. */
export function withDropdownTracking(url: string, brandCode: string): string {
  const target = new URL(url);
  target.searchParams.set('utm_medium', ACCOUNT_MENU_TRACKING.utm_medium);
  target.searchParams.set('utm_content', ACCOUNT_MENU_TRACKING.utm_content);
  target.searchParams.set('utm_source', brandCode);
  target.searchParams.set('otag', ACCOUNT_MENU_TRACKING.otag);
  return target.href;
}

/**
 * One of the site's account routes (login, logout) with the page to come back to (docs/rules/06-roles.md:
 * callback_url).
 */
export function accountRouteHref(route: string, callbackPath: string): string {
  return `${route}?${new URLSearchParams({ callback_url: callbackPath })}`;
}

/**
 * docs/rules/02-routes-and-layout.md: 'for Dutch non-magazine brands also Abonnement wijzigen and Abonnement opzeggen'.
 * docs/rules/01-product-and-brands.md gives Dutch brands the types paper and magazine only (the TV/radio type is
 * Belgian, and the registry refuses tv on a Dutch brand), so a Dutch TV guide is a magazine here too: only Dutch paper
 * brands get the two items.
 */
export function subscriptionManagement(brand: Pick<AccountMenuBrand, 'type' | 'country'>): boolean {
  return brand.country === 'nl' && brand.type === 'paper';
}

/**
 * The account dropdown (docs/rules/02-routes-and-layout.md): Mijn account, Mijn abonnementen; for Dutch paper brands
 * Abonnement wijzigen and Abonnement opzeggen (subscriptionManagement); Klantenservice, Kiosk (by default the kiosk of
 * the brand's country: the shop a visitor is on is the one of their country, the region notice sends the others
 * across), Abonneren; signed in, Uitloggen last. Every target but Abonneren and Uitloggen is the brand's link.
 */
export function accountMenuItems(brand: AccountMenuBrand, account: AccountMenuAccount): AccountMenuItem[] {
  const { code, links } = brand;
  // The brand's link, leaving the shop. None for a link the brand has no URL for: `shop validate` refuses a Dutch paper
  // brand without Abonnement wijzigen or opzeggen (cli/registry/validate.ts), and no item beats a dead one.
  const leaving = (
    id: keyof typeof links & AccountMenuItemId,
    icon: AccountMenuIcon,
    tag: string,
  ): AccountMenuItem[] => {
    const url = links[id];
    return url ? [{ id, icon, tag, href: withDropdownTracking(url, code) }] : [];
  };
  return [
    ...leaving('myAccount', 'account', 'my-account'),
    ...leaving('mySubscriptions', 'subscriptions', 'my-subscriptions'),
    ...(subscriptionManagement(brand)
      ? [
          ...leaving('changeSubscription', 'change', 'change-subscription'),
          ...leaving('cancelSubscription', 'cancel', 'cancel-subscription'),
        ]
      : []),
    ...leaving('customerService', 'service', 'customer-service'),
    ...leaving('kiosk', 'kiosk', 'kiosk'),
    // The shop itself: no tracking, the visitor does not leave.
    { id: 'subscribe', icon: 'subscribe', tag: 'subscribe', href: '/' },
    ...(account.signedIn
      ? [
          {
            id: 'logout',
            icon: 'logout',
            tag: 'logout',
            href: accountRouteHref(account.logoutRoute, account.callbackPath),
          } as const,
        ]
      : []),
  ];
}
