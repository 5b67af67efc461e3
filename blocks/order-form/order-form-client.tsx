'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DATE_OF_BIRTH_INPUTS, type OrderFormField } from '../../schemas/order-form-fields.ts';
import type { OrderFormProps } from './schema.ts';
import { INITIAL_ORDER_FORM_STATE, ORDER_CONTEXT_FIELDS, type OrderFormError } from './state.ts';
import * as css from './order-form.css.ts';

/** Never kept in the browser's session storage: the bank account and the date of birth (issue: ordering). */
const NEVER_STORED: ReadonlySet<string> = new Set(['iban', ...Object.values(DATE_OF_BIRTH_INPUTS), ...ORDER_CONTEXT_FIELDS]);
/** The storage prefix; the thank-you page clears every entry under it. */
const STORAGE_PREFIX = 'shop-order:';

const fieldId = (name: string) => `order-${name}`;
/** Where the error summary's link for a field lands: its first input. */
const anchorOf = (field: OrderFormField | null) =>
  field === 'dateOfBirth' ? fieldId(DATE_OF_BIRTH_INPUTS.day) : field === 'gender' || field === 'paymentMethod' ? fieldId(`${field}-0`) : fieldId(field ?? 'form');

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && !name.startsWith('$')) values[name] = value;
  return values;
}

/**
 * The order form. Without JavaScript it is a plain form posting to its server action (progressive enhancement:
 * the page comes back with the errors and what was typed). With JavaScript it checks each field as the visitor
 * leaves it, with the same schema the server uses, sends without a page load, keeps what was typed (never the IBAN
 * or date of birth) in session storage across a reload, and fills street and city from the Dutch postal code.
 */
export function OrderFormClient(props: OrderFormProps) {
  const { messages, errorTexts, context } = props;
  const labels = messages.orderForm.labels;
  const [state, formAction, pending] = useActionState(props.actions.place, INITIAL_ORDER_FORM_STATE);
  const [errors, setErrors] = useState<readonly OrderFormError[]>(state.errors);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Between the click and the action starting (the checks run first): a second click does nothing.
  const submitting = useRef(false);
  // The schema's code (zod, IBAN and phone libraries) arrives when the visitor first focuses a field, not with the page.
  const validator = useRef<Promise<(values: Record<string, string>) => OrderFormError[]> | null>(null);
  const loadValidator = () =>
    (validator.current ??= import('./validation.ts').then((module) => module.orderFormValidator(props.country, props.today, props.student)));
  const storageKey = `${STORAGE_PREFIX}${context.brand}:${context.propositionId}`;

  // Focus moves to the error summary once it is rendered with its errors (GOV.UK's error summary).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  // A new answer of the server: placed (a full page load of the thank-you page, so it is the brand's own host and
  // its analytics event runs), or errors to show.
  useEffect(() => {
    if (state.status === 'placed') {
      try {
        sessionStorage.removeItem(storageKey);
      } catch {
        // nothing stored
      }
      window.location.assign(state.location);
      return;
    }
    setErrors(state.errors);
    if (state.status !== 'editing') setFocusRequest((count) => count + 1);
  }, [state, storageKey]);

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
      else if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value === '') field.value = value;
    }
    remember();
    // Once, on arrival.
  }, []);

  function remember() {
    const form = formRef.current;
    if (!form) return;
    const values = Object.fromEntries(Object.entries(formValues(form)).filter(([name]) => !NEVER_STORED.has(name)));
    const orderKey = (form.elements.namedItem('orderKey') as HTMLInputElement | null)?.value ?? '';
    try {
      sessionStorage.setItem(storageKey, JSON.stringify({ ...values, orderKey }));
    } catch {
      // storage full or off: the form works without it
    }
  }

  /** The schema's errors for the form as it is now. */
  async function check(form: HTMLFormElement): Promise<OrderFormError[]> {
    return (await loadValidator())(formValues(form));
  }

  /** Leaving a field: its own error appears or goes; the other fields' errors stay as they were. */
  function onBlur(field: OrderFormField) {
    const form = formRef.current;
    if (!form) return;
    if (props.country === 'nl' && (field === 'postalCode' || field === 'houseNumber')) lookUpAddress(form);
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

  function lookUpAddress(form: HTMLFormElement) {
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    const [postalCode, houseNumber, street, city] = ['postalCode', 'houseNumber', 'street', 'city'].map(input);
    if (!postalCode?.value || !houseNumber?.value || !street || !city || (street.value && city.value)) return;
    props.actions.lookupAddress(postalCode.value, houseNumber.value).then((address) => {
      if (!address || street.value || city.value) return;
      street.value = address.street;
      city.value = address.city;
      setErrors((shown) => shown.filter((error) => error.field !== 'street' && error.field !== 'city'));
      setAnnouncement(messages.orderFlow.addressFound.replace('{street}', address.street).replace('{city}', address.city));
      remember();
    }, () => undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || submitting.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    submitting.current = true;
    remember();
    check(form)
      .catch(() => [] as OrderFormError[]) // no checks in the browser: the server's answer says what is wrong
      .then((found) => {
        submitting.current = false;
        if (found.length > 0) {
          setErrors(found);
          setFocusRequest((count) => count + 1);
          return;
        }
        startTransition(() => formAction(data));
      });
  }

  const errorOf = (field: OrderFormField) => errors.find((error) => error.field === field);
  const textOf = (error: OrderFormError): string => error.text ?? errorTexts[error.code] ?? errorTexts['form.invalid'] ?? '';
  const value = (name: string) => state.values[name] ?? props.prefill[name] ?? '';
  const showSummary = errors.length > 0 || state.status === 'failed' || state.status === 'rejected' || state.status === 'unavailable';

  const field = (name: OrderFormField, input: (describedBy: string | undefined, invalid: boolean) => ReactNode, options: { hint?: string; optional?: boolean } = {}) => {
    const error = errorOf(name);
    const describedBy = [options.hint && fieldId(`${name}-hint`), error && fieldId(`${name}-error`)].filter(Boolean).join(' ') || undefined;
    return (
      <div className={error ? css.fieldInvalid : css.field}>
        <label className={css.label} htmlFor={fieldId(name)}>
          {labels[name]} {options.optional && <span className={css.optional}>{messages.orderForm.optional}</span>}
        </label>
        {options.hint && (
          <p className={css.hint} id={fieldId(`${name}-hint`)}>
            {options.hint}
          </p>
        )}
        {error && <FieldError id={fieldId(`${name}-error`)} prefix={messages.orderForm.errorPrefix} text={textOf(error)} />}
        {input(describedBy, error !== undefined)}
      </div>
    );
  };

  const text = (name: OrderFormField, autoComplete: string, extra: Record<string, string | number> = {}) => (describedBy: string | undefined, invalid: boolean) => (
    <input
      className={css.input}
      id={fieldId(name)}
      name={name}
      type="text"
      autoComplete={autoComplete}
      defaultValue={value(name)}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={() => onBlur(name)}
      {...extra}
    />
  );

  const radios = (name: 'gender' | 'paymentMethod', options: readonly { value: string; label: string }[], selected: string) => {
    const error = errorOf(name);
    return (
      <fieldset className={error ? css.fieldsetInvalid : css.fieldset} aria-describedby={error ? fieldId(`${name}-error`) : undefined}>
        <legend className={css.label}>{labels[name]}</legend>
        {error && <FieldError id={fieldId(`${name}-error`)} prefix={messages.orderForm.errorPrefix} text={textOf(error)} />}
        <div className={css.choices}>
          {options.map((option, index) => (
            <label key={option.value} className={css.choice}>
              <input
                className={css.radio}
                type="radio"
                id={fieldId(`${name}-${index}`)}
                name={name}
                value={option.value}
                defaultChecked={selected === option.value}
                onBlur={() => onBlur(name)}
                data-payment={name === 'paymentMethod' ? option.value : undefined}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  };

  const checkbox = (name: 'newsletter' | 'terms' | 'adult', extra?: ReactNode) => {
    const error = errorOf(name);
    const checked = state.values[name] === 'on';
    return (
      <div className={error ? css.fieldInvalid : css.field}>
        {error && <FieldError id={fieldId(`${name}-error`)} prefix={messages.orderForm.errorPrefix} text={textOf(error)} />}
        <label className={css.choice}>
          <input
            className={css.checkbox}
            type="checkbox"
            id={fieldId(name)}
            name={name}
            defaultChecked={checked}
            aria-describedby={error ? fieldId(`${name}-error`) : undefined}
            aria-invalid={error ? true : undefined}
            onChange={() => onBlur(name)}
          />
          {labels[name]}
        </label>
        {extra}
      </div>
    );
  };

  const dateError = errorOf('dateOfBirth');
  const dateParts = [
    [DATE_OF_BIRTH_INPUTS.day, messages.orderForm.dateParts.day, 2, 'bday-day'],
    [DATE_OF_BIRTH_INPUTS.month, messages.orderForm.dateParts.month, 2, 'bday-month'],
    [DATE_OF_BIRTH_INPUTS.year, messages.orderForm.dateParts.year, 4, 'bday-year'],
  ] as const;
  const methodLabels = messages.orderForm.paymentMethods;
  const defaultMethod = value('paymentMethod') || props.paymentMethods[0] || '';
  const summary = props.summary;

  return (
    <div className={css.layout}>
      <aside className={css.summary} aria-labelledby="order-summary-title">
        <h2 className={css.summaryTitle} id="order-summary-title">
          {summary.heading}
        </h2>
        <p className={css.summaryFormula}>{summary.formula}</p>
        <p className={css.summaryPrice}>
          {summary.price}
          {summary.unit && <span className={css.summaryUnit}> {summary.unit}</span>}
        </p>
        <p className={css.summaryLine}>{summary.durationText}</p>
        {summary.discountText && <p className={css.badge}>{summary.discountText}</p>}
      </aside>

      <form ref={formRef} className={css.form} action={formAction} onSubmit={onSubmit} onInput={remember} onFocus={() => void loadValidator()} noValidate>
        {Object.entries(context).map(([name, fieldValue]) => (
          <input key={name} type="hidden" name={name} defaultValue={fieldValue} />
        ))}

        <div
          ref={summaryRef}
          id="order-error-summary"
          tabIndex={-1}
          className={showSummary ? css.errorSummary : css.hidden}
          role="alert"
          aria-labelledby="order-error-summary-title"
        >
          {showSummary && (
            <>
              <h2 className={css.errorSummaryTitle} id="order-error-summary-title">
                {state.status === 'failed' ? messages.orderFlow.failedTitle : messages.orderForm.errorSummary}
              </h2>
              {state.status === 'failed' && <p>{messages.orderFlow.failed}</p>}
              {state.status === 'rejected' && <p>{messages.orderFlow.rejected}</p>}
              {state.status === 'unavailable' && <p>{props.unavailableText}</p>}
              <ul className={css.errorList}>
                {errors.map((error) => (
                  <li key={`${error.field}-${error.code}`}>
                    <a href={`#${anchorOf(error.field)}`}>{textOf(error)}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <fieldset className={css.section}>
          <legend className={css.sectionTitle}>{messages.orderFlow.personal}</legend>
          {radios(
            'gender',
            (['M', 'F', 'U'] as const).map((gender) => ({ value: gender, label: messages.orderForm.genders[gender] })),
            value('gender'),
          )}
          {field('firstName', text('firstName', 'given-name', { maxLength: 50 }))}
          {field('middleName', text('middleName', 'additional-name', { maxLength: 20 }), { optional: true })}
          {field('lastName', text('lastName', 'family-name', { maxLength: 100 }))}
          <fieldset
            className={dateError ? css.fieldsetInvalid : css.fieldset}
            aria-describedby={[fieldId('dateOfBirth-hint'), dateError && fieldId('dateOfBirth-error')].filter(Boolean).join(' ')}
          >
            <legend className={css.label}>{labels.dateOfBirth}</legend>
            <p className={css.hint} id={fieldId('dateOfBirth-hint')}>
              {messages.orderForm.hints.dateOfBirth}
            </p>
            {dateError && <FieldError id={fieldId('dateOfBirth-error')} prefix={messages.orderForm.errorPrefix} text={textOf(dateError)} />}
            <div className={css.dateParts}>
              {dateParts.map(([name, label, width, autoComplete]) => (
                <div key={name} className={css.datePart}>
                  <label className={css.dateLabel} htmlFor={fieldId(name)}>
                    {label}
                  </label>
                  <input
                    className={width === 4 ? css.inputYear : css.inputShort}
                    id={fieldId(name)}
                    name={name}
                    type="text"
                    inputMode="numeric"
                    autoComplete={autoComplete}
                    maxLength={width}
                    defaultValue={value(name)}
                    aria-invalid={dateError ? true : undefined}
                    onBlur={() => onBlur('dateOfBirth')}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          {field('email', text('email', 'email', { type: 'email', spellCheck: 'false' }), { hint: messages.orderForm.hints.email })}
          {field('phone', text('phone', 'tel', { type: 'tel' }), { hint: messages.orderForm.hints.phone })}
        </fieldset>

        <fieldset className={css.section}>
          <legend className={css.sectionTitle}>{messages.orderFlow.address}</legend>
          <div className={css.row}>
            {field('postalCode', text('postalCode', 'postal-code', { autoCapitalize: 'characters' }), { hint: messages.orderForm.hints.postalCode })}
            {field('houseNumber', text('houseNumber', 'off', { inputMode: 'numeric' }))}
            {field('houseNumberAddition', text('houseNumberAddition', 'off'), { optional: true, hint: messages.orderForm.hints.houseNumberAddition })}
          </div>
          {field('street', text('street', 'address-line1'))}
          {field('city', text('city', 'address-level2'))}
          <p className={css.visuallyHidden} aria-live="polite">
            {announcement}
          </p>
        </fieldset>

        {props.student && (
          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{messages.orderFlow.study}</legend>
            {field('institution', text('institution', 'organization', { maxLength: 100 }))}
            {field('studentNumber', text('studentNumber', 'off', { maxLength: 30 }), { hint: messages.orderForm.hints.studentNumber })}
          </fieldset>
        )}

        <fieldset className={css.section}>
          <legend className={css.sectionTitle}>{messages.orderFlow.payment}</legend>
          {radios(
            'paymentMethod',
            props.paymentMethods.map((method) => ({ value: method, label: methodLabels[method] })),
            defaultMethod,
          )}
          <div className={css.ibanField}>{field('iban', text('iban', 'off', { spellCheck: 'false', autoCapitalize: 'characters' }), { hint: messages.orderForm.hints.iban })}</div>
          {props.paymentMethods.includes('ideal') && (
            <div className={css.bankField}>
              {field('idealBank', (describedBy, invalid) => (
                  <select
                    className={css.input}
                    id={fieldId('idealBank')}
                    name="idealBank"
                    defaultValue={value('idealBank')}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    onBlur={() => onBlur('idealBank')}
                  >
                    <option value="">{messages.orderForm.chooseBank}</option>
                    {props.idealBanks.map((bank) => (
                      <option key={bank.id} value={bank.id}>
                        {bank.name}
                      </option>
                    ))}
                  </select>
              ))}
            </div>
          )}
          {props.needsStartDate &&
            field('startDate', text('startDate', 'off', { type: 'date', min: props.today }), { hint: messages.orderForm.hints.startDate, optional: true })}
        </fieldset>

        <fieldset className={css.section}>
          <legend className={css.sectionTitle}>{messages.orderFlow.confirm}</legend>
          {checkbox('newsletter')}
          {checkbox(
            'terms',
            <a className={css.link} href={props.termsHref} target="_blank" rel="noopener">
              {messages.orderFlow.termsLink}
            </a>,
          )}
          {checkbox('adult')}
        </fieldset>

        <button className={css.submit} type="submit" aria-disabled={pending || undefined}>
          {pending ? messages.orderFlow.pending : messages.orderFlow.submit}
        </button>
        <p className={css.visuallyHidden} aria-live="polite">
          {pending ? messages.orderFlow.pending : ''}
        </p>
      </form>
    </div>
  );
}

function FieldError({ id, prefix, text }: { id: string; prefix: string; text: string }) {
  return (
    <p className={css.error} id={id}>
      <span className={css.visuallyHidden}>{prefix} </span>
      {text}
    </p>
  );
}
