import { useCallback, useEffect, type RefObject } from 'react';
import { DATE_OF_BIRTH_INPUTS } from '../../schemas/order-form-fields.ts';
import { formValues } from './form-values.ts';
import { ORDER_CONTEXT_FIELDS } from '../../domain/order-form/form-state.ts';

/** Never kept in the browser's session storage: the bank account and the date of birth. */
const NEVER_STORED: ReadonlySet<string> = new Set([
  'iban',
  ...Object.values(DATE_OF_BIRTH_INPUTS),
  ...ORDER_CONTEXT_FIELDS,
]);
/** The storage prefix; the thank-you page clears every entry under it. */
const STORAGE_PREFIX = 'shop-order:';

/**
 * What was typed, kept in session storage across a reload (never the IBAN or the date of birth), and with it the
 * form's idempotency key, so that an order sent again after a reload is still one order. `remember` stores the form
 * as it is now; `forget` drops it once the order is placed.
 */
export function useFormMemory(formRef: RefObject<HTMLFormElement | null>, context: Readonly<Record<string, string>>) {
  const storageKey = `${STORAGE_PREFIX}${context.brand}:${context.propositionId}`;

  const remember = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const values = Object.fromEntries(Object.entries(formValues(form)).filter(([name]) => !NEVER_STORED.has(name)));
    const orderKey = (form.elements.namedItem('orderKey') as HTMLInputElement | null)?.value ?? '';
    try {
      sessionStorage.setItem(storageKey, JSON.stringify({ ...values, orderKey }));
    } catch {
      // storage full or off: the form works without it
    }
  }, [formRef, storageKey]);

  const forget = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // nothing stored
    }
  }, [storageKey]);

  // Back after a reload: what was typed, and the same idempotency key (so a resent order is still one order).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let stored: Record<string, string> = {};
    try {
      stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, string>;
    } catch {
      stored = {};
    }
    for (const [name, value] of Object.entries(stored)) {
      const field = form.elements.namedItem(name);
      if (name === 'orderKey' && field instanceof HTMLInputElement) field.value = value;
      else if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === 'on';
      else if (field instanceof RadioNodeList) field.value = value;
      else if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value === '')
        field.value = value;
    }
    remember();
    // On arrival: the form, its key and remember stay the same while the form is shown.
  }, [formRef, remember, storageKey]);

  return { remember, forget };
}
