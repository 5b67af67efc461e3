import type { z } from 'zod';
import type { Country } from '../schemas/brand.ts';
import { htmlLang } from './locale.ts';
import type { orderFormSchema } from './order-form/schema.ts';

/** The order form as the browser posts it: its inputs by name, text values, ticked checkboxes as "on". */
type OrderFormInput = z.input<ReturnType<typeof orderFormSchema>>;

/**
 * The developer tools' sample customers (docs/rules/02-routes-and-layout.md: Ctrl+Shift+F fills the sign-up form with
 * sample data, which differs for Belgian hosts), by input name. Fictitious people at example.nl/example.be; the IBANs
 * are the banks' published test numbers. Street and city are filled too: the Dutch address lookup runs when a field is
 * left, which a script's fill never does, and Belgian addresses have no lookup. A test checks both pass the order
 * form's schema.
 */
export const SAMPLE_ORDERS = {
  nl: {
    gender: 'F',
    firstName: 'Sanne',
    middleName: 'de',
    lastName: 'Vries',
    dateOfBirthDay: '14',
    dateOfBirthMonth: '02',
    dateOfBirthYear: '1988',
    email: 'sanne.devries@example.nl',
    phone: '06 12345678',
    postalCode: '1234 AB',
    houseNumber: '12',
    street: 'Dorpsstraat',
    city: 'Amsterdam',
    paymentMethod: 'direct-debit',
    iban: 'NL91 ABNA 0417 1643 00',
    // Only where the price is paid up front does the form offer iDEAL; then this bank is chosen in its list.
    idealBank: 'ABNANL2A',
    // Asked on a student offer only (/studenten/bestellen).
    institution: 'Universiteit Utrecht',
    studentNumber: '1234567',
    newsletter: 'on',
    terms: 'on',
    adult: 'on',
  },
  // iDEAL is Dutch: a Belgian form has no bank list.
  be: {
    gender: 'M',
    firstName: 'Lucas',
    middleName: 'van',
    lastName: 'Damme',
    dateOfBirthDay: '03',
    dateOfBirthMonth: '07',
    dateOfBirthYear: '1990',
    email: 'lucas.vandamme@example.be',
    phone: '+32 470 12 34 56',
    postalCode: '2000',
    houseNumber: '50',
    street: 'Meir',
    city: 'Antwerpen',
    paymentMethod: 'direct-debit',
    iban: 'BE68 5390 0754 7034',
    institution: 'KU Leuven',
    studentNumber: 'r0123456',
    newsletter: 'on',
    terms: 'on',
    adult: 'on',
  },
} as const satisfies Readonly<Record<Country, OrderFormInput & Readonly<Record<string, string>>>>;

/**
 * When the Belgian sample is filled in: docs/rules/02-routes-and-layout.md says on hosts ending in 'be'. Locally every
 * shop is `<code>.localhost`, so a page of a Belgian brand (its HTML lang, nl-BE) gets it too: its form checks Belgian
 * postal codes. The browser's script reads these values, so the rule below and the script cannot drift apart.
 */
export const BELGIAN_SAMPLE_WHEN = { hostSuffix: 'be', lang: htmlLang('be') } as const;

export function sampleOrderCountry(hostname: string, documentLang: string): Country {
  return hostname.endsWith(BELGIAN_SAMPLE_WHEN.hostSuffix) || documentLang === BELGIAN_SAMPLE_WHEN.lang ? 'be' : 'nl';
}
