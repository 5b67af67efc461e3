import type { BrandConfig, Country } from '../../schemas/brand.ts';
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

export type AccountMenuBrand = Pick<BrandConfig, 'code' | 'type' | 'country'>;

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

/*
 * The group's sites the dropdown links to, by the brand's country. The kiosk hosts are the group's; the account and
 * customer-service addresses are stand-ins in the group's style (mijn.dpgmedia.*, klantenservice/klantendienst),
 * to be replaced by the real ones when the account service's pages are known.
 */
const GROUP_URLS = {
  myAccount: { nl: 'https://mijn.dpgmedia.nl/account', be: 'https://mijn.dpgmedia.be/account' },
  mySubscriptions: { nl: 'https://mijn.dpgmedia.nl/abonnementen', be: 'https://mijn.dpgmedia.be/abonnementen' },
  customerService: { nl: 'https://klantenservice.dpgmedia.nl/', be: 'https://klantendienst.dpgmedia.be/' },
  kiosk: { nl: 'https://kiosk.dpgmedia.nl/', be: 'https://kiosk.dpgmedia.be/' },
} as const satisfies Record<string, Record<Country, string>>;

/**
 * Only Dutch paper brands offer these in the dropdown (docs/rules/02-routes-and-layout.md; see subscriptionManagement).
 */
const DUTCH_SUBSCRIPTION_URLS = {
  changeSubscription: 'https://mijn.dpgmedia.nl/abonnement/wijzigen',
  cancelSubscription: 'https://mijn.dpgmedia.nl/abonnement/opzeggen',
} as const;

/** A group URL with the dropdown's tracking parameters, in a fixed order. */
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
 * Abonnement wijzigen and Abonnement opzeggen (subscriptionManagement); Klantenservice, Kiosk (the kiosk of the brand's
 * country: the shop a visitor is on is the one of their country, the region notice sends the others across),
 * Abonneren; signed in, Uitloggen last.
 */
export function accountMenuItems(brand: AccountMenuBrand, account: AccountMenuAccount): AccountMenuItem[] {
  const { code, country } = brand;
  const group = (id: keyof typeof GROUP_URLS, icon: AccountMenuIcon, tag: string): AccountMenuItem => ({
    id,
    icon,
    tag,
    href: withDropdownTracking(GROUP_URLS[id][country], code),
  });
  return [
    group('myAccount', 'account', 'my-account'),
    group('mySubscriptions', 'subscriptions', 'my-subscriptions'),
    ...(subscriptionManagement(brand)
      ? [
          {
            id: 'changeSubscription',
            icon: 'change',
            tag: 'change-subscription',
            href: withDropdownTracking(DUTCH_SUBSCRIPTION_URLS.changeSubscription, code),
          } as const,
          {
            id: 'cancelSubscription',
            icon: 'cancel',
            tag: 'cancel-subscription',
            href: withDropdownTracking(DUTCH_SUBSCRIPTION_URLS.cancelSubscription, code),
          } as const,
        ]
      : []),
    group('customerService', 'service', 'customer-service'),
    group('kiosk', 'kiosk', 'kiosk'),
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
