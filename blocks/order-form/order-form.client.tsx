'use client';

import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { recipientName } from '../../domain/gifts.ts';
import type { OrderFormField } from '../../schemas/order-form-fields.ts';
import {
  CheckboxField,
  DateOfBirthField,
  ErrorSummary,
  FieldsProvider,
  IdealBankField,
  RadioField,
  SelectField,
  TextAreaField,
  TextField,
  type FormFields,
} from './form-fields.tsx';
import type { OrderFormProps } from './schema.ts';
import { INITIAL_ORDER_FORM_STATE, type OrderFormError } from '../../domain/order-form/form-state.ts';
import { useAddressLookup } from './use-address-lookup.ts';
import { useFormMemory } from './use-form-memory.ts';
import { useLiveValidation } from './use-live-validation.ts';
import { useOrderSubmission } from './use-order-submission.ts';
import * as css from './order-form.css.ts';

/**
 * The order form. Without JavaScript it is a plain form posting to its server action (progressive enhancement:
 * the page comes back with the errors and what was typed). With JavaScript it checks each field as the visitor
 * leaves it, with the same schema the server uses (use-live-validation.ts), sends without a page load
 * (use-order-submission.ts), keeps what was typed (never the IBAN or date of birth) in session storage across a
 * reload (use-form-memory.ts), and fills street and city from the Dutch postal code (use-address-lookup.ts): when
 * the house number is left, when the form becomes interactive with an address typed before, and on submit. Sent
 * without JavaScript, the server action looks the address up itself (site/order/actions.ts).
 */
export function OrderFormClient(props: OrderFormProps) {
  const { messages, errorTexts, context } = props;
  const [state, formAction, pending] = useActionState(props.actions.place, INITIAL_ORDER_FORM_STATE);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, loadValidator, check, checkField } = useLiveValidation(props, state.errors);
  const { remember, forget } = useFormMemory(formRef, context);
  const { announcement, lookUp, lookUpBeforeSending } = useAddressLookup(
    props.country,
    props.actions.lookupAddress,
    messages.orderFlow.addressFound,
    () => {
      setErrors((shown) => shown.filter((error) => error.field !== 'street' && error.field !== 'city'));
      remember();
    },
  );
  // Hydrated late (a slow phone), the form finds what was typed before: an address already given and left is looked
  // up now, as leaving its field would have. Once, at hydration; one still being typed is looked up when its field is
  // left, or at the latest when the form is sent.
  const followedUp = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (followedUp.current || !form) return;
    followedUp.current = true;
    const focused = document.activeElement;
    const typing =
      focused instanceof HTMLInputElement && focused.form === form && /^(postalCode|houseNumber)$/.test(focused.name);
    if (!typing) void lookUp(form);
  }, [lookUp]);
  // The summary lists what the last submission found (GOV.UK's error summary): a field put right changes its own
  // message at once, the summary at the next submission. Were it to shrink when the last field is left, the submit
  // button would move under the pointer between the press and the release of the click that left the field.
  const [summaryErrors, setSummaryErrors] = useState<readonly OrderFormError[]>(state.errors);
  const showErrors = useCallback(
    (found: readonly OrderFormError[]) => {
      setErrors(found);
      setSummaryErrors(found);
    },
    [setErrors],
  );
  const { summaryRef, onSubmit } = useOrderSubmission({
    state,
    formAction,
    pending,
    check,
    complete: lookUpBeforeSending,
    showErrors,
    remember,
    forget,
  });

  // A gift's summary names its recipient as soon as the name is typed (and after a page sent back with it).
  const recipientOf = (read: (name: string) => string) =>
    recipientName({
      firstName: read('giftFirstName').trim(),
      middleName: read('giftMiddleName').trim(),
      lastName: read('giftLastName').trim(),
    });
  const [recipient, setRecipient] = useState(() =>
    recipientOf((name) => state.values[name] ?? props.prefill[name] ?? ''),
  );

  /**
   * Leaving a field: its own error appears or goes; the other fields' errors stay as they were. Not when the focus
   * goes to the submit button: the submission checks every field, and an error vanishing between the press and the
   * release would move the button from under the pointer and lose the click.
   */
  function onLeave(field: OrderFormField, next?: EventTarget | null) {
    const form = formRef.current;
    if (!form) return;
    if (field === 'postalCode' || field === 'houseNumber') void lookUp(form);
    if (field === 'giftFirstName' || field === 'giftMiddleName' || field === 'giftLastName') {
      setRecipient(recipientOf((name) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''));
    }
    if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === form) return;
    checkField(form, field);
  }

  const fields: FormFields = {
    messages,
    errorOf: (field) => errors.find((error) => error.field === field),
    textOf: (error) => error.text ?? errorTexts[error.code] ?? errorTexts['form.invalid'] ?? '',
    valueOf: (name) => state.values[name] ?? props.prefill[name] ?? '',
    onLeave,
  };
  // What the server sent back after a submission; before any, what was prefilled (back from an unpaid payment).
  const checked = (name: 'newsletter' | 'terms' | 'adult') =>
    (state.status === 'editing' ? props.prefill[name] : state.values[name]) === 'on';
  const { hints } = messages.orderForm;
  const methodLabels = messages.orderForm.paymentMethods;
  const defaultMethod = fields.valueOf('paymentMethod') || props.paymentMethods[0] || '';
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
        {summary.giftText && <p className={css.badge}>{summary.giftText}</p>}
        {summary.giftForLabel && recipient && (
          <p className={css.summaryLine}>
            {summary.giftForLabel} {recipient}
          </p>
        )}
        {summary.noRenewalText && <p className={css.summaryLine}>{summary.noRenewalText}</p>}
      </aside>

      <FieldsProvider value={fields}>
        <form
          ref={formRef}
          className={css.form}
          action={formAction}
          onSubmit={onSubmit}
          onInput={remember}
          onFocus={() => void loadValidator()}
          noValidate
        >
          {Object.entries(context).map(([name, fieldValue]) => (
            <input key={name} type="hidden" name={name} defaultValue={fieldValue} />
          ))}

          {props.paymentNotice && state.status === 'editing' && (
            <div className={css.notice} role="alert" aria-labelledby="order-payment-notice-title">
              <h2 className={css.errorSummaryTitle} id="order-payment-notice-title">
                {props.paymentNotice.title}
              </h2>
              <p className={css.noticeText}>{props.paymentNotice.text}</p>
            </div>
          )}
          <ErrorSummary
            summaryRef={summaryRef}
            status={state.status}
            errors={summaryErrors}
            unavailableText={props.unavailableText}
          />

          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{messages.orderFlow.personal}</legend>
            <RadioField
              name="gender"
              options={(['M', 'F', 'U'] as const).map((gender) => ({
                value: gender,
                label: messages.orderForm.genders[gender],
              }))}
              selected={fields.valueOf('gender')}
            />
            <TextField name="firstName" autoComplete="given-name" extra={{ maxLength: 50 }} />
            <TextField name="middleName" autoComplete="additional-name" extra={{ maxLength: 20 }} optional />
            <TextField name="lastName" autoComplete="family-name" extra={{ maxLength: 100 }} />
            <DateOfBirthField />
            <TextField
              name="email"
              autoComplete="email"
              extra={{ type: 'email', spellCheck: 'false' }}
              hint={hints.email}
            />
            <TextField name="phone" autoComplete="tel" extra={{ type: 'tel' }} hint={hints.phone} />
          </fieldset>

          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{messages.orderFlow.address}</legend>
            <div className={css.row}>
              <TextField
                name="postalCode"
                autoComplete="postal-code"
                extra={{ autoCapitalize: 'characters' }}
                hint={hints.postalCode}
              />
              <TextField name="houseNumber" autoComplete="off" extra={{ inputMode: 'numeric' }} />
              <TextField name="houseNumberAddition" autoComplete="off" optional hint={hints.houseNumberAddition} />
            </div>
            <TextField name="street" autoComplete="address-line1" />
            <TextField name="city" autoComplete="address-level2" />
            <p className={css.visuallyHidden} aria-live="polite">
              {announcement}
            </p>
          </fieldset>

          {props.gift && (
            <fieldset className={css.section}>
              <legend className={css.sectionTitle}>{props.gift.legend}</legend>
              <TextField name="giftFirstName" autoComplete="off" extra={{ maxLength: 50 }} />
              <TextField name="giftMiddleName" autoComplete="off" extra={{ maxLength: 20 }} optional />
              <TextField name="giftLastName" autoComplete="off" extra={{ maxLength: 100 }} />
              <SelectField name="giftCountry" options={props.gift.countries} fallback={props.gift.defaultCountry} />
              <div className={css.row}>
                <TextField name="giftPostalCode" autoComplete="off" />
                <TextField name="giftHouseNumber" autoComplete="off" extra={{ inputMode: 'numeric' }} />
                <TextField name="giftHouseNumberAddition" autoComplete="off" extra={{ maxLength: 10 }} optional />
              </div>
              <TextField name="giftStreet" autoComplete="off" />
              <TextField name="giftCity" autoComplete="off" />
              <TextAreaField name="giftMessage" hint={props.gift.messageHint} maxLength={props.gift.messageMax} />
              <TextField
                name="startDate"
                autoComplete="off"
                extra={{ type: 'date', min: props.today }}
                hint={props.gift.startDateHint}
              />
            </fieldset>
          )}

          {props.student && (
            <fieldset className={css.section}>
              <legend className={css.sectionTitle}>{messages.orderFlow.study}</legend>
              <TextField name="institution" autoComplete="organization" extra={{ maxLength: 100 }} />
              <TextField name="studentNumber" autoComplete="off" extra={{ maxLength: 30 }} hint={hints.studentNumber} />
            </fieldset>
          )}

          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{messages.orderFlow.payment}</legend>
            <RadioField
              name="paymentMethod"
              options={props.paymentMethods.map((method) => ({ value: method, label: methodLabels[method] }))}
              selected={defaultMethod}
            />
            <div className={css.ibanField}>
              <TextField
                name="iban"
                autoComplete="off"
                extra={{ spellCheck: 'false', autoCapitalize: 'characters' }}
                hint={hints.iban}
              />
            </div>
            {props.paymentMethods.includes('ideal') && (
              <div className={css.bankField}>
                <IdealBankField banks={props.idealBanks} />
              </div>
            )}
            {props.renewalNote && <p className={css.renewalNote}>{props.renewalNote}</p>}
            {props.needsStartDate && !props.gift && (
              <TextField
                name="startDate"
                autoComplete="off"
                extra={{ type: 'date', min: props.today }}
                hint={hints.startDate}
                optional
              />
            )}
          </fieldset>

          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{messages.orderFlow.confirm}</legend>
            <CheckboxField name="newsletter" checked={checked('newsletter')} />
            <CheckboxField name="terms" checked={checked('terms')}>
              <a className={css.link} href={props.termsHref} target="_blank" rel="noopener">
                {messages.orderFlow.termsLink}
              </a>
            </CheckboxField>
            <CheckboxField name="adult" checked={checked('adult')} />
          </fieldset>

          <button className={css.submit} type="submit" aria-disabled={pending || undefined}>
            {pending ? messages.orderFlow.pending : messages.orderFlow.submit}
          </button>
          <p className={css.visuallyHidden} aria-live="polite">
            {pending ? messages.orderFlow.pending : ''}
          </p>
        </form>
      </FieldsProvider>
    </div>
  );
}
