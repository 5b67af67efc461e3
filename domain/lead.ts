import type { LeadSource } from '../schemas/front-office.ts';
import type { Gender as OrderFormGender } from '../schemas/order-form.ts';
import type { Locale } from '../schemas/locale.ts';
import { parseMid, type Mid } from './mid.ts';

/** Aanhef: the order form's gender (M, F, or U for none given). */
export type Gender = OrderFormGender;

/** docs/rules/03-entities.md: a lead with our field names; only what the source had is present. */
export interface Lead {
  readonly leadId?: string;
  readonly productCode?: string;
  readonly title?: string;
  readonly mid?: Mid;
  readonly initials?: string;
  readonly firstName?: string;
  readonly middleName?: string;
  readonly lastName?: string;
  readonly gender: Gender;
  readonly phone?: string;
  readonly email?: string;
  readonly street?: string;
  readonly houseNumber?: string;
  readonly houseNumberAddition?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly ibanLastDigits?: string;
  /** The lead's country code in lower case, as the source gave it (normally nl or be). */
  readonly country?: string;
}

/** docs/rules/03-entities.md: m/male -> M, f/female -> F, anything else (missing included) -> U; case-insensitive. */
export function normaliseGender(value: string | undefined): Gender {
  const gender = value?.trim().toLowerCase();
  if (gender === 'm' || gender === 'male') return 'M';
  if (gender === 'f' || gender === 'female') return 'F';
  return 'U';
}

/**
 * docs/rules/03-entities.md: the Dutch source fields mapped to ours. The address (street, house number and addition,
 * postal code, city) is taken only when the lead's country equals the current locale's country: a Dutch address must
 * not prefill a Belgian order form, or the reverse. `land` is compared as a country code, case-insensitively.
 */
export function mapLead(source: LeadSource, locale: Locale): Lead {
  const country = source.land?.toLowerCase();
  const localeCountry = locale.startsWith('be') ? 'be' : 'nl';
  const address =
    country === localeCountry
      ? {
          street: source.straat,
          houseNumber: source.huisnummer,
          houseNumberAddition: source.toevoeging,
          postalCode: source.postcode,
          city: source.plaats,
        }
      : {};
  return withoutUndefined({
    leadId: source.leadId,
    productCode: source.aboType,
    title: source.titel,
    mid: parseMid(source.mid),
    initials: source.voorletters,
    firstName: source.voornaam,
    middleName: source.tussenvoegsel,
    lastName: source.achternaam,
    gender: normaliseGender(source.geslacht),
    phone: source.telefoon,
    email: source.email,
    ...address,
    ibanLastDigits: source.rekeningnummerLaatsteCijfers,
    country,
  });
}

/** The query keys that carry a lead id, in the order they are read (docs/rules/02-routes-and-layout.md). */
export const LEAD_ID_KEYS = ['leadId', 'lead_id', 'LEAD_ID'] as const;

/**
 * A lead id only ever becomes part of a front-office path, so it is held to a plain token: letters, digits, dash
 * and underscore, at most 64. Anything else is ignored, like an invalid mid.
 */
const LEAD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * docs/rules/02-routes-and-layout.md and docs/rules/05-validation.md: the lead id of the query (leadId, then lead_id,
 * then LEAD_ID), or undefined: no lead fetch.
 */
export function leadIdFromQuery(query: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of LEAD_ID_KEYS) {
    const value = query[key];
    if (typeof value === 'string' && LEAD_ID_PATTERN.test(value)) return value;
  }
  return undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
