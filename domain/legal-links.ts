import type { Country } from '../schemas/brand.ts';

/*
 * The group's legal pages by the brand's country (docs/rules/02-routes-and-layout.md, footer). Group URLs, not per
 * brand: every brand's shop links the same Dutch or Belgian version.
 */

/** Abonnementsvoorwaarden: the Dutch or Belgian version; the order form links the same. */
export const TERMS_URL = {
  nl: 'https://www.dpgmedia.nl/abonnementsvoorwaarden',
  be: 'https://www.dpgmedia.be/abonnementsvoorwaarden',
} as const satisfies Record<Country, string>;

/** Privacy Statement: the group's privacy statement of the brand's country. */
export const PRIVACY_STATEMENT_URL = {
  nl: 'https://www.dpgmedia.nl/privacy',
  be: 'https://www.dpgmedia.be/privacy',
} as const satisfies Record<Country, string>;
