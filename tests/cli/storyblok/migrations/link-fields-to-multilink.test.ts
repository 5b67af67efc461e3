import { describe, expect, it } from 'vitest';
import { linkHref, optionalMultilinkSchema } from '../../../../blocks/shared/link.ts';
import { safeHref } from '../../../../blocks/shared/safe-url.ts';
import { migrateContent } from '../../../../cli/storyblok/migrate.ts';
import { linkFieldsToMultilink, toMultilink } from '../../../../cli/storyblok/migrations/link-fields-to-multilink.ts';

/*
 * The link fields' migration from text to Storyblok's multilink value (cli/storyblok/migrations/), through
 * migrateContent as `shop storyblok migrate` runs it: one row per kind of link, then where in a story it applies.
 */

const url = (href: string) => ({ id: '', url: href, linktype: 'url', fieldtype: 'multilink', cached_url: href });

describe('toMultilink: the text an editor typed as the multilink Storyblok stores', () => {
  it.each([
    ['an https address', 'https://www.ad.nl/klantenservice', url('https://www.ad.nl/klantenservice')],
    ['a path of the shop', '/digitaal', url('/digitaal')],
    ['a path with a query and an anchor', '/bestellen?actie=1#form', url('/bestellen?actie=1#form')],
    ['spaces around it', '  /digitaal ', url('/digitaal')],
    [
      'an e-mail address',
      'mailto:service@ad.nl',
      { id: '', url: '', linktype: 'email', email: 'service@ad.nl', fieldtype: 'multilink', cached_url: '' },
    ],
    [
      'MAILTO in capitals',
      'MAILTO:service@ad.nl',
      { id: '', url: '', linktype: 'email', email: 'service@ad.nl', fieldtype: 'multilink', cached_url: '' },
    ],
    [
      'a mailto: with a subject (more than an address: a URL link keeps it)',
      'mailto:a@b.nl?subject=x',
      url('mailto:a@b.nl?subject=x'),
    ],
    ['a phone number', 'tel:0880505000', url('tel:0880505000')],
    ['an empty text (no link)', '', url('')],
  ])('%s', (_, text, expected) => {
    expect(toMultilink(text)).toEqual(expected);
    // The block renders the href it rendered from the text (none for an empty link; a scheme is case-insensitive).
    const href = linkHref(optionalMultilinkSchema.parse(toMultilink(text)));
    expect(href).toBe(text.trim() === '' ? undefined : safeHref(text.trim().replace(/^mailto:/i, 'mailto:')));
  });
});

const customerService = (fields: Record<string, unknown>) => ({
  _uid: 'cs-1',
  component: 'customer-service',
  variant: 'default',
  ...fields,
});

describe('migrateContent with link-fields-to-multilink', () => {
  it.each([
    {
      name: 'customer-service: both links, the other fields kept',
      content: customerService({ customerServiceLink: 'https://x.nl/ks', manageLink: '/beheer' }),
      expected: customerService({ customerServiceLink: url('https://x.nl/ks'), manageLink: url('/beheer') }),
      fields: ['customerServiceLink', 'manageLink'],
    },
    {
      name: 'communication-bar: its link, its label kept as text',
      content: { _uid: 'bar', component: 'communication-bar', text: 'Kerst', link: '/digitaal', linkLabel: 'Lees' },
      expected: {
        _uid: 'bar',
        component: 'communication-bar',
        text: 'Kerst',
        link: url('/digitaal'),
        linkLabel: 'Lees',
      },
      fields: ['link'],
    },
    {
      name: 'a block without a link field gets none',
      content: customerService({ title: 'Klantenservice' }),
      expected: customerService({ title: 'Klantenservice' }),
      fields: [],
    },
    {
      name: 'a block already in the new shape is left as it is',
      content: customerService({ customerServiceLink: url('https://x.nl/ks') }),
      expected: customerService({ customerServiceLink: url('https://x.nl/ks') }),
      fields: [],
    },
    {
      name: 'a field named link in another component is not touched',
      content: { _uid: 'hero', component: 'hero', link: '/x' },
      expected: { _uid: 'hero', component: 'hero', link: '/x' },
      fields: [],
    },
    {
      name: 'nested blocks, at any depth',
      content: {
        _uid: 'page',
        component: 'page',
        body: [{ _uid: 'grid', component: 'grid', items: [customerService({ manageLink: 'mailto:a@b.nl' })] }],
      },
      expected: {
        _uid: 'page',
        component: 'page',
        body: [
          {
            _uid: 'grid',
            component: 'grid',
            items: [
              customerService({
                manageLink: {
                  id: '',
                  url: '',
                  linktype: 'email',
                  email: 'a@b.nl',
                  fieldtype: 'multilink',
                  cached_url: '',
                },
              }),
            ],
          },
        ],
      },
      fields: ['manageLink'],
    },
  ])('$name', ({ content, expected, fields }) => {
    const first = migrateContent(linkFieldsToMultilink, content);
    expect(first.content).toEqual(expected);
    expect(first.changes.map((change) => change.field)).toEqual(fields);
    // Idempotent: the migrated content migrates to itself, with nothing to report.
    const second = migrateContent(linkFieldsToMultilink, first.content);
    expect(second).toEqual({ content: expected, changes: [] });
  });

  it('reports each change with its block, field, old and new value, and leaves its input as it was', () => {
    const content = { _uid: 'bar', component: 'communication-bar', text: 'Kerst', link: '/digitaal' };
    const before = structuredClone(content);
    expect(migrateContent(linkFieldsToMultilink, content).changes).toEqual([
      { uid: 'bar', component: 'communication-bar', field: 'link', before: '/digitaal', after: url('/digitaal') },
    ]);
    expect(content).toEqual(before);
  });
});
