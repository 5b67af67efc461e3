import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { isoDate, parseDutchDate, parseIsoDate, plainDate } from '../../../domain/order-form/dates.ts';
import { HOUSE_NUMBER, HOUSE_NUMBER_ADDITION, splitHouseNumber } from '../../../domain/order-form/house-number.ts';
import { checkIban, printIban } from '../../../domain/order-form/iban.ts';
import { checkPhone } from '../../../domain/order-form/phone.ts';
import { normalisePostalCode, POSTAL_CODE, printPostalCode } from '../../../domain/order-form/postal-code.ts';
import { lowerCaseDomain, squish } from '../../../domain/order-form/text.ts';

/*
 * Properties of the order form's normalisers (domain/order-form/), beside the tables in schema.test.ts, iban.test.ts
 * and dates.test.ts, where a counterexample fast-check finds is kept as a row: what a visitor may type in any
 * notation comes out as one value, and what comes out is taken again as it is.
 */
const spaces = fc.constantFrom(' ', '  ', '\t', '\u00a0', '\n');
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
/** `text` with white space of any kind put between characters at random. */
const spaced = (text: string) =>
  fc
    .array(fc.option(spaces, { nil: '' }), { minLength: text.length, maxLength: text.length })
    .map((gaps) => [...text].map((c, i) => c + gaps[i]).join(''));
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

describe('text fields', () => {
  it('squish leaves no run of white space, none at the ends, and is its own fixed point', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().chain(spaced)), (text) => {
        const once = squish(text);
        expect(once).not.toMatch(/^\s|\s$|\s\s|[^\S ]/);
        expect(squish(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('an e-mail address keeps its mailbox as typed and its domain in lower case', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9._%+-]{1,12}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9-]{1,10}\.[A-Za-z]{2,4}$/);
    fc.assert(
      fc.property(local, domain, (mailbox, host) => {
        const address = lowerCaseDomain(`${mailbox}@${host}`);
        expect(address).toBe(`${mailbox}@${host.toLowerCase()}`);
        expect(lowerCaseDomain(address)).toBe(address);
      }),
      { numRuns: 200 },
    );
  });
});

describe('postal codes', () => {
  const dutch = fc
    .tuple(fc.integer({ min: 1000, max: 9999 }), fc.stringMatching(/^[A-Z]{2}$/))
    .filter(([, letters]) => !['SA', 'SD', 'SS'].includes(letters));

  it('a Dutch code in any spacing and case is one code, printed as 1234 AB, and the printed one reads the same', () => {
    fc.assert(
      fc.property(
        dutch.chain(([n, letters]) => fc.tuple(fc.constant(`${n}${letters}`), anyCase(`${n}${letters}`).chain(spaced))),
        ([code, typed]) => {
          const normal = normalisePostalCode(typed);
          expect(normal).toBe(code);
          expect(POSTAL_CODE.nl.test(normal)).toBe(true);
          const printed = printPostalCode(normal, 'nl');
          expect(printed).toBe(`${code.slice(0, 4)} ${code.slice(4)}`);
          expect(normalisePostalCode(printed)).toBe(code);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('normalising is its own fixed point for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalisePostalCode(normalisePostalCode(text))).toBe(normalisePostalCode(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('house numbers', () => {
  const number = fc.integer({ min: 1, max: 99999 }).map(String);
  const addition = fc.stringMatching(/^[A-Za-z][A-Za-z0-9./-]{0,5}$/);

  it('a number typed with its addition is split into the two, whatever the separator', () => {
    fc.assert(
      fc.property(number, addition, fc.constantFrom('', ' ', '-', ' - ', '/'), (n, add, separator) => {
        const typed = `${n}${separator}${add}`;
        expect(HOUSE_NUMBER.test(typed)).toBe(true);
        expect(splitHouseNumber(typed, undefined)).toEqual({ number: n, addition: add });
        // The addition in its own field too: two additions are one too many.
        expect(splitHouseNumber(typed, add)).toBeNull();
        expect(splitHouseNumber(n, add)).toEqual({ number: n, addition: add });
        expect(HOUSE_NUMBER_ADDITION.test(add)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('IBANs', () => {
  // Belgian account numbers carry their own check: the last two digits are the first ten mod 97 (97 for 0).
  const belgian = digits(10).map((first) => `${first}${String(Number(BigInt(first) % 97n) || 97).padStart(2, '0')}`);
  const iban = fc.oneof(
    fc
      .tuple(fc.stringMatching(/^[A-Z]{4}$/), digits(10))
      .map(([bank, account]) => composeIBAN({ countryCode: 'NL', bban: `${bank}${account}` })!),
    belgian.map((bban) => composeIBAN({ countryCode: 'BE', bban })!),
  );

  it('a valid Dutch or Belgian IBAN in any spacing and case is one IBAN, and its printed form reads as it again', () => {
    fc.assert(
      fc.property(
        iban.chain((valid) => fc.tuple(fc.constant(valid), anyCase(valid).chain(spaced))),
        ([valid, typed]) => {
          expect(checkIban(typed)).toEqual({ iban: valid });
          expect(checkIban(printIban(valid))).toEqual({ iban: valid });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('one digit changed is refused (the mod-97 check)', () => {
    fc.assert(
      fc.property(iban, fc.nat(), fc.integer({ min: 1, max: 9 }), (valid, at, step) => {
        const positions = [...valid].flatMap((c, i) => (i >= 4 && /\d/.test(c) ? [i] : []));
        const i = positions[at % positions.length]!;
        const changed = valid.slice(0, i) + String((Number(valid[i]) + step) % 10) + valid.slice(i + 1);
        expect(checkIban(changed)).toEqual({ code: 'iban.invalid' });
      }),
      { numRuns: 200 },
    );
  });
});

describe('phone numbers', () => {
  it('a Dutch mobile number in any usual notation is one E.164 number', () => {
    fc.assert(
      fc.property(
        digits(8),
        fc.constantFrom('06', '06-', '06 ', '+316', '+31 6 ', '+31 (0)6 ', '0031 6', '00316'),
        (rest, prefix) => {
          expect(checkPhone(`${prefix}${rest}`, 'nl')).toEqual({ e164: `+316${rest}` });
          expect(checkPhone(`${prefix}${rest}`, 'be')).toEqual(
            prefix.startsWith('06') ? { code: 'phone.invalid' } : { e164: `+316${rest}` },
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('dates', () => {
  const date = fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => plainDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())!);

  it('any real date typed the Dutch way, padded or not, with any of its separators, reads as that date', () => {
    fc.assert(
      fc.property(date, fc.constantFrom('-', '/', '.'), fc.boolean(), (day, separator, padded) => {
        const pad = (n: number) => (padded ? String(n).padStart(2, '0') : String(n));
        expect(parseDutchDate(`${pad(day.day)}${separator}${pad(day.month)}${separator}${day.year}`)).toEqual(day);
        expect(parseIsoDate(isoDate(day))).toEqual(day);
      }),
      { numRuns: 200 },
    );
  });
});
