// A namespace import, unlike `import { z }`, lets the bundler drop what the schema does not use: this schema runs in
// the order page's browser bundle too (esbuild: about 25 KB gzip against 92 KB for zod).
import * as z from 'zod';
import type { Country } from '../../schemas/brand.ts';
import {
  DATE_OF_BIRTH_INPUTS,
  genderSchema,
  idealBankSchema,
  MAX_LENGTH,
  orderFormErrorCodeSchema,
  paymentMethodSchema,
  type OrderFormErrorCode,
  type OrderFormField,
} from '../../schemas/order-form.ts';
import { checkDateOfBirth } from './date-of-birth.ts';
import { parseIsoDate, type PlainDate } from './dates.ts';
import { HOUSE_NUMBER, HOUSE_NUMBER_ADDITION, splitHouseNumber, type HouseNumber } from './house-number.ts';
import { checkIban } from './iban.ts';
import { PAYMENT_METHODS } from '../payments/methods.ts';
import { checkPhone } from './phone.ts';
import { normalisePostalCode, POSTAL_CODE, printPostalCode } from './postal-code.ts';
import { checkStartDate } from './start-date.ts';
import { cleanGiftMessage } from './gift-message.ts';
import { hasHiddenCharacter, lowerCaseDomain, squish } from './text.ts';

/*
 * The order form: one schema for the browser and the server. It reads the form as posted (field
 * names in schemas/order-form-fields.ts, text values, checkboxes as "on"), normalises what it accepts and reports
 * every problem at once. Each issue's message is an error CODE from schemas/order-form.ts, never text: the visitor's
 * locale words it (errors.ts). The rules about the values are this folder's other modules; this one applies them
 * to the form's fields. No clock inside: the caller passes the day of ordering.
 */

const E = orderFormErrorCodeSchema.enum;

export interface OrderFormOptions {
  /** The brand's country, not the visitor's: it sets the postal code format and the phone numbers' default region. */
  readonly country: Country;
  /** The day of ordering as YYYY-MM-DD, in the shop's time zone (dates.ts's `orderDay`). */
  readonly today: string;
  /**
   * A student offer (/studenten/bestellen): the school and student number are required, so the front office can
   * check the enrolment the student discount depends on.
   */
  readonly student?: boolean;
  /**
   * A gift: the recipient's name and address (Dutch or Belgian, by their own rules), an optional
   * message and a start date, which a gift cannot do without.
   */
  readonly gift?: boolean;
}

export function orderFormSchema({ country, today, student = false, gift = false }: OrderFormOptions) {
  const day = parseIsoDate(today);
  if (!day) throw new Error(`orderFormSchema: today must be a date as YYYY-MM-DD, got "${today}"`);

  return z
    .object(
      {
        gender: genderSchema,
        firstName: requiredName(E['firstName.required'], MAX_LENGTH.firstName, E['firstName.tooLong']),
        middleName: optionalName(MAX_LENGTH.middleName, E['middleName.tooLong']),
        lastName: requiredName(E['lastName.required'], MAX_LENGTH.lastName, E['lastName.tooLong']),
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
        ...(gift ? giftFields() : {}),
      },
      { error: E['form.invalid'] },
    )
    .superRefine(
      (form, ctx) => {
        for (const { path, code } of crossFieldIssues(form, country, day)) {
          ctx.addIssue({ code: 'custom', path: [path], message: code });
        }
        if (student && !form.institution)
          ctx.addIssue({ code: 'custom', path: ['institution'], message: E['institution.required'] });
        if (student && !form.studentNumber)
          ctx.addIssue({ code: 'custom', path: ['studentNumber'], message: E['studentNumber.required'] });
        if (gift) {
          for (const { path, code } of giftIssues(form)) ctx.addIssue({ code: 'custom', path: [path], message: code });
        }
      },
      // Run even when other fields failed, so the visitor sees every problem at once (zod skips refinements of an
      // object with failed fields by default); the check reads only the raw inputs that need each other.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((form) => {
      // Every check above passed: these parse, and the casts restate what the checks proved.
      const dateOfBirth = checkDateOfBirth(dateOfBirthParts(form), day) as { iso: string };
      const house = splitHouseNumber(form.houseNumber, form.houseNumberAddition) as HouseNumber;
      const payment =
        form.paymentMethod === 'ideal'
          ? { method: 'ideal' as const, idealBank: idealBankSchema.parse(form.idealBank) }
          : form.paymentMethod === 'bancontact'
            ? { method: 'bancontact' as const }
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
        ...(student && form.institution && form.studentNumber
          ? { student: { institution: form.institution, studentNumber: form.studentNumber } }
          : {}),
        /** Only on a gift: the checks above passed, so the recipient is complete. */
        ...(gift ? { gift: giftOf(form as unknown as GiftForm) } : {}),
      };
    });
}

// --- a gift's recipient -----------------------------------------------------------------------------------------

const giftCountrySchema = z.enum(['nl', 'be'], { error: E['giftCountry.required'] });

/** The recipient's fields: text is checked here, the address by the recipient's country below. */
const giftFields = () => ({
  giftFirstName: requiredName(E['giftFirstName.required'], MAX_LENGTH.giftFirstName, E['giftFirstName.tooLong']),
  giftMiddleName: optionalName(MAX_LENGTH.giftMiddleName, E['giftMiddleName.tooLong']),
  giftLastName: requiredName(E['giftLastName.required'], MAX_LENGTH.giftLastName, E['giftLastName.tooLong']),
  giftCountry: giftCountrySchema,
  giftPostalCode: rawText(E['giftPostalCode.invalid']),
  giftHouseNumber: rawText(E['giftHouseNumber.invalid']),
  giftHouseNumberAddition: optionalText(
    MAX_LENGTH.giftHouseNumberAddition,
    E['giftHouseNumberAddition.invalid'],
  ).refine((value) => value === undefined || HOUSE_NUMBER_ADDITION.test(value), {
    error: E['giftHouseNumberAddition.invalid'],
  }),
  giftStreet: requiredText(E['giftStreet.required'], MAX_LENGTH.giftStreet, E['giftStreet.tooLong']),
  giftCity: requiredText(E['giftCity.required'], MAX_LENGTH.giftCity, E['giftCity.tooLong']),
  giftMessage: z
    .string({ error: E['giftMessage.tooLong'] })
    .optional()
    .transform((value) => (value === undefined ? undefined : cleanGiftMessage(value) || undefined))
    .refine((value) => value === undefined || value.length <= MAX_LENGTH.giftMessage, {
      error: E['giftMessage.tooLong'],
    }),
});

interface GiftForm {
  readonly giftFirstName: string;
  readonly giftMiddleName?: string | undefined;
  readonly giftLastName: string;
  readonly giftCountry: Country;
  readonly giftPostalCode?: string | undefined;
  readonly giftHouseNumber?: string | undefined;
  readonly giftHouseNumberAddition?: string | undefined;
  readonly giftStreet: string;
  readonly giftCity: string;
  readonly giftMessage?: string | undefined;
  readonly startDate?: string | undefined;
}

/**
 * The recipient's address by the recipient's country (a Dutch buyer may give to a Belgian reader), and the start date.
 */
function giftIssues(form: CrossFieldInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const country = giftCountrySchema.safeParse(form.giftCountry);
  const postalCode = typeof form.giftPostalCode === 'string' ? normalisePostalCode(form.giftPostalCode) : '';
  if (postalCode === '') issues.push({ path: 'giftPostalCode', code: E['giftPostalCode.required'] });
  else if (country.success && !POSTAL_CODE[country.data].test(postalCode))
    issues.push({ path: 'giftPostalCode', code: E['giftPostalCode.invalid'] });
  const houseNumber = typeof form.giftHouseNumber === 'string' ? squish(form.giftHouseNumber) : '';
  const addition =
    typeof form.giftHouseNumberAddition === 'string' && form.giftHouseNumberAddition !== ''
      ? squish(form.giftHouseNumberAddition)
      : undefined;
  if (houseNumber === '') issues.push({ path: 'giftHouseNumber', code: E['giftHouseNumber.required'] });
  else if (!HOUSE_NUMBER.test(houseNumber) || splitHouseNumber(houseNumber, addition) === null) {
    issues.push({ path: 'giftHouseNumber', code: E['giftHouseNumber.invalid'] });
  }
  if (form.startDate === undefined || form.startDate === '')
    issues.push({ path: 'startDate', code: E['startDate.required'] });
  return issues;
}

function giftOf(form: GiftForm) {
  const house = splitHouseNumber(squish(form.giftHouseNumber ?? ''), form.giftHouseNumberAddition) as HouseNumber;
  return {
    recipient: {
      firstName: form.giftFirstName,
      ...(form.giftMiddleName ? { middleName: form.giftMiddleName } : {}),
      lastName: form.giftLastName,
    },
    address: {
      postalCode: printPostalCode(normalisePostalCode(form.giftPostalCode ?? ''), form.giftCountry),
      houseNumber: house.number,
      ...(house.addition === undefined ? {} : { houseNumberAddition: house.addition }),
      street: form.giftStreet,
      city: form.giftCity,
      country: form.giftCountry,
    },
    ...(form.giftMessage ? { message: form.giftMessage } : {}),
  };
}

// --- fields ---------------------------------------------------------------------------------------------------

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

/*
 * A name (the buyer's or a gift's recipient's) is text without a control or invisible character (text.ts). No name
 * has an 'invalid' code of its own: it gets the form's own 'form.invalid', as errors.ts words a field it cannot read.
 */
const NAME_REFUSED = { error: E['form.invalid'] } as const;
const isPlainName = (value: string | undefined) => value === undefined || !hasHiddenCharacter(value);

function requiredName(required: OrderFormErrorCode, max: number, tooLong: OrderFormErrorCode) {
  return requiredText(required, max, tooLong).refine(isPlainName, NAME_REFUSED);
}

function optionalName(max: number, tooLong: OrderFormErrorCode) {
  return optionalText(max, tooLong).refine(isPlainName, NAME_REFUSED);
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

function postalCodeSchema(country: Country) {
  return z
    .string({ error: E['postalCode.required'] })
    .overwrite(normalisePostalCode)
    .check(requiredThenPattern(E['postalCode.required'], POSTAL_CODE[country], E['postalCode.invalid']))
    .overwrite((value) => printPostalCode(value, country));
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

const houseNumberSchema = z
  .string({ error: E['houseNumber.required'] })
  .overwrite(squish)
  .check(requiredThenPattern(E['houseNumber.required'], HOUSE_NUMBER, E['houseNumber.invalid']));

function startDateSchema(today: PlainDate) {
  return z
    .string({ error: E['startDate.invalid'] })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const result = checkStartDate(value, today);
      return 'code' in result ? fail(ctx, result.code) : result.iso;
    });
}

// --- checks across fields -------------------------------------------------------------------------------------

/** What the cross-field check reads: raw where a field failed, so every value is looked at as unknown. */
type CrossFieldInput = Readonly<Record<string, unknown>>;

interface FieldIssue {
  readonly path: OrderFormField;
  readonly code: OrderFormErrorCode;
}

const dateOfBirthParts = (form: CrossFieldInput) => ({
  day: form[DATE_OF_BIRTH_INPUTS.day],
  month: form[DATE_OF_BIRTH_INPUTS.month],
  year: form[DATE_OF_BIRTH_INPUTS.year],
});

function crossFieldIssues(form: CrossFieldInput, country: Country, today: PlainDate): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const dateOfBirth = checkDateOfBirth(dateOfBirthParts(form), today);
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
  const additionPassed =
    addition === undefined || (typeof addition === 'string' && HOUSE_NUMBER_ADDITION.test(addition));
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
