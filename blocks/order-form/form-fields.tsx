import { createContext, useContext, type ReactNode, type RefObject } from 'react';
import { DATE_OF_BIRTH_INPUTS, type OrderFormField } from '../../schemas/order-form-fields.ts';
import type { OrderFormProps } from './schema.ts';
import type { OrderFormError, OrderFormState } from '../../domain/order-form/form-state.ts';
import * as css from './order-form.css.ts';

/*
 * The order form's fields, GOV.UK style: a label, an optional hint, the field's error, then the input, tied
 * together with aria-describedby. Each reads the form's words, errors and values from the form (FieldsProvider).
 */

const fieldId = (name: string) => `order-${name}`;

/** Where the error summary's link for a field lands: its first input. */
const anchorOf = (field: OrderFormField | null) =>
  field === 'dateOfBirth'
    ? fieldId(DATE_OF_BIRTH_INPUTS.day)
    : field === 'gender' || field === 'paymentMethod'
      ? fieldId(`${field}-0`)
      : fieldId(field ?? 'form');

/** What every field reads of its form. */
export interface FormFields {
  readonly messages: OrderFormProps['messages'];
  readonly errorOf: (field: OrderFormField) => OrderFormError | undefined;
  readonly textOf: (error: OrderFormError) => string;
  /** The value a field starts with: what was sent (a page rendered without JavaScript), else the prefill. */
  readonly valueOf: (name: string) => string;
  /** The visitor leaves a field (or ticks a box); `next` is where the focus goes, when the browser says. */
  readonly onLeave: (field: OrderFormField, next?: EventTarget | null) => void;
}

const FieldsContext = createContext<FormFields | null>(null);
export const FieldsProvider = FieldsContext.Provider;

function useFields(): FormFields {
  const fields = useContext(FieldsContext);
  if (!fields) throw new Error('An order form field is rendered outside its FieldsProvider.');
  return fields;
}

type RenderInput = (describedBy: string | undefined, invalid: boolean) => ReactNode;

/** A labelled field around the input `input` renders. */
function Field({
  name,
  input,
  hint,
  optional,
}: {
  name: OrderFormField;
  input: RenderInput;
  hint?: string | undefined;
  optional?: boolean;
}) {
  const { messages, errorOf, textOf } = useFields();
  const error = errorOf(name);
  const describedBy =
    [hint && fieldId(`${name}-hint`), error && fieldId(`${name}-error`)].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? css.fieldInvalid : css.field}>
      <label className={css.label} htmlFor={fieldId(name)}>
        {messages.orderForm.labels[name]}{' '}
        {optional && <span className={css.optional}>{messages.orderForm.optional}</span>}
      </label>
      {hint && (
        <p className={css.hint} id={fieldId(`${name}-hint`)}>
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={fieldId(`${name}-error`)} prefix={messages.orderForm.errorPrefix} text={textOf(error)} />
      )}
      {input(describedBy, error !== undefined)}
    </div>
  );
}

/** A text input's field; `extra` are the input's own attributes (type, maxLength, inputMode, ...). */
export function TextField({
  name,
  autoComplete,
  extra = {},
  hint,
  optional,
}: {
  name: OrderFormField;
  autoComplete: string;
  extra?: Readonly<Record<string, string | number>>;
  hint?: string | undefined;
  optional?: boolean;
}) {
  const { valueOf, onLeave } = useFields();
  const input: RenderInput = (describedBy, invalid) => (
    <input
      className={css.input}
      id={fieldId(name)}
      name={name}
      type="text"
      autoComplete={autoComplete}
      defaultValue={valueOf(name)}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={(event) => onLeave(name, event.relatedTarget)}
      {...extra}
    />
  );
  return <Field name={name} input={input} hint={hint} optional={optional} />;
}

export function RadioField({
  name,
  options,
  selected,
}: {
  name: 'gender' | 'paymentMethod';
  options: readonly { value: string; label: string }[];
  selected: string;
}) {
  const { messages, errorOf, textOf, onLeave } = useFields();
  const error = errorOf(name);
  return (
    <fieldset
      className={error ? css.fieldsetInvalid : css.fieldset}
      aria-describedby={error ? fieldId(`${name}-error`) : undefined}
    >
      <legend className={css.label}>{messages.orderForm.labels[name]}</legend>
      {error && (
        <FieldError id={fieldId(`${name}-error`)} prefix={messages.orderForm.errorPrefix} text={textOf(error)} />
      )}
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
              onBlur={(event) => onLeave(name, event.relatedTarget)}
              data-payment={name === 'paymentMethod' ? option.value : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A checkbox with its label; `children` follow it (the terms' link). */
export function CheckboxField({
  name,
  checked,
  children,
}: {
  name: 'newsletter' | 'terms' | 'adult';
  checked: boolean;
  children?: ReactNode;
}) {
  const { messages, errorOf, textOf, onLeave } = useFields();
  const error = errorOf(name);
  return (
    <div className={error ? css.fieldInvalid : css.field}>
      {error && (
        <FieldError id={fieldId(`${name}-error`)} prefix={messages.orderForm.errorPrefix} text={textOf(error)} />
      )}
      <label className={css.choice}>
        <input
          className={css.checkbox}
          type="checkbox"
          id={fieldId(name)}
          name={name}
          defaultChecked={checked}
          aria-describedby={error ? fieldId(`${name}-error`) : undefined}
          aria-invalid={error ? true : undefined}
          onChange={() => onLeave(name)}
        />
        {messages.orderForm.labels[name]}
      </label>
      {children}
    </div>
  );
}

/** The date of birth: one field of three inputs (DATE_OF_BIRTH_INPUTS), one legend, one error. */
export function DateOfBirthField() {
  const { messages, errorOf, textOf, valueOf, onLeave } = useFields();
  const dateError = errorOf('dateOfBirth');
  const dateParts = [
    [DATE_OF_BIRTH_INPUTS.day, messages.orderForm.dateParts.day, 2, 'bday-day'],
    [DATE_OF_BIRTH_INPUTS.month, messages.orderForm.dateParts.month, 2, 'bday-month'],
    [DATE_OF_BIRTH_INPUTS.year, messages.orderForm.dateParts.year, 4, 'bday-year'],
  ] as const;
  return (
    <fieldset
      className={dateError ? css.fieldsetInvalid : css.fieldset}
      aria-describedby={[fieldId('dateOfBirth-hint'), dateError && fieldId('dateOfBirth-error')]
        .filter(Boolean)
        .join(' ')}
    >
      <legend className={css.label}>{messages.orderForm.labels.dateOfBirth}</legend>
      <p className={css.hint} id={fieldId('dateOfBirth-hint')}>
        {messages.orderForm.hints.dateOfBirth}
      </p>
      {dateError && (
        <FieldError
          id={fieldId('dateOfBirth-error')}
          prefix={messages.orderForm.errorPrefix}
          text={textOf(dateError)}
        />
      )}
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
              defaultValue={valueOf(name)}
              aria-invalid={dateError ? true : undefined}
              onBlur={(event) => onLeave('dateOfBirth', event.relatedTarget)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The iDEAL issuers to choose from. */
export function IdealBankField({ banks }: { banks: OrderFormProps['idealBanks'] }) {
  const { messages, valueOf, onLeave } = useFields();
  return (
    <Field
      name="idealBank"
      input={(describedBy, invalid) => (
        <select
          className={css.input}
          id={fieldId('idealBank')}
          name="idealBank"
          defaultValue={valueOf('idealBank')}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onBlur={(event) => onLeave('idealBank', event.relatedTarget)}
        >
          <option value="">{messages.orderForm.chooseBank}</option>
          {banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A gift's personal message: a textarea, its length bounded (the schema counts after cleaning). */
export function TextAreaField({ name, hint, maxLength }: { name: OrderFormField; hint: string; maxLength: number }) {
  const { valueOf, onLeave } = useFields();
  return (
    <Field
      name={name}
      hint={hint}
      optional
      input={(describedBy, invalid) => (
        <textarea
          className={css.textarea}
          id={fieldId(name)}
          name={name}
          rows={4}
          maxLength={maxLength}
          defaultValue={valueOf(name)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onBlur={(event) => onLeave(name, event.relatedTarget)}
        />
      )}
    />
  );
}

/** A choice from a short list, as a select (the recipient's country). */
export function SelectField({
  name,
  options,
  fallback,
}: {
  name: OrderFormField;
  options: readonly { value: string; label: string }[];
  fallback: string;
}) {
  const { valueOf, onLeave } = useFields();
  return (
    <Field
      name={name}
      input={(describedBy, invalid) => (
        <select
          className={css.input}
          id={fieldId(name)}
          name={name}
          defaultValue={valueOf(name) || fallback}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onBlur={(event) => onLeave(name, event.relatedTarget)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * GOV.UK's error summary: every error, each linking to its field, and what went wrong on the server; always in the
 * page (hidden when empty), so that it can take the focus.
 */
export function ErrorSummary({
  summaryRef,
  status,
  errors,
  unavailableText,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  status: OrderFormState['status'];
  errors: readonly OrderFormError[];
  unavailableText: string;
}) {
  const { messages, textOf } = useFields();
  const showSummary = errors.length > 0 || status === 'failed' || status === 'rejected' || status === 'unavailable';
  return (
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
            {status === 'failed' ? messages.orderFlow.failedTitle : messages.orderForm.errorSummary}
          </h2>
          {status === 'failed' && <p>{messages.orderFlow.failed}</p>}
          {status === 'rejected' && <p>{messages.orderFlow.rejected}</p>}
          {status === 'unavailable' && <p>{unavailableText}</p>}
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
