import { describe, expect, it } from 'vitest';
import { orderFormSchema } from '../../../domain/order-form/schema.ts';
import type { Country } from '../../../schemas/brand.ts';
import { ORDER_FORM_ERROR_CODES, type OrderFormErrorCode } from '../../../schemas/order-form.ts';
import { ORDER_FORM as FORM } from './fixtures.ts';

/** A Friday in May; the rows that need another day of ordering say so. */
const TODAY = '2026-05-15';

/** A gift's recipient as the form posts it: a complete Dutch one, and the start date a gift needs. */
const RECIPIENT: Readonly<Record<string, unknown>> = {
  giftFirstName: 'Jan',
  giftMiddleName: 'de',
  giftLastName: 'Vries',
  giftCountry: 'nl',
  giftPostalCode: '1234ab',
  giftHouseNumber: '7',
  giftHouseNumberAddition: '',
  giftStreet: 'Kerkstraat',
  giftCity: 'Utrecht',
  giftMessage: '',
  startDate: '2026-06-01',
};

function parse(
  country: Country,
  fields: Readonly<Record<string, unknown>>,
  today = TODAY,
  student = false,
  gift = false,
) {
  return orderFormSchema({ country, today, student, gift }).safeParse({
    ...FORM[country],
    ...(gift ? RECIPIENT : {}),
    ...fields,
  });
}

/** Every issue as "path: code". */
function issues(country: Country, fields: Readonly<Record<string, unknown>>, today = TODAY): string[] {
  const result = parse(country, fields, today);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The parsed order, or the issues when there are any (so a failing row shows why). */
function parsed(country: Country, fields: Readonly<Record<string, unknown>>, today = TODAY) {
  const result = parse(country, fields, today);
  return result.success ? result.data : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('a complete order', () => {
  it('a Dutch one parses, normalised', () => {
    expect(
      parsed('nl', {
        firstName: '  Anna  Maria ',
        email: ' Anna@Example.NL ',
        postalCode: ' 1234ab',
        iban: 'nl91 abna 0417 1643 00',
        houseNumber: '12a',
      }),
    ).toEqual({
      gender: 'F',
      firstName: 'Anna Maria',
      middleName: 'van der',
      lastName: 'Berg',
      dateOfBirth: '1990-03-08',
      email: 'Anna@example.nl',
      phone: '+31612345678',
      postalCode: '1234 AB',
      houseNumber: '12',
      houseNumberAddition: 'a',
      street: 'Dorpsstraat',
      city: 'Amsterdam',
      payment: { method: 'direct-debit', iban: 'NL91ABNA0417164300' },
      newsletter: true,
      terms: true,
      adult: true,
    });
  });

  it('a Belgian one parses; what was left out is absent or false', () => {
    expect(parsed('be', {})).toEqual({
      gender: 'M',
      firstName: 'Pieter',
      lastName: 'De Smet',
      dateOfBirth: '1985-07-21',
      email: 'pieter@example.be',
      phone: '+32470123456',
      postalCode: '1000',
      houseNumber: '5',
      street: 'Wetstraat',
      city: 'Brussel',
      payment: { method: 'direct-debit', iban: 'BE68539007547034' },
      newsletter: false,
      terms: true,
      adult: true,
    });
  });

  it("the framework's own fields in a form post are dropped, not passed on", () => {
    const result = parse('nl', { $ACTION_ID_abc: '', propositionId: 'x' });
    expect(result.success && Object.keys(result.data)).not.toContain('$ACTION_ID_abc');
    expect(result.success && Object.keys(result.data)).not.toContain('propositionId');
  });
});

describe('IBAN: ibantools checks country, length and mod-97; NL and BE accounts on either brand', () => {
  it.each<[Country, string, string]>([
    ['nl', 'NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['nl', 'NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300'],
    ['nl', 'nl91 abna 0417 1643 00', 'NL91ABNA0417164300'],
    ['nl', ' NL91-ABNA-0417-1643-00 ', 'NL91ABNA0417164300'],
    ['nl', 'NL20INGB0001234567', 'NL20INGB0001234567'],
    ['nl', 'NL02ABNA0123456789', 'NL02ABNA0123456789'],
    ['nl', 'BE68 5390 0754 7034', 'BE68539007547034'],
    ['be', 'BE68539007547034', 'BE68539007547034'],
    ['be', 'be71 0961 2345 6769', 'BE71096123456769'],
    ['be', 'NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300'],
  ])('%s brand: %j -> %s', (country, iban, expected) => {
    expect(parsed(country, { iban })).toMatchObject({ payment: { method: 'direct-debit', iban: expected } });
  });

  it.each<[Country, string, OrderFormErrorCode]>([
    ['nl', '', 'iban.required'],
    ['nl', '   ', 'iban.required'],
    ['nl', 'NL92ABNA0417164300', 'iban.invalid'], // checksum
    ['nl', 'NL91ABNA0417164301', 'iban.invalid'],
    ['be', 'BE69539007547034', 'iban.invalid'], // checksum
    ['be', 'BE68539007547035', 'iban.invalid'], // Belgian account check digits
    ['nl', 'NL91ABNA041716430', 'iban.length'],
    ['nl', 'NL91ABNA04171643000', 'iban.length'],
    ['be', 'BE6853900754703', 'iban.length'],
    ['nl', 'DE89370400440532013000', 'iban.country'], // a valid German IBAN
    ['be', 'FR1420041010050500013M02606', 'iban.country'],
    ['nl', '417164300', 'iban.invalid'], // an old Dutch account number
    ['nl', 'NLXXABNA0417164300', 'iban.invalid'],
  ])('%s brand: %j -> %s', (country, iban, code) => {
    expect(issues(country, { iban })).toEqual([`iban: ${code}`]);
  });
});

describe('postal code: Dutch 1234 AB (space and case normalised), Belgian four digits', () => {
  it.each<[Country, string, string]>([
    ['nl', '1234 AB', '1234 AB'],
    ['nl', ' 1234ab', '1234 AB'],
    ['nl', '1234  AB', '1234 AB'],
    ['nl', '1234 ab ', '1234 AB'],
    ['nl', '9999ZZ', '9999 ZZ'],
    ['be', '1000', '1000'],
    ['be', ' 9000 ', '9000'],
    ['be', '10 00', '1000'],
  ])('%s: %j -> %j', (country, postalCode, expected) => {
    expect(parsed(country, { postalCode })).toMatchObject({ postalCode: expected });
  });

  it.each<[Country, string, OrderFormErrorCode]>([
    ['nl', '', 'postalCode.required'],
    ['nl', '  ', 'postalCode.required'],
    ['nl', '1234 A', 'postalCode.invalid'],
    ['nl', '0123 AB', 'postalCode.invalid'], // Dutch postcodes never start with 0
    ['nl', '1234 SS', 'postalCode.invalid'], // SA, SD and SS are never issued
    ['nl', '12345', 'postalCode.invalid'],
    ['nl', '1234 A1', 'postalCode.invalid'],
    ['nl', '1000', 'postalCode.invalid'], // a Belgian postcode on a Dutch brand
    ['be', '999', 'postalCode.invalid'],
    ['be', '0999', 'postalCode.invalid'],
    ['be', '10000', 'postalCode.invalid'],
    ['be', '1234 AB', 'postalCode.invalid'], // a Dutch postcode on a Belgian brand
  ])('%s: %j -> %s', (country, postalCode, code) => {
    expect(issues(country, { postalCode })).toEqual([`postalCode: ${code}`]);
  });
});

describe('phone: Dutch and Belgian numbers in the usual notations, stored as E.164', () => {
  it.each<[Country, string, string]>([
    ['nl', '06-12345678', '+31612345678'],
    ['nl', '0612345678', '+31612345678'],
    ['nl', '06 12 34 56 78', '+31612345678'],
    ['nl', '+31 6 12345678', '+31612345678'],
    ['nl', '+31 (0)6 12345678', '+31612345678'],
    ['nl', '0031612345678', '+31612345678'],
    ['nl', '020-1234567', '+31201234567'], // landline
    ['nl', '(020) 123 45 67', '+31201234567'],
    ['nl', '+32 470 12 34 56', '+32470123456'], // a Belgian number on a Dutch brand, with its prefix
    ['nl', '0032 470 12 34 56', '+32470123456'],
    ['be', '0470 12 34 56', '+32470123456'], // gsm
    ['be', '0470/12.34.56', '+32470123456'],
    ['be', '+32 470 12 34 56', '+32470123456'],
    ['be', '0032470123456', '+32470123456'],
    ['be', '02 123 45 67', '+3221234567'], // Brussels landline
    ['be', '+31 6 12345678', '+31612345678'], // a Dutch number on a Belgian brand, with its prefix
  ])('%s brand: %j -> %s', (country, phone, expected) => {
    expect(parsed(country, { phone })).toMatchObject({ phone: expected });
  });

  it.each<[Country, string, OrderFormErrorCode]>([
    ['nl', '', 'phone.required'],
    ['nl', '06-1234567', 'phone.invalid'], // a digit short
    ['nl', '06-123456789', 'phone.invalid'],
    ['nl', '1234', 'phone.invalid'],
    ['nl', 'bel mij maar', 'phone.invalid'],
    ['nl', '06-12345678 ext. 12', 'phone.invalid'],
    ['nl', 'tel: 06-12345678', 'phone.invalid'], // the whole input is the number
    ['be', '06-12345678', 'phone.invalid'], // without +31 a Belgian brand reads a Belgian number
    ['nl', '+49 30 1234567', 'phone.country'],
    ['be', '+44 20 7946 0958', 'phone.country'],
  ])('%s brand: %j -> %s', (country, phone, code) => {
    expect(issues(country, { phone })).toEqual([`phone: ${code}`]);
  });
});

describe('date of birth: three inputs, a real date, 18 or older on the day of ordering', () => {
  const born = (day: string, month: string, year: string) => ({
    dateOfBirthDay: day,
    dateOfBirthMonth: month,
    dateOfBirthYear: year,
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['18 today', born('15', '5', '2008'), TODAY, '2008-05-15'],
    ['leading zeros and spaces', born(' 08 ', '03', '1990'), TODAY, '1990-03-08'],
    ['a Dutch month name', born('8', 'maart', '1990'), TODAY, '1990-03-08'],
    ['an abbreviated month name with a dot', born('8', 'Mrt.', '1990'), TODAY, '1990-03-08'],
    ['29 February in a leap year', born('29', '2', '2000'), TODAY, '2000-02-29'],
    // 18 is no multiple of 4: someone born on 29 February never has it on an 18th birthday; 1 March counts.
    ['born 29 February 2008, on 1 March 2026', born('29', '2', '2008'), '2026-03-01', '2008-02-29'],
    ['born 29 February 2004, on 1 March 2022', born('29', '2', '2004'), '2022-03-01', '2004-02-29'],
    ['born 28 February 2008, on 28 February 2026', born('28', '2', '2008'), '2026-02-28', '2008-02-28'],
    ['born 1 March 2008, on 1 March 2026', born('1', '3', '2008'), '2026-03-01', '2008-03-01'],
    ['born 1900', born('1', '1', '1900'), TODAY, '1900-01-01'],
  ])('%s', (_, fields, today, expected) => {
    expect(parsed('nl', fields, today)).toMatchObject({ dateOfBirth: expected });
  });

  it.each<[string, OrderFormErrorCode, Record<string, string>, string]>([
    ['one day short of 18', 'dateOfBirth.underage', born('16', '5', '2008'), TODAY],
    ['born 29 February 2008, on 28 February 2026', 'dateOfBirth.underage', born('29', '2', '2008'), '2026-02-28'],
    ['born 1 March 2008, on 28 February 2026', 'dateOfBirth.underage', born('1', '3', '2008'), '2026-02-28'],
    ['born today', 'dateOfBirth.underage', born('15', '5', '2026'), TODAY],
    ['born tomorrow', 'dateOfBirth.future', born('16', '5', '2026'), TODAY],
    ['born in 2030', 'dateOfBirth.future', born('1', '1', '2030'), TODAY],
    ['31 April', 'dateOfBirth.invalid', born('31', '4', '2000'), TODAY],
    ['29 February in a common year', 'dateOfBirth.invalid', born('29', '2', '2001'), TODAY],
    ['month 13', 'dateOfBirth.invalid', born('1', '13', '1990'), TODAY],
    ['day 0', 'dateOfBirth.invalid', born('0', '1', '1990'), TODAY],
    ['a two-digit year', 'dateOfBirth.invalid', born('8', '3', '90'), TODAY],
    ['before 1900', 'dateOfBirth.invalid', born('31', '12', '1899'), TODAY],
    ['letters', 'dateOfBirth.invalid', born('acht', '3', '1990'), TODAY],
    ['an English month name', 'dateOfBirth.invalid', born('8', 'March', '1990'), TODAY],
    ['a whole date in the day input', 'dateOfBirth.incomplete', born('8-3-1990', '', ''), TODAY],
    ['no month', 'dateOfBirth.incomplete', born('8', '', '1990'), TODAY],
    ['nothing', 'dateOfBirth.required', born('', '', ''), TODAY],
    ['nothing but spaces', 'dateOfBirth.required', born(' ', ' ', ' '), TODAY],
  ])('%s -> %s', (_, code, fields, today) => {
    expect(issues('nl', fields, today)).toEqual([`dateOfBirth: ${code}`]);
  });

  it('missing inputs count as empty', () => {
    const rest = Object.fromEntries(Object.entries(FORM.nl).filter(([key]) => !key.startsWith('dateOfBirth')));
    const result = orderFormSchema({ country: 'nl', today: TODAY }).safeParse(rest);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual(['dateOfBirth: dateOfBirth.required']);
  });
});

describe('checkboxes: terms and the 18+ confirmation are required, the newsletter is a choice', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['terms not ticked', { terms: undefined }, ['terms: terms.required']],
    ['terms false', { terms: false }, ['terms: terms.required']],
    ['terms "off"', { terms: 'off' }, ['terms: terms.required']],
    ['18+ not ticked', { adult: undefined }, ['adult: adult.required']],
    ['18+ false', { adult: false }, ['adult: adult.required']],
    ['both true as booleans', { terms: true, adult: true }, []],
  ])('%s', (_, fields, expected) => {
    expect(issues('nl', fields)).toEqual(expected);
  });

  it.each<[unknown, boolean]>([
    ['on', true],
    [true, true],
    ['true', true],
    [undefined, false],
    ['', false],
    [false, false],
  ])('newsletter %j -> %s', (newsletter, expected) => {
    expect(parsed('nl', { newsletter })).toMatchObject({ newsletter: expected });
  });
});

describe('payment: an IBAN for direct debit, a bank for iDEAL', () => {
  it.each<[string, Country, Record<string, unknown>, unknown]>([
    [
      'iDEAL with a bank',
      'nl',
      { paymentMethod: 'ideal', idealBank: 'INGBNL2A', iban: '' },
      { method: 'ideal', idealBank: 'INGBNL2A' },
    ],
    // Without JavaScript both inputs show: what was typed in the other one is ignored, not an error.
    [
      'iDEAL with a half-typed IBAN',
      'nl',
      { paymentMethod: 'ideal', idealBank: 'RABONL2U', iban: 'NL91 AB' },
      { method: 'ideal', idealBank: 'RABONL2U' },
    ],
    [
      'direct debit with a bank chosen',
      'nl',
      { paymentMethod: 'direct-debit', idealBank: 'ABNANL2A' },
      { method: 'direct-debit', iban: 'NL91ABNA0417164300' },
    ],
  ])('%s', (_, country, fields, payment) => {
    expect(parsed(country, fields)).toMatchObject({ payment });
  });

  it.each<[string, Country, Record<string, unknown>, string[]]>([
    ['direct debit without an IBAN', 'nl', { paymentMethod: 'direct-debit', iban: '' }, ['iban: iban.required']],
    ['iDEAL without a bank', 'nl', { paymentMethod: 'ideal', idealBank: '' }, ['idealBank: idealBank.required']],
    [
      'iDEAL with an unknown bank',
      'nl',
      { paymentMethod: 'ideal', idealBank: 'XXXXNL2A' },
      ['idealBank: idealBank.required'],
    ],
    [
      'no payment method: neither IBAN nor bank is asked for yet',
      'nl',
      { paymentMethod: '', iban: '' },
      ['paymentMethod: paymentMethod.required'],
    ],
    ['an unknown payment method', 'nl', { paymentMethod: 'cash' }, ['paymentMethod: paymentMethod.required']],
    // iDEAL is Dutch: Belgian brands collect by direct debit (domiciliëring) only.
    [
      'iDEAL on a Belgian brand',
      'be',
      { paymentMethod: 'ideal', idealBank: '' },
      ['paymentMethod: paymentMethod.required'],
    ],
  ])('%s', (_, country, fields, expected) => {
    expect(issues(country, fields)).toEqual(expected);
  });
});

describe('start date: optional, from today up to three months ahead', () => {
  it.each<[string, string, unknown]>([
    ['today', TODAY, '2026-05-15'],
    ['as dag-maand-jaar', '1-6-2026', '2026-06-01'],
    ['with slashes and zeros', '01/06/2026', '2026-06-01'],
    ['three months ahead', '2026-08-15', '2026-08-15'],
    ['not given', '', undefined],
  ])('%s: %j -> %j', (_, startDate, expected) => {
    const result = parsed('nl', { startDate });
    expect(result).not.toBeInstanceOf(Array);
    expect((result as { startDate?: string }).startDate).toBe(expected);
  });

  it.each<[string, OrderFormErrorCode, string, string]>([
    ['yesterday', 'startDate.past', '2026-05-14', TODAY],
    ['a day past three months', 'startDate.tooLate', '2026-08-16', TODAY],
    ['30 February', 'startDate.invalid', '2026-02-30', '2026-01-15'],
    ['a word', 'startDate.invalid', 'morgen', TODAY],
    ['a two-digit year', 'startDate.invalid', '1-6-26', TODAY],
    // Three months after 30 November is the last day of February.
    ['1 March, ordered on 30 November', 'startDate.tooLate', '2027-03-01', '2026-11-30'],
  ])('%s -> %s', (_, code, startDate, today) => {
    expect(issues('nl', { startDate }, today)).toEqual([`startDate: ${code}`]);
  });

  it('28 February is within three months of 30 November', () => {
    expect(parsed('nl', { startDate: '2027-02-28' }, '2026-11-30')).toMatchObject({ startDate: '2027-02-28' });
  });
});

describe('house number and addition', () => {
  it.each<[Country, Record<string, string>, { houseNumber: string; houseNumberAddition?: string }]>([
    ['nl', { houseNumber: '12' }, { houseNumber: '12' }],
    [
      'nl',
      { houseNumber: '12', houseNumberAddition: ' 2-hoog ' },
      { houseNumber: '12', houseNumberAddition: '2-hoog' },
    ],
    ['nl', { houseNumber: '12A' }, { houseNumber: '12', houseNumberAddition: 'A' }],
    ['nl', { houseNumber: '12-3' }, { houseNumber: '12', houseNumberAddition: '3' }],
    ['nl', { houseNumber: '12 bis' }, { houseNumber: '12', houseNumberAddition: 'bis' }],
    ['be', { houseNumber: '12 bus 3' }, { houseNumber: '12', houseNumberAddition: 'bus 3' }],
    ['be', { houseNumber: '12', houseNumberAddition: '3' }, { houseNumber: '12', houseNumberAddition: '3' }],
    ['be', { houseNumber: '12/3' }, { houseNumber: '12', houseNumberAddition: '3' }],
    ['nl', { houseNumber: '99999' }, { houseNumber: '99999' }],
  ])('%s: %j', (country, fields, expected) => {
    const result = parsed(country, fields);
    expect(result).toMatchObject(expected);
    if (expected.houseNumberAddition === undefined) expect(result).not.toHaveProperty('houseNumberAddition');
  });

  it.each<[Record<string, string>, string]>([
    [{ houseNumber: '' }, 'houseNumber: houseNumber.required'],
    [{ houseNumber: '012' }, 'houseNumber: houseNumber.invalid'],
    [{ houseNumber: '123456' }, 'houseNumber: houseNumber.invalid'],
    [{ houseNumber: 'A12' }, 'houseNumber: houseNumber.invalid'],
    [{ houseNumber: '12 !' }, 'houseNumber: houseNumber.invalid'],
    [{ houseNumber: '12A', houseNumberAddition: 'B' }, 'houseNumber: houseNumber.invalid'], // two additions
    [{ houseNumberAddition: '!!' }, 'houseNumberAddition: houseNumberAddition.invalid'],
    [{ houseNumberAddition: 'verdieping 2' }, 'houseNumberAddition: houseNumberAddition.invalid'], // 12 > 10 characters
  ])('%j -> %s', (fields, expected) => {
    expect(issues('nl', fields)).toEqual([expected]);
  });
});

describe('names, address and e-mail', () => {
  it.each<[Record<string, string>, Record<string, string>]>([
    [{ firstName: ' Jan\tWillem ' }, { firstName: 'Jan Willem' }],
    [{ lastName: "  d'Hondt " }, { lastName: "d'Hondt" }],
    [{ email: ' Anna.de.Vries+abo@Example.NL ' }, { email: 'Anna.de.Vries+abo@example.nl' }],
    [{ street: 'Burgemeester  van Haarenlaan' }, { street: 'Burgemeester van Haarenlaan' }],
    // White space that is a control or format character too is one space, not a refusal (domain/order-form/text.ts).
    [{ lastName: 'Berg\r\n' }, { lastName: 'Berg' }],
    [{ firstName: 'Zoë\u00a0Anne' }, { firstName: 'Zoë Anne' }],
    [{ firstName: '\ufeffAnna' }, { firstName: 'Anna' }],
  ])('%j -> %j', (fields, expected) => {
    expect(parsed('nl', fields)).toMatchObject(expected);
  });

  it.each<[string, string]>([
    ['giftFirstName', 'Jan\u0000'],
    ['giftMiddleName', 'de\u200b'],
    ['giftLastName', 'Vr\u202eies'],
  ])('a gift recipient’s %s with a control or invisible character (%j) -> form.invalid', (field, value) => {
    const result = parse('nl', { [field]: value }, TODAY, false, true);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([`${field}: form.invalid`]);
  });

  it('a name too long and with a control character: the length first, which is the one its field shows', () => {
    expect(issues('nl', { firstName: `${'a'.repeat(51)}\u0000` })).toEqual([
      'firstName: firstName.tooLong',
      'firstName: form.invalid',
    ]);
  });

  it('a blank middle name is absent', () => {
    expect(parsed('nl', { middleName: '  ' })).not.toHaveProperty('middleName');
  });

  it.each<[Record<string, unknown>, string]>([
    [{ gender: '' }, 'gender: gender.required'],
    [{ gender: 'X' }, 'gender: gender.required'],
    [{ firstName: ' ' }, 'firstName: firstName.required'],
    [{ firstName: 'a'.repeat(51) }, 'firstName: firstName.tooLong'],
    [{ middleName: 'a'.repeat(21) }, 'middleName: middleName.tooLong'],
    [{ lastName: '' }, 'lastName: lastName.required'],
    [{ lastName: 'a'.repeat(101) }, 'lastName: lastName.tooLong'],
    // A control or invisible format character in a name: the form's own message (domain/order-form/schema.ts).
    [{ firstName: 'An\u0000na' }, 'firstName: form.invalid'],
    [{ firstName: 'Anna\u0085' }, 'firstName: form.invalid'],
    [{ firstName: 'Anna\u200b' }, 'firstName: form.invalid'],
    [{ middleName: 'van\u0007' }, 'middleName: form.invalid'],
    [{ middleName: '\u200d' }, 'middleName: form.invalid'],
    [{ lastName: 'Berg\u001b[31m' }, 'lastName: form.invalid'],
    [{ lastName: 'Berg\u202egreB' }, 'lastName: form.invalid'],
    [{ lastName: 'de\u00adBerg' }, 'lastName: form.invalid'],
    [{ lastName: 'Berg\u007f' }, 'lastName: form.invalid'],
    [{ street: '' }, 'street: street.required'],
    [{ street: 'a'.repeat(101) }, 'street: street.tooLong'],
    [{ city: '' }, 'city: city.required'],
    [{ city: 'a'.repeat(81) }, 'city: city.tooLong'],
    [{ email: '' }, 'email: email.required'],
    [{ email: 'anna@' }, 'email: email.invalid'],
    [{ email: 'anna.example.nl' }, 'email: email.invalid'],
    [{ email: 'anna@example' }, 'email: email.invalid'],
    [{ email: 'anna @example.nl' }, 'email: email.invalid'],
  ])('%j -> %s', (fields, expected) => {
    expect(issues('nl', fields)).toEqual([expected]);
  });
});

describe('error codes', () => {
  it('an empty form shows every missing field at once, in one go', () => {
    const result = orderFormSchema({ country: 'nl', today: TODAY }).safeParse({});
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort(),
    ).toEqual(
      [
        'gender: gender.required',
        'firstName: firstName.required',
        'lastName: lastName.required',
        'dateOfBirth: dateOfBirth.required',
        'email: email.required',
        'phone: phone.required',
        'postalCode: postalCode.required',
        'houseNumber: houseNumber.required',
        'street: street.required',
        'city: city.required',
        'paymentMethod: paymentMethod.required',
        'terms: terms.required',
        'adult: adult.required',
      ].sort(),
    );
  });

  it('cross-field errors come with the fields’ own errors, not one submission later', () => {
    expect(
      issues('nl', {
        firstName: '',
        paymentMethod: 'direct-debit',
        iban: 'NL92ABNA0417164300',
        dateOfBirthYear: '2010',
      }),
    ).toEqual(['firstName: firstName.required', 'dateOfBirth: dateOfBirth.underage', 'iban: iban.invalid']);
  });

  // One way to produce each code: a code the schema can no longer produce, or a new one without a row, fails here.
  const PRODUCE: Readonly<
    Record<
      OrderFormErrorCode,
      { country?: Country; student?: boolean; gift?: boolean; fields: Record<string, unknown> } | 'not a form'
    >
  > = {
    'form.invalid': 'not a form',
    'gender.required': { fields: { gender: undefined } },
    'firstName.required': { fields: { firstName: '' } },
    'firstName.tooLong': { fields: { firstName: 'x'.repeat(51) } },
    'middleName.tooLong': { fields: { middleName: 'x'.repeat(21) } },
    'lastName.required': { fields: { lastName: '' } },
    'lastName.tooLong': { fields: { lastName: 'x'.repeat(101) } },
    'dateOfBirth.required': { fields: { dateOfBirthDay: '', dateOfBirthMonth: '', dateOfBirthYear: '' } },
    'dateOfBirth.incomplete': { fields: { dateOfBirthYear: '' } },
    'dateOfBirth.invalid': { fields: { dateOfBirthDay: '31', dateOfBirthMonth: '4' } },
    'dateOfBirth.future': { fields: { dateOfBirthYear: '2027' } },
    'dateOfBirth.underage': { fields: { dateOfBirthYear: '2010' } },
    'email.required': { fields: { email: '' } },
    'email.invalid': { fields: { email: 'anna' } },
    'phone.required': { fields: { phone: '' } },
    'phone.invalid': { fields: { phone: '06-123' } },
    'phone.country': { fields: { phone: '+49 30 1234567' } },
    'postalCode.required': { fields: { postalCode: '' } },
    'postalCode.invalid': { fields: { postalCode: '0123 AB' } },
    'houseNumber.required': { fields: { houseNumber: '' } },
    'houseNumber.invalid': { fields: { houseNumber: '0' } },
    'houseNumberAddition.invalid': { fields: { houseNumberAddition: '#' } },
    'street.required': { fields: { street: '' } },
    'street.tooLong': { fields: { street: 'x'.repeat(101) } },
    'city.required': { fields: { city: '' } },
    'city.tooLong': { fields: { city: 'x'.repeat(81) } },
    'paymentMethod.required': { fields: { paymentMethod: undefined } },
    'iban.required': { fields: { iban: '' } },
    'iban.invalid': { fields: { iban: 'NL92ABNA0417164300' } },
    'iban.length': { fields: { iban: 'NL91ABNA041716430' } },
    'iban.country': { fields: { iban: 'DE89370400440532013000' } },
    'idealBank.required': { fields: { paymentMethod: 'ideal', idealBank: '' } },
    'startDate.invalid': { fields: { startDate: '31-4-2026' } },
    'startDate.past': { fields: { startDate: '2026-01-01' } },
    'startDate.tooLate': { fields: { startDate: '2027-01-01' } },
    'terms.required': { fields: { terms: '' } },
    'adult.required': { fields: { adult: '' } },
    'institution.required': { student: true, fields: { institution: '', studentNumber: '1234567' } },
    'institution.tooLong': { fields: { institution: 'x'.repeat(101) } },
    'studentNumber.required': { student: true, fields: { institution: 'Universiteit Utrecht', studentNumber: ' ' } },
    'studentNumber.tooLong': { fields: { studentNumber: 'x'.repeat(31) } },
    'giftFirstName.required': { gift: true, fields: { giftFirstName: ' ' } },
    'giftFirstName.tooLong': { gift: true, fields: { giftFirstName: 'x'.repeat(51) } },
    'giftMiddleName.tooLong': { gift: true, fields: { giftMiddleName: 'x'.repeat(21) } },
    'giftLastName.required': { gift: true, fields: { giftLastName: '' } },
    'giftLastName.tooLong': { gift: true, fields: { giftLastName: 'x'.repeat(101) } },
    'giftCountry.required': { gift: true, fields: { giftCountry: 'de' } },
    'giftPostalCode.required': { gift: true, fields: { giftPostalCode: ' ' } },
    'giftPostalCode.invalid': { gift: true, fields: { giftPostalCode: '1000' } },
    'giftHouseNumber.required': { gift: true, fields: { giftHouseNumber: '' } },
    'giftHouseNumber.invalid': { gift: true, fields: { giftHouseNumber: '0' } },
    'giftHouseNumberAddition.invalid': { gift: true, fields: { giftHouseNumberAddition: '#' } },
    'giftStreet.required': { gift: true, fields: { giftStreet: '' } },
    'giftStreet.tooLong': { gift: true, fields: { giftStreet: 'x'.repeat(101) } },
    'giftCity.required': { gift: true, fields: { giftCity: '' } },
    'giftCity.tooLong': { gift: true, fields: { giftCity: 'x'.repeat(81) } },
    'giftMessage.tooLong': { gift: true, fields: { giftMessage: 'x'.repeat(251) } },
    'startDate.required': { gift: true, fields: { startDate: '' } },
  };

  it('the table names exactly the exported codes', () => {
    expect(Object.keys(PRODUCE).sort()).toEqual([...ORDER_FORM_ERROR_CODES].sort());
  });

  it.each(ORDER_FORM_ERROR_CODES)('%s is produced', (code) => {
    const row = PRODUCE[code];
    const result =
      row === 'not a form'
        ? orderFormSchema({ country: 'nl', today: TODAY }).safeParse('firstName=Anna')
        : parse(row.country ?? 'nl', row.fields, TODAY, row.student, row.gift);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([code]);
  });

  it.each<[string, unknown]>([
    ['a string', 'firstName=Anna'],
    ['null', null],
    ['an array', [FORM.nl]],
    ['every field of the wrong type', Object.fromEntries(Object.keys(FORM.nl).map((key) => [key, { nested: 1 }]))],
    ['numbers', Object.fromEntries(Object.keys(FORM.nl).map((key) => [key, 7]))],
    [
      'arrays (a repeated form field)',
      Object.fromEntries(Object.entries(FORM.nl).map(([key, value]) => [key, [value, value]])),
    ],
  ])('whatever is posted (%s), every message is a code', (_, input) => {
    const result = orderFormSchema({ country: 'be', today: TODAY }).safeParse(input);
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => !(ORDER_FORM_ERROR_CODES as readonly string[]).includes(message))).toEqual([]);
  });
});

describe('the factory', () => {
  it.each(['', '2026-5-15', '15-05-2026', '2026-02-30', 'today'])('refuses today = %j', (today) => {
    expect(() => orderFormSchema({ country: 'nl', today })).toThrow(/today must be a date/);
  });
});

describe('a form as the browser posts it: every key present, blanks as ""', () => {
  it('reports every problem at once, the cross-field ones (IBAN, date of birth) too', () => {
    const blank = Object.fromEntries(
      [
        'firstName',
        'middleName',
        'lastName',
        'dateOfBirthDay',
        'dateOfBirthMonth',
        'dateOfBirthYear',
        'email',
        'phone',
        'postalCode',
        'houseNumber',
        'houseNumberAddition',
        'street',
        'city',
        'idealBank',
      ].map((key) => [key, '']),
    );
    const result = orderFormSchema({ country: 'nl', today: TODAY }).safeParse({
      ...blank,
      paymentMethod: 'direct-debit',
      iban: 'NL91 ABNA 0417 1643 01',
    });
    expect(result.success).toBe(false);
    const codes = result.error!.issues.map((issue) => issue.message);
    expect(codes).toEqual(
      expect.arrayContaining(['postalCode.required', 'houseNumber.required', 'iban.invalid', 'dateOfBirth.required']),
    );
    expect(codes).not.toContain('postalCode.invalid');
  });
});

describe('a student offer', () => {
  it('requires the school and student number, and hands them on', () => {
    expect(parse('nl', {}, TODAY, true).success).toBe(false);
    const result = parse('nl', { institution: ' Universiteit  Utrecht ', studentNumber: '1234567' }, TODAY, true);
    expect(result.success && result.data.student).toEqual({
      institution: 'Universiteit Utrecht',
      studentNumber: '1234567',
    });
  });

  it('ignores them on any other offer', () => {
    const result = parse('nl', { institution: 'Universiteit Utrecht', studentNumber: '1234567' });
    expect(result.success).toBe(true);
    expect(result.success && 'student' in result.data).toBe(false);
  });
});

describe('a gift: the recipient by the rules of their own country', () => {
  const gift = (country: Country, fields: Readonly<Record<string, unknown>>) => {
    const result = parse(country, fields, TODAY, false, true);
    return result.success
      ? result.data.gift
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it.each<[string, Country, Record<string, unknown>, unknown]>([
    [
      'a Dutch buyer, a Dutch recipient: the postal code printed, the addition split off',
      'nl',
      { giftHouseNumber: '7b' },
      {
        recipient: { firstName: 'Jan', middleName: 'de', lastName: 'Vries' },
        address: {
          postalCode: '1234 AB',
          houseNumber: '7',
          houseNumberAddition: 'b',
          street: 'Kerkstraat',
          city: 'Utrecht',
          country: 'nl',
        },
      },
    ],
    [
      'a Dutch buyer gives to a Belgian reader: a Belgian postal code',
      'nl',
      {
        giftCountry: 'be',
        giftPostalCode: '2000',
        giftStreet: 'Meir',
        giftCity: 'Antwerpen',
        giftHouseNumberAddition: 'bus 3',
      },
      {
        recipient: { firstName: 'Jan', middleName: 'de', lastName: 'Vries' },
        address: {
          postalCode: '2000',
          houseNumber: '7',
          houseNumberAddition: 'bus 3',
          street: 'Meir',
          city: 'Antwerpen',
          country: 'be',
        },
      },
    ],
    [
      'a Belgian recipient with a Dutch postal code',
      'be',
      { giftCountry: 'be', giftPostalCode: '1234 AB' },
      ['giftPostalCode: giftPostalCode.invalid'],
    ],
    [
      'a Dutch recipient with a Belgian postal code',
      'be',
      { giftCountry: 'nl', giftPostalCode: '2000' },
      ['giftPostalCode: giftPostalCode.invalid'],
    ],
    [
      'a Dutch postal code PostNL never issues',
      'nl',
      { giftPostalCode: '1234 SS' },
      ['giftPostalCode: giftPostalCode.invalid'],
    ],
    ['no start date: a gift needs one', 'nl', { startDate: '' }, ['startDate: startDate.required']],
    [
      'an addition typed twice',
      'nl',
      { giftHouseNumber: '7b', giftHouseNumberAddition: 'c' },
      ['giftHouseNumber: giftHouseNumber.invalid'],
    ],
  ])('%s', (_, country, fields, expected) => {
    expect(gift(country, fields)).toEqual(expected);
  });

  it.each<[string, string, string | undefined]>([
    ['kept as written', 'Veel leesplezier!', 'Veel leesplezier!'],
    [
      'line breaks kept, at most one empty line',
      'Lieve Jan,\r\n\r\n\r\nVeel plezier.\n  Groet, Sanne  ',
      'Lieve Jan,\n\nVeel plezier.\nGroet, Sanne',
    ],
    ['control and direction characters dropped', 'Hoi\u0007 \u202Edaar\u0000', 'Hoi daar'],
    ['a tab is a space', 'Hoi\tdaar', 'Hoi daar'],
    ['markup stays text (shown as text, never as markup)', '<b>Hoi</b>', '<b>Hoi</b>'],
    ['blank is no message', '   \n  ', undefined],
    ['exactly the maximum', 'x'.repeat(250), 'x'.repeat(250)],
  ])('the message: %s', (_, message, expected) => {
    const result = gift('nl', { giftMessage: message });
    expect(Array.isArray(result) ? result : (result as { message?: string } | undefined)?.message).toEqual(expected);
  });

  it('without the gift option the recipient fields are ignored', () => {
    const result = parse('nl', { giftFirstName: 'Jan', giftPostalCode: 'nonsense' });
    expect(result.success && 'gift' in result.data).toBe(false);
  });
});
