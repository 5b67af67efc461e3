import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BlockTree } from '../../../blocks/render-tree.tsx';
import { communicationBarBlockSchema } from '../../../blocks/communication-bar/schema.ts';
import { linkHref } from '../../../blocks/rich-text/rich-text-content.tsx';
import { linkHref as fieldHref } from '../../../blocks/shared/link.ts';
import { safeHref, safeImageSrc } from '../../../blocks/shared/safe-url.ts';
import { pathCheckDecision } from '../../../domain/path-check.ts';

/** The path check when the front office answers `location` for /oud (and nothing for any other path), on vk's shop. */
const pathCheckFor = (location: string) =>
  pathCheckDecision(
    { pathname: '/oud', search: '', host: 'vk.localhost' },
    { locate: async (path) => (path === '/oud' ? location : undefined) },
  );
import { actieLocation, afterPromoLookup, safeDestination } from '../../../domain/promo-flow.ts';
import type { StoryResponse } from '../../../schemas/story.ts';
import { resolveHeaderMenu } from '../../../site/chrome/header-footer/stories.ts';
import { testContext } from '../../blocks/fixtures.ts';
import { log as siteLog } from '../../../site/monitoring/log.ts';

/*
 * docs/rules/02-routes-and-layout.md: 'External URLs and dangerous protocols are refused.' One table of hostile URLs,
 * run through every place a URL comes from content or the query:
 * - content links and images (safeHref, safeImageSrc, the communication bar's link): no scheme that runs code;
 *   other sites over http(s) are fine;
 * - where only a path of this site may go (destinationName, the account's callback_url, the preview's path: all
 *   safeDestination; the header menu's item path; a rich-text story link): no other site either;
 * - the front office's path check: an absolute http(s) location leaves the site on purpose, nothing else does.
 */

type Reach = 'runs code' | 'other site';

const HOSTILE: readonly [value: string, reach: Reach][] = [
  ['javascript:alert(1)', 'runs code'],
  ['JaVaScRiPt:alert(1)', 'runs code'],
  ['java\tscript:alert(1)', 'runs code'],
  ['java\nscript:alert(1)', 'runs code'],
  ['java\rscript:alert(1)', 'runs code'],
  [' javascript:alert(1)', 'runs code'],
  ['\u0001javascript:alert(1)', 'runs code'],
  ['javascript:/digitaal', 'runs code'],
  ['data:text/html,<script>alert(1)</script>', 'runs code'],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'runs code'],
  ['DATA:image/svg+xml,<svg onload=alert(1)>', 'runs code'],
  ['vbscript:msgbox(1)', 'runs code'],
  ['VBScript:msgbox(1)', 'runs code'],
  ['javascript&colon;alert(1)', 'runs code'],
  ['&#106;avascript:alert(1)', 'runs code'],
  ['&#x6A;avascript:alert(1)', 'runs code'],
  ['&#0000106avascript:alert(1)', 'runs code'],
  ['javascript&#58;alert(1)', 'runs code'],
  ['jav&#x09;ascript:alert(1)', 'runs code'],
  ['jav&Tab;ascript:alert(1)', 'runs code'],
  ['javascript%3Aalert(1)', 'runs code'],
  ['%6A%61%76%61%73%63%72%69%70%74:alert(1)', 'runs code'],
  ['javascript%253Aalert(1)', 'runs code'],
  ['//evil.example', 'other site'],
  ['//evil.example/digitaal', 'other site'],
  ['///evil.example', 'other site'],
  ['/\\evil.example', 'other site'],
  ['\\\\evil.example', 'other site'],
  ['\\/evil.example', 'other site'],
  ['/\t/evil.example', 'other site'],
  ['/\n/evil.example', 'other site'],
  [' //evil.example', 'other site'],
  ['%2F%2Fevil.example', 'other site'],
  ['/%2F%2Fevil.example', 'other site'],
  ['/%2f%2fevil.example', 'other site'],
  ['/%5Cevil.example', 'other site'],
  ['/%252F%252Fevil.example', 'other site'],
  ['https://evil.example', 'other site'],
  ['http://evil.example/digitaal', 'other site'],
  ['HTTPS://EVIL.EXAMPLE', 'other site'],
  ['https:evil.example', 'other site'],
  ['https://shop@evil.example', 'other site'],
  ['evil.example', 'other site'],
];

/** A page of ours, where a link is read. */
const SHOP_PAGE = 'https://abonnement.volkskrant.nl/digitaal';

/** How a browser reads a URL found on a page of ours. */
const protocolInBrowser = (value: string) => new URL(value, 'https://abonnement.volkskrant.nl/digitaal').protocol;

/** The header menu as rendered (site/chrome/header-footer/stories.ts): a real page's item beside the hostile one. */
async function headerMenuHrefs(path: string): Promise<string[]> {
  const item = (uid: string, itemPath: string) => ({
    _uid: uid,
    component: 'header-menu-item',
    label: uid,
    path: itemPath,
    icon: 'none',
  });
  const story = {
    story: {
      id: 1,
      uuid: 'u',
      name: 'menu',
      slug: 'menu',
      full_slug: 'ad/menu',
      content: { _uid: 'root', component: 'menu', items: [item('ok', '/digitaal'), item('hostile', path)] },
    },
  } as unknown as StoryResponse;
  const tree = await resolveHeaderMenu(story, 'ad', testContext());
  const html = tree ? renderToStaticMarkup(createElement(BlockTree, { tree })) : '';
  return [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '');
}

describe.each(HOSTILE)('%j (%s)', (value, reach) => {
  /** The communication bar's link as the block renders it (undefined when the block is refused or links nowhere). */
  const communicationLink = () => {
    const parsed = communicationBarBlockSchema.safeParse({
      _uid: 'bar',
      component: 'communication-bar',
      text: 'Met kerst',
      link: value,
      linkLabel: 'Lees meer',
    });
    return parsed.success ? fieldHref(parsed.data.link) : undefined;
  };

  if (reach === 'runs code') {
    it('is no content link and no image source', () => {
      expect(safeHref(value)).toBeUndefined();
      expect(safeImageSrc(value)).toBeUndefined();
      expect(communicationLink()).toBeUndefined();
    });
  } else {
    it('as a content link or image, goes nowhere but http(s)', () => {
      for (const kept of [safeHref(value), safeImageSrc(value), communicationLink()]) {
        if (kept !== undefined) expect(protocolInBrowser(kept)).toMatch(/^https?:$/);
      }
    });
  }

  it('is no path of this site: destinationName, callback_url and the preview path all become /', () => {
    expect(safeDestination(value)).toBe('/');
    expect(actieLocation(value)).toBe('/actie?destinationName=%2F');
    expect(afterPromoLookup(value, { mid: 'CAM-AB12CD', leadId: 'L1' })).toBe('/?mid=CAM-AB12CD&leadId=L1');
  });

  it('as a rich-text story link, is no link or a page of this shop', () => {
    // A scheme has no origin of ours either ('null'); an entity in the path stays text (React escapes its '&').
    const kept = linkHref({ href: value, linktype: 'story' });
    if (kept !== undefined) expect(new URL(kept, SHOP_PAGE).origin).toBe(new URL(SHOP_PAGE).origin);
  });

  it('is left out of the header menu', async () => {
    vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const hrefs = await headerMenuHrefs(value);
    vi.restoreAllMocks();
    expect(hrefs.every((href) => href === '/digitaal')).toBe(true);
  });

  it('as a path-check answer, never redirects within the site and leaves it only over http(s)', async () => {
    const redirect = await pathCheckFor(value);
    if (reach === 'runs code' || !/^\s*https?:/i.test(value)) {
      expect(redirect.kind).toBe('refused');
    } else {
      expect(redirect.kind).toBe('external');
      const target = new URL(redirect.kind === 'external' ? redirect.location : '');
      expect([target.protocol, target.hostname]).toEqual([
        value.toLowerCase().startsWith('https') ? 'https:' : 'http:',
        'evil.example',
      ]);
    }
  });
});

describe('the same sinks keep what is harmless (so the table above tests refusals, not a sink that refuses all)', () => {
  it.each(['/digitaal', '/studenten/bestellen?group=fallback#formulier'])('%s', async (path) => {
    expect(safeHref(path)).toBe(path);
    expect(safeImageSrc(path)).toBe(path);
    expect(safeDestination(path)).toBe(path);
    expect(await pathCheckFor(path)).toEqual({ kind: 'internal', location: path });
  });

  it('a header menu item with a page of the brand is shown', async () => {
    expect(await headerMenuHrefs('/zakelijk')).toEqual(['/digitaal', '/zakelijk']);
  });

  it('content links may go to another site over https, mailto: and tel:', () => {
    for (const href of ['https://www.dpgmedia.nl/', 'mailto:klantenservice@example.nl', 'tel:+31880505000'])
      expect(safeHref(href)).toBe(href);
  });
});
