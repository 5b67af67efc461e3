import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeaderMenu } from '../../blocks/header-menu/header-menu.tsx';
import { HEADER_MENU_ICONS, headerMenuItemSchema, menuBlockSchema } from '../../blocks/header-menu/schema.ts';
import { pathnameOf } from '../../blocks/header-menu/site-path.ts';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import { testContext } from './fixtures.ts';

const item = (fields: Record<string, unknown>) => ({
  _uid: 'i-1',
  component: 'header-menu-item',
  label: 'Digitaal',
  path: '/digitaal',
  icon: 'newspaper',
  ...fields,
});

function issues(input: unknown) {
  const result = headerMenuItemSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

const SITE_PATH_MESSAGE =
  'must be a path on this shop starting with "/", e.g. /digitaal (no web address: links to other sites are not allowed here)';

describe('header-menu-item schema (docs/rules/03-entities.md: label, path, icon)', () => {
  it('accepts a valid item', () => {
    expect(headerMenuItemSchema.parse(item({}))).toMatchObject({
      label: 'Digitaal',
      path: '/digitaal',
      icon: 'newspaper',
    });
  });

  it.each(['/', '/digitaal', '/studenten/bestellen', '/specials?mid=CAM-ABC123#aanbod', '/digitaal/', '/50%-korting'])(
    'accepts the site path %j',
    (path) => {
      expect(issues(item({ path }))).toEqual([]);
    },
  );

  it.each([
    ['https://www.ad.nl/digitaal', 'a web address'],
    ['http://evil.example/', 'plain http'],
    ['//evil.example/digitaal', 'a protocol-relative address'],
    ['/\\evil.example', 'a backslash that browsers read as "//"'],
    ['javascript:alert(1)', 'a script URL'],
    ['mailto:klantenservice@ad.nl', 'a mail link'],
    ['digitaal', 'a relative path without "/"'],
    ['/digi taal', 'whitespace'],
    ['/digi\ntaal', 'a newline inside'],
  ])('refuses %j (%s) with a message for the editor', (path) => {
    expect(issues(item({ path }))).toEqual([{ path: ['path'], message: SITE_PATH_MESSAGE }]);
  });

  it('trims the path and the label as editors type them', () => {
    expect(headerMenuItemSchema.parse(item({ path: ' /digitaal ', label: ' Digitaal ' }))).toMatchObject({
      path: '/digitaal',
      label: 'Digitaal',
    });
  });

  it.each([
    [{ label: '' }, ['label'], 'must not be empty'],
    [{ label: '   ' }, ['label'], 'must not be empty'],
    [{ path: undefined }, ['path'], 'must be text'],
  ])('requires label and path: %j', (fields, path, message) => {
    expect(issues(item(fields))).toEqual([{ path, message }]);
  });

  it('an empty path is both empty and not a site path', () => {
    expect(issues(item({ path: '' }))).toEqual([
      { path: ['path'], message: 'must not be empty' },
      { path: ['path'], message: SITE_PATH_MESSAGE },
    ]);
  });

  it('is only a header-menu-item', () => {
    expect(issues(item({ component: 'usp-item' })).map((issue) => issue.path)).toEqual([['component']]);
  });

  it.each(HEADER_MENU_ICONS)('knows the icon %s', (icon) => {
    expect(headerMenuItemSchema.parse(item({ icon })).icon).toBe(icon);
  });

  it.each([[''], [undefined], [null], ['rocket']])('shows no icon for %j (decoration never costs the menu)', (icon) => {
    expect(headerMenuItemSchema.parse(item({ icon })).icon).toBe('none');
  });

  it('a menu holds a list of items, and one refused item makes the menu invalid (the renderer leaves it out)', () => {
    const menu = {
      _uid: 'm',
      component: 'menu',
      items: [item({}), item({ _uid: 'i-2', path: 'https://evil.example' })],
    };
    expect(menuBlockSchema.safeParse(menu).error?.issues.map((issue) => issue.path)).toEqual([['items', 1, 'path']]);
    expect(menuBlockSchema.safeParse({ _uid: 'm', component: 'menu', items: [] }).success).toBe(true);
  });
});

describe('pathnameOf: the page a menu path names, as the route allowlist writes it', () => {
  it.each([
    ['/', '/'],
    ['/digitaal', '/digitaal'],
    ['/digitaal/', '/digitaal'],
    ['/digitaal?mid=CAM-ABC123', '/digitaal'],
    ['/studenten/bestellen#top', '/studenten/bestellen'],
    ['/?gift=1', '/'],
  ])('%s -> %s', (path, pathname) => {
    expect(pathnameOf(path)).toBe(pathname);
  });
});

describe('HeaderMenu', () => {
  const menu = menuBlockSchema.parse({
    _uid: 'm',
    component: 'menu',
    items: [
      item({}),
      item({ _uid: 'i-2', label: 'Actiecode', path: '/actie', icon: 'none' }),
      item({ _uid: 'i-3', label: 'Specials', path: '/specials', icon: 'gift' }),
    ],
  });

  it('renders a list of plain links, in the editors’ order, with the path as href', () => {
    const html = renderToStaticMarkup(
      <HeaderMenu block={menu} data={undefined} slots={{}} editable={{}} headingLevel={2} />,
    );
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, inner]) => [
      href,
      inner!.replace(/<svg.*?<\/svg>/, ''),
    ]);
    expect(links).toEqual([
      ['/digitaal', 'Digitaal'],
      ['/actie', 'Actiecode'],
      ['/specials', 'Specials'],
    ]);
    expect(html).toMatch(/^<ul [^>]*>(<li><a [^>]*>.*?<\/a><\/li>){3}<\/ul>$/);
  });

  it('draws each icon as inline SVG hidden from assistive technology, and none for "none"', () => {
    const html = renderToStaticMarkup(
      <HeaderMenu block={menu} data={undefined} slots={{}} editable={{}} headingLevel={2} />,
    );
    const icons = [...html.matchAll(/<svg [^>]*>/g)].map(([tag]) => tag);
    expect(icons).toHaveLength(2);
    for (const tag of icons) expect(tag).toMatch(/aria-hidden="true"[^>]*focusable="false"/);
    expect(icons.map((tag) => tag.match(/data-icon="(\w+)"/)?.[1])).toEqual(['newspaper', 'gift']);
  });

  it('goes through the tree renderer like every block: registered as the menu content type', async () => {
    const ctx = testContext();
    const tree = await resolveTree(
      {
        _uid: 'm',
        component: 'menu',
        items: [item({ label: 'Klantenservice', path: '/klantenservice', icon: 'phone' })],
      },
      ctx,
      { preview: false },
    );
    expect(ctx.problems).toEqual([]);
    expect(renderToStaticMarkup(<BlockTree tree={tree} />)).toContain('href="/klantenservice"');
  });
});
