import { friendlyFormatIBAN } from 'ibantools';
import type { Country } from '../schemas/brand.ts';
import {
  DATE_OF_BIRTH_INPUTS,
  MAX_LENGTH,
  ORDER_FORM_FIELDS,
  orderFormErrorCodeSchema,
  START_DATE_MAX_MONTHS,
  type OrderFormErrorCode,
  type OrderFormField,
} from '../schemas/order-form.ts';
import { SERVICE_TIME_ZONE } from './business-hours.ts';
import { format, type Messages } from './messages/index.ts';

/*
 * The order form's rules around schemas/order-form.ts: the words for its error codes, which error each field shows,
 * the day of ordering the schema is built for, and how an IBAN is shown back.
 */

/** The visitor's text for an error code, with the limit it names filled in (a maximum length, the start window). */
export function orderFormErrorText(code: OrderFormErrorCode, messages: Messages): string {
  const field = code.slice(0, code.indexOf('.'));
  const max = (MAX_LENGTH as Readonly<Record<string, number>>)[field];
  const values = { ...(max === undefined ? {} : { max }), months: START_DATE_MAX_MONTHS };
  return format(messages.orderForm.errors[code], values);
}

/** What orderFormErrors reads of a zod issue. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface OrderFormFieldError {
  /** The field the error belongs to; null for the form as a whole. */
  readonly field: OrderFormField | null;
  readonly code: OrderFormErrorCode;
}

/**
 * The errors to show from the schema's issues: one per field (its first), in the form's order, the form's own
 * first; each shown beside its field and listed in the error summary.
 */
export function orderFormErrors(issues: readonly SchemaIssue[]): OrderFormFieldError[] {
  const dateInputs: readonly PropertyKey[] = Object.values(DATE_OF_BIRTH_INPUTS);
  const byField = new Map<OrderFormField | null, OrderFormErrorCode>();
  for (const issue of issues) {
    const key = issue.path[0];
    const named = ORDER_FORM_FIELDS.find((name) => name === key) ?? null;
    const field = key !== undefined && dateInputs.includes(key) ? 'dateOfBirth' : named;
    // A message that is no code (zod's own) is not shown as it is: it would be English and technical.
    const parsed = orderFormErrorCodeSchema.safeParse(issue.message);
    const code = parsed.success ? parsed.data : 'form.invalid';
    if (!byField.has(field)) byField.set(field, code);
  }
  const order = (field: OrderFormField | null) => (field === null ? -1 : ORDER_FORM_FIELDS.indexOf(field));
  return [...byField].map(([field, code]) => ({ field, code })).sort((a, b) => order(a.field) - order(b.field));
}

/**
 * The day of ordering as YYYY-MM-DD in the brand's country, whatever the server's or the browser's zone: an order
 * placed at 00:30 in Amsterdam is placed that day, also for the 18+ rule.
 */
export function orderDay(now: Date, country: Country): string {
  // en-CA writes dates as YYYY-MM-DD.
  const timeZone = SERVICE_TIME_ZONE[country];
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** An IBAN as people read it, in groups of four: NL91 ABNA 0417 1643 00. */
export function printIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** The last four characters, what may be shown of an account number once it is stored (a lead's ibanLastDigits). */
export function ibanLastDigits(iban: string): string {
  return iban.replace(/\s+/g, '').slice(-4);
}
