import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/generated/brands.ts';
import { ROUTES } from '../../../brands/generated/routes.ts';
import { withStoryLinks, type StoryLinkFleet } from '../../../domain/content/story-links.ts';

const fleet: StoryLinkFleet = {
  catalog: { brands: Object.keys(BRANDS), routes: (code) => ROUTES[code as keyof typeof ROUTES] ?? [] },
  domainOf: (code) => BRANDS[code as keyof typeof BRANDS]?.domain ?? '',
};
/** A rich-text paragraph with one link mark. */
const doc = (attrs: Record<string, unknown>) => ({
  _uid: 'text-1',
  component: 'rich-text',
  text: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'lees meer', marks: [{ type: 'link', attrs }] }] }],
  },
});
const markOf = (content: ReturnType<typeof doc>) => content.text.content[0]!.content[0]!.marks[0]!;

describe('withStoryLinks: a story link becomes the page that shows the story (docs/adr/0029)', () => {
  it.each<[string, string, Record<string, unknown>, object]>([
    [
      'the brand’s own story',
      'ad',
      { href: 'ad/digitaal', linktype: 'story', uuid: 'u' },
      { type: 'link', attrs: { href: '/digitaal', linktype: 'story', uuid: 'u' } },
    ],
    ['with Storyblok’s slashes', 'ad', { href: '/ad/digitaal/', linktype: 'story' }, { attrs: { href: '/digitaal' } }],
    [
      'an anchor is kept beside it',
      'ad',
      { href: 'ad/zakelijk', linktype: 'story', anchor: 'prijzen' },
      { attrs: { href: '/zakelijk', anchor: 'prijzen' } },
    ],
    [
      'a group story: the same page on this brand',
      'vk',
      { href: 'group/studenten', linktype: 'story' },
      { attrs: { href: '/studenten' } },
    ],
    ['the group home', 'lib', { href: 'group/home', linktype: 'story' }, { attrs: { href: '/' } }],
    [
      'a special’s order page',
      'ad',
      { href: 'ad/ad-puzzelboek-bestellen', linktype: 'story' },
      { attrs: { href: '/ad-puzzelboek/bestellen' } },
    ],
    [
      'another brand’s story: that brand’s shop',
      'ad',
      { href: 'vk/digitaal', linktype: 'story' },
      { attrs: { href: 'https://volkskrant.nl/digitaal', linktype: 'url' } },
    ],
    [
      'a path of the site: left to the renderer',
      'ad',
      { href: '/digitaal', linktype: 'story' },
      { attrs: { href: '/digitaal', linktype: 'story' } },
    ],
    [
      'an anchor alone: left',
      'ad',
      { linktype: 'story', anchor: 'prijzen' },
      { attrs: { linktype: 'story', anchor: 'prijzen' } },
    ],
    [
      'no story folder: left to the renderer',
      'ad',
      { href: 'nieuws/x', linktype: 'story' },
      { attrs: { href: 'nieuws/x' } },
    ],
    [
      'a url link: untouched',
      'ad',
      { href: 'https://example.org/ad/digitaal', linktype: 'url' },
      { attrs: { href: 'https://example.org/ad/digitaal', linktype: 'url' } },
    ],
  ])('%s', (_, brand, attrs, expected) => {
    expect(markOf(withStoryLinks(doc(attrs), brand, fleet))).toMatchObject(expected);
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['a page the brand does not have', 'lib', { href: 'lib/zakelijk', linktype: 'story' }],
    ['a group page the brand does not have', 'lib', { href: 'group/zakelijk', linktype: 'story' }],
    ['a story of a brand without a host', 'ad', { href: 'kiosk/home', linktype: 'story' }],
  ])('%s: the text stays, without the link', (_, brand, attrs) => {
    const mark = markOf(withStoryLinks(doc(attrs), brand, fleet));
    expect(mark.type).not.toBe('link');
  });

  it('changes nothing else, and leaves the story it was given as it was', () => {
    const content = doc({ href: 'ad/digitaal', linktype: 'story' });
    const before = structuredClone(content);
    const resolved = withStoryLinks(content, 'ad', fleet);
    expect(content).toEqual(before);
    expect({ ...resolved, text: undefined }).toEqual({ ...before, text: undefined });
  });

  it('returns content without a story link as the same object (no copy)', () => {
    const content = doc({ href: 'https://example.org', linktype: 'url' });
    expect(withStoryLinks(content, 'ad', fleet)).toBe(content);
    const path = doc({ href: '/digitaal', linktype: 'story' });
    expect(withStoryLinks(path, 'ad', fleet)).toBe(path);
  });
});

/** A block with one link field (blocks/shared/link.ts) as Storyblok delivers it. */
const field = (link: Record<string, unknown>) => ({
  _uid: 'bar-1',
  component: 'communication-bar',
  link: { id: 'u', url: '', fieldtype: 'multilink', ...link },
});

describe('withStoryLinks: a link field to a story becomes a url link to its page', () => {
  it.each<[string, string, Record<string, unknown>, object]>([
    [
      'the brand’s own story, by its cached full slug',
      'ad',
      { linktype: 'story', cached_url: 'ad/digitaal' },
      { linktype: 'url', url: '/digitaal', cached_url: '/digitaal' },
    ],
    [
      'the resolved story’s full slug wins over a stale cached one',
      'ad',
      { linktype: 'story', cached_url: 'ad/oud', story: { full_slug: 'ad/zakelijk' } },
      { linktype: 'url', url: '/zakelijk' },
    ],
    [
      'an anchor is kept beside it',
      'ad',
      { linktype: 'story', cached_url: 'ad/zakelijk', anchor: 'prijzen' },
      { linktype: 'url', url: '/zakelijk', anchor: 'prijzen' },
    ],
    [
      'another brand’s story: that brand’s shop',
      'ad',
      { linktype: 'story', cached_url: 'vk/digitaal' },
      { linktype: 'url', url: 'https://volkskrant.nl/digitaal' },
    ],
    [
      'a page the brand does not have: an emptied link',
      'lib',
      { linktype: 'story', cached_url: 'lib/zakelijk' },
      { linktype: 'url', url: '', cached_url: '' },
    ],
    [
      'no story folder: left as it is',
      'ad',
      { linktype: 'story', cached_url: 'nieuws/x' },
      { linktype: 'story', cached_url: 'nieuws/x' },
    ],
    [
      'a url link: untouched',
      'ad',
      { linktype: 'url', url: 'https://example.org/ad/digitaal' },
      { linktype: 'url', url: 'https://example.org/ad/digitaal' },
    ],
  ])('%s', (_, brand, link, expected) => {
    expect(withStoryLinks(field(link), brand, fleet).link).toMatchObject(expected);
  });

  it('returns a block whose link field needs nothing as the same object', () => {
    const content = field({ linktype: 'url', url: '/digitaal' });
    expect(withStoryLinks(content, 'ad', fleet)).toBe(content);
  });
});
