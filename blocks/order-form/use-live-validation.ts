import { useRef, useState } from 'react';
import type { OrderFormField } from '../../schemas/order-form-fields.ts';
import { formValues } from './form-values.ts';
import type { OrderFormProps } from './schema.ts';
import type { OrderFormError } from '../../domain/order-form/form-state.ts';

type Validator = (values: Record<string, string>) => OrderFormError[];

/**
 * The errors the form shows, and the browser's checks behind them: the same schema the server action uses, whose
 * code (zod, IBAN and phone libraries) arrives when the visitor first focuses a field (`loadValidator`), not with
 * the page. Leaving a field (`checkField`) makes its own error appear or go; the other fields' errors stay.
 */
export function useLiveValidation(
  { country, today, student, gift }: Pick<OrderFormProps, 'country' | 'today' | 'student' | 'gift'>,
  initial: readonly OrderFormError[],
) {
  const [errors, setErrors] = useState<readonly OrderFormError[]>(initial);
  const validator = useRef<Promise<Validator> | null>(null);
  const loadValidator = () =>
    (validator.current ??= import('./validation.ts').then((module) =>
      module.orderFormValidator(country, today, student, gift !== undefined),
    ));

  /** The schema's errors for the form as it is now. */
  async function check(form: HTMLFormElement): Promise<OrderFormError[]> {
    return (await loadValidator())(formValues(form));
  }

  function checkField(form: HTMLFormElement, field: OrderFormField) {
    check(form).then(
      (found) => {
        const current = found.find((error) => error.field === field);
        setErrors((shown) => {
          const others = shown.filter((error) => error.field !== field);
          return current ? [...others, current] : others;
        });
      },
      () => undefined, // the checks could not load (offline): the server checks on submit
    );
  }

  return { errors, setErrors, loadValidator, check, checkField };
}
