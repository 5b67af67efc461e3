import { describe, expect, it } from 'vitest';
import { leadIdFromQuery, mapLead, normaliseGender } from '../../domain/lead.ts';
import { leadSourceSchema } from '../../schemas/front-office.ts';
import type { Locale } from '../../schemas/locale.ts';

const SOURCE = {
  leadId: 'L-1001',
  mid: 'cam-ab12cd',
  email: 'jan@example.nl',
  aboType: 'VK-DIGI',
  titel: 'VK',
  voorletters: 'J.P.',
  voornaam: 'Jan',
  tussenvoegsel: 'van der',
  achternaam: 'Berg',
  geslacht: 'm',
  telefoon: '0612345678',
  straat: 'Dorpsstraat',
  huisnummer: 12,
  toevoeging: 'a',
  postcode: '1234 AB',
  plaats: 'Amsterdam',
  land: 'NL',
  rekeningnummerLaatsteCijfers: '4321',
  somethingNew: { nested: true },
};

const ADDRESS = {
  street: 'Dorpsstraat',
  houseNumber: '12',
  houseNumberAddition: 'a',
  postalCode: '1234 AB',
  city: 'Amsterdam',
};

const lead = (source: unknown, locale: Locale) => mapLead(leadSourceSchema.parse(source), locale);

describe('mapLead: Dutch source fields to ours (docs/rules/03-entities.md)', () => {
  it('maps every field of a Dutch lead in a Dutch shop', () => {
    expect(lead(SOURCE, 'nl')).toEqual({
      leadId: 'L-1001',
      productCode: 'VK-DIGI',
      title: 'VK',
      mid: 'CAM-AB12CD',
      initials: 'J.P.',
      firstName: 'Jan',
      middleName: 'van der',
      lastName: 'Berg',
      gender: 'M',
      phone: '0612345678',
      email: 'jan@example.nl',
      ...ADDRESS,
      ibanLastDigits: '4321',
      country: 'nl',
    });
  });

  it.each<{ rule: string; land: string | undefined; locale: Locale; address: boolean }>([
    { rule: 'nl lead, nl shop', land: 'NL', locale: 'nl', address: true },
    { rule: 'nl lead, nl-formal shop', land: 'nl', locale: 'nl-formal', address: true },
    { rule: 'be lead, be shop', land: 'BE', locale: 'be', address: true },
    { rule: 'be lead, be-formal shop', land: 'be', locale: 'be-formal', address: true },
    { rule: 'nl lead, be shop', land: 'NL', locale: 'be', address: false },
    { rule: 'be lead, nl shop', land: 'BE', locale: 'nl-formal', address: false },
    { rule: 'lead without country', land: undefined, locale: 'nl', address: false },
    { rule: 'lead from elsewhere', land: 'DE', locale: 'nl', address: false },
  ])('address only when the country matches the locale: $rule -> $address', ({ land, locale, address }) => {
    const mapped = lead({ ...SOURCE, land }, locale);
    if (address) expect(mapped).toMatchObject(ADDRESS);
    for (const key of Object.keys(ADDRESS)) expect(key in mapped).toBe(address);
    expect(mapped.firstName).toBe('Jan');
  });

  it('an empty payload gives a lead with unknown gender and nothing else', () => {
    expect(lead({}, 'nl')).toEqual({ gender: 'U' });
  });

  it('blank and null fields are absent; an invalid mid is dropped', () => {
    expect(lead({ voornaam: '  ', achternaam: null, mid: 'CAM-123', leadId: ' L-1 ' }, 'nl')).toEqual({
      leadId: 'L-1',
      gender: 'U',
    });
  });
});

describe('normaliseGender: m/male -> M, f/female -> F, else U (docs/rules/03-entities.md)', () => {
  it.each([
    ['m', 'M'],
    ['M', 'M'],
    ['male', 'M'],
    ['MALE', 'M'],
    [' Male ', 'M'],
    ['f', 'F'],
    ['F', 'F'],
    ['female', 'F'],
    ['Female', 'F'],
    ['v', 'U'],
    ['man', 'U'],
    ['x', 'U'],
    ['', 'U'],
    [undefined, 'U'],
  ] as const)('%j -> %s', (value, gender) => {
    expect(normaliseGender(value)).toBe(gender);
  });
});

describe('leadSourceSchema: tolerant of what the front office sends', () => {
  it.each([
    { rule: 'unknown keys are kept', input: { extra: 1 }, ok: true },
    { rule: 'numbers become text', input: { huisnummer: 7, postcode: 2000 }, ok: true },
    { rule: 'null is absent', input: { voornaam: null }, ok: true },
    { rule: 'an object in a text field is refused', input: { voornaam: { first: 'Jan' } }, ok: false },
    { rule: 'an array payload is refused', input: [], ok: false },
  ])('$rule', ({ input, ok }) => {
    expect(leadSourceSchema.safeParse(input).success).toBe(ok);
  });
});

describe('leadIdFromQuery: leadId, lead_id or LEAD_ID (docs/rules/02-routes-and-layout.md and docs/rules/05-validation.md)', () => {
  it.each([
    { rule: 'leadId', query: { leadId: 'abc123' }, id: 'abc123' },
    { rule: 'lead_id', query: { lead_id: 'abc123' }, id: 'abc123' },
    { rule: 'LEAD_ID', query: { LEAD_ID: 'abc123' }, id: 'abc123' },
    { rule: 'leadId before lead_id', query: { lead_id: 'second', leadId: 'first' }, id: 'first' },
    { rule: 'lead_id before LEAD_ID', query: { LEAD_ID: 'third', lead_id: 'second' }, id: 'second' },
    { rule: 'an invalid leadId falls to lead_id', query: { leadId: '../x', lead_id: 'second' }, id: 'second' },
    { rule: 'other spellings are not read', query: { leadid: 'abc', LeadId: 'abc' }, id: undefined },
    { rule: 'no lead id: no lead fetch', query: { mid: 'CAM-AB12CD' }, id: undefined },
    { rule: 'empty', query: { leadId: '' }, id: undefined },
    { rule: 'a repeated parameter (array)', query: { leadId: ['a', 'b'] }, id: undefined },
    { rule: 'path characters', query: { leadId: 'a/b' }, id: undefined },
    { rule: 'encoded path characters', query: { leadId: '..%2Fadmin' }, id: undefined },
    { rule: 'too long', query: { leadId: 'a'.repeat(65) }, id: undefined },
    { rule: 'dash and underscore', query: { leadId: 'L-1_2' }, id: 'L-1_2' },
  ])('$rule -> $id', ({ query, id }) => {
    expect(leadIdFromQuery(query)).toBe(id);
  });
});
