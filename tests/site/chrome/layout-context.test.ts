import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromeOf, encodePageKey, type PageKey } from '../../../domain/page-key.ts';
import { midSchema, type Mid } from '../../../schemas/front-office.ts';
import { ANONYMOUS } from '../../../site/account/state.ts';
import { BRANDS, findRoute } from '../../../site/brands.ts';
import { env } from '../../../site/env.ts';
import type { FrontOffice, FrontOfficeCall } from '../../../site/front-office/port.ts';
import type { PageFor } from '../../../site/page/context.ts';

/*
 * The top bar's phone number is asked as the page's blocks ask it (site/chrome/layout-context.ts): with the page's
 * mid and its seller's title, so the top bar and the page show one number; a visitor's invented mid asks for the
 * default's number, one cache entry for every such mid. The front office answers each number with the mid and title
 * it was asked for, so the number shown says what was asked.
 */

const asked = vi.hoisted(() => [] as { query: { mid?: string; title: string }; call: FrontOfficeCall }[]);
const keys = vi.hoisted(() => [] as string[][]);
vi.mock('next/cache', () => ({
  unstable_cache: (load: () => unknown, key: string[]) => {
    keys.push(key);
    return load;
  },
}));
vi.mock('../../../site/monitoring/report.ts', () => ({ reportProblem: () => undefined }));
vi.mock('../../../site/front-office/index.ts', () => ({
  frontOffice: (): Partial<FrontOffice> => ({
    phoneNumber: async (query, call) => {
      asked.push({ query, call });
      return { number: `0800 ${query.title} ${query.mid}`, type: 'consumer' };
    },
    // The campaigns the front office knows: CAM-ZOMER1, and the lead's TCO-LEAD01.
    midData: async (mid) => (['CAM-ZOMER1', 'TCO-LEAD01'].includes(mid) ? { campaign: mid } : undefined),
    lead: async (leadId) => (leadId === 'LEAD-NL-0001' ? { leadId, mid: 'TCO-LEAD01' } : undefined),
  }),
}));
// next/font only runs inside Next's compiler.
vi.mock('../../../site/chrome/fonts/fonts.ts', () => ({ FONT_STACKS: new Proxy({}, { get: () => 'serif' }) }));

const { layoutBlockContext } = await import('../../../site/chrome/layout-context.ts');
const { pageContext } = await import('../../../site/page/context.ts');
const { buildVisit } = await import('../../../site/visitor/visit.ts');
const { BrandLayout } = await import('../../../site/chrome/brand-layout.tsx');

afterEach(() => {
  asked.length = 0;
  keys.length = 0;
});

const mid = (value: string): Mid => midSchema.parse(value);
const HOME = findRoute('ad', 'index')!.route;
const KATRIEN = findRoute('don', 'specialProduct', 'katrien-duck')!.route;

const sharedKey = (chrome: PageKey['chrome'], keyMid: Mid): PageKey => ({
  chrome,
  mid: keyMid,
  source: keyMid === env.DEFAULT_MID ? 'default' : 'query',
  group: 'default',
  decisions: [],
});

async function visitorPage(code: 'ad' | 'don', path: string, search: string): Promise<PageFor> {
  const visit = await buildVisit({
    brand: BRANDS[code],
    path,
    search,
    cookie: () => undefined,
    header: (name) => (name === 'host' ? `${code}.localhost` : null),
    experiments: { decisions: [] },
  });
  return { kind: 'visitor', visit };
}

describe('the top bar’s number: asked with the page’s mid and title, as the page’s blocks ask it', () => {
  it.each([
    {
      name: 'a shared page of no campaign: the default mid',
      code: 'ad' as const,
      route: HOME,
      page: async (): Promise<PageFor> => ({ kind: 'shared', key: sharedKey('consumer', env.DEFAULT_MID) }),
      asks: { mid: env.DEFAULT_MID, title: 'AD' },
      token: env.DEFAULT_MID,
    },
    {
      name: 'a shared page of a campaign: the campaign’s mid',
      code: 'ad' as const,
      route: HOME,
      page: async (): Promise<PageFor> => ({ kind: 'shared', key: sharedKey('consumer', mid('CAM-ZOMER1')) }),
      asks: { mid: 'CAM-ZOMER1', title: 'AD' },
      token: 'CAM-ZOMER1',
    },
    {
      name: 'a title sold as a brand of its own (katri on don): its title, the campaign’s mid',
      code: 'don' as const,
      route: KATRIEN,
      page: async (): Promise<PageFor> => ({ kind: 'shared', key: sharedKey('seller-katri', mid('CAM-ZOMER1')) }),
      asks: { mid: 'CAM-ZOMER1', title: 'KATRI' },
      token: 'CAM-ZOMER1',
    },
    {
      name: 'a visitor’s own page with a campaign the front office knows: its mid',
      code: 'ad' as const,
      route: HOME,
      page: () => visitorPage('ad', '/', '?mid=cam-zomer1'),
      asks: { mid: 'CAM-ZOMER1', title: 'AD' },
      token: 'CAM-ZOMER1',
    },
    {
      name: 'a visitor’s own page with a lead: the lead’s mid',
      code: 'ad' as const,
      route: HOME,
      page: () => visitorPage('ad', '/', '?leadId=LEAD-NL-0001&mid=CAM-ZOMER1'),
      asks: { mid: 'TCO-LEAD01', title: 'AD' },
      token: 'TCO-LEAD01',
    },
    {
      name: 'a visitor’s own page with an invented mid: the default’s number, the visitor’s mid as X-Mid-Token',
      code: 'ad' as const,
      route: HOME,
      page: () => visitorPage('ad', '/', '?mid=CAM-NOPE42'),
      asks: { mid: env.DEFAULT_MID, title: 'AD' },
      token: 'CAM-NOPE42',
    },
  ])('$name', async ({ code, route, page, asks, token }) => {
    const pageFor = await page();
    const onPage = await pageContext(BRANDS[code], route, pageFor);
    const topBar = await layoutBlockContext(BRANDS[code], chromeOf(route), pageFor);
    const number = `0800 ${asks.title} ${asks.mid}`;
    expect(onPage.blocks.brand.phoneNumber).toBe(number);
    expect(topBar.brand.phoneNumber, 'the top bar shows the page’s number').toBe(number);
    expect(asked.map(({ query }) => query)).toEqual([asks, asks]);
    expect(asked.map(({ call }) => call.mid)).toEqual([token, token]);
  });

  it('invented mids on visitors’ own pages share the default’s cache entry: one, however many mids', async () => {
    for (const invented of ['CAM-NOPE41', 'CAM-NOPE42', 'CAM-NOPE43']) {
      const pageFor = await visitorPage('ad', '/', `?mid=${invented}`);
      await layoutBlockContext(BRANDS.ad, 'consumer', pageFor);
    }
    const numbers = keys.filter(([name]) => name === 'phone-number').map((key) => key.join(' '));
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers)).toEqual(new Set([`phone-number ad ${env.DEFAULT_MID}`]));
  });
});

describe('the branded layout hands its document the page it is drawn for', () => {
  const pageOf = async (params: { brand: string; key?: string; chrome?: string }, visit?: PageFor) => {
    const element = await BrandLayout({
      params: Promise.resolve(params),
      account: ANONYMOUS,
      children: null,
      ...(visit?.kind === 'visitor' ? { visit: visit.visit } : {}),
    });
    return (element.props as { page: PageFor }).page;
  };
  const campaign = sharedKey('consumer', mid('CAM-ZOMER1'));
  const forged = `consumer.${Buffer.from(JSON.stringify(['<b>', 'query', 'default', []])).toString('base64url')}`;

  it.each([
    ['a shared page’s key: its mid', { brand: 'ad', key: encodePageKey(campaign, 'ad') }, campaign],
    ['the anonymous key: the default mid', { brand: 'ad', key: 'consumer' }, sharedKey('consumer', env.DEFAULT_MID)],
    [
      'a segment that is no key (no mid): the default mid',
      { brand: 'ad', key: forged },
      sharedKey('consumer', env.DEFAULT_MID),
    ],
  ])('%s', async (_, params, key) => {
    expect(await pageOf(params)).toEqual({ kind: 'shared', key });
  });

  it('a visitor’s own page: their Visit, whose mid the page asks with', async () => {
    const visitor = await visitorPage('ad', '/', '?mid=CAM-ZOMER1');
    expect(await pageOf({ brand: 'ad', chrome: 'consumer' }, visitor)).toEqual(visitor);
  });
});
