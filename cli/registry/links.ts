import { subscriptionManagement } from '../../domain/account/menu.ts';
import type { BrandConfig, Country } from '../../schemas/brand.ts';
import type { GroupLink, GroupLinks } from '../../schemas/group.ts';
import { LINK_NAMES, SUBSCRIPTION_MANAGEMENT_LINKS, type CompiledLinks, type LinkName } from '../../schemas/links.ts';

export type LinksBrand = Pick<BrandConfig, 'type' | 'country' | 'links'>;

/** The links a brand shows: every one, but Abonnement wijzigen and opzeggen only on Dutch paper brands. */
export function shownLinks(brand: Pick<BrandConfig, 'type' | 'country'>): LinkName[] {
  const managed = subscriptionManagement(brand);
  return LINK_NAMES.filter((name) => managed || !(SUBSCRIPTION_MANAGEMENT_LINKS as readonly LinkName[]).includes(name));
}

/** The group's URL of a link for a country: its one URL for every brand, or the country's own. */
export function groupUrl(link: GroupLink | undefined, country: Country): string | undefined {
  return typeof link === 'string' ? link : link?.[country];
}

export interface ResolvedLinks {
  /** Every link the brand shows; undefined while one of them has no URL. */
  readonly links?: CompiledLinks;
  /** Links the brand shows with no URL, neither its own nor the group's for its country. */
  readonly missing: readonly LinkName[];
  /** Links the brand's brand.yaml sets that it never shows (Abonnement wijzigen on a magazine, say). */
  readonly notShown: readonly LinkName[];
}

/** A brand's links: its own where its brand.yaml gives one, else brands/group.yaml's for the brand's country. */
export function resolveLinks(group: GroupLinks, brand: LinksBrand): ResolvedLinks {
  const shown = shownLinks(brand);
  const own = brand.links ?? {};
  const resolved: Partial<Record<LinkName, string>> = {};
  const missing: LinkName[] = [];
  for (const name of shown) {
    const url = own[name] ?? groupUrl(group[name], brand.country);
    if (url === undefined) missing.push(name);
    else resolved[name] = url;
  }
  const notShown = LINK_NAMES.filter((name) => own[name] !== undefined && !shown.includes(name));
  // Complete once nothing is missing: every link the brand shows has its URL.
  return { ...(missing.length === 0 ? { links: resolved as CompiledLinks } : {}), missing, notShown };
}
