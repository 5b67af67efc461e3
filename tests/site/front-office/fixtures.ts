import { midSchema, type Catalog, type OrderRequest } from '../../../schemas/front-office.ts';

export const DEFAULT_MID = midSchema.parse('CAM-000001');
/** The headers every front-office call carries (docs/rules/07-calls.md): a mid and the visitor's path. */
export const CALL = { mid: DEFAULT_MID, clientPath: '/' } as const;
export const SUMMER_MID = midSchema.parse('CAM-ZOMER1');
export const STUDENT_MID = midSchema.parse('CAM-STUDNT');
export const FALLBACK_MID = midSchema.parse('PRG-FALLBK');
export const FAILING_MID = midSchema.parse('CAM-FAIL01');
/**
 * The stand-in's six-segment mid (stand-ins/front-office/README.md): the campaign of SUMMER_MID, by text message, with
 * its own offer.
 */
export const SIX_SEGMENT_MID = midSchema.parse('CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1');

/**
 * Monday 1 June 2026, 10:00 in Amsterdam and Brussels: customer service is open
 * (docs/rules/09-constants-and-limits.md).
 */
export const MONDAY_MORNING = new Date('2026-06-01T10:00:00+02:00');
/** Sunday 7 June 2026, 12:00: closed all day. */
export const SUNDAY_NOON = new Date('2026-06-07T12:00:00+02:00');

export const AD_QUERY = { brandCode: 'ad', brandType: 'paper', countryCode: 'nl', group: 'default' } as const;

/** The twelve-month AD Digitaal proposition of a catalog. */
export function adDigitalYear(catalog: Catalog) {
  const proposition = catalog.propositions.find(
    (each) => each.productCode === 'AD-DIGITAAL' && each.formula.code === 'digitaal' && each.duration.amount === 12,
  );
  if (!proposition) throw new Error('the AD catalog has no twelve-month Digitaal proposition');
  return proposition;
}

/** A complete, valid Dutch order for a proposition. */
export function validOrder(
  proposition: { uuid: string; productCode: string },
  changes: Partial<OrderRequest> = {},
): OrderRequest {
  return {
    propositionUuid: proposition.uuid,
    productCode: proposition.productCode,
    mid: DEFAULT_MID,
    customer: {
      gender: 'F',
      firstName: 'Els',
      middleName: 'van der',
      lastName: 'Berg',
      dateOfBirth: '1980-04-12',
      email: 'els@example.nl',
      phone: '06 12345678',
    },
    address: {
      postalCode: '1234 AB',
      houseNumber: '12',
      houseNumberAddition: 'A',
      street: 'Dorpsstraat',
      city: 'Amsterdam',
      country: 'nl',
    },
    payment: { method: 'direct-debit', iban: 'NL91ABNA0417164300' },
    startDate: '2026-07-01',
    newsletter: true,
    ...changes,
  };
}

/** Every object key anywhere in a JSON value. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [key, ...allKeys(item)]);
  }
  return [];
}
