/*
 * The order form's field names, apart from its schema (domain/order-form/schema.ts): the browser's form needs the
 * names on its first load, the schema (zod, ibantools, libphonenumber-js) only once the visitor starts typing.
 */

/**
 * The form's fields in the order the form shows them (and the error summary lists them); an issue's path is one of
 * these. The date of birth is one field of three inputs (DATE_OF_BIRTH_INPUTS).
 */
export const ORDER_FORM_FIELDS = [
  'gender',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'email',
  'phone',
  'postalCode',
  'houseNumber',
  'houseNumberAddition',
  'street',
  'city',
  // A gift's recipient: only on a gift order.
  'giftFirstName',
  'giftMiddleName',
  'giftLastName',
  'giftCountry',
  'giftPostalCode',
  'giftHouseNumber',
  'giftHouseNumberAddition',
  'giftStreet',
  'giftCity',
  'giftMessage',
  'paymentMethod',
  'iban',
  'idealBank',
  'startDate',
  'institution',
  'studentNumber',
  'newsletter',
  'terms',
  'adult',
] as const;
export type OrderFormField = (typeof ORDER_FORM_FIELDS)[number];

/**
 * The date of birth is asked as three inputs (day, month, year), as the GOV.UK Design System's date input does:
 * plain text inputs with `inputmode="numeric"` work without JavaScript, are read out one by one under the
 * fieldset's legend, and need no date picker, which is slow for a date decades back.
 */
export const DATE_OF_BIRTH_INPUTS = {
  day: 'dateOfBirthDay',
  month: 'dateOfBirthMonth',
  year: 'dateOfBirthYear',
} as const;

/**
 * The maximum lengths of free text, as the front office stores them. Here, beside the fields and without zod, so the
 * order form's browser code (the address lookup's house number) can read them.
 */
export const MAX_LENGTH = {
  firstName: 50,
  middleName: 20,
  lastName: 100,
  street: 100,
  city: 80,
  houseNumberAddition: 10,
  institution: 100,
  studentNumber: 30,
  giftFirstName: 50,
  giftMiddleName: 20,
  giftLastName: 100,
  giftHouseNumberAddition: 10,
  giftStreet: 100,
  giftCity: 80,
  /** A gift's personal message: a card's worth of plain text. */
  giftMessage: 250,
} as const satisfies Partial<Record<OrderFormField, number>>;
