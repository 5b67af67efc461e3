import { describe, expect, it } from 'vitest';
import { groupUrl, resolveLinks, shownLinks, type LinksBrand } from '../../../cli/registry/links.ts';
import type { GroupLinks } from '../../../schemas/group.ts';
import { LINK_NAMES } from '../../../schemas/links.ts';

/** A group with a Dutch and a Belgian value for most links, one URL for the terms, Dutch-only management links. */
const GROUP: GroupLinks = {
  myAccount: { nl: 'https://mijn.group.nl/account', be: 'https://mijn.group.be/account' },
  mySubscriptions: { nl: 'https://mijn.group.nl/abonnementen', be: 'https://mijn.group.be/abonnementen' },
  changeSubscription: { nl: 'https://mijn.group.nl/wijzigen' },
  cancelSubscription: { nl: 'https://mijn.group.nl/opzeggen' },
  customerService: { nl: 'https://klantenservice.group.nl/', be: 'https://klantendienst.group.be/' },
  kiosk: { nl: 'https://kiosk.group.nl/', be: 'https://kiosk.group.be/' },
  terms: 'https://www.group.com/voorwaarden',
  privacyStatement: { nl: 'https://www.group.nl/privacy', be: 'https://www.group.be/privacy' },
};

const DUTCH_MAGAZINE = {
  myAccount: 'https://mijn.group.nl/account',
  mySubscriptions: 'https://mijn.group.nl/abonnementen',
  customerService: 'https://klantenservice.group.nl/',
  kiosk: 'https://kiosk.group.nl/',
  terms: 'https://www.group.com/voorwaarden',
  privacyStatement: 'https://www.group.nl/privacy',
};
const DUTCH_PAPER = {
  ...DUTCH_MAGAZINE,
  changeSubscription: 'https://mijn.group.nl/wijzigen',
  cancelSubscription: 'https://mijn.group.nl/opzeggen',
};
const BELGIAN = {
  myAccount: 'https://mijn.group.be/account',
  mySubscriptions: 'https://mijn.group.be/abonnementen',
  customerService: 'https://klantendienst.group.be/',
  kiosk: 'https://kiosk.group.be/',
  terms: 'https://www.group.com/voorwaarden',
  privacyStatement: 'https://www.group.be/privacy',
};

describe('a brand’s links: the group’s for its country, its own over them', () => {
  it.each<{ rule: string; brand: LinksBrand; links: Record<string, string> }>([
    {
      rule: 'a Dutch paper brand takes the Dutch group links, wijzigen and opzeggen too',
      brand: { type: 'paper', country: 'nl' },
      links: DUTCH_PAPER,
    },
    {
      rule: 'a Dutch magazine shows no wijzigen or opzeggen, so has none',
      brand: { type: 'magazine', country: 'nl' },
      links: DUTCH_MAGAZINE,
    },
    {
      rule: 'a Belgian brand takes the Belgian ones; one URL for all is every country’s',
      brand: { type: 'tv', country: 'be' },
      links: BELGIAN,
    },
    {
      rule: 'a brand’s own link wins over the group’s',
      brand: {
        type: 'paper',
        country: 'nl',
        links: { customerService: 'https://service.ad.nl/', terms: 'https://www.ad.nl/voorwaarden' },
      },
      links: { ...DUTCH_PAPER, customerService: 'https://service.ad.nl/', terms: 'https://www.ad.nl/voorwaarden' },
    },
    {
      rule: 'a Belgian brand’s own link wins over the group’s Belgian one',
      brand: { type: 'paper', country: 'be', links: { kiosk: 'https://kiosk.hln.be/' } },
      links: { ...BELGIAN, kiosk: 'https://kiosk.hln.be/' },
    },
  ])('$rule', ({ brand, links }) => {
    const resolved = resolveLinks(GROUP, brand);
    expect(resolved).toEqual({ links, missing: [], notShown: [] });
    // In the order of LINK_NAMES, whatever the order of the YAML.
    expect(Object.keys(resolved.links!)).toEqual(LINK_NAMES.filter((name) => name in links));
  });

  it.each<{ rule: string; group: GroupLinks; brand: LinksBrand; missing: string[]; notShown: string[] }>([
    {
      rule: 'a Dutch paper brand with no wijzigen or opzeggen anywhere',
      group: { ...GROUP, changeSubscription: undefined, cancelSubscription: undefined },
      brand: { type: 'paper', country: 'nl' },
      missing: ['changeSubscription', 'cancelSubscription'],
      notShown: [],
    },
    {
      rule: 'a Belgian brand when the group gives a link for nl only',
      group: { ...GROUP, kiosk: { nl: 'https://kiosk.group.nl/' } },
      brand: { type: 'magazine', country: 'be' },
      missing: ['kiosk'],
      notShown: [],
    },
    {
      rule: 'a brand setting a link it never shows',
      group: GROUP,
      brand: { type: 'magazine', country: 'nl', links: { cancelSubscription: 'https://mijn.group.nl/opzeggen' } },
      missing: [],
      notShown: ['cancelSubscription'],
    },
  ])('$rule: no links, and what is wrong', ({ group, brand, missing, notShown }) => {
    const resolved = resolveLinks(group, brand);
    expect(resolved).toEqual(missing.length ? { missing, notShown } : { links: expect.any(Object), missing, notShown });
  });

  it('a Belgian brand’s own link fills in what the group has for nl only', () => {
    const group = { ...GROUP, kiosk: { nl: 'https://kiosk.group.nl/' } };
    expect(
      resolveLinks(group, { type: 'magazine', country: 'be', links: { kiosk: 'https://kiosk.libelle.be/' } }).links
        ?.kiosk,
    ).toBe('https://kiosk.libelle.be/');
  });

  it.each([
    ['https://www.group.com/voorwaarden', 'nl', 'https://www.group.com/voorwaarden'],
    ['https://www.group.com/voorwaarden', 'be', 'https://www.group.com/voorwaarden'],
    [{ nl: 'https://www.group.nl/', be: 'https://www.group.be/' }, 'be', 'https://www.group.be/'],
    [{ nl: 'https://www.group.nl/' }, 'be', undefined],
    [undefined, 'nl', undefined],
  ] as const)('groupUrl(%j, %s) is %s', (link, country, url) => {
    expect(groupUrl(link, country)).toBe(url);
  });

  it('only Dutch paper brands show wijzigen and opzeggen', () => {
    expect(shownLinks({ type: 'paper', country: 'nl' })).toEqual(LINK_NAMES);
    for (const brand of [
      { type: 'magazine', country: 'nl' },
      { type: 'paper', country: 'be' },
      { type: 'tv', country: 'be' },
    ] as const) {
      expect(shownLinks(brand)).toEqual([
        'myAccount',
        'mySubscriptions',
        'customerService',
        'kiosk',
        'terms',
        'privacyStatement',
      ]);
    }
  });
});
