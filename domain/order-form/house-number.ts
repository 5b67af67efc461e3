import { MAX_LENGTH } from '../../schemas/order-form-fields.ts';

/** Additions as written on Dutch and Belgian doors and letters: A, bis, 2-hoog, hs, bus 3, III. */
const ADDITION = `[A-Za-z0-9][A-Za-z0-9 ./-]{0,${MAX_LENGTH.houseNumberAddition - 1}}`;
export const HOUSE_NUMBER_ADDITION = new RegExp(`^${ADDITION}$`);
/**
 * A house number is a number without a leading zero; visitors often type the addition with it (12A, 12-3, 12 bus
 * 3), which is split off into the addition.
 */
export const HOUSE_NUMBER = new RegExp(`^([1-9][0-9]{0,4})(?![0-9])\\s*[-/]?\\s*(${ADDITION})?$`);

export interface HouseNumber {
  readonly number: string;
  readonly addition?: string;
}

/** The number and the addition; null when the number carries an addition and the addition field has another one. */
export function splitHouseNumber(houseNumber: string, addition: string | undefined): HouseNumber | null {
  const [, number = '', typed] = HOUSE_NUMBER.exec(houseNumber) ?? [];
  if (typed === undefined) return addition === undefined ? { number } : { number, addition };
  if (addition !== undefined) return null;
  return { number, addition: typed };
}
