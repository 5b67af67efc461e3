import { describe, expect, it } from 'vitest';
import { linkHref, optionalMultilinkSchema, type Multilink } from '../../../blocks/shared/link.ts';

const link = (fields: Partial<Multilink> & Pick<Multilink, 'linktype'>): Multilink => ({
  id: '',
  url: '',
  cached_url: '',
  fieldtype: 'multilink',
  ...fields,
});
const storyPaths: Readonly<Record<string, string>> = {
  'ad/digitaal': '/digitaal',
  'vk/home': 'https://volkskrant.nl/',
};
const storyPath = (slug: string) => storyPaths[slug];

describe('linkHref: the href a block renders for a link field', () => {
  it.each<[string, Multilink | undefined, string | undefined]>([
    ['no link', undefined, undefined],
    ['a url', link({ linktype: 'url', url: 'https://www.ad.nl/klantenservice' }), 'https://www.ad.nl/klantenservice'],
    ['a path of the site', link({ linktype: 'url', url: '/digitaal', cached_url: '/digitaal' }), '/digitaal'],
    ['a url only in cached_url', link({ linktype: 'url', cached_url: '/digitaal' }), '/digitaal'],
    ['a url with an anchor', link({ linktype: 'url', url: '/digitaal', anchor: 'prijzen' }), '/digitaal#prijzen'],
    ['a tel: url', link({ linktype: 'url', url: 'tel:0880505000' }), 'tel:0880505000'],
    ['an emptied url link', link({ linktype: 'url' }), undefined],
    ['a javascript: url', link({ linktype: 'url', url: 'javascript:alert(1)' }), undefined],
    ['an e-mail link', link({ linktype: 'email', email: 'service@ad.nl' }), 'mailto:service@ad.nl'],
    ['an emptied e-mail link', link({ linktype: 'email', email: '' }), undefined],
    ['a story by its cached full slug', link({ linktype: 'story', cached_url: 'ad/digitaal' }), '/digitaal'],
    [
      'a story by its resolved full slug',
      link({ linktype: 'story', cached_url: 'ad/oud', story: { full_slug: 'ad/digitaal' } }),
      '/digitaal',
    ],
    ['a story with an anchor', link({ linktype: 'story', cached_url: 'ad/digitaal', anchor: 'top' }), '/digitaal#top'],
    ['another brand’s story', link({ linktype: 'story', cached_url: 'vk/home' }), 'https://volkskrant.nl/'],
    ['a story no page shows', link({ linktype: 'story', cached_url: 'ad/weg' }), undefined],
    ['an emptied story link', link({ linktype: 'story' }), undefined],
    [
      'an asset',
      link({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/voorwaarden.pdf' }),
      'https://a.storyblok.com/f/1/voorwaarden.pdf',
    ],
  ])('%s', (_, value, expected) => {
    expect(linkHref(value, storyPath)).toBe(expected);
  });

  it('gives a story link no href without the brand’s pages', () => {
    expect(linkHref(link({ linktype: 'story', cached_url: 'ad/digitaal' }))).toBeUndefined();
  });
});

describe('optionalMultilinkSchema: a link field as the content holds it', () => {
  it.each<[string, unknown, Multilink | undefined]>([
    ['absent', undefined, undefined],
    ['null', null, undefined],
    ['Storyblok’s emptied link field', link({ linktype: 'story' }), undefined],
    ['a url link', link({ linktype: 'url', url: '/digitaal' }), link({ linktype: 'url', url: '/digitaal' })],
    [
      'a plain string, read as a url link',
      '/digitaal',
      { linktype: 'url', fieldtype: 'multilink', url: '/digitaal', cached_url: '/digitaal' },
    ],
    ['an empty string', '', undefined],
    [
      'keys it does not read pass through',
      { ...link({ linktype: 'url', url: '/x' }), target: '_self' },
      { ...link({ linktype: 'url', url: '/x' }), target: '_self' },
    ],
  ])('%s', (_, value, expected) => {
    expect(optionalMultilinkSchema.parse(value)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['a javascript: url', link({ linktype: 'url', url: 'javascript:alert(1)' }), 'must be an http(s), mailto:, tel:'],
    ['a javascript: string', 'javascript:alert(1)', 'must be an http(s), mailto:, tel:'],
    ['an unknown link type', { linktype: 'phone', url: '/x' }, 'Invalid'],
  ])('refuses %s', (_, value, message) => {
    const result = optionalMultilinkSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
