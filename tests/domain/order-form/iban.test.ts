import { describe, expect, it } from 'vitest';
import { ibanLastDigits, printIban } from '../../../domain/order-form/iban.ts';

describe('showing an IBAN', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00', '4300'],
    ['BE68539007547034', 'BE68 5390 0754 7034', '7034'],
  ])('%s -> %s, last digits %s', (iban, printed, last) => {
    expect(printIban(iban)).toBe(printed);
    expect(ibanLastDigits(iban)).toBe(last);
    expect(ibanLastDigits(printed)).toBe(last);
  });
});
