import { describe, expect, it } from 'vitest';
import { phoneNumbersAnswerSchema, toCamelCaseKeys } from '../../schemas/front-office.ts';

/*
 * GET /front-office/v2/phone-numbers (docs/rules/07-calls.md: 'the first item is the phone number'), its items as the
 * front office documents them: `{ phone_number, type }`, or the number alone. Only the type says a number is the
 * business one (site/page/context.ts shows a business number only then).
 */
describe('phone-numbers answer', () => {
  it.each([
    ['a typed business number', [{ phone_number: ' 088 - 0505 070 ', type: 'business' }], '088 - 0505 070', 'business'],
    ['a typed consumer number', [{ phone_number: '088 - 0505 011', type: 'consumer' }], '088 - 0505 011', 'consumer'],
    ['the type in capitals', [{ phone_number: '088 - 0505 070', type: 'BUSINESS' }], '088 - 0505 070', 'business'],
    ['a type of another word, kept', [{ phone_number: '088 - 0505 070', type: 'sales' }], '088 - 0505 070', 'sales'],
    ['a number alone: of no type', ['088 - 0505 011'], '088 - 0505 011', undefined],
    ['a null type: of no type', [{ phone_number: '088 - 0505 011', type: null }], '088 - 0505 011', undefined],
  ])('%s', (_, wire, number, type) => {
    expect(phoneNumbersAnswerSchema.parse(toCamelCaseKeys(wire))).toEqual([{ number, type }]);
  });

  it.each([
    ['an item without a number', [{ type: 'business' }]],
    ['a number that is no text', [{ phone_number: 880505070, type: 'business' }]],
    ['no list', { phone_number: '088 - 0505 070' }],
  ])('refuses %s', (_, wire) => {
    expect(phoneNumbersAnswerSchema.safeParse(toCamelCaseKeys(wire)).success).toBe(false);
  });
});
