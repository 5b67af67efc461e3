import { describe, expect, it } from 'vitest';
import { brandRoutes, BRANDS } from '../../../site/brands.ts';
import type { Found } from '../../../site/page/lookup.ts';
import { pageMetadata, pageSeoOf, searchHeadOf } from '../../../site/page/page-metadata.ts';
import { sitemapOf } from '../../../site/page/sitemap.ts';

/*
 * A page's head from its story's SEO fields (blocks/page/schema.ts), each with and without the editor's value: the
 * editor's wins, an empty or bad one is the brand's default for the route.
 */

const page = (code: 'vk' | 'hl', path: string): Found => ({
  brand: BRANDS[code],
  route: brandRoutes(code).find((route) => route.path === path)!,
});
const VK_DIGITAAL = page('vk', '/digitaal');
const VK_HOME = page('vk', '/');

const IMAGE = { filename: 'https://a.storyblok.com/f/1/2400x1600/abc/zomer.jpg', alt: 'Strand', id: 7 };
const CROPPED = 'https://a.storyblok.com/f/1/2400x1600/abc/zomer.jpg/m/1200x630/smart';
const DEFAULT_IMAGE = 'https://volkskrant.nl/assets/social/vk.png';

const headOf = (found: Found, content: Record<string, unknown>) =>
  pageMetadata(found, pageSeoOf({ _uid: 'p', component: 'page', body: [], ...content }));

describe('the page story’s SEO fields in the head (site/page/page-metadata.ts)', () => {
  it.each<[string, Found, Record<string, unknown>, string | { absolute: string }, string]>([
    ['no title: the route’s, under the layout’s template', VK_DIGITAAL, {}, 'Digitaal', 'Digitaal | de Volkskrant'],
    ['no title on the home: the route’s with the brand', VK_HOME, {}, { absolute: 'Abonneren | de Volkskrant' }, ''],
    ['an empty title', VK_DIGITAAL, { seo_title: '' }, 'Digitaal', 'Digitaal | de Volkskrant'],
    ['a title of spaces', VK_DIGITAAL, { seo_title: '   ' }, 'Digitaal', 'Digitaal | de Volkskrant'],
    ['the editor’s title, whole', VK_DIGITAAL, { seo_title: 'Lees digitaal' }, { absolute: 'Lees digitaal' }, ''],
    ['the editor’s title on the home', VK_HOME, { seo_title: 'Volkskrant' }, { absolute: 'Volkskrant' }, ''],
    ['a title past 70 characters: the default', VK_DIGITAAL, { seo_title: 'x'.repeat(71) }, 'Digitaal', ''],
  ])('%s', (_, found, content, title, shared) => {
    const head = headOf(found, content);
    expect(head.title).toEqual(title);
    const whole = shared || (typeof title === 'string' ? `${title} | de Volkskrant` : title.absolute);
    expect(head.openGraph.title).toBe(whole);
    expect(head.twitter.title).toBe(whole);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['no description: the brand’s default for the route', {}, /^Lees de Volkskrant digitaal/],
    ['an empty one', { meta_description: '' }, /^Lees de Volkskrant digitaal/],
    ['the editor’s', { meta_description: 'Alles van de Volkskrant.' }, /^Alles van de Volkskrant\.$/],
    ['one past 300 characters: the default', { meta_description: 'x'.repeat(301) }, /^Lees de Volkskrant/],
  ])('description: %s', (_, content, description) => {
    const head = headOf(VK_DIGITAAL, content);
    expect(head.description).toMatch(description);
    expect(head.openGraph.description).toBe(head.description);
    expect(head.twitter.description).toBe(head.description);
  });

  it.each<[string, Record<string, unknown>, { url: string; alt: string }]>([
    ['no picture: the brand’s card', {}, { url: DEFAULT_IMAGE, alt: 'de Volkskrant' }],
    [
      'an emptied asset field',
      { social_image: { filename: '', alt: null } },
      { url: DEFAULT_IMAGE, alt: 'de Volkskrant' },
    ],
    ['a null one', { social_image: null }, { url: DEFAULT_IMAGE, alt: 'de Volkskrant' }],
    ['the editor’s, cropped to the card', { social_image: IMAGE }, { url: CROPPED, alt: 'Strand' }],
    [
      'the editor’s without alt text: the title',
      { social_image: { ...IMAGE, alt: '' } },
      { url: CROPPED, alt: 'Digitaal | de Volkskrant' },
    ],
    [
      'one at an unsafe address: the brand’s',
      { social_image: { filename: 'javascript:alert(1)' } },
      { url: DEFAULT_IMAGE, alt: 'de Volkskrant' },
    ],
  ])('picture: %s', (_, content, image) => {
    const head = headOf(VK_DIGITAAL, content);
    expect(head.openGraph.images).toEqual([expect.objectContaining({ ...image, width: 1200, height: 630 })]);
    expect(head.twitter.images).toEqual(head.openGraph.images);
  });

  it.each<[string, Found, Record<string, unknown>, boolean]>([
    ['not set: an indexable route is indexed', VK_DIGITAAL, {}, true],
    ['false', VK_DIGITAAL, { noindex: false }, true],
    ['true: noindex', VK_DIGITAAL, { noindex: true }, false],
    ['true on the home', VK_HOME, { noindex: true }, false],
    ['not a boolean: as not set', VK_DIGITAAL, { noindex: 'ja' }, true],
    ['false on a route never indexed: still noindex', page('vk', '/bestellen'), { noindex: false }, false],
  ])('noindex %s', (_, found, content, indexed) => {
    const head = headOf(found, content);
    expect(head.robots).toEqual(indexed ? undefined : { index: false, follow: true });
    // The canonical stays: a page kept from search still names its one address.
    expect(head.alternates?.canonical).toBe(`https://volkskrant.nl${found.route.path}`);
  });

  it('keeps every other field when one is bad', () => {
    const seo = pageSeoOf({ seo_title: 'x'.repeat(71), meta_description: 'Goed.', social_image: IMAGE, noindex: true });
    expect(seo).toMatchObject({ meta_description: 'Goed.', noindex: true, social_image: { alt: 'Strand' } });
    expect(seo).not.toHaveProperty('seo_title');
  });

  it.each([undefined, null, 'page', 42])('no fields of content that is no object (%j)', (content) => {
    expect(pageSeoOf(content)).toEqual({});
  });

  it('previews for the editor what the published page will show, the editor’s own view aside', () => {
    expect(searchHeadOf(VK_DIGITAAL, { seo_title: 'Lees digitaal', noindex: true, social_image: IMAGE })).toEqual({
      title: 'Lees digitaal',
      description: expect.stringMatching(/^Lees de Volkskrant digitaal/),
      image: { url: CROPPED, alt: 'Strand' },
      indexable: false,
    });
    const belgian = searchHeadOf(page('hl', '/'), {});
    expect(belgian.title).toMatch(new RegExp(` \\| ${BRANDS.hl.name}$`));
    expect(belgian.indexable).toBe(true);
  });
});

describe('the sitemap leaves out a page whose editor said noindex (site/page/sitemap.ts)', () => {
  const routes = brandRoutes('vk');
  const content = (fields: Record<string, unknown>) => ({ _uid: 'p', component: 'page', body: [], ...fields });
  const listed = (xml: string) => [...xml.matchAll(/<loc>https:\/\/volkskrant\.nl([^<]*)<\/loc>/g)].map((m) => m[1]);

  it.each<[string, Record<string, unknown> | undefined, boolean]>([
    ['no story', undefined, true],
    ['no field', {}, true],
    ['noindex false', { noindex: false }, true],
    ['noindex true', { noindex: true }, false],
    ['noindex of no boolean', { noindex: 'ja' }, true],
  ])('/digitaal with %s', (_, fields, shown) => {
    const xml = sitemapOf(
      BRANDS.vk,
      routes.map((route) => ({
        route,
        story:
          route.path === '/digitaal' && fields
            ? { content: content(fields), published_at: '2026-05-01T10:00:00.000Z' }
            : undefined,
      })),
    );
    expect(listed(xml)).toContain('/');
    expect(listed(xml).includes('/digitaal')).toBe(shown);
  });
});
