import { orderFormErrors } from '../../domain/order-form/errors.ts';
import { orderFormSchema } from '../../domain/order-form/schema.ts';
import type { Country } from '../../schemas/brand.ts';
import type { OrderFormError } from '../../domain/order-form/form-state.ts';

/**
 * The browser's check of the order form: the same schema the server action uses. Loaded on demand (the form
 * imports this module when the visitor first focuses a field), so zod and the IBAN and phone libraries are not
 * part of the order page's first-load JavaScript.
 */
export function orderFormValidator(
  country: Country,
  today: string,
  student: boolean,
  gift = false,
): (values: Record<string, string>) => OrderFormError[] {
  const schema = orderFormSchema({ country, today, student, gift });
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? [] : orderFormErrors(result.error.issues);
  };
}
