import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import type { OrderFormErrorCode } from '../../schemas/order-form.ts';

/** Direct debit is collected from Dutch and Belgian accounts only, on either country's brands. */
const IBAN_LENGTH: Readonly<Record<string, number>> = { NL: 18, BE: 16 };

/**
 * An IBAN in electronic format (no spaces, upper case), checked by ibantools: the country's length and account
 * format, mod-97, and the Belgian account check digits. The length gets its own message: it is the usual slip.
 */
export function checkIban(value: unknown): { iban: string } | { code: OrderFormErrorCode } {
  const iban = electronicFormatIBAN(typeof value === 'string' ? value.replace(/\s+/g, '') : '') ?? '';
  if (iban === '') return { code: 'iban.required' };
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTH[country];
  if (length === undefined) return { code: /^[A-Z]{2}$/.test(country) ? 'iban.country' : 'iban.invalid' };
  if (iban.length !== length) return { code: 'iban.length' };
  return isValidIBAN(iban) ? { iban } : { code: 'iban.invalid' };
}

/** An IBAN as people read it, in groups of four: NL91 ABNA 0417 1643 00. */
export function printIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** The last four characters, what may be shown of an account number once it is stored (a lead's ibanLastDigits). */
export function ibanLastDigits(iban: string): string {
  return iban.replace(/\s+/g, '').slice(-4);
}
