// A namespace import, unlike `import { z }`, lets the bundler drop what the schema does not use: this schema runs in
// the order page's browser bundle too (esbuild: about 25 KB gzip against 92 KB for zod).
import * as z from 'zod';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
// `min` metadata: numbers are checked by length per country, not digit by digit (`max` costs 20 KB gzip more).
import parsePhoneNumber, { type CountryCode } from 'libphonenumber-js/min';
import type { Country } from './brand.ts';
import { DATE_OF_BIRTH_INPUTS, type OrderFormField } from './order-form-fields.ts';

/*
 * The order form (issue "ordering"): one schema for the browser and the server. It reads the form as posted (field
 * names below, text values, checkboxes as "on"), normalises what it accepts and reports every problem at once. Each
 * issue's message is an error CODE from ORDER_FORM_ERROR_CODES, never text: the visitor's locale words it
 * (domain/order-form.ts). No clock inside: the caller passes the day of ordering.
 */

export const orderFormErrorCodeSchema = z.enum([
  'form.invalid',
  'gender.required',
  'firstName.required',
  'firstName.tooLong',
  'middleName.tooLong',
  'lastName.required',
  'lastName.tooLong',
  'dateOfBirth.required',
  'dateOfBirth.incomplete',
  'dateOfBirth.invalid',
  'dateOfBirth.future',
  'dateOfBirth.underage',
  'email.required',
  'email.invalid',
  'phone.required',
  'phone.invalid',
  'phone.country',
  'postalCode.required',
  'postalCode.invalid',
  'houseNumber.required',
  'houseNumber.invalid',
  'houseNumberAddition.invalid',
  'street.required',
  'street.tooLong',
  'city.required',
  'city.tooLong',
  'paymentMethod.required',
  'iban.required',
  'iban.invalid',
  'iban.length',
  'iban.country',
  'idealBank.required',
  'startDate.invalid',
  'startDate.past',
  'startDate.tooLate',
  'terms.required',
  'adult.required',
  'institution.required',
  'institution.tooLong',
  'studentNumber.required',
  'studentNumber.tooLong',
]);
export type OrderFormErrorCode = z.infer<typeof orderFormErrorCodeSchema>;
export const ORDER_FORM_ERROR_CODES = orderFormErrorCodeSchema.options;
const E = orderFormErrorCodeSchema.enum;

export { DATE_OF_BIRTH_INPUTS, ORDER_FORM_FIELDS, type OrderFormField } from './order-form-fields.ts';

/** The maximum lengths of free text, as the front office stores them. */
export const MAX_LENGTH = {
  firstName: 50,
  middleName: 20,
  lastName: 100,
  street: 100,
  city: 80,
  houseNumberAddition: 10,
  institution: 100,
  studentNumber: 30,
} as const satisfies Partial<Record<OrderFormField, number>>;

/** A paper subscription can start from the day of ordering up to this many months later. */
export const START_DATE_MAX_MONTHS = 3;

/** Age of majority in the Netherlands and Belgium: only adults can take out a subscription. */
export const MINIMUM_AGE = 18;

/** Aanhef, as domain/lead.ts normalises a lead's gender: M, F, or U (none given). */
export const genderSchema = z.enum(['M', 'F', 'U'], { error: E['gender.required'] });
export type Gender = z.infer<typeof genderSchema>;

export const paymentMethodSchema = z.enum(['direct-debit', 'ideal'], { error: E['paymentMethod.required'] });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** iDEAL is a Dutch scheme: Belgian brands collect by direct debit (domiciliëring) only. */
export const PAYMENT_METHODS: Readonly<Record<Country, readonly PaymentMethod[]>> = {
  nl: ['direct-debit', 'ideal'],
  be: ['direct-debit'],
};

/** The iDEAL issuers a visitor can choose, by issuer id (the bank's BIC, as iDEAL names issuers). */
export const idealBankSchema = z.enum(
  [
    'ABNANL2A',
    'ASNBNL21',
    'BUNQNL2A',
    'INGBNL2A',
    'KNABNL2H',
    'RABONL2U',
    'RBRBNL21',
    'REVOLT21',
    'SNSBNL2A',
    'TRIONL2U',
    'FVLBNL22',
  ],
  { error: E['idealBank.required'] },
);
export type IdealBank = z.infer<typeof idealBankSchema>;

/** Bank names are brand names: the same in every locale, so they live here and not in the message catalogs. */
export const IDEAL_BANK_NAMES: Readonly<Record<IdealBank, string>> = {
  ABNANL2A: 'ABN AMRO',
  ASNBNL21: 'ASN Bank',
  BUNQNL2A: 'bunq',
  INGBNL2A: 'ING',
  KNABNL2H: 'Knab',
  RABONL2U: 'Rabobank',
  RBRBNL21: 'RegioBank',
  REVOLT21: 'Revolut',
  SNSBNL2A: 'SNS',
  TRIONL2U: 'Triodos Bank',
  FVLBNL22: 'Van Lanschot',
};

/** Direct debit is collected from Dutch and Belgian accounts only, on either country's brands. */
const IBAN_LENGTH: Readonly<Record<string, number>> = { NL: 18, BE: 16 };

/**
 * Dutch (+31) and Belgian (+32) numbers are accepted on either country's brands; a number written without its
 * country prefix is read as one of the brand's country.
 */
const PHONE_CALLING_CODES = ['31', '32'];
const PHONE_REGION: Readonly<Record<Country, CountryCode>> = { nl: 'NL', be: 'BE' };

export interface OrderFormOptions {
  /** The brand's country, not the visitor's: it sets the postal code format and the phone numbers' default region. */
  readonly country: Country;
  /** The day of ordering as YYYY-MM-DD, in the shop's time zone (domain/order-form.ts's `orderDay`). */
  readonly today: string;
  /**
   * A student offer (/studenten/bestellen): the school and student number are required, so the front office can
   * check the enrolment the student discount depends on.
   */
  readonly student?: boolean;
}

export function orderFormSchema({ country, today, student = false }: OrderFormOptions) {
  const day = parseIsoDate(today);
  if (!day) throw new Error(`orderFormSchema: today must be a date as YYYY-MM-DD, got "${today}"`);

  return z
    .object(
      {
        gender: genderSchema,
        firstName: requiredText(E['firstName.required'], MAX_LENGTH.firstName, E['firstName.tooLong']),
        middleName: optionalText(MAX_LENGTH.middleName, E['middleName.tooLong']),
        lastName: requiredText(E['lastName.required'], MAX_LENGTH.lastName, E['lastName.tooLong']),
        // Read together with the other two by the check below: the three make one field.
        [DATE_OF_BIRTH_INPUTS.day]: rawText(E['dateOfBirth.invalid']),
        [DATE_OF_BIRTH_INPUTS.month]: rawText(E['dateOfBirth.invalid']),
        [DATE_OF_BIRTH_INPUTS.year]: rawText(E['dateOfBirth.invalid']),
        email: emailSchema,
        phone: phoneSchema(country),
        postalCode: postalCodeSchema(country),
        houseNumber: houseNumberSchema,
        houseNumberAddition: optionalText(MAX_LENGTH.houseNumberAddition, E['houseNumberAddition.invalid']).refine(
          (value) => value === undefined || HOUSE_NUMBER_ADDITION.test(value),
          { error: E['houseNumberAddition.invalid'] },
        ),
        street: requiredText(E['street.required'], MAX_LENGTH.street, E['street.tooLong']),
        city: requiredText(E['city.required'], MAX_LENGTH.city, E['city.tooLong']),
        paymentMethod: paymentMethodSchema.refine((method) => PAYMENT_METHODS[country].includes(method), {
          error: E['paymentMethod.required'],
        }),
        // Checked with the payment method below: an IBAN typed before choosing iDEAL is ignored, not an error.
        iban: rawText(E['iban.invalid']),
        idealBank: rawText(E['idealBank.required']),
        startDate: startDateSchema(day),
        newsletter: checkbox,
        terms: checkbox.pipe(z.literal(true, { error: E['terms.required'] })),
        adult: checkbox.pipe(z.literal(true, { error: E['adult.required'] })),
        institution: optionalText(MAX_LENGTH.institution, E['institution.tooLong']),
        studentNumber: optionalText(MAX_LENGTH.studentNumber, E['studentNumber.tooLong']),
      },
      { error: E['form.invalid'] },
    )
    .superRefine(
      (form, ctx) => {
        for (const { path, code } of crossFieldIssues(form, country, day)) {
          ctx.addIssue({ code: 'custom', path: [path], message: code });
        }
        if (student && !form.institution) ctx.addIssue({ code: 'custom', path: ['institution'], message: E['institution.required'] });
        if (student && !form.studentNumber) ctx.addIssue({ code: 'custom', path: ['studentNumber'], message: E['studentNumber.required'] });
      },
      // Run even when other fields failed, so the visitor sees every problem at once (zod skips refinements of an
      // object with failed fields by default); the check reads only the raw inputs that need each other.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((form) => {
      // Every check above passed: these parse, and the casts restate what the checks proved.
      const dateOfBirth = checkDateOfBirth(form, day) as { iso: string };
      const house = splitHouseNumber(form.houseNumber, form.houseNumberAddition) as HouseNumber;
      const payment =
        form.paymentMethod === 'ideal'
          ? { method: 'ideal' as const, idealBank: idealBankSchema.parse(form.idealBank) }
          : { method: 'direct-debit' as const, iban: (checkIban(form.iban) as { iban: string }).iban };
      return {
        gender: form.gender,
        firstName: form.firstName,
        ...(form.middleName === undefined ? {} : { middleName: form.middleName }),
        lastName: form.lastName,
        /** YYYY-MM-DD */
        dateOfBirth: dateOfBirth.iso,
        email: form.email,
        /** E.164, e.g. +31612345678 */
        phone: form.phone,
        postalCode: form.postalCode,
        houseNumber: house.number,
        ...(house.addition === undefined ? {} : { houseNumberAddition: house.addition }),
        street: form.street,
        city: form.city,
        payment,
        /** YYYY-MM-DD; only paper subscriptions ask for it. */
        ...(form.startDate === undefined ? {} : { startDate: form.startDate }),
        newsletter: form.newsletter,
        terms: form.terms,
        adult: form.adult,
        /** Only on a student offer. */
        ...(student && form.institution && form.studentNumber ? { student: { institution: form.institution, studentNumber: form.studentNumber } } : {}),
      };
    });
}

export type OrderForm = z.infer<ReturnType<typeof orderFormSchema>>;

// --- fields ---------------------------------------------------------------------------------------------------

/** Inner runs of white space become one space: names and streets pasted from elsewhere carry doubles and tabs. */
const squish = (value: string) => value.replace(/\s+/g, ' ').trim();

function requiredText(required: OrderFormErrorCode, max: number, tooLong: OrderFormErrorCode) {
  return z.string({ error: required }).overwrite(squish).min(1, { error: required }).max(max, { error: tooLong });
}

/** Blank is absent. */
function optionalText(max: number, tooLong: OrderFormErrorCode) {
  return z
    .string({ error: tooLong })
    .overwrite(squish)
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** In a transform: reports the code as the value's issue (what the transform returns is then never used). */
function fail(ctx: z.RefinementCtx, code: OrderFormErrorCode): never {
  ctx.addIssue({ code: 'custom', message: code });
  return z.NEVER;
}

/** A text input read by a cross-field check; only its type is checked here. */
const rawText = (error: OrderFormErrorCode) => z.string({ error }).optional();

/**
 * An HTML checkbox posts "on" when ticked and nothing otherwise; a script may send a boolean. (`optional()`: a
 * missing key is false, not zod's "expected nonoptional".)
 */
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** Lower-cases the domain only: the part before the @ is the mailbox owner's and may be case-sensitive. */
function lowerCaseDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at) + email.slice(at).toLowerCase();
}

const emailSchema = z
  .string({ error: E['email.required'] })
  .trim()
  .min(1, { error: E['email.required'] })
  .overwrite(lowerCaseDomain)
  .max(254, { error: E['email.invalid'] })
  .pipe(z.email({ error: E['email.invalid'] }));

function phoneSchema(country: Country) {
  return z
    .string({ error: E['phone.required'] })
    .trim()
    .min(1, { error: E['phone.required'] })
    .transform((value, ctx) => {
      const result = checkPhone(value, country);
      return 'code' in result ? fail(ctx, result.code) : result.e164;
    });
}

/** Dutch and Belgian numbers in any usual notation (06-12345678, +31 6 12345678, 0031 6..., 0470 12 34 56). */
function checkPhone(value: string, country: Country): { e164: string } | { code: OrderFormErrorCode } {
  // `extract: false`: the whole input must be the number, not merely contain one.
  const phone = parsePhoneNumber(value, { defaultCountry: PHONE_REGION[country], extract: false });
  if (!phone) return { code: E['phone.invalid'] };
  if (!PHONE_CALLING_CODES.includes(phone.countryCallingCode)) return { code: E['phone.country'] };
  // An extension has no place in E.164; a subscription's number is one the subscriber answers directly.
  if (!phone.isValid() || phone.ext) return { code: E['phone.invalid'] };
  return { e164: phone.number };
}

/**
 * Dutch postcodes are four digits not starting with 0 and two letters, of which PostNL never issues SA, SD and SS;
 * Belgian ones are four digits not starting with 0.
 */
const POSTAL_CODE: Readonly<Record<Country, RegExp>> = {
  nl: /^([1-9][0-9]{3})(?!SA|SD|SS)([A-Z]{2})$/,
  be: /^([1-9][0-9]{3})$/,
};

function postalCodeSchema(country: Country) {
  return z
    .string({ error: E['postalCode.required'] })
    .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
    .check(requiredThenPattern(E['postalCode.required'], POSTAL_CODE[country], E['postalCode.invalid']))
    .overwrite((value) => (country === 'nl' ? `${value.slice(0, 4)} ${value.slice(4)}` : value));
}

/**
 * Blank gives only 'required', anything else that does not match only 'invalid'. One check rather than `min` with
 * `abort` and a regex: an aborted field makes zod skip the cross-field checks, and the visitor would not see every
 * problem at once.
 */
function requiredThenPattern(required: OrderFormErrorCode, pattern: RegExp, invalid: OrderFormErrorCode) {
  return z.superRefine((value: string, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: required });
    else if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message: invalid });
  });
}

/** Additions as written on Dutch and Belgian doors and letters: A, bis, 2-hoog, hs, bus 3, III. */
const ADDITION = `[A-Za-z0-9][A-Za-z0-9 ./-]{0,${MAX_LENGTH.houseNumberAddition - 1}}`;
const HOUSE_NUMBER_ADDITION = new RegExp(`^${ADDITION}$`);
/**
 * A house number is a number without a leading zero; visitors often type the addition with it (12A, 12-3, 12 bus
 * 3), which is split off into the addition.
 */
const HOUSE_NUMBER = new RegExp(`^([1-9][0-9]{0,4})(?![0-9])\\s*[-/]?\\s*(${ADDITION})?$`);

const houseNumberSchema = z
  .string({ error: E['houseNumber.required'] })
  .overwrite(squish)
  .check(requiredThenPattern(E['houseNumber.required'], HOUSE_NUMBER, E['houseNumber.invalid']));

interface HouseNumber {
  readonly number: string;
  readonly addition?: string;
}

/** The number and the addition; null when the number carries an addition and the addition field has another one. */
function splitHouseNumber(houseNumber: string, addition: string | undefined): HouseNumber | null {
  const [, number = '', typed] = HOUSE_NUMBER.exec(houseNumber) ?? [];
  if (typed === undefined) return addition === undefined ? { number } : { number, addition };
  if (addition !== undefined) return null;
  return { number, addition: typed };
}

function startDateSchema(today: PlainDate) {
  const latest = addMonths(today, START_DATE_MAX_MONTHS);
  return z
    .string({ error: E['startDate.invalid'] })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const date = parseIsoDate(value) ?? parseDutchDate(value);
      if (!date) return fail(ctx, E['startDate.invalid']);
      if (compare(date, today) < 0) return fail(ctx, E['startDate.past']);
      if (compare(date, latest) > 0) return fail(ctx, E['startDate.tooLate']);
      return isoDate(date);
    });
}

// --- checks across fields -------------------------------------------------------------------------------------

/** What the cross-field check reads: raw where a field failed, so every value is looked at as unknown. */
type CrossFieldInput = Readonly<Record<string, unknown>>;

interface FieldIssue {
  readonly path: OrderFormField;
  readonly code: OrderFormErrorCode;
}

function crossFieldIssues(form: CrossFieldInput, country: Country, today: PlainDate): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const dateOfBirth = checkDateOfBirth(form, today);
  if ('code' in dateOfBirth) issues.push({ path: 'dateOfBirth', code: dateOfBirth.code });

  const method = form.paymentMethod;
  if (method === 'direct-debit') {
    const iban = checkIban(form.iban);
    if ('code' in iban) issues.push({ path: 'iban', code: iban.code });
  } else if (method === 'ideal' && PAYMENT_METHODS[country].includes(method)) {
    const bank = idealBankSchema.safeParse(form.idealBank);
    if (!bank.success) issues.push({ path: 'idealBank', code: E['idealBank.required'] });
  }

  // Only when both fields passed their own checks: otherwise those already speak.
  const { houseNumber, houseNumberAddition: addition } = form;
  const additionPassed = addition === undefined || (typeof addition === 'string' && HOUSE_NUMBER_ADDITION.test(addition));
  if (
    typeof houseNumber === 'string' &&
    HOUSE_NUMBER.test(houseNumber) &&
    additionPassed &&
    splitHouseNumber(houseNumber, addition) === null
  ) {
    issues.push({ path: 'houseNumber', code: E['houseNumber.invalid'] });
  }
  return issues;
}

/**
 * An IBAN in electronic format (no spaces, upper case), checked by ibantools: the country's length and account
 * format, mod-97, and the Belgian account check digits. The length gets its own message: it is the usual slip.
 */
function checkIban(value: unknown): { iban: string } | { code: OrderFormErrorCode } {
  const iban = electronicFormatIBAN(typeof value === 'string' ? value.replace(/\s+/g, '') : '') ?? '';
  if (iban === '') return { code: E['iban.required'] };
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTH[country];
  if (length === undefined) return { code: /^[A-Z]{2}$/.test(country) ? E['iban.country'] : E['iban.invalid'] };
  if (iban.length !== length) return { code: E['iban.length'] };
  return isValidIBAN(iban) ? { iban } : { code: E['iban.invalid'] };
}

const MONTH_NAMES: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['jan', 'januari'],
    ['feb', 'februari'],
    ['mrt', 'maart', 'mar'],
    ['apr', 'april'],
    ['mei'],
    ['jun', 'juni'],
    ['jul', 'juli'],
    ['aug', 'augustus'],
    ['sep', 'sept', 'september'],
    ['okt', 'oktober', 'oct'],
    ['nov', 'november'],
    ['dec', 'december'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

/**
 * The three inputs as one real date of an adult: all present, digits (a month may be its Dutch name, as GOV.UK
 * accepts names), a four-digit year from 1900, an existing day, not after today, and 18 years ago or more.
 */
function checkDateOfBirth(form: CrossFieldInput, today: PlainDate): { iso: string } | { code: OrderFormErrorCode } {
  const part = (name: string) => {
    const value = form[name];
    return typeof value === 'string' ? value.replace(/\s+/g, '').replace(/\.$/, '').toLowerCase() : '';
  };
  const [dayText = '', monthText = '', yearText = ''] = Object.values(DATE_OF_BIRTH_INPUTS).map(part);
  if (!dayText && !monthText && !yearText) return { code: E['dateOfBirth.required'] };
  if (!dayText || !monthText || !yearText) return { code: E['dateOfBirth.incomplete'] };

  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : MONTH_NAMES[monthText];
  const digits = /^\d{1,2}$/.test(dayText) && /^\d{4}$/.test(yearText);
  const date = digits && month ? plainDate(Number(yearText), month, Number(dayText)) : null;
  if (!date || date.year < 1900) return { code: E['dateOfBirth.invalid'] };
  if (compare(date, today) > 0) return { code: E['dateOfBirth.future'] };
  if (compare(adulthood(date), today) > 0) return { code: E['dateOfBirth.underage'] };
  return { iso: isoDate(date) };
}

/**
 * The day someone turns 18. Born on 29 February, that is 1 March when the 18th year is not a leap year: the day
 * after 28 February, as Dutch law counts a 29 February birthday in common years (and as Date.UTC rolls it over).
 */
function adulthood(birth: PlainDate): PlainDate {
  const date = new Date(Date.UTC(birth.year + MINIMUM_AGE, birth.month - 1, birth.day));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

// --- plain dates (no time, no zone) ---------------------------------------------------------------------------

interface PlainDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A calendar date, or null when it does not exist (31 April, 29 February 2001). */
function plainDate(year: number, month: number, day: number): PlainDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

function parseIsoDate(value: string): PlainDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? plainDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 1-5-2026, 01-05-2026, 1/5/2026, 1.5.2026: what a browser without a date picker gets typed into it. */
function parseDutchDate(value: string): PlainDate | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  return match ? plainDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const isoDate = (date: PlainDate) => `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
const compare = (a: PlainDate, b: PlainDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Calendar months later; the day is clamped to the month's last day (30 November + 3 months = 28/29 February). */
function addMonths(date: PlainDate, months: number): PlainDate {
  const monthIndex = date.month - 1 + months;
  const year = date.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}
