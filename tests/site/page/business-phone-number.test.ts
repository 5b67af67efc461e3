import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousKey } from '../../../domain/page-key.ts';
import { BUSINESS_PHONE_NUMBERS } from '../../../domain/phone-numbers.ts';
import type { RouteEntry } from '../../../domain/routes.ts';
import { BRANDS } from '../../../site/brands.ts';
import { env } from '../../../site/env.ts';
import type { FrontOffice } from '../../../site/front-office/port.ts';
import type { PageFor } from '../../../site/page/context.ts';

/*
 * The business page's number (docs/rules/02-routes-and-layout.md, docs/rules/09-constants-and-limits.md) is the front
 * office's business answer for the brand (site/page/context.ts, site/front-office/shared-data.ts); the constant of
 * domain/phone-numbers.ts only when it has none, and then logged. On the page and in its top bar
 * (site/chrome/layout-context.ts), a visitor in a phone-number experiment included.
 */

const problems = vi.hoisted(() => [] as string[]);
const business = vi.hoisted(() => ({ answer: undefined as string | undefined }));
const asked = vi.hoisted(() => [] as unknown[]);
vi.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
vi.mock('../../../site/monitoring/report.ts', () => ({ reportProblem: (problem: string) => problems.push(problem) }));
vi.mock('../../../site/front-office/index.ts', () => ({
  frontOffice: (): Partial<FrontOffice> => ({
    phoneNumber: async (query, call) => {
      asked.push({ query, call });
      return query.business ? business.answer : '088 - 0505 001';
    },
  }),
}));

const { pageContext } = await import('../../../site/page/context.ts');
const { layoutBlockContext } = await import('../../../site/chrome/layout-context.ts');

afterEach(() => {
  problems.length = 0;
  asked.length = 0;
  business.answer = undefined;
});

const ZAKELIJK: RouteEntry = { path: '/zakelijk', name: 'zakelijk' };
/** ad's phone-number test: variation_1 gives 088 - 0505 101 (domain/experiments/variants.ts). */
const PHONE_TEST = [{ experimentKey: 'phone_number_ad', variationKey: 'variation_1' }];
const inPhoneTest: PageFor = {
  kind: 'shared',
  key: { ...anonymousKey('business', env.DEFAULT_MID), decisions: PHONE_TEST },
};

describe('/zakelijk: the front office’s business number', () => {
  it.each([
    ['ad', 'AD', '088 - 0505 077'],
    ['hl', 'HL', '03 - 303 05 77'],
  ] as const)(
    '%s: the answer to the business question, on the page and in its top bar',
    async (code, title, number) => {
      business.answer = number;
      expect(number).not.toBe(BUSINESS_PHONE_NUMBERS[BRANDS[code].country]);
      const { blocks } = await pageContext(BRANDS[code], ZAKELIJK);
      expect(blocks.brand).toMatchObject({ phoneNumber: number, fallbackPhoneNumber: number });
      expect((await layoutBlockContext(BRANDS[code], [], 'business')).brand.phoneNumber).toBe(number);
      // Asked as the business question (per brand, with the shop's own mid), and nothing else about numbers.
      expect(asked).toEqual(
        Array.from({ length: 2 }, () => ({
          query: { title, business: true },
          call: { mid: env.DEFAULT_MID, clientPath: '/' },
        })),
      );
      expect(problems).toEqual([]);
    },
  );

  it('wins over a phone-number variant’s number, on the page and in its top bar', async () => {
    business.answer = '088 - 0505 077';
    expect((await pageContext(BRANDS.ad, ZAKELIJK, inPhoneTest)).blocks.brand.phoneNumber).toBe('088 - 0505 077');
    expect((await layoutBlockContext(BRANDS.ad, PHONE_TEST, 'business')).brand.phoneNumber).toBe('088 - 0505 077');
    // The consumer pages keep the variant's number.
    expect((await layoutBlockContext(BRANDS.ad, PHONE_TEST)).brand.phoneNumber).toBe('088 - 0505 101');
  });

  it.each([
    ['no answer', undefined],
    ['a blank answer', ''],
  ])('%s: the fallback number of the brand’s country, logged', async (_, answer) => {
    business.answer = answer;
    expect((await pageContext(BRANDS.ad, ZAKELIJK)).blocks.brand.phoneNumber).toBe(BUSINESS_PHONE_NUMBERS.nl);
    expect((await pageContext(BRANDS.hl, ZAKELIJK)).blocks.brand.phoneNumber).toBe(BUSINESS_PHONE_NUMBERS.be);
    expect(problems).toEqual([
      'front-office: no business phone number for ad, the fallback shown',
      'front-office: no business phone number for hl, the fallback shown',
    ]);
  });
});
