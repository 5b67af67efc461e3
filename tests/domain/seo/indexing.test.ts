import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandCode } from '../../../brands/generated/brands.ts';
import { ROUTES } from '../../../brands/generated/routes.ts';
import type { RouteName } from '../../../domain/routes.ts';
import { isIndexable, NO_INDEXING_STATE } from '../../../domain/seo/indexing.ts';

const CODES = Object.keys(BRANDS) as BrandCode[];

/** One row per route: whether search engines may keep it (docs/rules/06-roles.md). */
const BY_ROUTE: Readonly<Record<RouteName, boolean>> = {
  index: true,
  digitaal: true,
  specials: true,
  zakelijk: true,
  studenten: true,
  specialProduct: true,
  actie: false,
  bedankt: false,
  bestellen: false,
  'studenten-bestellen': false,
  'specialProduct-bestellen': false,
};

describe('the noindex decision (domain/seo/indexing.ts)', () => {
  it.each(Object.entries(BY_ROUTE))('%s: indexable %s on a brand with a domain', (name, indexable) => {
    expect(isIndexable(BRANDS.ad, { name: name as RouteName })).toBe(indexable);
  });

  it.each([
    ['a lead’s personal page', { ...NO_INDEXING_STATE, lead: true }],
    ['the editor’s or a preview’s view', { ...NO_INDEXING_STATE, preview: true }],
    ['a story the editor marked noindex', { ...NO_INDEXING_STATE, storyNoindex: true }],
  ])('%s is never indexable, on any route', (_state, state) => {
    for (const name of Object.keys(BY_ROUTE) as RouteName[])
      expect(isIndexable(BRANDS.vk, { name }, state)).toBe(false);
  });

  it.each(CODES)('%s: every page of a brand without a domain is noindex, the others by route', (code) => {
    for (const route of ROUTES[code]) {
      expect(isIndexable(BRANDS[code], route)).toBe(BRANDS[code].domain !== '' && BY_ROUTE[route.name]);
    }
  });
});
