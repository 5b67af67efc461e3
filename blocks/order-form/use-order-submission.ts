import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import type { OrderFormError, OrderFormState } from '../../domain/order-form/form-state.ts';

interface Submission {
  /** The server action's state and dispatch, from useActionState. */
  readonly state: OrderFormState;
  readonly formAction: (data: FormData) => void;
  readonly pending: boolean;
  readonly check: (form: HTMLFormElement) => Promise<OrderFormError[]>;
  /** What the form completes before its checks (the address lookup); settles, never rejects. */
  readonly complete: (form: HTMLFormElement) => Promise<void>;
  /** Shows the errors a submission found, at their fields and in the summary. */
  readonly showErrors: (errors: readonly OrderFormError[]) => void;
  readonly remember: () => void;
  readonly forget: () => void;
}

/**
 * Sending the form: what it completes itself first (street and city looked up while still empty), the browser's
 * checks, then the server action, one submission at a time (a double click sends one order; the idempotency key
 * makes a retried one the same order on the server). The server's answer either places the order (a full page load
 * of the thank-you page) or brings errors; errors move the focus to the error summary (`summaryRef`), as GOV.UK's
 * error summary does.
 */
export function useOrderSubmission({
  state,
  formAction,
  pending,
  check,
  complete,
  showErrors,
  remember,
  forget,
}: Submission) {
  const summaryRef = useRef<HTMLDivElement>(null);
  // Between the click and the action starting (the lookup and the checks run first): a second click does nothing.
  const submitting = useRef(false);

  // Focus moves to the error summary once it is rendered with its errors (GOV.UK's error summary).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  // A new answer of the server: placed (a full page load of the thank-you page, so it is the brand's own host and
  // its analytics event runs), or errors to show.
  useEffect(() => {
    if (state.status === 'placed') {
      forget();
      window.location.assign(state.location);
      return;
    }
    showErrors(state.errors);
    if (state.status !== 'editing') setFocusRequest((count) => count + 1);
  }, [state, forget, showErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || submitting.current) return;
    const form = event.currentTarget;
    submitting.current = true;
    remember();
    void complete(form)
      .catch(() => undefined)
      .then(async () => {
        // Read once completed: the looked-up address with everything typed, also while it was looked up.
        const data = new FormData(form);
        // No checks in the browser (they could not load): the server's answer says what is wrong.
        const found = await check(form).catch(() => [] as OrderFormError[]);
        submitting.current = false;
        if (found.length > 0) {
          showErrors(found);
          setFocusRequest((count) => count + 1);
          return;
        }
        startTransition(() => formAction(data));
      })
      // Whatever failed on the way, the visitor can send again: the form is never left waiting.
      .catch(() => undefined)
      .finally(() => (submitting.current = false));
  }

  return { summaryRef, onSubmit };
}
