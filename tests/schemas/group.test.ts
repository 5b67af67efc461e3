import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { groupSchema } from '../../schemas/group.ts';

const ONE = 'https://kiosk.dpgmedia.nl/';
const VALID = {
  links: {
    myAccount: { nl: 'https://mijn.dpgmedia.nl/account', be: 'https://mijn.dpgmedia.be/account' },
    mySubscriptions: { nl: 'https://mijn.dpgmedia.nl/abonnementen', be: 'https://mijn.dpgmedia.be/abonnementen' },
    changeSubscription: { nl: 'https://mijn.dpgmedia.nl/abonnement/wijzigen' },
    cancelSubscription: { nl: 'https://mijn.dpgmedia.nl/abonnement/opzeggen' },
    customerService: { nl: 'https://klantenservice.dpgmedia.nl/', be: 'https://klantendienst.dpgmedia.be/' },
    kiosk: { nl: 'https://kiosk.dpgmedia.nl/', be: 'https://kiosk.dpgmedia.be/' },
    terms: {
      nl: 'https://www.dpgmedia.nl/abonnementsvoorwaarden',
      be: 'https://www.dpgmedia.be/abonnementsvoorwaarden',
    },
    privacyStatement: { nl: 'https://www.dpgmedia.nl/privacy', be: 'https://www.dpgmedia.be/privacy' },
  },
};

/** The issues a person reads: path and message, nothing else. */
function issues(input: unknown) {
  const result = groupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

const withLinks = (links: Record<string, unknown>) => ({ links: { ...VALID.links, ...links } });

describe('groupSchema (brands/group.yaml)', () => {
  it('the fixture passes, and is what brands/group.yaml holds: the links a visitor was sent to before', () => {
    expect(groupSchema.parse(VALID)).toEqual(VALID);
    const file = path.resolve(import.meta.dirname, '../../brands/group.yaml');
    expect(groupSchema.parse(parse(readFileSync(file, 'utf8')))).toEqual(VALID);
  });

  it.each<{ rule: string; change: Record<string, unknown> }>([
    { rule: 'one URL for every brand', change: { kiosk: ONE } },
    { rule: 'one country only', change: { customerService: { nl: 'https://klantenservice.dpgmedia.nl/' } } },
    {
      rule: 'no Abonnement wijzigen or opzeggen',
      change: { changeSubscription: undefined, cancelSubscription: undefined },
    },
  ])('$rule', ({ change }) => {
    expect(issues(withLinks(change))).toEqual([]);
  });

  it.each<{ rule: string; input: unknown; path: (string | number)[]; message: string }>([
    {
      rule: 'a link every brand shows left out',
      input: withLinks({ kiosk: undefined }),
      path: ['links', 'kiosk'],
      message: 'is required',
    },
    {
      rule: 'an http link for one country',
      input: withLinks({ terms: { nl: 'http://www.dpgmedia.nl/abonnementsvoorwaarden', be: ONE } }),
      path: ['links', 'terms', 'nl'],
      message: 'must use https, not http',
    },
    {
      rule: 'a link to localhost',
      input: withLinks({ myAccount: 'https://localhost:3000/account' }),
      path: ['links', 'myAccount'],
      message: '"localhost" is a local or reserved name, not a public host',
    },
    {
      rule: 'a single-label host for one country',
      input: withLinks({ kiosk: { nl: ONE, be: 'https://kiosk/' } }),
      path: ['links', 'kiosk', 'be'],
      message: '"kiosk" is a single label, not a public host name such as "kiosk.dpgmedia.nl"',
    },
    {
      rule: 'no country at all',
      input: withLinks({ kiosk: {} }),
      path: ['links', 'kiosk'],
      message: 'must give a URL for nl or be',
    },
    {
      rule: 'an unknown country',
      input: withLinks({ kiosk: { nl: ONE, de: 'https://kiosk.dpgmedia.de/' } }),
      path: ['links', 'kiosk'],
      message: 'Unrecognized key: "de"',
    },
    {
      rule: 'a link that is no text',
      input: withLinks({ kiosk: ['https://kiosk.dpgmedia.nl/'] }),
      path: ['links', 'kiosk'],
      message: 'must be a URL, or one URL per country (nl, be)',
    },
    {
      rule: 'an unknown link (strict)',
      input: withLinks({ kioks: ONE }),
      path: ['links'],
      message: 'Unrecognized key: "kioks"',
    },
    { rule: 'no links', input: {}, path: ['links'], message: 'Invalid input: expected object, received undefined' },
  ])('refuses $rule at its path', ({ input, path, message }) => {
    expect(issues(input)).toEqual([{ path, message }]);
  });
});
