import type { LeadSource, PromoLookupRequest } from '../../schemas/front-office.ts';

/*
 * Leads with the front office's Dutch field names (docs/rules/03-entities.md), and the promotion codes of the
 * direct-mail flow that return one. README.md beside this file lists them.
 */

const DUTCH_LEAD: LeadSource = {
  leadId: 'LEAD-NL-0001',
  mid: 'TCO-LEAD01',
  aboType: 'AD-DIGITAAL',
  titel: 'AD',
  voorletters: 'J.',
  voornaam: 'Jan',
  tussenvoegsel: 'de',
  achternaam: 'Vries',
  geslacht: 'male',
  telefoon: '0612345678',
  email: 'jan.devries@example.nl',
  straat: 'Dorpsstraat',
  huisnummer: '12',
  toevoeging: 'A',
  postcode: '1234 AB',
  plaats: 'Amsterdam',
  land: 'NL',
  rekeningnummerLaatsteCijfers: '4300',
};

const BELGIAN_LEAD: LeadSource = {
  leadId: 'LEAD-BE-0001',
  mid: 'TCO-LEAD01',
  aboType: 'HL-DIGITAAL',
  titel: 'HL',
  voorletters: 'A.',
  voornaam: 'An',
  achternaam: 'Peeters',
  geslacht: 'f',
  telefoon: '0470123456',
  email: 'an.peeters@example.be',
  straat: 'Meir',
  huisnummer: '50',
  postcode: '2000',
  plaats: 'Antwerpen',
  land: 'BE',
  rekeningnummerLaatsteCijfers: '7034',
};

interface PromoCode {
  readonly actiecode: string;
  /** Compared without spaces and in upper case. */
  readonly postcode: string;
  /** The brand code in upper case. */
  readonly title: string;
  readonly lead: LeadSource;
}

const PROMO_CODES: readonly PromoCode[] = [
  {
    actiecode: 'ZOMER2026',
    postcode: '1234AB',
    title: 'AD',
    lead: {
      ...DUTCH_LEAD,
      leadId: 'LEAD-ZOMER-0001',
      mid: 'CAM-ZOMER1',
      voornaam: 'Els',
      geslacht: 'F',
      voorletters: 'E.',
    },
  },
  {
    actiecode: 'WELKOM2026',
    postcode: '2000',
    title: 'HL',
    lead: { ...BELGIAN_LEAD, leadId: 'LEAD-WELKOM-0001', mid: 'CAM-ZOMER1' },
  },
];

export const LEADS: ReadonlyMap<string, LeadSource> = new Map(
  [DUTCH_LEAD, BELGIAN_LEAD, ...PROMO_CODES.map((code) => code.lead)].map((lead) => [lead.leadId!, lead]),
);

const normalise = (text: string | undefined) => (text ?? '').replace(/\s+/g, '').toUpperCase();

/** POST /front-office/v1/actiecode: the lead of a code, postcode and title that belong together. */
export function promoLead(request: PromoLookupRequest): LeadSource | undefined {
  return PROMO_CODES.find(
    (code) =>
      normalise(code.actiecode) === normalise(request.actiecode) &&
      normalise(code.postcode) === normalise(request.postcode) &&
      normalise(code.title) === normalise(request.title),
  )?.lead;
}
