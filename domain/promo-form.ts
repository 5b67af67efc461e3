import { safeDestination } from './promo-flow.ts';

/*
 * The /actie form (docs/rules/02-routes-and-layout.md and docs/rules/04-states-and-flows.md: 'lets the visitor enter
 * postcode and actiecode and continue'). Pure rules for what the form accepts and which error it shows; the route
 * handler does the lookup.
 */

/** 'too-many': more lookups from one client than a person typing codes makes (site/app/api/actie/route.ts). */
export type PromoFormError = 'missing-actiecode' | 'missing-postcode' | 'not-found' | 'unavailable' | 'too-many';

const PROMO_FORM_ERRORS: readonly PromoFormError[] = [
  'missing-actiecode',
  'missing-postcode',
  'not-found',
  'unavailable',
  'too-many',
];

/**
 * Lookups one client address may make in a minute (site/app/api/actie/route.ts): a person typing the code from a
 * letter, mistyping it a few times, stays well under it; a script trying codes by the thousand is held to it.
 */
export const PROMO_LOOKUPS_PER_MINUTE = 10;

/** The query key that carries the error back to /actie (in domain/visitor-state.ts's list). */
export const PROMO_FORM_ERROR_KEY = 'actiefout';

export interface PromoFormInput {
  readonly actiecode: string;
  readonly postcode: string;
  readonly destinationName: string;
}

export type PromoFormCheck =
  | { readonly ok: true; readonly input: PromoFormInput }
  | { readonly ok: false; readonly errors: readonly PromoFormError[]; readonly input: PromoFormInput };

/** Codes are printed in capitals; visitors type them any way, with stray spaces. */
export const normaliseActiecode = (value: string) => value.replace(/\s+/g, '').toUpperCase().slice(0, 64);

/** Postcodes as the front office expects them: Dutch '1234 AB' (any spacing or case), Belgian '1000'. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase().slice(0, 16);
  const dutch = /^(\d{4})([A-Z]{2})$/.exec(compact);
  return dutch ? `${dutch[1]} ${dutch[2]}` : compact;
}

/** The submitted form, normalised; every missing field is an error at once. */
export function checkPromoForm(fields: {
  actiecode?: unknown;
  postcode?: unknown;
  destinationName?: unknown;
}): PromoFormCheck {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const input: PromoFormInput = {
    actiecode: normaliseActiecode(text(fields.actiecode)),
    postcode: normalisePostcode(text(fields.postcode)),
    destinationName: safeDestination(text(fields.destinationName) || '/'),
  };
  const errors: PromoFormError[] = [];
  if (input.actiecode === '') errors.push('missing-actiecode');
  if (input.postcode === '') errors.push('missing-postcode');
  return errors.length > 0 ? { ok: false, errors, input } : { ok: true, input };
}

/** The errors named in the query (comma-separated), known ones only. */
export function promoFormErrors(value: unknown): PromoFormError[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .filter((error): error is PromoFormError => (PROMO_FORM_ERRORS as readonly string[]).includes(error));
}
