import type { CompiledBrand } from '../schemas/compiled-brand.ts';

/*
 * The group's legal pages (docs/rules/02-routes-and-layout.md, footer): brand settings, the group's of the brand's
 * country in brands/group.yaml unless the brand's brand.yaml sets its own (`links:`), compiled per brand.
 */
export type LegalLinksBrand = Pick<CompiledBrand, 'links'>;

/** Abonnementsvoorwaarden: the Dutch or Belgian version; the order form links the same. */
export const termsUrl = (brand: LegalLinksBrand): string => brand.links.terms;

/** Privacy Statement: the group's privacy statement of the brand's country. */
export const privacyStatementUrl = (brand: LegalLinksBrand): string => brand.links.privacyStatement;
