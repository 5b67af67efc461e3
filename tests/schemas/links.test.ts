import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { brandSchema, type BrandInput } from '../../schemas/brand.ts';
import { linkUrlSchema, LINK_NAMES } from '../../schemas/links.ts';

/** The issues a person reads: path and message, nothing else. */
function issues(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

const BRAND: BrandInput = {
  code: 'ad',
  name: 'AD',
  domain: 'ad.nl',
  type: 'paper',
  country: 'nl',
  formal: false,
};

describe('linkUrlSchema: https on a public host name', () => {
  it.each([
    'https://kiosk.dpgmedia.nl/',
    'https://mijn.dpgmedia.be/abonnementen?tab=alle#boven',
    'https://www.dpgmedia.nl/abonnementsvoorwaarden',
    'https://klantenservice.ad.nl',
    // An internationalised name, as the URL parser writes it in punycode.
    'https://bücher.de/',
    'https://xn--bcher-kva.de/',
  ])('%s passes', (url) => {
    expect(issues(linkUrlSchema, url)).toEqual([]);
  });

  it.each<{ rule: string; url: string; message: string }>([
    { rule: 'no URL at all', url: 'kiosk.dpgmedia.nl', message: 'must be a URL such as "https://kiosk.dpgmedia.nl/"' },
    { rule: 'no host', url: 'https://', message: 'must be a URL such as "https://kiosk.dpgmedia.nl/"' },
    { rule: 'a space', url: 'https://kiosk.dpgmedia.nl/ a', message: 'must not contain spaces' },
    { rule: 'plain http', url: 'http://kiosk.dpgmedia.nl/', message: 'must use https, not http' },
    { rule: 'another scheme', url: 'javascript:alert(1)', message: 'must use https, not javascript' },
    { rule: 'https without its slashes', url: 'https:kiosk.dpgmedia.nl', message: 'must start with "https://"' },
    {
      rule: 'a user name and password',
      url: 'https://shop:secret@kiosk.dpgmedia.nl/',
      message: 'must not carry a user name or password',
    },
    { rule: 'an IPv4 address', url: 'https://10.0.0.8/', message: 'must name a host, not the IP address 10.0.0.8' },
    {
      rule: 'an IPv4 address in short form',
      url: 'https://127.1/',
      message: 'must name a host, not the IP address 127.0.0.1',
    },
    { rule: 'an IPv6 address', url: 'https://[::1]/', message: 'must name a host, not the IP address [::1]' },
    {
      rule: 'localhost',
      url: 'https://localhost/account',
      message: '"localhost" is a local or reserved name, not a public host',
    },
    {
      rule: 'a name under localhost',
      url: 'https://ad.localhost/',
      message: '"ad.localhost" is a local or reserved name, not a public host',
    },
    {
      rule: 'a reserved test name',
      url: 'https://kiosk.test/',
      message: '"kiosk.test" is a local or reserved name, not a public host',
    },
    {
      rule: 'a single label',
      url: 'https://intranet/',
      message: '"intranet" is a single label, not a public host name such as "kiosk.dpgmedia.nl"',
    },
    { rule: 'an empty label', url: 'https://kiosk..nl/', message: '"kiosk..nl" is not a well-formed host name' },
    {
      rule: 'a trailing dot',
      url: 'https://kiosk.dpgmedia.nl./',
      message: '"kiosk.dpgmedia.nl." is not a well-formed host name',
    },
    { rule: 'a leading hyphen', url: 'https://-kiosk.nl/', message: '"-kiosk.nl" is not a well-formed host name' },
    { rule: 'an underscore', url: 'https://kiosk_nl.nl/', message: '"kiosk_nl.nl" is not a well-formed host name' },
    { rule: 'a numeric top level', url: 'https://kiosk.nl1/', message: '"kiosk.nl1" is not a well-formed host name' },
    {
      rule: 'a label over 63 characters',
      url: `https://${'a'.repeat(64)}.nl/`,
      message: `"${'a'.repeat(64)}.nl" is not a well-formed host name`,
    },
  ])('refuses $rule: $message', ({ url, message }) => {
    expect(issues(linkUrlSchema, url)).toEqual([{ path: [], message }]);
  });
});

describe('a brand’s own links (brand.yaml `links:`)', () => {
  it('every link may be given, none must: the brand takes the group’s for the others', () => {
    const all = Object.fromEntries(LINK_NAMES.map((name) => [name, `https://www.ad.nl/${name}`]));
    expect(brandSchema.parse({ ...BRAND, links: all }).links).toEqual(all);
    expect(brandSchema.parse({ ...BRAND, links: {} }).links).toEqual({});
    expect(brandSchema.parse(BRAND).links).toBeUndefined();
  });

  it.each<{ rule: string; links: unknown; path: (string | number)[]; message: string }>([
    {
      rule: 'an http link',
      links: { kiosk: 'http://kiosk.ad.nl/' },
      path: ['links', 'kiosk'],
      message: 'must use https, not http',
    },
    {
      rule: 'a link to an IP address',
      links: { cancelSubscription: 'https://192.168.1.20/opzeggen' },
      path: ['links', 'cancelSubscription'],
      message: 'must name a host, not the IP address 192.168.1.20',
    },
    {
      rule: 'a link that is no text',
      links: { terms: 42 },
      path: ['links', 'terms'],
      message: 'Invalid input: expected string, received number',
    },
    {
      rule: 'a link per country (a brand has one country)',
      links: { terms: { nl: 'https://www.ad.nl/voorwaarden' } },
      path: ['links', 'terms'],
      message: 'Invalid input: expected string, received object',
    },
    {
      rule: 'an unknown link (strict)',
      links: { kiosks: 'https://kiosk.ad.nl/' },
      path: ['links'],
      message: 'Unrecognized key: "kiosks"',
    },
  ])('refuses $rule at its path', ({ links, path, message }) => {
    expect(issues(brandSchema, { ...BRAND, links })).toEqual([{ path, message }]);
  });
});
