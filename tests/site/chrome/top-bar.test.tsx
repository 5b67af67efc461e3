// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockTree } from '../../../blocks/render-tree.tsx';
import { messagesFor } from '../../../domain/messages/index.ts';
import type { RegionNotice } from '../../../domain/region-notice.ts';
import type { StoryResponse } from '../../../schemas/story.ts';
import { ANONYMOUS } from '../../../site/account/state.ts';
import { BRANDS } from '../../../site/brands.ts';
import { accountMenuProps } from '../../../site/chrome/account-menu/account-menu-props.ts';
import { COMMUNICATION_STORY, resolveCommunicationBar } from '../../../site/chrome/header-footer/stories.ts';
import { RegionNoticeBar } from '../../../site/chrome/region-notice/region-notice.tsx';
import { SiteHeader, type SiteHeaderProps } from '../../../site/chrome/header-footer/site-header.tsx';
import { topBarCustomerService } from '../../../site/chrome/header-footer/top-bar-customer-service.tsx';
import { brandStory } from '../../../site/content/content-source.ts';
import { localStories } from '../../fixtures/local-stories.ts';
import { testContext, testServices } from '../../blocks/fixtures.ts';
import { loadAt, unload } from '../../blocks/service-clock-dom.ts';
import { log as siteLog } from '../../../site/monitoring/log.ts';

// next/font only runs inside Next's compiler; the region notice (through brand-shell) does not use the theme's fonts.
vi.mock('../../../site/chrome/fonts/fonts.ts', () => ({ FONT_STACKS: new Proxy({}, { get: () => 'serif' }) }));

const messages = messagesFor('nl');
/** Instants in winter time (+01:00 in Amsterdam); 2025-01-06 is a Monday. */
const at = (local: string) => ({ now: () => new Date(`${local}+01:00`) });

/** The header as rendered; `hours` plays the business-hours answer (undefined: the front office failed). */
async function header(
  overrides: Partial<SiteHeaderProps> = {},
  hours: { open: boolean | undefined; clock: string } = { open: true, clock: '2025-01-06T10:00:00' },
) {
  const { open, clock } = hours;
  const customerService = await topBarCustomerService(
    testContext({ clock: at(clock), services: testServices({ propositions: [], open }) }),
  );
  const props: SiteHeaderProps = {
    logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    homeLabel: 'AD: naar de abonnementen',
    skipLabel: messages.shell.skipToContent,
    account: accountMenuProps(BRANDS.ad, messages, ANONYMOUS),
    customerService,
    ...overrides,
  };
  const html = renderToStaticMarkup(<SiteHeader {...props} />);
  return { html, banner: /<header [^>]*>(.*)<\/header>/s.exec(html)?.[1] ?? '' };
}

/** The top bar's customer-service block, as rendered. */
const customerServiceOf = (banner: string) =>
  /<div [^>]*data-testid="top-bar-customer-service".*?<\/div>/.exec(banner)?.[0] ?? '';

afterEach(() => {
  vi.restoreAllMocks();
  unload();
});

describe('top bar: customer service (the widget’s minimalistic variant)', () => {
  it.each<[string, boolean | undefined, string, string, string | undefined]>([
    ['open', true, '2025-01-06T10:00:00', 'open', 'Nu bereikbaar'],
    ['closed in the evening', false, '2025-01-09T21:30:00', 'closed', 'Gesloten, morgen weer bereikbaar vanaf 09:00'],
    [
      'closed on Saturday evening',
      false,
      '2025-01-11T17:00:00',
      'closed',
      'Gesloten, maandag weer bereikbaar vanaf 09:00',
    ],
    [
      'business hours failed: the week table alone (docs/adr/0017)',
      undefined,
      '2025-01-06T10:00:00',
      'open',
      'Nu bereikbaar',
    ],
  ])('%s', async (_, open, clock, status, statusText) => {
    const { html, banner } = await header({}, { open, clock });
    const block = customerServiceOf(banner);
    expect(block, 'in the header').not.toBe('');
    // The number is a tel: link named by its text, also when only its icon shows (narrow screens).
    expect(block).toMatch(
      /<a class="[^"]+" href="tel:0880505000"><svg [^>]*aria-hidden="true"[^>]*>.*<\/svg><span class="[^"]+">Bel 088 - 0505 000<\/span><\/a>/,
    );
    // The state is the reader's clock's (service-clock-script.ts), read in the browser at `clock`.
    loadAt(html, at(clock).now());
    const widget = document.querySelector('[data-testid="top-bar-customer-service"]');
    expect(widget?.getAttribute('data-status')).toBe(status);
    if (statusText === undefined) {
      expect(block).toMatch(/<\/a><\/div>$/);
    } else if (status === 'closed') {
      expect(widget?.querySelector('[data-closed-message]')?.textContent).toBe(statusText);
    } else {
      expect(block).toMatch(
        new RegExp(`<span class="[^"]+"><span class="[^"]+" aria-hidden="true"></span>${statusText}</span>`),
      );
    }
  });

  it('shows the brand’s number in the brand’s words (Flemish on a Belgian brand)', async () => {
    const ctx = testContext({
      brand: {
        code: 'hl',
        name: 'HLN',
        locale: 'be',
        country: 'be',
        links: BRANDS.hl.links,
        phoneNumber: '03 - 303 05 05',
        fallbackPhoneNumber: '03 - 303 05 05',
        publicSite: undefined,
      },
      messages: messagesFor('be'),
      clock: at('2025-01-06T10:00:00'),
    });
    const { banner } = await header({ customerService: await topBarCustomerService(ctx) });
    expect(customerServiceOf(banner)).toMatch(/href="tel:033030505".*Bel 03 - 303 05 05/);
  });

  it('sits between the header menu and the account menu', async () => {
    const { banner } = await header({ menu: { label: messages.shell.headerMenu, content: <ul id="menu-items" /> } });
    expect(banner).toMatch(/aria-label="Hoofdmenu".*data-testid="top-bar-customer-service".*aria-label="Account"/s);
  });
});

describe('top bar: region notice slot', () => {
  const notice: RegionNotice = { kind: 'notice', otherBrandCode: 'bdon' };
  const bar = (value: RegionNotice) => (
    <RegionNoticeBar notice={value} messages={messages} requestHost="don.localhost:4123" />
  );

  it('a visitor’s notice opens the top bar, before the logo, linking to the other country’s shop', async () => {
    const { html, banner } = await header({ regionNotice: bar(notice) });
    expect(banner).toMatch(
      /^<div [^>]*data-testid="region-notice"><svg [^>]*width="48" height="32"[^>]*data-country="be"[^>]*>.*?<\/svg><p [^>]*>Woon je in België\? Dan bestel je in onze Belgische winkel\. <a [^>]*href="http:\/\/bdon\.localhost:4123\/"[^>]*>Naar Donald Duck België<\/a><\/p><\/div>.*<img [^>]*alt="AD: naar de abonnementen"/s,
    );
    expect(html.match(/data-testid="region-notice"/g)).toHaveLength(1);
  });

  it.each([
    {
      brand: 'don',
      other: 'bdon',
      flag: 'be',
      host: 'don.localhost:4123',
      appEnv: 'test',
      href: 'http://bdon.localhost:4123/',
    },
    {
      brand: 'bdon',
      other: 'don',
      flag: 'nl',
      host: 'bdon.localhost:4123',
      appEnv: 'test',
      href: 'http://don.localhost:4123/',
    },
    {
      brand: 'bdon',
      other: 'don',
      flag: 'nl',
      host: 'donaldduck.be',
      appEnv: 'production',
      href: 'https://donaldduck.nl/',
    },
    // Brands without a domain: addressed by the brandcode query outside production, as the registry addresses them.
    {
      brand: 'dat',
      other: 'bdan',
      flag: 'be',
      host: 'localhost:4123',
      appEnv: 'test',
      href: 'http://bdan.localhost:4123/',
    },
    {
      brand: 'dat',
      other: 'bdan',
      flag: 'be',
      host: 'shop.acceptatie.example',
      appEnv: 'acceptance',
      href: '//shop.acceptatie.example/?brandcode=bdan',
    },
    {
      brand: 'bdan',
      other: 'dat',
      flag: 'nl',
      host: 'shop.acceptatie.example',
      appEnv: 'acceptance',
      href: '//shop.acceptatie.example/?brandcode=dat',
    },
  ] as const)(
    '$brand on $host ($appEnv): the $flag flag, 48x32, and a link to $other at $href',
    ({ other, flag, host, appEnv, href }) => {
      const html = renderToStaticMarkup(
        <RegionNoticeBar
          notice={{ kind: 'notice', otherBrandCode: other }}
          messages={messages}
          requestHost={host}
          appEnv={appEnv}
        />,
      );
      const svg = /<svg [^>]*>/.exec(html)?.[0] ?? '';
      expect(svg).toContain(`data-country="${flag}"`);
      expect(svg).toMatch(/width="48" height="32"/);
      expect(svg).toContain('aria-hidden="true"');
      const link = /<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(html);
      expect(link?.[1]?.replaceAll('&amp;', '&')).toBe(href);
      expect(link?.[2]).toBe(`Naar ${BRANDS[other].name}`);
    },
  );

  it('no notice for the visitor, or none given (a prerendered page): nothing in the slot', async () => {
    expect((await header({ regionNotice: bar({ kind: 'none' }) })).html).not.toContain('region-notice');
    expect((await header()).html).not.toContain('region-notice');
  });
});

describe('top bar: communication bar from content', () => {
  const story = (content: Record<string, unknown>): StoryResponse => ({
    story: {
      id: 1,
      uuid: 'u',
      name: 'x',
      slug: COMMUNICATION_STORY,
      full_slug: `ad/${COMMUNICATION_STORY}`,
      content: { _uid: 'root', ...content } as StoryResponse['story']['content'],
    },
  });

  it('AD has its own story: the bar opens the top bar (after a region notice, before the logo), its link safe', async () => {
    const ctx = testContext();
    const tree = await resolveCommunicationBar(await brandStory(localStories, 'ad', COMMUNICATION_STORY), 'ad', ctx);
    expect(ctx.problems).toEqual([]);
    expect(tree).toBeDefined();
    const regionNotice = (
      <RegionNoticeBar
        notice={{ kind: 'notice', otherBrandCode: 'bdon' }}
        messages={messages}
        requestHost={undefined}
      />
    );
    const { banner } = await header({ regionNotice, communication: <BlockTree tree={tree!} /> });
    expect(banner).toMatch(
      /data-testid="region-notice".*<div [^>]*data-testid="communication-bar"><p [^>]*>Op eerste en tweede kerstdag [^<]+ <a [^>]*href="\/digitaal">[^<]+<\/a><\/p><\/div>.*<img /s,
    );
  });

  it('a brand without a story, and none in the group folder: no bar', async () => {
    expect(await brandStory(localStories, 'vk', COMMUNICATION_STORY)).toBeUndefined();
    expect(await resolveCommunicationBar(undefined, 'vk', testContext())).toBeUndefined();
    expect((await header()).html).not.toContain('communication-bar');
  });

  it('an invalid story is left out and its problem logged once, by the renderer', async () => {
    const ctx = testContext();
    const hostile = story({
      component: 'communication-bar',
      text: 'Klik hier',
      link: 'javascript:alert(1)',
      linkLabel: 'hier',
    });
    expect(await resolveCommunicationBar(hostile, 'ad', ctx)).toBeUndefined();
    expect(ctx.problems).toMatchObject([
      { reason: 'invalid-block', component: 'communication-bar', issues: [{ path: ['link'] }] },
    ]);
  });

  it('a story of another content type is no communication bar', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    expect(await resolveCommunicationBar(story({ component: 'page', body: [] }), 'ad', testContext())).toBeUndefined();
    expect(error).toHaveBeenCalledWith('content: the communicatie story of ad is a page, not a communication-bar');
  });
});
