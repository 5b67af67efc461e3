import type { FieldError } from '../../schemas/front-office.ts';
import { ORDER_FORM_FIELDS, type OrderFormField } from '../../schemas/order-form.ts';

/*
 * The order form as it is posted and sent back: its fields read as bounded text, its idempotency key, and the front
 * office's rejections as the form's own errors (the mapping to an order is ./to-order.ts).
 */

/** A form never has more, or longer, fields than this: anything beyond is not ours and is dropped. */
const MAX_FIELDS = 60;
const MAX_VALUE_LENGTH = 200;
const ORDER_KEY = /^[0-9a-f-]{36}$/i;

/** The posted fields as text, bounded: what the form sends back to the visitor when it must be corrected. */
export function postedValues(form: Iterable<readonly [string, unknown]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of [...form].slice(0, MAX_FIELDS)) {
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

/** The form's idempotency key: one order however often it is sent. */
export const isOrderKey = (key: string): boolean => ORDER_KEY.test(key);

/**
 * The front office's rejections as the form's errors: its field paths ('customer.email') as the form's fields, its
 * words.
 */
export function rejectedOrderErrors(
  errors: readonly FieldError[],
): { readonly field: OrderFormField | null; readonly code: 'form.invalid'; readonly text: string }[] {
  return errors.map((error) => ({ field: formFieldOf(error.field), code: 'form.invalid', text: error.message }));
}

function formFieldOf(path: string): OrderFormField | null {
  const last = path.split('.').pop() ?? '';
  return ORDER_FORM_FIELDS.find((field) => field === last) ?? null;
}
