import { describe, expect, it } from 'vitest';
import { routesFor } from '../../../domain/routes.ts';
import { REGION_COUNTERPARTS } from '../../../domain/region-notice.ts';
import { BRANDS } from '../../../brands/generated/brands.ts';
import { ROUTES } from '../../../brands/generated/routes.ts';
import {
  A11Y_STATES,
  A11Y_WIDTHS,
  a11yPageKeys,
  a11yVisits,
  type A11yRegistry,
} from '../../../e2e/accessibility/a11y-pages.ts';

/** A registry of two brands, one of them new: a Dutch paper with the digital offer and a special title. */
const FIXTURE: A11yRegistry = {
  brands: { old: { country: 'nl' }, zz: { country: 'be' } },
  routes: {
    old: routesFor({ type: 'magazine', digital: false, specials: [] }),
    zz: routesFor({ type: 'paper', digital: true, specials: [{ slug: 'zz-puzzel' }] }),
  },
  regionNotice: { zz: { visitorCountry: 'nl' } },
};

const keysOf = (registry: A11yRegistry) => a11yPageKeys(a11yVisits(registry));

describe('the accessibility stage’s pages (e2e/accessibility/a11y-pages.ts)', () => {
  it('covers a new brand’s every route, in every state a visitor meets there, at both widths', () => {
    const keys = new Set(keysOf(FIXTURE).filter((key) => key.startsWith('zz ')));
    const onEveryRoute = [
      'default',
      'consent-banner',
      'consent-settings',
      'account-menu',
      'policy-dialog',
      'widget-closed',
      'error-page',
      'region-notice',
    ] as const;
    for (const width of A11Y_WIDTHS) {
      for (const route of FIXTURE.routes.zz!) {
        for (const state of onEveryRoute) expect(keys).toContain(`zz ${route.path} ${state} ${width}`);
        if (route.name !== 'bedankt')
          for (const state of ['campaign', 'lead'] as const)
            expect(keys).toContain(`zz ${route.path} ${state} ${width}`);
      }
      for (const form of ['/bestellen', '/studenten/bestellen', '/zz-puzzel/bestellen']) {
        for (const state of ['order-errors', 'gift', 'payment-unpaid'] as const)
          expect(keys).toContain(`zz ${form} ${state} ${width}`);
      }
      for (const form of ['/bestellen', '/studenten/bestellen'])
        expect(keys).toContain(`zz ${form} gift-order-errors ${width}`);
      expect(keys).not.toContain(`zz /zz-puzzel/bestellen gift-order-errors ${width}`);
      for (const state of ['gift', 'editor-preview', 'campaign-lead', 'campaign-failed'] as const)
        expect(keys).toContain(`zz / ${state} ${width}`);
      expect(keys).toContain(`zz /actie actie-errors ${width}`);
      expect(keys).toContain(`zz /bedankt payment-pending ${width}`);
      expect(keys).toContain(`zz /bedankt payment-paid ${width}`);
      expect(keys).toContain(`zz /Niet_Bestaand not-found ${width}`);
    }
    // 11 routes: 8 states on each, campaign and lead on 10, gift on 4, order errors and unpaid on 3, the gift's errors
    // on 2; pending, paid, the editor's view, the campaign with a lead, the failing campaign and the /actie errors on
    // 1; and the 404 page.
    expect(keys.size).toBe(2 * (11 * 8 + 10 * 2 + 4 + 3 * 2 + 2 + 6 * 1 + 1));
  });

  it('leaves out the states a route never shows', () => {
    const keys = keysOf(FIXTURE);
    expect(keys).not.toContain('old /bedankt campaign 412');
    expect(keys).not.toContain('old /digitaal default 412');
    expect(keys).not.toContain('old / order-errors 1280');
    expect(keys).not.toContain('old /actie payment-pending 1280');
    expect(keys.filter((key) => key.startsWith('old ') && key.includes(' region-notice '))).toEqual([]);
  });

  it('names every page once, and every state of the list on the real registry', () => {
    const keys = keysOf({ brands: BRANDS, routes: ROUTES, regionNotice: REGION_COUNTERPARTS });
    expect(new Set(keys).size).toBe(keys.length);
    const states = new Set(keys.map((key) => key.split(' ')[2]));
    expect([...states].sort()).toEqual([...A11Y_STATES].sort());
    for (const code of Object.keys(BRANDS) as (keyof typeof BRANDS)[]) {
      for (const route of ROUTES[code])
        for (const width of A11Y_WIDTHS) expect(keys).toContain(`${code} ${route.path} default ${width}`);
    }
  });

  it('asks the thank-you page with an order, and the region notice from the other country', () => {
    const visits = a11yVisits(FIXTURE);
    expect(
      visits
        .filter((visit) => visit.route === '/bedankt' && visit.states.includes('default'))
        .every((visit) => visit.order === 'placed'),
    ).toBe(true);
    expect(visits.find((visit) => visit.states.includes('payment-pending'))?.order).toBe('awaiting-payment');
    expect(visits.find((visit) => visit.states.includes('payment-paid'))?.order).toBe('paid-online');
    expect(visits.find((visit) => visit.states.includes('region-notice'))?.visitorCountry).toBe('nl');
    expect(visits.find((visit) => visit.brand === 'zz' && visit.states.includes('lead'))?.path).toBe(
      '/?leadId=LEAD-BE-0001',
    );
  });

  it('asks the error page and the 404 page for their own statuses, every other page for a 200', () => {
    const visits = a11yVisits(FIXTURE);
    const statusOf = (state: string) =>
      new Set(visits.filter((v) => v.states.includes(state as never)).map((v) => v.status));
    expect(statusOf('error-page')).toEqual(new Set([500]));
    expect(statusOf('not-found')).toEqual(new Set([404]));
    expect(statusOf('default')).toEqual(new Set([undefined]));
    expect(visits.find((visit) => visit.states.includes('campaign-failed'))?.path).toBe('/?mid=CAM-FAIL01');
  });
});
