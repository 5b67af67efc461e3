import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import * as shared from '../shared/shared.css.ts';

const focus = shared.focusRing;

export const section_ = style({ padding: '2rem 0' });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '2rem',
  margin: '0 0 0.75rem',
  color: vars.color.text,
});
export const intro = style({ color: vars.color.textMuted, margin: '0 0 1.5rem', maxWidth: '40rem' });
export const layout = style({
  display: 'grid',
  gap: '2rem',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});
export const summary = style({
  padding: '1.25rem',
  borderRadius: vars.radius,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 56rem)': { gridColumn: 2, gridRow: 1, position: 'sticky', top: '1rem' } },
});
export const summaryTitle = style({ fontSize: '1rem', margin: '0 0 0.5rem', color: vars.color.textMuted });
export const summaryFormula = style({ fontFamily: vars.font.heading, fontSize: '1.5rem', fontWeight: 700, margin: 0 });
export const summaryPrice = style({ fontSize: '1.75rem', fontWeight: 700, margin: '0.25rem 0' });
export const summaryUnit = style({ fontSize: '1rem', fontWeight: 400 });
export const summaryLine = style({ margin: '0.25rem 0', color: vars.color.textMuted });
export const badge = style([shared.badge, { margin: '0.5rem 0 0' }]);
export const form = style({
  display: 'grid',
  gap: '1.5rem',
  minWidth: 0,
  '@media': { 'screen and (min-width: 56rem)': { gridColumn: 1, gridRow: 1 } },
});
export const hidden = style({ display: 'none' });
export const errorSummary = style({
  border: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius,
  padding: '1rem 1.25rem',
  color: vars.color.text,
  ':focus': focus,
});
export const notice = style({
  border: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius,
  padding: '1rem 1.25rem',
  color: vars.color.text,
  background: vars.color.surface,
});
export const noticeText = style({ margin: 0 });
export const errorSummaryTitle = style({ fontSize: '1.25rem', margin: '0 0 0.5rem' });
export const errorList = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' });
globalStyle(`${errorList} a`, { color: vars.color.critical, fontWeight: 700 });
export const section = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: '1.25rem' });
export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: '1.375rem',
  fontWeight: 700,
  padding: 0,
  marginBottom: '0.5rem',
  color: vars.color.text,
});
export const row = style({
  display: 'grid',
  gap: '1rem',
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
});
export const field = style({ display: 'grid', gap: '0.375rem', alignContent: 'start' });
export const fieldInvalid = style([field, { borderLeft: `4px solid ${vars.color.critical}`, paddingLeft: '0.75rem' }]);
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: '0.375rem' });
export const fieldsetInvalid = style([
  fieldset,
  { borderLeft: `4px solid ${vars.color.critical}`, paddingLeft: '0.75rem' },
]);
export const label = style({ fontWeight: 700, color: vars.color.text, padding: 0 });
export const optional = style({ fontWeight: 400, color: vars.color.textMuted });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });
export const error = style({ margin: 0, color: vars.color.critical, fontWeight: 700 });
export const input = style([shared.textInput, { width: '100%', maxWidth: '28rem' }]);
export const textarea = style([
  shared.textInput,
  { width: '100%', maxWidth: '28rem', minHeight: '6rem', resize: 'vertical', fontFamily: 'inherit' },
]);
export const inputShort = style([input, { width: '4rem' }]);
export const inputYear = style([input, { width: '6rem' }]);
export const dateParts = style({ display: 'flex', gap: '1rem', flexWrap: 'wrap' });
export const datePart = style({ display: 'grid', gap: '0.25rem' });
export const dateLabel = style({ color: vars.color.text });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem' });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '2.75rem',
  color: vars.color.text,
  cursor: 'pointer',
});
export const radio = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.brand,
  flex: 'none',
});
export const checkbox = style([radio]);
export const link = style({ color: vars.color.text });
// The IBAN field for direct debit, the bank for iDEAL: chosen by the checked radio, in CSS, so it works without
// JavaScript too. Both fields stay in the form; the schema reads only the one the method needs.
export const ibanField = style({});
export const bankField = style({ display: 'none' });
// The IBAN is asked for direct debit only: an online payment (iDEAL, Bancontact) is paid at the provider.
globalStyle(`form:has([data-payment]:not([data-payment="direct-debit"]):checked) ${ibanField}`, { display: 'none' });
globalStyle(`form:has([data-payment="ideal"]:checked) ${bankField}`, { display: 'block' });
export const submit = shared.primaryButton;
export const visuallyHidden = shared.visuallyHidden;
// Under an online method of a renewing subscription: what the first payment also allows. Shown with that method only.
export const renewalNote = style([hint, { display: 'none' }]);
globalStyle(`form:has([data-payment]:not([data-payment="direct-debit"]):checked) ${renewalNote}`, { display: 'block' });
