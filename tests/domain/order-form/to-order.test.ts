import { describe, expect, it } from 'vitest';
import { parseMid } from '../../../domain/mid.ts';
import {
  agreedToPrice,
  orderFromForm,
  placedOrder,
  shownPayment,
  type MappedOrder,
  type OrderFormInput,
  type SellingBrand,
} from '../../../domain/order-form/to-order.ts';
import { ORDER_FORM, orderProposition } from './fixtures.ts';

/** Ordered at noon in Amsterdam on a Friday in May. */
const NOW = new Date('2026-05-15T10:00:00Z');
const MID = parseMid('CAM-ZOMER1')!;

const proposition = orderProposition;
const DIGITAL = proposition();
const PAPER = proposition({ productCode: 'VK-PAPIER', formula: { code: 'papier', label: 'Papier' } });
/** Paid per year: an online payment may pay it. */
const YEARLY = proposition({
  productCode: 'VK-JAAR',
  formula: { code: 'digitaal', label: 'Digitaal jaar' },
  prices: [{ default: true, unit: 'year', price: { discount: 120 } }],
});
const ONE_COPY = proposition({
  productCode: 'AD-PUZZEL',
  formula: { code: 'digitaal-los', label: 'Losse uitgave' },
  prices: [{ default: true, unit: 'one-time', price: { discount: 7.5 } }],
});
const GIFT = proposition({
  productCode: 'VK-CADEAU',
  formula: { code: 'papier', label: 'Cadeau' },
  isGift: true,
  prices: [{ default: true, unit: 'year', price: { discount: 99 } }],
});
const STUDENT = proposition({ productCode: 'VK-STUDENT', formula: { code: 'studenten-digitaal', label: 'Studenten' } });

const VK: SellingBrand = { code: 'vk', name: 'de Volkskrant', country: 'nl' };
const HLN: SellingBrand = { code: 'hln', name: 'HLN', country: 'be' };
/** Katrien Duck sold on Donald Duck's /katrien-duck: the form's hidden brand is the seller's. */
const KATRI: SellingBrand = { code: 'katri', name: 'Katrien Duck', country: 'nl' };

/** A complete order as the form posts it, with the action's hidden fields. */
const CONTEXT_FIELDS = { orderKey: '0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6', propositionId: 'p-1' };
const NL_FORM: Readonly<Record<string, string>> = {
  ...ORDER_FORM.nl,
  ...CONTEXT_FIELDS,
  brand: 'vk',
  postalCode: '1234 ab',
};
const BE_FORM: Readonly<Record<string, string>> = { ...ORDER_FORM.be, ...CONTEXT_FIELDS, brand: 'hln' };

const RECIPIENT: Readonly<Record<string, string>> = {
  giftFirstName: 'Jan',
  giftMiddleName: 'de',
  giftLastName: 'Vries',
  giftCountry: 'be',
  giftPostalCode: '2000',
  giftHouseNumber: '7b',
  giftHouseNumberAddition: '',
  giftStreet: 'Meir',
  giftCity: 'Antwerpen',
  giftMessage: 'Veel leesplezier!',
  startDate: '2026-06-01',
};

const map = (input: Partial<OrderFormInput> & Pick<OrderFormInput, 'values'>): MappedOrder =>
  orderFromForm({ brand: VK, proposition: DIGITAL, mid: MID, now: NOW, ...input });

/** The whole mapping of one plain order, every field: the rows below vary one rule each. */
describe('the order mapping: a plain Dutch order by direct debit', () => {
  it('is the front office’s order, the thank-you page’s summary and no online payment', () => {
    expect(map({ values: NL_FORM })).toEqual({
      kind: 'order',
      request: {
        propositionUuid: 'p-1',
        productCode: 'VK-DIGITAAL',
        mid: 'CAM-ZOMER1',
        customer: {
          gender: 'F',
          firstName: 'Anna',
          middleName: 'van der',
          lastName: 'Berg',
          dateOfBirth: '1990-03-08',
          email: 'anna@example.nl',
          phone: '+31612345678',
        },
        address: { postalCode: '1234 AB', houseNumber: '12', street: 'Dorpsstraat', city: 'Amsterdam', country: 'nl' },
        payment: { method: 'direct-debit', iban: 'NL91ABNA0417164300' },
        newsletter: true,
      },
      summary: {
        formula: 'Digitaal',
        price: '12,99',
        unit: 'per maand',
        duration: '12 maanden',
        amount: 12.99,
        productCode: 'VK-DIGITAAL',
        brandCode: 'vk',
        paymentMethod: 'direct-debit',
        ibanLastDigits: '4300',
      },
      onlinePayment: undefined,
    });
  });
});

type Row = readonly [
  rule: string,
  input: Partial<OrderFormInput> & Pick<OrderFormInput, 'values'>,
  expected: Record<string, unknown>,
];

describe('the order mapping, one row per rule', () => {
  it.each<Row>([
    // Whose order it is.
    [
      'the seller brand: a Katrien Duck order on Donald Duck’s shop is katri’s',
      { brand: KATRI, values: { ...NL_FORM, brand: 'katri' }, proposition: YEARLY },
      { summary: { brandCode: 'katri' } },
    ],
    [
      'the seller brand names the online payment too',
      { brand: KATRI, values: { ...NL_FORM, paymentMethod: 'ideal', idealBank: 'INGBNL2A' }, proposition: YEARLY },
      { onlinePayment: { description: 'Katrien Duck: Digitaal jaar' } },
    ],
    [
      'the campaign’s mid (query, stored, lead or promo code’s) goes with the order',
      { mid: parseMid('CAM-ACTIE7')!, values: NL_FORM },
      { request: { mid: 'CAM-ACTIE7' } },
    ],
    // The address by the brand's country.
    [
      'a Dutch address: postal code printed as 1234 AB, phone in E.164, country nl',
      { values: NL_FORM },
      { request: { address: { postalCode: '1234 AB', country: 'nl' }, customer: { phone: '+31612345678' } } },
    ],
    [
      'a Belgian address: four-digit postal code, Belgian phone, country be',
      { brand: HLN, values: BE_FORM },
      {
        request: {
          address: { postalCode: '1000', houseNumber: '5', country: 'be' },
          customer: { phone: '+32470123456' },
        },
      },
    ],
    [
      'a house number with its addition typed together is split',
      { values: { ...NL_FORM, houseNumber: '12 a' } },
      { request: { address: { houseNumber: '12', houseNumberAddition: 'a' } } },
    ],
    // How it is paid.
    [
      'direct debit: the IBAN goes to the front office, its last four to the thank-you page',
      { brand: HLN, values: BE_FORM },
      {
        request: { payment: { method: 'direct-debit', iban: 'BE68539007547034' } },
        summary: { ibanLastDigits: '7034' },
        onlinePayment: undefined,
      },
    ],
    [
      'iDEAL on a yearly price: the bank as issuer, a mandate for the renewals, Dutch locale',
      { values: { ...NL_FORM, paymentMethod: 'ideal', iban: '', idealBank: 'INGBNL2A' }, proposition: YEARLY },
      {
        request: { payment: { method: 'ideal', idealBank: 'INGBNL2A' } },
        summary: { paymentMethod: 'ideal', amount: 120 },
        onlinePayment: {
          method: 'ideal',
          issuer: 'ideal_INGBNL2A',
          sequenceType: 'first',
          locale: 'nl_NL',
          customer: { name: 'Anna van der Berg', email: 'anna@example.nl' },
          description: 'de Volkskrant: Digitaal jaar',
        },
      },
    ],
    [
      'Bancontact on a Belgian brand: no issuer, Belgian locale',
      { brand: HLN, values: { ...BE_FORM, paymentMethod: 'bancontact' }, proposition: YEARLY },
      {
        onlinePayment: {
          method: 'bancontact',
          issuer: undefined,
          locale: 'nl_BE',
          customer: { name: 'Pieter De Smet' },
        },
      },
    ],
    [
      'a one-time purchase paid online: no mandate',
      { values: { ...NL_FORM, paymentMethod: 'ideal', idealBank: 'ABNANL2A' }, proposition: ONE_COPY },
      { onlinePayment: { sequenceType: 'oneoff' } },
    ],
    // When it starts.
    [
      'a start date on paper goes along, to the thank-you page too',
      { values: { ...NL_FORM, startDate: '2026-06-01' }, proposition: PAPER },
      { request: { startDate: '2026-06-01' }, summary: { startDate: '2026-06-01' } },
    ],
    [
      'a start date typed the Dutch way is read as a date',
      { values: { ...NL_FORM, startDate: '1-6-2026' }, proposition: PAPER },
      { request: { startDate: '2026-06-01' } },
    ],
    // A gift.
    [
      'a gift: the recipient (a Belgian address for a Dutch buyer), the message, its start date even when digital',
      {
        values: { ...NL_FORM, ...RECIPIENT },
        proposition: { ...GIFT, formula: { code: 'digitaal', label: 'Cadeau' } },
      },
      {
        request: {
          startDate: '2026-06-01',
          gift: {
            recipient: { firstName: 'Jan', middleName: 'de', lastName: 'Vries' },
            address: {
              postalCode: '2000',
              houseNumber: '7',
              houseNumberAddition: 'b',
              street: 'Meir',
              city: 'Antwerpen',
              country: 'be',
            },
            message: 'Veel leesplezier!',
          },
        },
        summary: { gift: { recipient: 'Jan de Vries' }, startDate: '2026-06-01' },
      },
    ],
    [
      'a gift paid online runs for its term: no mandate',
      { values: { ...NL_FORM, ...RECIPIENT, paymentMethod: 'ideal', idealBank: 'INGBNL2A' }, proposition: GIFT },
      { onlinePayment: { sequenceType: 'oneoff' } },
    ],
    // The student offer.
    [
      'the student page: school and student number go along',
      { values: { ...NL_FORM, flow: 'student', institution: 'Universiteit Utrecht', studentNumber: 'S1234567' } },
      { request: { student: { institution: 'Universiteit Utrecht', studentNumber: 'S1234567' } } },
    ],
    [
      'a student proposition asks for them without the student page',
      { values: { ...NL_FORM, institution: 'UvA', studentNumber: '99' }, proposition: STUDENT },
      { request: { student: { institution: 'UvA', studentNumber: '99' } } },
    ],
    // The lead.
    ['a lead’s id goes along', { values: { ...NL_FORM, leadId: 'lead-42' } }, { request: { leadId: 'lead-42' } }],
  ])('%s', (_, input, expected) => {
    expect(map(input)).toMatchObject({ kind: 'order', ...expected });
  });

  it.each<
    readonly [rule: string, input: Partial<OrderFormInput> & Pick<OrderFormInput, 'values'>, absent: readonly string[]]
  >([
    [
      'blank optional fields are absent, not empty',
      { values: { ...NL_FORM, middleName: '' } },
      [
        'request.customer.middleName',
        'request.address.houseNumberAddition',
        'request.startDate',
        'request.leadId',
        'request.student',
        'request.gift',
        'summary.startDate',
        'summary.gift',
        'summary.discountPercentage',
      ],
    ],
    [
      'a start date on a digital subscription is dropped (nothing is delivered)',
      { values: { ...NL_FORM, startDate: '2026-06-01' } },
      ['request.startDate', 'summary.startDate'],
    ],
    [
      'gift fields on a proposition that is no gift are ignored: the front office decides what a gift is',
      { values: { ...NL_FORM, ...RECIPIENT, startDate: '' } },
      ['request.gift', 'summary.gift'],
    ],
    [
      'student fields without the student page or proposition are dropped',
      { values: { ...NL_FORM, institution: 'UvA', studentNumber: '99' } },
      ['request.student'],
    ],
    [
      'an online payment has no IBAN digits on the thank-you page',
      { values: { ...NL_FORM, paymentMethod: 'ideal', idealBank: 'INGBNL2A' }, proposition: YEARLY },
      ['summary.ibanLastDigits'],
    ],
  ])('%s', (_, input, absent) => {
    const mapped = map(input) as Record<string, unknown>;
    expect(mapped.kind).toBe('order');
    for (const path of absent) {
      const [part, ...keys] = path.split('.');
      const holder = keys
        .slice(0, -1)
        .reduce<Record<string, unknown>>(
          (value, key) => value[key] as Record<string, unknown>,
          mapped[part!] as Record<string, unknown>,
        );
      expect(Object.keys(holder), path).not.toContain(keys.at(-1));
    }
  });

  it.each<
    readonly [
      rule: string,
      input: Partial<OrderFormInput> & Pick<OrderFormInput, 'values'>,
      errors: readonly { field: string | null; code: string }[],
    ]
  >([
    [
      'bad values: every problem at once, in the form’s order',
      { values: { ...NL_FORM, email: 'anna@', postalCode: '12345', iban: 'NL00', terms: '' } },
      [
        { field: 'email', code: 'email.invalid' },
        { field: 'postalCode', code: 'postalCode.invalid' },
        { field: 'iban', code: 'iban.length' },
        { field: 'terms', code: 'terms.required' },
      ],
    ],
    [
      'a Dutch postal code on a Belgian brand',
      { brand: HLN, values: { ...BE_FORM, postalCode: '1234 AB' } },
      [{ field: 'postalCode', code: 'postalCode.invalid' }],
    ],
    [
      'iDEAL on a monthly price: the proposition allows direct debit only',
      { values: { ...NL_FORM, paymentMethod: 'ideal', idealBank: 'INGBNL2A' } },
      [{ field: 'paymentMethod', code: 'paymentMethod.required' }],
    ],
    [
      'Bancontact on a Dutch brand',
      { values: { ...NL_FORM, paymentMethod: 'bancontact' }, proposition: YEARLY },
      [{ field: 'paymentMethod', code: 'paymentMethod.required' }],
    ],
    [
      'iDEAL without a bank',
      { values: { ...NL_FORM, paymentMethod: 'ideal', idealBank: '' }, proposition: YEARLY },
      [{ field: 'idealBank', code: 'idealBank.required' }],
    ],
    [
      'an unknown payment method',
      { values: { ...NL_FORM, paymentMethod: 'bitcoin' } },
      [{ field: 'paymentMethod', code: 'paymentMethod.required' }],
    ],
    [
      'a start date before the day of ordering',
      { values: { ...NL_FORM, startDate: '2026-05-14' }, proposition: PAPER },
      [{ field: 'startDate', code: 'startDate.past' }],
    ],
    // 22:30 UTC on the 14th is 00:30 on the 15th in Amsterdam: the injected clock, read in the brand's zone.
    [
      'the day of ordering is the brand’s: just after midnight in Amsterdam the 14th has passed',
      { now: new Date('2026-05-14T22:30:00Z'), values: { ...NL_FORM, startDate: '2026-05-14' }, proposition: PAPER },
      [{ field: 'startDate', code: 'startDate.past' }],
    ],
    [
      'a gift without its recipient or start date',
      { values: { ...NL_FORM, startDate: '' }, proposition: GIFT },
      [
        { field: 'giftFirstName', code: 'giftFirstName.required' },
        { field: 'giftLastName', code: 'giftLastName.required' },
        { field: 'giftCountry', code: 'giftCountry.required' },
        { field: 'giftPostalCode', code: 'giftPostalCode.required' },
        { field: 'giftHouseNumber', code: 'giftHouseNumber.required' },
        { field: 'giftStreet', code: 'giftStreet.required' },
        { field: 'giftCity', code: 'giftCity.required' },
        { field: 'startDate', code: 'startDate.required' },
      ],
    ],
    [
      'the student page without school and student number',
      { values: { ...NL_FORM, flow: 'student' } },
      [
        { field: 'institution', code: 'institution.required' },
        { field: 'studentNumber', code: 'studentNumber.required' },
      ],
    ],
    [
      'an under-age buyer',
      { values: { ...NL_FORM, dateOfBirthYear: '2010' } },
      [{ field: 'dateOfBirth', code: 'dateOfBirth.underage' }],
    ],
    ['nothing posted', { values: {} }, [{ field: 'gender', code: 'gender.required' }]],
  ])('refused: %s', (_, input, errors) => {
    const mapped = map(input);
    expect(mapped.kind).toBe('invalid');
    expect(mapped.kind === 'invalid' && mapped.errors.slice(0, errors.length)).toEqual(errors);
  });

  it('is the same for the same input: no clock or randomness of its own', () => {
    const input = { values: { ...NL_FORM, startDate: '2026-06-01' }, proposition: PAPER };
    expect(map(input)).toEqual(map(input));
  });
});

describe('the placed order', () => {
  it('the placed order: the front office’s id first, then the summary', () => {
    expect(
      Object.keys(
        placedOrder('FO-1', {
          formula: 'F',
          price: '1',
          duration: 'd',
          amount: 1,
          productCode: 'P',
          paymentMethod: 'direct-debit',
        }),
      ),
    ).toEqual(['orderId', 'formula', 'price', 'duration', 'amount', 'productCode', 'paymentMethod']);
  });
});

describe('agreedToPrice: the order still costs what the form showed (docs/rules/05-validation.md, a payment matches a price)', () => {
  const monthly = orderProposition();
  const yearly = orderProposition({
    prices: [
      { default: false, unit: 'month', price: { discount: 12.99 } },
      { default: true, unit: 'year', price: { discount: 143.88 } },
    ],
  });
  const noPrice = orderProposition({ prices: [] });

  it.each<{ rule: string; values: Record<string, string>; proposition: typeof monthly; agreed: boolean }>([
    { rule: 'the form’s own price', values: shownPayment(monthly), proposition: monthly, agreed: true },
    { rule: 'the default price, not the first', values: shownPayment(yearly), proposition: yearly, agreed: true },
    {
      rule: 'the same amount written with trailing zeros',
      values: { paymentUnit: 'month', paymentAmount: '12.990' },
      proposition: monthly,
      agreed: true,
    },
    {
      rule: 'the unit written in another case',
      values: { paymentUnit: 'MONTH', paymentAmount: '12.99' },
      proposition: monthly,
      agreed: true,
    },
    {
      rule: 'a price changed since',
      values: { paymentUnit: 'month', paymentAmount: '9.99' },
      proposition: monthly,
      agreed: false,
    },
    {
      rule: 'a cent more',
      values: { paymentUnit: 'month', paymentAmount: '13.00' },
      proposition: monthly,
      agreed: false,
    },
    {
      rule: 'another unit, the same amount',
      values: { paymentUnit: 'year', paymentAmount: '12.99' },
      proposition: monthly,
      agreed: false,
    },
    {
      rule: 'the first price where another is the default',
      values: { paymentUnit: 'month', paymentAmount: '12.99' },
      proposition: yearly,
      agreed: false,
    },
    { rule: 'no price shown', values: {}, proposition: monthly, agreed: false },
    {
      rule: 'a unit without an amount',
      values: { paymentUnit: 'month', paymentAmount: '' },
      proposition: monthly,
      agreed: false,
    },
    {
      rule: 'an amount that is no number',
      values: { paymentUnit: 'month', paymentAmount: '12,99' },
      proposition: monthly,
      agreed: false,
    },
    {
      rule: 'an amount in another notation',
      values: { paymentUnit: 'month', paymentAmount: '1.299e1' },
      proposition: monthly,
      agreed: false,
    },
    {
      rule: 'garbage',
      values: { paymentUnit: '<script>', paymentAmount: 'Infinity' },
      proposition: monthly,
      agreed: false,
    },
    {
      rule: 'a proposition without a price',
      values: { paymentUnit: 'month', paymentAmount: '12.99' },
      proposition: noPrice,
      agreed: false,
    },
  ])('$rule', ({ values, proposition, agreed }) => {
    expect(agreedToPrice(values, proposition)).toBe(agreed);
  });

  it('the form shows the default price’s unit and amount', () => {
    expect(shownPayment(yearly)).toEqual({ paymentUnit: 'year', paymentAmount: '143.88' });
    expect(shownPayment(noPrice)).toEqual({ paymentUnit: '', paymentAmount: '' });
  });
});
