// A namespace import, unlike `import { z }`, lets the bundler drop what the schema does not use: these shapes run in
// the order page's browser bundle too, with the form's schema (esbuild: about 25 KB gzip against 92 KB for zod).
import * as z from 'zod';

/*
 * The order form's shapes: its error codes, the lengths the front office stores, and the
 * choices (aanhef, payment method, iDEAL bank). The schema that reads a posted form and applies the rules about its
 * values (dates, IBAN, phone, postal code, house number) is domain/order-form/schema.ts:
 * docs/architecture.md#folders-and-import-direction, schemas hold shapes and rules about values are domain. Each
 * issue's message is an error CODE from ORDER_FORM_ERROR_CODES, never text: the visitor's locale words it
 * (domain/order-form/errors.ts).
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
  'giftFirstName.required',
  'giftFirstName.tooLong',
  'giftMiddleName.tooLong',
  'giftLastName.required',
  'giftLastName.tooLong',
  'giftCountry.required',
  'giftPostalCode.required',
  'giftPostalCode.invalid',
  'giftHouseNumber.required',
  'giftHouseNumber.invalid',
  'giftHouseNumberAddition.invalid',
  'giftStreet.required',
  'giftStreet.tooLong',
  'giftCity.required',
  'giftCity.tooLong',
  'giftMessage.tooLong',
  'paymentMethod.required',
  'iban.required',
  'iban.invalid',
  'iban.length',
  'iban.country',
  'idealBank.required',
  'startDate.required',
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

export { DATE_OF_BIRTH_INPUTS, MAX_LENGTH, ORDER_FORM_FIELDS, type OrderFormField } from './order-form-fields.ts';

/** Aanhef, as domain/lead.ts normalises a lead's gender: M, F, or U (none given). */
export const genderSchema = z.enum(['M', 'F', 'U'], { error: E['gender.required'] });
export type Gender = z.infer<typeof genderSchema>;

export const paymentMethodSchema = z.enum(['direct-debit', 'ideal', 'bancontact'], {
  error: E['paymentMethod.required'],
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

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
