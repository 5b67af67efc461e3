import { describe, expect, it } from 'vitest';
import { BELGIAN_SAMPLE_WHEN, SAMPLE_ORDERS, sampleOrderCountry } from '../../domain/sample-order.ts';
import { htmlLang } from '../../domain/locale.ts';
import { orderFormSchema } from '../../domain/order-form/schema.ts';

const TODAY = '2026-05-15';

describe('the developer tools’ sample orders (docs/rules/02-routes-and-layout.md: Ctrl+Shift+F)', () => {
  it.each(['nl', 'be'] as const)('the %s sample passes the order form’s schema for its country', (country) => {
    const result = orderFormSchema({ country, today: TODAY }).safeParse(SAMPLE_ORDERS[country]);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({
      terms: true,
      adult: true,
      newsletter: true,
      payment: { method: 'direct-debit' },
    });
  });

  it.each(['nl', 'be'] as const)('the %s sample also fills a student offer’s school and student number', (country) => {
    const result = orderFormSchema({ country, today: TODAY, student: true }).safeParse(SAMPLE_ORDERS[country]);
    expect(result.data?.student).toEqual({
      institution: SAMPLE_ORDERS[country].institution,
      studentNumber: SAMPLE_ORDERS[country].studentNumber,
    });
  });

  it('the Dutch sample also passes with iDEAL chosen: its bank is one the form lists', () => {
    const result = orderFormSchema({ country: 'nl', today: TODAY }).safeParse({
      ...SAMPLE_ORDERS.nl,
      paymentMethod: 'ideal',
    });
    expect(result.data?.payment).toEqual({ method: 'ideal', idealBank: SAMPLE_ORDERS.nl.idealBank });
  });

  it('the two differ where the countries do: the Dutch postal code is no Belgian one', () => {
    const result = orderFormSchema({ country: 'be', today: TODAY }).safeParse(SAMPLE_ORDERS.nl);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('postalCode');
    expect(SAMPLE_ORDERS.be.iban).toMatch(/^BE/);
    expect(SAMPLE_ORDERS.be.phone).toMatch(/^\+32/);
  });

  it('fills every field docs/rules/02-routes-and-layout.md names', () => {
    const named = [
      'gender',
      'firstName',
      'middleName',
      'lastName',
      'postalCode',
      'houseNumber',
      'phone',
      'dateOfBirthDay',
      'email',
      'iban',
      'newsletter',
      'terms',
      'adult',
    ];
    for (const sample of Object.values(SAMPLE_ORDERS))
      expect(Object.keys(sample)).toEqual(expect.arrayContaining(named));
    expect(SAMPLE_ORDERS.nl).toHaveProperty('idealBank');
  });

  it.each([
    ['abonnement.hln.be', 'nl-NL', 'be'],
    ['shop.example.be', 'nl-NL', 'be'],
    ['hl.localhost', 'nl-BE', 'be'],
    ['hl.localhost', htmlLang('be-formal'), 'be'],
    ['ad.localhost', 'nl-NL', 'nl'],
    ['abonnement.ad.nl', 'nl-NL', 'nl'],
    ['be.localhost', 'nl-NL', 'nl'],
  ] as const)('on %s with lang %s it is the %s sample', (hostname, lang, country) => {
    expect(sampleOrderCountry(hostname, lang)).toBe(country);
  });

  it('a Belgian brand’s pages have the lang the rule looks for', () => {
    expect(BELGIAN_SAMPLE_WHEN.lang).toBe(htmlLang('be'));
    expect(BELGIAN_SAMPLE_WHEN.lang).not.toBe(htmlLang('nl'));
  });
});
