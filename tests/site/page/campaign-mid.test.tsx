import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFormBlockSchema } from '../../../blocks/order-form/schema.ts';
import { resolveOrderForm } from '../../../blocks/order-form/resolver.ts';
import { INITIAL_ORDER_FORM_STATE } from '../../../domain/order-form/form-state.ts';
import { VISITOR_COOKIES } from '../../../domain/visitor-state.ts';
import { BRANDS, findRoute } from '../../../site/brands.ts';
import type { FrontOffice } from '../../../site/front-office/port.ts';
import { createLocalFrontOffice } from '../../../site/front-office/local.ts';
import { ORDER_FORM } from '../../domain/order-form/fixtures.ts';
import { shownPayment } from '../../../domain/order-form/to-order.ts';
import { catalogQuery } from '../../../site/front-office/brand-query.ts';
import { env } from '../../../site/env.ts';
import { midSchema, type Mid } from '../../../schemas/front-office.ts';

/*
 * docs/rules/04-states-and-flows.md: a well-formed mid is the visitor's active mid; docs/rules/08-errors.md: mid data
 * errors are logged and nothing is shown. A campaign the front office does not know (CAM-NOPE42: its mid data is a
 * 404), or cannot be asked about (CAM-DOWN01: its mid data fails), keeps its mid on the order page, in the query or
 * stored: the page event's mid, the order form's, and the order the front office stores and is asked with. The front
 * office is the local stand-in, in process, every call recorded.
 */

const calls: { readonly method: string; readonly args: readonly unknown[] }[] = [];
const problems = vi.hoisted(() => [] as string[]);
let dataDir: string;
let standIn: FrontOffice;
let orderPage = '/bestellen';

vi.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'ad.localhost', 'x-shop-visitor-path': orderPage, 'next-action': 'x' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
vi.mock('../../../site/monitoring/report.ts', () => ({ reportProblem: (problem: string) => problems.push(problem) }));
vi.mock('../../../site/front-office/index.ts', () => ({
  // Every call recorded, then answered by the stand-in; CAM-DOWN01's mid data fails.
  frontOffice: () =>
    new Proxy(standIn, {
      get:
        (target, method: keyof FrontOffice) =>
        (...args: unknown[]) => {
          calls.push({ method, args });
          if (method === 'midData' && args[0] === 'CAM-DOWN01') throw new Error('mid data: HTTP 503');
          return (target[method] as (...a: unknown[]) => unknown)(...args);
        },
    }),
}));

const { pageContext } = await import('../../../site/page/context.ts');
const { placeOrder } = await import('../../../site/order/actions.ts');
const { buildVisit } = await import('../../../site/visitor/visit.ts');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'campaign-mid-'));
  standIn = createLocalFrontOffice({ dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
beforeEach(() => {
  calls.length = 0;
  problems.length = 0;
});

/** A Dutch order as the form posts it. */
const CUSTOMER = ORDER_FORM.nl;

async function storedOrder(email: string): Promise<{ order: { mid: string } } | undefined> {
  const folder = path.join(dataDir, 'orders');
  const stored = await Promise.all(
    (await readdir(folder)).map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8'))),
  );
  return stored.find((order) => order.order.customer.email === email);
}

describe('a campaign the front office does not know, or cannot be asked about, keeps its mid on the order page', () => {
  it.each([
    { mid: 'CAM-NOPE42', lookup: 'unknown', where: 'query', search: '?mid=CAM-NOPE42', cookie: undefined },
    { mid: 'CAM-DOWN01', lookup: 'failing', where: 'query', search: '?mid=cam-down01', cookie: undefined },
    { mid: 'CAM-NOPE42', lookup: 'unknown', where: 'stored', search: '', cookie: 'CAM-NOPE42' },
    { mid: 'CAM-DOWN01', lookup: 'failing', where: 'stored', search: '', cookie: 'CAM-DOWN01' },
  ])('$mid, $lookup to the front office, $where', async ({ mid, lookup, where, search, cookie }) => {
    const order = findRoute('ad', 'bestellen')!.route;
    const visit = await buildVisit({
      brand: BRANDS.ad,
      path: '/bestellen',
      search,
      cookie: (name) => (name === VISITOR_COOKIES.mid ? cookie : undefined),
      header: (name) => (name === 'host' ? 'ad.localhost' : null),
      experiments: { decisions: [] },
    });
    const context = await pageContext(BRANDS.ad, order, { kind: 'visitor', visit });
    // The page event's mid (site/page/route-page.tsx renders it from activeMid), and the catalog's group the default.
    expect(context.activeMid.mid).toBe(mid);
    expect(context.blocks.visitor.group).toBe('default');
    expect(calls.filter((call) => call.method === 'midData').map((call) => call.args[0])).toEqual([mid]);
    expect(problems).toEqual(lookup === 'failing' ? ['front-office: mid data for ad failed'] : []);

    const form = await resolveOrderForm(
      orderFormBlockSchema.parse({ _uid: 'of', component: 'order-form' }),
      context.blocks,
    );
    expect(form.state).toBe('form');
    if (form.state !== 'form') return;
    expect(form.props.context.mid).toBe(mid);

    const email = `${mid.toLowerCase()}-${where}@example.nl`;
    orderPage = `/bestellen${search}`;
    const posted = new FormData();
    for (const [name, value] of Object.entries({ ...form.props.context, ...CUSTOMER, email }))
      posted.set(name, String(value));
    calls.length = 0;
    expect(await placeOrder(INITIAL_ORDER_FORM_STATE, posted)).toMatchObject({ status: 'placed' });
    expect((await storedOrder(email))?.order.mid).toBe(mid);
    expect(calls.filter((call) => call.method === 'placeOrder').map((call) => call.args[2])).toMatchObject([{ mid }]);
  });
});

/*
 * A campaign's shop window is the default offer's while its target group is not had in time (domain/page-key.ts
 * pageKey), and its own once it is: CAM-ZOMER1's propositions have uuids of their own. Its order page keeps what the
 * visitor chose from either window, in the form, in the order placed and in the mid it is placed with; a choice on
 * offer in neither is told unavailable and reported.
 */
describe('the shop window’s choice kept on a campaign’s order page, whichever window the visitor saw', () => {
  const CAMPAIGN = midSchema.parse('CAM-ZOMER1');
  const offer = async (mid: Mid) => {
    const answer = await standIn.catalog(catalogQuery(BRANDS.ad, 'default'), { mid, clientPath: '/' });
    // A discounted one, as the shop window shows per formula: the plain ones are every mid's fallback group's too.
    return answer.propositions.find(
      (each) => each.formula.code === 'compleet' && each.discount && !each.isTemporaryPromo,
    )!;
  };

  async function orderPageFor(propositionId: string) {
    const visit = await buildVisit({
      brand: BRANDS.ad,
      path: '/bestellen',
      search: `?mid=${CAMPAIGN}&propositionId=${propositionId}`,
      cookie: () => undefined,
      header: (name) => (name === 'host' ? 'ad.localhost' : null),
      experiments: { decisions: [] },
    });
    const context = await pageContext(BRANDS.ad, findRoute('ad', 'bestellen')!.route, { kind: 'visitor', visit });
    return resolveOrderForm(orderFormBlockSchema.parse({ _uid: 'of', component: 'order-form' }), context.blocks);
  }

  it.each([
    { window: 'the default offer’s', mid: env.DEFAULT_MID },
    { window: 'the campaign’s', mid: CAMPAIGN },
  ])('$window window: the chosen proposition, placed with the campaign’s mid', async ({ window, mid }) => {
    const chosen = await offer(mid);
    const other = await offer(mid === CAMPAIGN ? env.DEFAULT_MID : CAMPAIGN);
    expect(chosen.uuid, 'the two windows offer other uuids').not.toBe(other.uuid);
    const form = await orderPageFor(chosen.uuid);
    expect(form.state).toBe('form');
    if (form.state !== 'form') return;
    expect(form.props.context).toMatchObject({ propositionId: chosen.uuid, mid: CAMPAIGN });
    expect(form.props.context.paymentAmount, 'the price the window showed').toBe(
      String(shownPayment(chosen).paymentAmount),
    );

    const email = `zomer-${window === 'the campaign’s' ? 'own' : 'default'}@example.nl`;
    orderPage = `/bestellen?mid=${CAMPAIGN}&propositionId=${chosen.uuid}`;
    const posted = new FormData();
    for (const [name, value] of Object.entries({ ...form.props.context, ...CUSTOMER, email }))
      posted.set(name, String(value));
    expect(await placeOrder(INITIAL_ORDER_FORM_STATE, posted)).toMatchObject({ status: 'placed' });
    expect(await storedOrder(email)).toMatchObject({ order: { mid: CAMPAIGN, propositionUuid: chosen.uuid } });
    expect(problems).toEqual([]);
  });

  it('a choice on offer in neither catalog: told it cannot be ordered, and reported', async () => {
    const form = await orderPageFor('gone-1');
    expect(form).toMatchObject({ state: 'unavailable', message: expect.stringContaining('niet te bestellen') });
    expect(problems).toEqual([
      "order form: ad's proposition gone-1 is in neither CAM-ZOMER1's catalog " +
        "nor the default offer's; told unavailable",
    ]);
  });
});
