import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../../domain/messages/index.ts';
import { orderFormErrors, orderFormErrorText } from '../../../domain/order-form/errors.ts';
import { orderFormSchema } from '../../../domain/order-form/schema.ts';
import { START_DATE_MAX_MONTHS } from '../../../domain/order-form/start-date.ts';
import type { Locale } from '../../../schemas/locale.ts';
import { MAX_LENGTH, ORDER_FORM_ERROR_CODES, ORDER_FORM_FIELDS } from '../../../schemas/order-form.ts';

const LOCALES = Object.keys(CATALOGS) as Locale[];
const countryOf = (locale: Locale) => (locale.startsWith('be') ? 'be' : 'nl');

describe('the order form in every locale', () => {
  const rows = LOCALES.flatMap((locale) => ORDER_FORM_ERROR_CODES.map((code) => ({ locale, code })));

  it.each(rows)('$locale words $code', ({ locale, code }) => {
    const text = orderFormErrorText(code, CATALOGS[locale]);
    expect(text.trim()).not.toBe('');
    expect(text).not.toBe(code);
    expect(text).not.toMatch(/\{\w+\}/); // every placeholder filled
  });

  it.each(LOCALES)('%s labels every field', (locale) => {
    const labels: Readonly<Record<string, string>> = CATALOGS[locale].orderForm.labels;
    expect(ORDER_FORM_FIELDS.filter((field) => !labels[field]?.trim())).toEqual([]);
  });

  it.each(LOCALES)('%s names the limits the schema applies', (locale) => {
    const messages = CATALOGS[locale];
    expect(orderFormErrorText('firstName.tooLong', messages)).toContain(String(MAX_LENGTH.firstName));
    expect(orderFormErrorText('city.tooLong', messages)).toContain(String(MAX_LENGTH.city));
    expect(orderFormErrorText('startDate.tooLate', messages)).toContain(String(START_DATE_MAX_MONTHS));
  });

  it.each<[Locale, string]>([
    ['nl', 'Vul je postcode in'],
    ['nl-formal', 'Vul uw postcode in'],
    ['be', 'Vul je postcode in'],
    ['be-formal', 'Vul uw postcode in'],
  ])('%s: %s', (locale, text) => {
    expect(orderFormErrorText('postalCode.required', CATALOGS[locale])).toBe(text);
  });

  it.each<[Locale, RegExp]>([
    ['nl', /gsm/i],
    ['nl-formal', /gsm/i],
  ])('%s does not use the Belgian word for a mobile (%s)', (locale, belgian) => {
    const texts = [
      ...Object.values(CATALOGS[locale].orderForm.errors),
      ...Object.values(CATALOGS[locale].orderForm.labels),
    ];
    expect(texts.filter((text) => belgian.test(text))).toEqual([]);
  });

  it.each<[Locale]>([['be'], ['be-formal']])('%s asks for a gsm and a rekeningnummer', (locale) => {
    const { labels, errors } = CATALOGS[locale].orderForm;
    expect(labels.phone).toMatch(/gsm/);
    expect(labels.iban).toMatch(/rekeningnummer/i);
    expect(errors['iban.required']).toMatch(/rekeningnummer/);
  });

  // What a visitor is shown as an example must be accepted when typed in as shown.
  describe('every example shown is accepted by the schema of its country', () => {
    const FORM = {
      gender: 'U',
      firstName: 'Sam',
      lastName: 'Peeters',
      dateOfBirthDay: '27',
      dateOfBirthMonth: '3',
      dateOfBirthYear: '1985',
      email: 'sam@example.org',
      phone: '+31 6 12345678',
      houseNumber: '1',
      street: 'Kerkstraat',
      city: 'Ergens',
      paymentMethod: 'direct-debit',
      terms: 'on',
      adult: 'on',
    };
    /** Valid values of each country, other than the examples. */
    const ADDRESS = {
      nl: { postalCode: '9999 ZZ', iban: 'NL20INGB0001234567' },
      be: { postalCode: '9000', iban: 'BE71096123456769' },
    };
    /** The example in a text: what follows "Bijvoorbeeld" or ", zoals", up to a full stop or the end. */
    const example = (text: string) => /(?:Bijvoorbeeld|, zoals) (.+?)(?:\.\s|$)/.exec(text)?.[1];

    it.each(LOCALES)('%s', (locale) => {
      const { hints, errors } = CATALOGS[locale].orderForm;
      const schema = orderFormSchema({ country: countryOf(locale), today: '2026-05-15' });
      const form = { ...FORM, ...ADDRESS[countryOf(locale)] };
      const examples = {
        postalCode: [example(hints.postalCode), example(errors['postalCode.invalid'])],
        iban: [example(hints.iban), example(errors['iban.invalid'])],
        phone: [example(hints.phone), example(errors['phone.invalid'])],
        email: [example(errors['email.invalid'])],
        houseNumberAddition: [example(errors['houseNumberAddition.invalid'])?.split(' of ')[0]],
      };
      const [day, month, year] = (example(hints.dateOfBirth) ?? '').split(' ');
      const refused = Object.entries(examples).flatMap(([field, values]) =>
        values
          .filter((value) => value === undefined || !schema.safeParse({ ...form, [field]: value }).success)
          .map((value) => `${field}: ${value}`),
      );
      expect(refused).toEqual([]);
      expect(
        schema.safeParse({
          ...form,
          postalCode: examples.postalCode[0],
          iban: examples.iban[0],
          dateOfBirthDay: day,
          dateOfBirthMonth: month,
          dateOfBirthYear: year,
        }).success,
      ).toBe(true);
    });
  });

  it.each<[Locale, string, string]>([
    ['nl', '1234 AB', 'NL91 ABNA 0417 1643 00'],
    ['nl-formal', '1234 AB', 'NL91 ABNA 0417 1643 00'],
    ['be', '1000', 'BE68 5390 0754 7034'],
    ['be-formal', '1000', 'BE68 5390 0754 7034'],
  ])("%s gives its country's examples", (locale, postalCode, iban) => {
    const { hints, errors } = CATALOGS[locale].orderForm;
    expect(hints.postalCode).toContain(postalCode);
    expect(errors['postalCode.invalid']).toContain(postalCode);
    expect(hints.iban).toContain(iban);
    expect(errors['iban.invalid']).toContain(iban);
  });
});

describe('orderFormErrors: what the form shows beside fields and in the summary', () => {
  const issue = (path: PropertyKey[], message: string) => ({ path, message });

  it('one per field, its first, in the order of the form', () => {
    expect(
      orderFormErrors([
        issue(['iban'], 'iban.invalid'),
        issue(['firstName'], 'firstName.required'),
        issue(['firstName'], 'firstName.tooLong'),
        issue(['dateOfBirth'], 'dateOfBirth.underage'),
      ]),
    ).toEqual([
      { field: 'firstName', code: 'firstName.required' },
      { field: 'dateOfBirth', code: 'dateOfBirth.underage' },
      { field: 'iban', code: 'iban.invalid' },
    ]);
  });

  it("a date part's error is the date of birth's", () => {
    expect(orderFormErrors([issue(['dateOfBirthMonth'], 'dateOfBirth.invalid')])).toEqual([
      { field: 'dateOfBirth', code: 'dateOfBirth.invalid' },
    ]);
  });

  it("the form's own error comes first, and a message that is no code is never shown as it is", () => {
    expect(
      orderFormErrors([
        issue(['email'], 'email.invalid'),
        issue([], 'form.invalid'),
        issue(['phone'], 'Invalid input'),
      ]),
    ).toEqual([
      { field: null, code: 'form.invalid' },
      { field: 'email', code: 'email.invalid' },
      { field: 'phone', code: 'form.invalid' },
    ]);
  });

  it('works on the issues of a real parse', () => {
    const result = orderFormSchema({ country: 'nl', today: '2026-05-15' }).safeParse({
      paymentMethod: 'ideal',
      terms: 'on',
    });
    expect(result.success).toBe(false);
    const errors = orderFormErrors(result.success ? [] : result.error.issues);
    expect(errors.map(({ field }) => field)).toEqual([
      'gender',
      'firstName',
      'lastName',
      'dateOfBirth',
      'email',
      'phone',
      'postalCode',
      'houseNumber',
      'street',
      'city',
      'idealBank',
      'adult',
    ]);
  });

  it('no errors, no list', () => {
    expect(orderFormErrors([])).toEqual([]);
  });
});
