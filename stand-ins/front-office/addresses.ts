/**
 * Dutch addresses by postal code (the order form's street and city lookup). A few real-looking streets for the
 * seed leads and the tests; every other postal code is unknown, as it would be for a lookup that has no match.
 */
const STREETS: Readonly<Record<string, { readonly street: string; readonly city: string }>> = {
  '1234AB': { street: 'Dorpsstraat', city: 'Amsterdam' },
  '1011AB': { street: 'De Ruijterkade', city: 'Amsterdam' },
  '3511AB': { street: 'Stationsplein', city: 'Utrecht' },
  '3011AA': { street: 'Coolsingel', city: 'Rotterdam' },
  '2511AA': { street: 'Spui', city: 'Den Haag' },
  '5611AA': { street: 'Stratumseind', city: 'Eindhoven' },
};

/** The street and city of a postal code with a house number (any house number 1-9999 exists in the seed). */
export function addressFor(postalCode: string, houseNumber: string): { street: string; city: string } | undefined {
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  if (!/^\d{1,4}$/.test(houseNumber.trim()) || Number(houseNumber) < 1) return undefined;
  return STREETS[code];
}
