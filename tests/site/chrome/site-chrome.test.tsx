import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockTree } from '../../../blocks/render-tree.tsx';
import { messagesFor } from '../../../domain/messages/index.ts';
import type { StoryResponse } from '../../../schemas/story.ts';
import { ANONYMOUS } from '../../../site/account/state.ts';
import { BRAND_CODES, BRANDS, brandRoutes, type BrandCode } from '../../../site/brands.ts';
import { accountMenuProps } from '../../../site/chrome/account-menu/account-menu-props.ts';
import { privacySettings } from '../../../site/chrome/consent/site-footer-consent.tsx';
import { SiteFooter } from '../../../site/chrome/header-footer/site-footer.tsx';
import {
  ACCESSIBILITY_POLICY_STORY,
  MENU_STORY,
  resolveHeaderMenu,
  resolveModalStory,
} from '../../../site/chrome/header-footer/stories.ts';
import { SiteHeader } from '../../../site/chrome/header-footer/site-header.tsx';
import { topBarCustomerService } from '../../../site/chrome/header-footer/top-bar-customer-service.tsx';
import { brandStory } from '../../../site/content/content-source.ts';
import { localStories } from '../../fixtures/local-stories.ts';
import { testContext } from '../../blocks/fixtures.ts';
import { log as siteLog } from '../../../site/monitoring/log.ts';

const messages = messagesFor('nl');
const story = (content: Record<string, unknown>): StoryResponse => ({
  story: {
    id: 1,
    uuid: 'u',
    name: 'x',
    slug: 'x',
    full_slug: 'ad/x',
    content: { _uid: 'root', ...content } as StoryResponse['story']['content'],
  },
});
const menuItem = (uid: string, label: string, path: string) => ({
  _uid: uid,
  component: 'header-menu-item',
  label,
  path,
  icon: 'none',
});

async function menuOf(code: BrandCode, ctx = testContext()) {
  const tree = await resolveHeaderMenu(await brandStory(localStories, code, MENU_STORY), code, ctx);
  const html = tree ? renderToStaticMarkup(<BlockTree tree={tree} />) : '';
  return {
    ctx,
    tree,
    html,
    links: [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(?:<svg.*?<\/svg>)?([^<]*)<\/a>/g)].map(
      ([, href, label]) => ({ href, label }),
    ),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('header menu from content (the group’s menu story, filtered per brand)', () => {
  it.each([
    ['ad', 'paper, digital', ['Digitaal', 'Specials', 'Studenten', 'Zakelijk', 'Actiecode']],
    ['dm', 'Belgian paper without digital', ['Specials', 'Studenten', 'Zakelijk', 'Actiecode']],
    ['lib', 'magazine', ['Specials', 'Actiecode']],
    ['tvf', 'Belgian TV guide', ['Specials', 'Actiecode']],
  ] as const)('%s (%s) shows %j', async (code, _kind, labels) => {
    const { ctx, links } = await menuOf(code);
    expect(ctx.problems).toEqual([]);
    expect(links.map((link) => link.label)).toEqual(labels);
  });

  it.each(BRAND_CODES)('%s links only to pages it has (a menu link is never a 404)', async (code) => {
    const pages = new Set(brandRoutes(code).map((route) => route.path));
    const { links } = await menuOf(code);
    expect(links.length).toBeGreaterThan(0);
    for (const { href } of links) expect(pages, href).toContain(href);
  });

  it('no story, or no item left for the brand: no menu', async () => {
    expect(await resolveHeaderMenu(undefined, 'ad', testContext())).toBeUndefined();
    const digitalOnly = story({ component: 'menu', items: [menuItem('d', 'Digitaal', '/digitaal')] });
    expect(await resolveHeaderMenu(digitalOnly, 'lib', testContext())).toBeUndefined();
    expect(await resolveHeaderMenu(digitalOnly, 'ad', testContext())).toBeDefined();
  });

  it('an invalid menu is left out and its problem logged once, by the renderer', async () => {
    const ctx = testContext();
    const external = story({
      component: 'menu',
      items: [menuItem('d', 'Digitaal', '/digitaal'), menuItem('x', 'Elders', 'https://elders.example/')],
    });
    expect(await resolveHeaderMenu(external, 'ad', ctx)).toBeUndefined();
    expect(ctx.problems).toMatchObject([
      { reason: 'invalid-block', component: 'menu', issues: [{ path: ['items', 1, 'path'] }] },
    ]);
  });

  it('a story of another content type is not a menu', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    expect(await resolveHeaderMenu(story({ component: 'page', body: [] }), 'ad', testContext())).toBeUndefined();
    expect(error).toHaveBeenCalledWith('content: the menu story of ad is a page, not a menu');
  });
});

describe('the accessibility policy modal from content', () => {
  it('is the group’s toegankelijkheid story, named by its modal-content title', async () => {
    const ctx = testContext();
    const policy = await resolveModalStory(await brandStory(localStories, 'vk', ACCESSIBILITY_POLICY_STORY), ctx);
    expect(ctx.problems).toEqual([]);
    expect(policy?.titleId).toBe('modal-group-toegankelijkheid-modal');
    const html = renderToStaticMarkup(<BlockTree tree={policy!.tree} />);
    expect(html).toMatch(/<h2 [^>]*id="modal-group-toegankelijkheid-modal"[^>]*>Toegankelijkheid<\/h2>/);
    expect(html).toContain('WCAG');
  });

  it.each([
    ['no story', undefined],
    [
      'a page without modal content',
      story({ component: 'page', body: [{ _uid: 't', component: 'rich-text', text: { type: 'doc', content: [] } }] }),
    ],
    [
      'modal content without a title',
      story({
        component: 'page',
        body: [{ _uid: 'm', component: 'modal-content', title: '', text: { type: 'doc', content: [] } }],
      }),
    ],
    ['an unknown root', story({ component: 'carousel' })],
  ])('%s: nothing to open (the footer leaves the item out)', async (_, input) => {
    expect(await resolveModalStory(input, testContext())).toBeUndefined();
  });
});

describe('SiteFooter', () => {
  const base = {
    label: 'Meer van AD',
    links: [{ href: '/digitaal', label: 'Digitaal' }],
    legalLinks: [],
    privacySettings: privacySettings(messages, BRANDS.ad),
    finePrint: '© 2026',
  };
  const policy = {
    id: 'toegankelijkheid',
    label: messages.shell.accessibilityPolicy,
    titleId: 'modal-t',
    closeLabel: messages.modal.close,
    content: <h2 id="modal-t">Toegankelijkheid</h2>,
  };

  it('has a Toegankelijkheid item in its nav that opens the policy dialog', () => {
    const html = renderToStaticMarkup(<SiteFooter {...base} policy={policy} />);
    const nav = html.match(/<nav [^>]*>.*?<\/nav>/)?.[0] ?? '';
    expect(nav).toMatch(
      /<li><button type="button" [^>]*commandfor="toegankelijkheid" command="show-modal"[^>]*>Toegankelijkheid<\/button><\/li>/,
    );
    expect(html).toMatch(
      /<dialog id="toegankelijkheid" [^>]*aria-labelledby="modal-t"[^>]*>.*<h2 id="modal-t">Toegankelijkheid<\/h2>.*<\/dialog>/,
    );
  });

  it('without a policy: no item and no dialog for it', () => {
    const html = renderToStaticMarkup(<SiteFooter {...base} />);
    expect(html).not.toContain('commandfor="toegankelijkheid"');
    expect(html).not.toContain('<dialog id="toegankelijkheid"');
    expect(html).toContain('href="/digitaal"');
  });
});

const customerService = await topBarCustomerService(testContext());

describe('SiteHeader', () => {
  const base = {
    logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    homeLabel: 'AD: naar de abonnementen',
    skipLabel: messages.shell.skipToContent,
    account: accountMenuProps(BRANDS.ad, messages, ANONYMOUS),
    customerService,
  };

  it('puts the menu in a nav named from the catalog, after the logo', () => {
    const html = renderToStaticMarkup(
      <SiteHeader {...base} menu={{ label: messages.shell.headerMenu, content: <ul id="menu-items" /> }} />,
    );
    // (s: the header's inline scripts are compiled functions, whose source may span lines.)
    expect(html).toMatch(
      /<header [^>]*>.*<img [^>]*alt="AD: naar de abonnementen".*<nav [^>]*aria-label="Hoofdmenu"[^>]*><ul id="menu-items"><\/ul><\/nav>.*<\/header>/s,
    );
  });

  it('without a menu: no nav for it (the account menu’s nav stays)', () => {
    const html = renderToStaticMarkup(<SiteHeader {...base} />);
    expect(html).not.toContain('aria-label="Hoofdmenu"');
    expect(html).toContain('aria-label="Account"');
  });
});
