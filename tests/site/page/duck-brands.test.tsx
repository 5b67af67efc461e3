import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveOrderConfirmation } from '../../../blocks/order-confirmation/resolver.ts';
import { orderFormBlockSchema } from '../../../blocks/order-form/schema.ts';
import { resolveOrderForm } from '../../../blocks/order-form/resolver.ts';
import { INITIAL_ORDER_FORM_STATE } from '../../../domain/order-form/form-state.ts';
import { orderConfirmationBlockSchema } from '../../../blocks/order-confirmation/schema.ts';
import type { RouteEntry } from '../../../domain/routes.ts';
import { BRANDS, findRoute } from '../../../site/brands.ts';
import type { FrontOffice } from '../../../site/front-office/port.ts';
import { createLocalFrontOffice } from '../../../site/front-office/local.ts';
import { PageAnalytics } from '../../../site/page/page-analytics.tsx';
import { BRAND_PHONE_NUMBERS } from '../../../stand-ins/front-office/phone-numbers.ts';

/*
 * docs/rules/02-routes-and-layout.md: 'Slugs katrien-duck and donald-duck-junior map to brand codes katri and ddj.'
 * Each row is a page of Donald Duck's shop, followed through every place a brand code is used: the catalog request, the
 * phone number, the business hours, the analytics brand, the order form's brand, the order the front office stores and
 * the thank-you page's purchase event. The front office is the local stand-in, in process, with every call recorded.
 */

const calls: { readonly method: string; readonly args: readonly unknown[] }[] = [];
let dataDir: string;
let standIn: FrontOffice;

vi.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
vi.mock('next/headers', () => ({
  // The order action's brand is the host's and the page's (docs/adr/0018): each order test sets its page.
  headers: async () => new Headers({ host: 'don.localhost', 'x-shop-visitor-path': orderPage, 'next-action': 'x' }),
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, value: string) => placedCookies.push({ name, value }),
  }),
}));
vi.mock('../../../site/front-office/index.ts', () => ({
  // Every call recorded, then answered by the stand-in.
  frontOffice: () =>
    new Proxy(standIn, {
      get:
        (target, method: keyof FrontOffice) =>
        (...args: unknown[]) => {
          calls.push({ method, args });
          return (target[method] as (...a: unknown[]) => unknown)(...args);
        },
    }),
}));

const placedCookies: { name: string; value: string }[] = [];
let orderPage = '/bestellen';

const { pageContext } = await import('../../../site/page/context.ts');
const { placeOrder } = await import('../../../site/order/actions.ts');
const { openPlacedOrder } = await import('../../../site/payments/placed-order-cookie.ts');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'duck-brands-'));
  standIn = createLocalFrontOffice({ dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
beforeEach(() => {
  calls.length = 0;
  placedCookies.length = 0;
});

const callsOf = (method: keyof FrontOffice) =>
  calls.filter((call) => call.method === method).map((call) => call.args[0]);

/** A Dutch order as the form posts it (see tests/domain/order-form/schema.test.ts). */
const CUSTOMER = {
  gender: 'F',
  firstName: 'Anna',
  lastName: 'Berg',
  dateOfBirthDay: '8',
  dateOfBirthMonth: '3',
  dateOfBirthYear: '1990',
  phone: '06-12345678',
  postalCode: '1234 AB',
  houseNumber: '12',
  street: 'Dorpsstraat',
  city: 'Amsterdam',
  paymentMethod: 'direct-debit',
  iban: 'NL91ABNA0417164300',
  terms: 'on',
  adult: 'on',
};

function route(name: RouteEntry['name'], special?: string): RouteEntry {
  const found = findRoute('don', name, special);
  if (!found) throw new Error(`don has no ${name} ${special ?? ''}`);
  return found.route;
}

describe('the Duck titles are brands of their own on Donald Duck’s shop (docs/rules/02-routes-and-layout.md)', () => {
  it.each([
    { page: '/katrien-duck', special: 'katrien-duck', code: 'katri' },
    { page: '/donald-duck-junior', special: 'donald-duck-junior', code: 'ddj' },
    { page: '/donald-duck-pocket', special: 'donald-duck-pocket', code: 'don' },
    { page: '/', special: undefined, code: 'don' },
  ])('$page: catalog, phone number, business hours, analytics and order are $code’s', async ({ special, code }) => {
    const shown = special ? route('specialProduct', special) : route('index');
    const { blocks } = await pageContext(BRANDS.don, shown);

    // The catalog: the seller's; a special of the shop's own brand asks for that special only.
    const propositions = await blocks.services.propositions({ group: 'default', special: shown.special });
    const [catalog] = callsOf('catalog') as { brandCode: string; brandSlug?: string }[];
    expect(catalog?.brandCode).toBe(code);
    expect(catalog?.brandSlug).toBe(code === 'don' ? special : undefined);
    expect(propositions?.length).toBeGreaterThan(0);
    expect(propositions?.every((proposition) => proposition.brandCode === code)).toBe(true);

    // The phone number (the stand-in gives katri, ddj and don numbers of their own) and the business hours.
    expect(callsOf('phoneNumber')).toMatchObject([{ title: code.toUpperCase() }]);
    expect(blocks.brand.phoneNumber).toBe(BRAND_PHONE_NUMBERS[code]);
    await blocks.services.businessHours();
    expect(callsOf('businessHours')).toEqual([code.toUpperCase()]);

    // The analytics page event, as route-page.tsx renders it from the context.
    const html = renderToStaticMarkup(
      <PageAnalytics
        brand={{ code: blocks.brand.code, locale: 'nl' }}
        route={shown}
        mid="CAM-AAAAAA"
        tagManager={undefined}
      />,
    );
    expect(html).toContain(`"brand":"${code}"`);

    // The page keeps its shop's look and words: only the brand code is the seller's.
    expect(blocks.brand.name).toBe('Donald Duck');
  });

  it.each([
    { special: 'katrien-duck', code: 'katri' },
    { special: 'donald-duck-junior', code: 'ddj' },
    { special: 'donald-duck-pocket', code: 'don' },
  ])(
    'an order on /$special/bestellen is $code’s: the form, the stored order and the purchase event',
    async ({ special, code }) => {
      const { blocks } = await pageContext(BRANDS.don, route('specialProduct-bestellen', special));
      const form = await resolveOrderForm(orderFormBlockSchema.parse({ _uid: 'of', component: 'order-form' }), blocks);
      expect(form.state).toBe('form');
      if (form.state !== 'form') return;
      expect(form.props.context.brand).toBe(code);

      const email = `${special}@example.nl`;
      orderPage = `/${special}/bestellen`;
      const posted = new FormData();
      for (const [name, value] of Object.entries({ ...form.props.context, ...CUSTOMER, email }))
        posted.set(name, String(value));
      const state = await placeOrder(INITIAL_ORDER_FORM_STATE, posted);
      expect(state).toMatchObject({ status: 'placed' });

      const folder = path.join(dataDir, 'orders');
      const stored = await Promise.all(
        (await readdir(folder)).map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8'))),
      );
      expect(stored.filter((order) => order.order.customer.email === email).map((order) => order.brandCode)).toEqual([
        code,
      ]);

      const placed = await openPlacedOrder(placedCookies[0]!.value);
      if (!placed) throw new Error('the thank-you cookie does not open');
      expect(placed.brandCode).toBe(code);
      const thanks = await pageContext(BRANDS.don, route('bedankt'));
      const confirmation = await resolveOrderConfirmation(
        orderConfirmationBlockSchema.parse({ _uid: 'oc', component: 'order-confirmation' }),
        {
          ...thanks.blocks,
          visitor: { ...thanks.blocks.visitor, placedOrder: placed },
        },
      );
      expect(confirmation?.purchaseEvent).toMatchObject({ ecommerce: { items: [{ item_brand: code }] } });
    },
  );
});
