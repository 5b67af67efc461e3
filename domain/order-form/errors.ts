import {
  DATE_OF_BIRTH_INPUTS,
  MAX_LENGTH,
  ORDER_FORM_FIELDS,
  orderFormErrorCodeSchema,
  type OrderFormErrorCode,
  type OrderFormField,
} from '../../schemas/order-form.ts';
import { format, type Messages } from '../messages/index.ts';
import { START_DATE_MAX_MONTHS } from './start-date.ts';

/*
 * The order form's errors as the visitor meets them: the words for the schema's error codes (schema.ts), and which
 * error each field shows.
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
