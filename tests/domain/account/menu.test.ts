import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/generated/brands.ts';
import {
  ACCOUNT_MENU_TRACKING,
  accountMenuItems,
  accountRouteHref,
  subscriptionManagement,
  withDropdownTracking,
  type AccountMenuBrand,
  type AccountMenuItemId,
} from '../../../domain/account/menu.ts';
import { CATALOGS } from '../../../domain/messages/index.ts';
import type { BrandType, Country } from '../../../schemas/brand.ts';
import type { Locale } from '../../../schemas/locale.ts';

const LOGOUT = '/api/account/logout';
const signedOut = { signedIn: false, logoutRoute: LOGOUT, callbackPath: '/' };
const signedIn = { signedIn: true, logoutRoute: LOGOUT, callbackPath: '/' };

/**
 * A test brand of a country, with the registry's links of a Dutch and a Belgian paper brand (brands/group.yaml's:
 * neither sets its own).
 */
const LINKS = { nl: BRANDS.ad.links, be: BRANDS.hl.links } as const;
const testBrand = (code: string, type: BrandType, country: Country): AccountMenuBrand => ({
  code,
  type,
  country,
  links: LINKS[country],
});

const BASE: readonly AccountMenuItemId[] = ['myAccount', 'mySubscriptions'];
const MANAGE: readonly AccountMenuItemId[] = ['changeSubscription', 'cancelSubscription'];
const REST: readonly AccountMenuItemId[] = ['customerService', 'kiosk', 'subscribe'];

describe('account dropdown items (docs/rules/02-routes-and-layout.md)', () => {
  it.each<{ brand: AccountMenuBrand; ids: readonly AccountMenuItemId[] }>([
    { brand: testBrand('ad', 'paper', 'nl'), ids: [...BASE, ...MANAGE, ...REST] },
    { brand: testBrand('vero', 'magazine', 'nl'), ids: [...BASE, ...REST] },
    { brand: testBrand('lib', 'magazine', 'nl'), ids: [...BASE, ...REST] },
    { brand: testBrand('hl', 'paper', 'be'), ids: [...BASE, ...REST] },
    { brand: testBrand('da', 'magazine', 'be'), ids: [...BASE, ...REST] },
    { brand: testBrand('tvf', 'tv', 'be'), ids: [...BASE, ...REST] },
  ])('$brand.country $brand.type ($brand.code): $ids, Uitloggen last once signed in', ({ brand, ids }) => {
    expect(accountMenuItems(brand, signedOut).map((item) => item.id)).toEqual(ids);
    expect(accountMenuItems(brand, signedIn).map((item) => item.id)).toEqual([...ids, 'logout']);
  });

  it.each<{ type: BrandType; country: Country; ids: readonly AccountMenuItemId[] }>([
    { type: 'paper', country: 'nl', ids: [...BASE, ...MANAGE, ...REST] },
    { type: 'magazine', country: 'nl', ids: [...BASE, ...REST] },
    // Not in the registry (it refuses tv on a Dutch brand); should one get through, it is a magazine here too.
    { type: 'tv', country: 'nl', ids: [...BASE, ...REST] },
    { type: 'paper', country: 'be', ids: [...BASE, ...REST] },
    { type: 'magazine', country: 'be', ids: [...BASE, ...REST] },
    { type: 'tv', country: 'be', ids: [...BASE, ...REST] },
  ])('type $type in $country: wijzigen and opzeggen only for a Dutch paper brand', ({ type, country, ids }) => {
    expect(subscriptionManagement({ type, country })).toBe(ids.includes('changeSubscription'));
    expect(accountMenuItems(testBrand('x', type, country), signedOut).map((item) => item.id)).toEqual(ids);
  });

  it('in the registry, the Dutch TV guides are magazines and get no wijzigen or opzeggen; the Belgian ones keep tv', () => {
    const brands: readonly AccountMenuBrand[] = Object.values(BRANDS);
    const menu = (brand: AccountMenuBrand) => accountMenuItems(brand, signedOut).map((item) => item.id);
    expect(brands.filter((brand) => brand.type === 'tv' && brand.country === 'nl')).toEqual([]);
    expect(
      brands
        .filter((brand) => brand.type === 'tv')
        .map((brand) => brand.code)
        .sort(),
    ).toEqual(['pri', 'tvf']);
    for (const brand of [BRANDS.vero, BRANDS.tvg]) {
      expect(brand).toMatchObject({ type: 'magazine', country: 'nl' });
      expect(menu(brand)).toEqual([...BASE, ...REST]);
    }
    const managed = brands.filter((brand) => menu(brand).includes('changeSubscription')).map((brand) => brand.code);
    expect(managed.length).toBeGreaterThan(0);
    expect(managed).toEqual(
      brands.filter((brand) => brand.country === 'nl' && brand.type === 'paper').map((brand) => brand.code),
    );
  });

  it.each([
    {
      country: 'nl',
      kiosk: 'https://kiosk.dpgmedia.nl/',
      account: 'https://mijn.dpgmedia.nl/account',
      service: 'https://klantenservice.dpgmedia.nl/',
    },
    {
      country: 'be',
      kiosk: 'https://kiosk.dpgmedia.be/',
      account: 'https://mijn.dpgmedia.be/account',
      service: 'https://klantendienst.dpgmedia.be/',
    },
  ] as const)('the group sites of the brand’s country ($country)', ({ country, kiosk, account, service }) => {
    const items = accountMenuItems(testBrand('x', 'paper', country), signedOut);
    const target = (id: AccountMenuItemId) => {
      const url = new URL(items.find((item) => item.id === id)!.href);
      return `${url.origin}${url.pathname}`;
    };
    expect(target('kiosk')).toBe(kiosk);
    expect(target('myAccount')).toBe(account);
    expect(target('customerService')).toBe(service);
  });

  it('links leaving the shop carry exactly the tracking parameters: medium, content, brand code as source, the fixed otag', () => {
    const items = accountMenuItems(testBrand('vk', 'paper', 'nl'), signedIn);
    const leaving = items.filter((item) => item.href.startsWith('https://'));
    expect(leaving.map((item) => item.id)).toEqual([...BASE, ...MANAGE, 'customerService', 'kiosk']);
    for (const item of leaving) {
      expect([...new URL(item.href).searchParams], item.id).toEqual([
        ['utm_medium', 'internal-referral'],
        ['utm_content', 'dropdown'],
        ['utm_source', 'vk'],
        ['otag', 'shopdropdown'],
      ]);
    }
    expect(items.find((item) => item.id === 'kiosk')?.href).toBe(
      'https://kiosk.dpgmedia.nl/?utm_medium=internal-referral&utm_content=dropdown&utm_source=vk&otag=shopdropdown',
    );
  });

  it('each link leaving the shop is the brand’s own from its registry entry, with the tracking', () => {
    const links = {
      myAccount: 'https://account.example-brand.nl/mijn',
      mySubscriptions: 'https://account.example-brand.nl/abonnementen?tab=alle',
      changeSubscription: 'https://service.example-brand.nl/wijzigen',
      cancelSubscription: 'https://service.example-brand.nl/opzeggen',
      customerService: 'https://service.example-brand.nl/',
      kiosk: 'https://kiosk.example-brand.nl/',
      terms: 'https://www.example-brand.nl/voorwaarden',
      privacyStatement: 'https://www.example-brand.nl/privacy',
    };
    const items = accountMenuItems({ code: 'zz', type: 'paper', country: 'nl', links }, signedOut);
    const leaving = items.filter((item) => item.href.startsWith('https://'));
    expect(leaving.map((item) => [item.id, item.href])).toEqual(
      [...BASE, ...MANAGE, 'customerService', 'kiosk'].map((id) => [
        id,
        withDropdownTracking(links[id as keyof typeof links], 'zz'),
      ]),
    );
    expect(items.find((item) => item.id === 'mySubscriptions')?.href).toBe(
      'https://account.example-brand.nl/abonnementen?tab=alle&utm_medium=internal-referral&utm_content=dropdown&utm_source=zz&otag=shopdropdown',
    );
  });

  it('a Dutch paper brand without Abonnement wijzigen or opzeggen links shows neither item rather than a dead one', () => {
    const links = { ...LINKS.nl, changeSubscription: undefined, cancelSubscription: undefined };
    expect(
      accountMenuItems({ code: 'zz', type: 'paper', country: 'nl', links }, signedOut).map((item) => item.id),
    ).toEqual([...BASE, ...REST]);
  });

  it('Abonneren is the shop’s own / and Uitloggen the logout route back to the visitor’s page: no tracking on either', () => {
    const items = accountMenuItems(testBrand('hl', 'paper', 'be'), {
      ...signedIn,
      callbackPath: '/digitaal?mid=CAM-ZOMER1&x=a b',
    });
    expect(items.find((item) => item.id === 'subscribe')?.href).toBe('/');
    expect(items.at(-1)).toEqual({
      id: 'logout',
      icon: 'logout',
      tag: 'logout',
      href: '/api/account/logout?callback_url=%2Fdigitaal%3Fmid%3DCAM-ZOMER1%26x%3Da+b',
    });
  });

  it('every item has its own icon and analytics tag', () => {
    const items = accountMenuItems(testBrand('ad', 'paper', 'nl'), signedIn);
    expect(new Set(items.map((item) => item.tag)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.icon)).size).toBe(items.length);
  });

  it('the tracking keeps a query the target already has and replaces stale tracking', () => {
    expect(withDropdownTracking('https://kiosk.dpgmedia.be/?tab=krant&otag=old', 'hl')).toBe(
      'https://kiosk.dpgmedia.be/?tab=krant&otag=shopdropdown&utm_medium=internal-referral&utm_content=dropdown&utm_source=hl',
    );
    expect(ACCOUNT_MENU_TRACKING).toEqual({
      utm_medium: 'internal-referral',
      utm_content: 'dropdown',
      otag: 'shopdropdown',
    });
  });
});

describe('accountRouteHref (docs/rules/06-roles.md: login and logout with a callback_url)', () => {
  it.each([
    ['/api/account/login', '/', '/api/account/login?callback_url=%2F'],
    ['/api/account/login', '/studenten?gift=1', '/api/account/login?callback_url=%2Fstudenten%3Fgift%3D1'],
    ['/api/account/logout', '/puzzel/bestellen', '/api/account/logout?callback_url=%2Fpuzzel%2Fbestellen'],
  ])('%s back to %s', (route, path, href) => {
    expect(accountRouteHref(route, path)).toBe(href);
  });
});

describe('dropdown wording in the catalogs', () => {
  // docs/rules/02-routes-and-layout.md names the item 'Klantenservice' for every brand; the Belgian catalogs said
  // 'Klantendienst'.
  it.each<[Locale, string]>([
    ['nl', 'Klantenservice'],
    ['nl-formal', 'Klantenservice'],
    ['be', 'Klantenservice'],
    ['be-formal', 'Klantenservice'],
  ])('%s: the spec’s labels, customer service as %s', (locale, service) => {
    expect(CATALOGS[locale].accountMenu.items).toEqual({
      myAccount: 'Mijn account',
      mySubscriptions: 'Mijn abonnementen',
      changeSubscription: 'Abonnement wijzigen',
      cancelSubscription: 'Abonnement opzeggen',
      customerService: service,
      kiosk: 'Kiosk',
      subscribe: 'Abonneren',
      logout: 'Uitloggen',
    });
  });
});
