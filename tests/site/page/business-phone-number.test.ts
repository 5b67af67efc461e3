import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousKey } from '../../../domain/page-key.ts';
import { BUSINESS_PHONE_NUMBERS } from '../../../domain/phone-numbers.ts';
import type { RouteEntry } from '../../../domain/routes.ts';
import type { PhoneNumber } from '../../../schemas/front-office.ts';
import { BRANDS } from '../../../site/brands.ts';
import { env } from '../../../site/env.ts';
import type { FrontOffice } from '../../../site/front-office/port.ts';
import type { PageFor } from '../../../site/page/context.ts';

/*
 * The business page's number (docs/rules/02-routes-and-layout.md, docs/rules/09-constants-and-limits.md) is the front
 * office's business answer for the brand (site/page/context.ts, site/front-office/shared-data.ts): a number it typed
 * 'business'. The constant of domain/phone-numbers.ts only when it has none, answers another kind of number (it
 * ignored the business question) or fails, and then logged. On the page and in its top bar
 * (site/chrome/layout-context.ts), a visitor in a phone-number experiment included.
 */

const problems = vi.hoisted(() => [] as string[]);
/** The business question's answer; an Error: the call fails with it. */
const business = vi.hoisted(() => ({ answer: undefined as PhoneNumber | Error | undefined }));
const asked = vi.hoisted(() => [] as unknown[]);
vi.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
vi.mock('../../../site/monitoring/report.ts', () => ({ reportProblem: (problem: string) => problems.push(problem) }));
vi.mock('../../../site/front-office/index.ts', () => ({
  frontOffice: (): Partial<FrontOffice> => ({
    phoneNumber: async (query, call) => {
      asked.push({ query, call });
      if (!query.business) return { number: '088 - 0505 001', type: 'consumer' };
      if (business.answer instanceof Error) throw business.answer;
      return business.answer;
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
const inPhoneTest = (chrome: 'business' | 'consumer'): PageFor => ({
  kind: 'shared',
  key: { ...anonymousKey(chrome, env.DEFAULT_MID), decisions: PHONE_TEST },
});
const asBusiness = (number: string): PhoneNumber => ({ number, type: 'business' });

describe('/zakelijk: the front office’s business number', () => {
  it.each([
    ['ad', 'AD', '088 - 0505 077'],
    ['hl', 'HL', '03 - 303 05 77'],
  ] as const)(
    '%s: the answer to the business question, on the page and in its top bar',
    async (code, title, number) => {
      business.answer = asBusiness(number);
      expect(number).not.toBe(BUSINESS_PHONE_NUMBERS[BRANDS[code].country]);
      const { blocks } = await pageContext(BRANDS[code], ZAKELIJK);
      expect(blocks.brand).toMatchObject({ phoneNumber: number, fallbackPhoneNumber: number });
      expect((await layoutBlockContext(BRANDS[code], 'business')).brand.phoneNumber).toBe(number);
      // Asked as the business question (kept per brand), with the page's mid and path (docs/rules/07-calls.md: the
      // page's and its top bar's are /zakelijk), and nothing else about numbers.
      expect(asked).toEqual(
        Array.from({ length: 2 }, () => ({
          query: { title, business: true },
          call: { mid: env.DEFAULT_MID, clientPath: '/zakelijk' },
        })),
      );
      expect(problems).toEqual([]);
    },
  );

  it('wins over a phone-number variant’s number, on the page and in its top bar', async () => {
    business.answer = asBusiness('088 - 0505 077');
    const onPage = await pageContext(BRANDS.ad, ZAKELIJK, inPhoneTest('business'));
    expect(onPage.blocks.brand.phoneNumber).toBe('088 - 0505 077');
    const topBar = await layoutBlockContext(BRANDS.ad, 'business', inPhoneTest('business'));
    expect(topBar.brand.phoneNumber).toBe('088 - 0505 077');
    // The consumer pages keep the variant's number.
    expect((await layoutBlockContext(BRANDS.ad, 'consumer', inPhoneTest('consumer'))).brand.phoneNumber).toBe(
      '088 - 0505 101',
    );
  });

  it.each([
    ['no answer', undefined],
    ['a blank answer', asBusiness('')],
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

describe('/zakelijk shows a business number only when the front office answered one as such', () => {
  const FALLBACK = BUSINESS_PHONE_NUMBERS.nl;
  it.each<[string, PhoneNumber | Error, string, string[]]>([
    ['answered as the business number', asBusiness('088 - 0505 077'), '088 - 0505 077', []],
    [
      'answered with the consumer number (the business question ignored)',
      { number: '088 - 0505 011', type: 'consumer' },
      FALLBACK,
      ['front-office: the phone number for ad is not the business number (type consumer), the fallback shown'],
    ],
    [
      'answered with a bare number, as the spec shows it (nothing says it is the business one)',
      { number: '088 - 0505 011', type: undefined },
      FALLBACK,
      ['front-office: the phone number for ad is not the business number (type none), the fallback shown'],
    ],
    ['failed', new Error('phone numbers: HTTP 503'), FALLBACK, ['front-office: business phone number for ad failed']],
  ])('%s: the page and its top bar show %s', async (_, answer, shown, logged) => {
    business.answer = answer;
    expect((await pageContext(BRANDS.ad, ZAKELIJK)).blocks.brand).toMatchObject({
      phoneNumber: shown,
      fallbackPhoneNumber: shown,
    });
    expect((await layoutBlockContext(BRANDS.ad, 'business')).brand.phoneNumber).toBe(shown);
    // Once for the page and once for its top bar: each render that shows the fallback says so.
    expect(problems).toEqual([...logged, ...logged]);
  });
});
