import { servicePlan } from '../../../domain/business-hours.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveCustomerService } from '../../../blocks/customer-service/resolver.ts';
import { customerServiceBlockSchema } from '../../../blocks/customer-service/schema.ts';
import { heroBlockSchema } from '../../../blocks/hero/schema.ts';
import { resolveHero } from '../../../blocks/hero/resolver.ts';
import { orderFormBlockSchema } from '../../../blocks/order-form/schema.ts';
import { resolveOrderForm } from '../../../blocks/order-form/resolver.ts';
import { BlockTree, resolveTree } from '../../../blocks/render-tree.tsx';
import { anonymousKey } from '../../../domain/page-key.ts';
import { DEFAULT_PHONE_NUMBER } from '../../../domain/phone-numbers.ts';
import type { RouteEntry } from '../../../domain/routes.ts';
import { BRANDS } from '../../../site/brands.ts';
import { env } from '../../../site/env.ts';
import type { FrontOffice } from '../../../site/front-office/port.ts';
import type { PageFor } from '../../../site/page/context.ts';

/*
 * docs/rules/08-errors.md: 'catalog, mid data and business-hours errors are logged, and nothing is shown for them', and
 * the messages that stand in for failed data never give a phone-number experiment's test number. The page context
 * (site/page/context.ts) and the proxy's target-group lookup against a front office whose every such call fails.
 */

const problems = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
vi.mock('../../../site/monitoring/report.ts', () => ({ reportProblem: (problem: string) => problems.push(problem) }));
const failing = (what: string) => async () => {
  throw new Error(`${what}: HTTP 503`);
};
vi.mock('../../../site/front-office/index.ts', () => ({
  frontOffice: (): Partial<FrontOffice> => ({
    catalog: failing('catalog'),
    midData: failing('mid data'),
    businessHours: failing('business hours'),
    phoneNumber: failing('phone number'),
  }),
}));

const { pageContext } = await import('../../../site/page/context.ts');
const { layoutBlockContext } = await import('../../../site/chrome/layout-context.ts');
const { targetGroup } = await import('../../../site/front-office/target-groups.ts');

afterEach(() => {
  problems.length = 0;
});

const HOME: RouteEntry = { path: '/', name: 'index' };
/** ad's phone-number test: variation_1 gives 088 - 0505 101 (domain/experiments/variants.ts). */
const TEST_NUMBER = '088 - 0505 101';
const PHONE_TEST = [{ experimentKey: 'phone_number_ad', variationKey: 'variation_1' }];
const inPhoneTest: PageFor = {
  kind: 'shared',
  key: { ...anonymousKey('consumer', env.DEFAULT_MID), decisions: PHONE_TEST },
};
/** The page of a chrome for a visitor in ad's phone-number test. */
const inPhoneTestOf = (chrome: 'consumer' | 'business'): PageFor => ({
  kind: 'shared',
  key: { ...anonymousKey(chrome, env.DEFAULT_MID), decisions: PHONE_TEST },
});
/** Any trace of the failure a visitor could see: the error's words, a status, an error page. */
const FAILURE_TRACES = /503|HTTP|error|fout|failed|Page not found/i;

describe('failed front-office data: logged, nothing shown, no test number in a fallback (docs/rules/08-errors.md)', () => {
  it('catalog: logged once; the shop window’s fallback gives the page’s own number, not the variant’s', async () => {
    const { blocks } = await pageContext(BRANDS.ad, HOME, inPhoneTest);
    expect(blocks.brand.phoneNumber, 'the variant still sets the number the page shows').toBe(TEST_NUMBER);
    const hero = await resolveHero(heroBlockSchema.parse({ _uid: 'h', component: 'hero', title: 'Abonneren' }), blocks);
    expect(hero).toEqual({
      state: 'unavailable',
      message: `Het aanbod kan op dit moment niet worden getoond. Probeer het over een paar minuten opnieuw, of bel onze klantenservice op ${DEFAULT_PHONE_NUMBER}.`,
    });
    const form = await resolveOrderForm(orderFormBlockSchema.parse({ _uid: 'o', component: 'order-form' }), blocks);
    expect(form).toMatchObject({ state: 'unavailable', message: expect.stringContaining(DEFAULT_PHONE_NUMBER) });
    expect(JSON.stringify([hero, form])).not.toContain(TEST_NUMBER);
    expect(problems.filter((problem) => problem === 'front-office: catalog for ad failed')).toHaveLength(2);
    expect(problems).toContain('front-office: phone number for ad failed');
  });

  it('business hours: logged; the widget gives the number and follows the week table alone (docs/adr/0017)', async () => {
    const { blocks } = await pageContext(BRANDS.ad, HOME);
    const data = await resolveCustomerService(
      customerServiceBlockSchema.parse({ _uid: 'cs', component: 'customer-service', variant: 'minimalistic' }),
      blocks,
    );
    expect(data).toMatchObject({ phoneNumber: DEFAULT_PHONE_NUMBER });
    // No closures and no word of the front office: the plan is the week table's, nothing learnt from the failed call.
    expect(data.clock?.plan).toEqual(
      servicePlan(BRANDS.ad.country, blocks.clock.now(), { closures: [], word: undefined }),
    );
    expect(problems).toContain('front-office: business hours for ad failed');
    const tree = await resolveTree({ _uid: 'cs', component: 'customer-service', variant: 'minimalistic' }, blocks, {
      preview: false,
    });
    const html = renderToStaticMarkup(<BlockTree tree={tree} />);
    expect(html).toContain(`Bel ${DEFAULT_PHONE_NUMBER}`);
    expect(html).not.toMatch(FAILURE_TRACES);
  });

  it('mid data: the proxy’s lookup logs it and answers "unknown", which gives the default offer', async () => {
    expect(await targetGroup(env.DEFAULT_MID, '/?mid=CAM-000001')).toBeUndefined();
    expect(problems).toEqual(['front-office: mid data failed']);
  });

  it('the business page’s top bar, in a phone-number test with the front office failing: the business number', async () => {
    const blocks = await layoutBlockContext(BRANDS.ad, 'business', inPhoneTestOf('business'));
    expect(blocks.brand.phoneNumber).toBe('088 - 0505 050');
    expect(blocks.brand.fallbackPhoneNumber).toBe('088 - 0505 050');
    expect(problems).toContain('front-office: business phone number for ad failed');
    const consumer = await layoutBlockContext(BRANDS.ad, 'consumer', inPhoneTest);
    expect(consumer.brand.phoneNumber).toBe(TEST_NUMBER);
    expect(consumer.brand.fallbackPhoneNumber).toBe(DEFAULT_PHONE_NUMBER);
  });
});
