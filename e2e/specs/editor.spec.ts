import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { signedEditorQuery } from '../../site/content/preview.ts';
import { expect, test } from '../support/test.ts';
import type { ReleaseWebhookPayload, StoryWebhookPayload } from '../../stand-ins/storyblok-cdn/stand-in.ts';
import { CDN_URL, cdnSpace, E2E_PREVIEW_TOKEN, E2E_PREVIEW_URLS, withField } from '../support/cdn-stand-in.ts';
import { BRANDS, PORT, ROUTES } from '../support/fleet.ts';
import { getWithHost, requestWithHost } from '../support/http.ts';
import { EVERY_BRAND_REVALIDATION, exclusively } from '../support/exclusive.ts';

const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

/*
 * Content editors in the visual editor (docs/adr/0029), through the editor's stand-in that the CDN stand-in serves
 * (stand-ins/storyblok-cdn/editor.ts): it frames each story at the URL Storyblok builds from the space's preview URLs
 * and the story's full slug, signed with the space's preview token, and speaks the real bridge's messages. One story
 * of each kind opens as its page with editable blocks, and typing in one of its fields changes the frame without a
 * reload.
 */

const STORIES = path.resolve(import.meta.dirname, '../../stand-ins/content/stories');
const story = (fullSlug: string) =>
  JSON.parse(readFileSync(path.join(STORIES, `${fullSlug}.json`), 'utf8')).story as {
    id: number;
    content: Record<string, unknown>;
  };
/** The first block of `component` in a story's content. */
function blockOf(content: unknown, component: string): Record<string, unknown> {
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const block = node as Record<string, unknown>;
    if (block.component === component) found.push(block);
    Object.values(block).forEach(visit);
  };
  visit(content);
  if (!found[0]) throw new Error(`no ${component} block`);
  return found[0];
}
/** The brands, in the registry's order, whose story files have no story for the page: they show the group's. */
const fallingBack = (pathname: string, slug: string) =>
  (Object.keys(BRANDS) as (keyof typeof BRANDS)[]).filter(
    (code) =>
      ROUTES[code].some((route) => route.path === pathname) && !existsSync(path.join(STORIES, code, `${slug}.json`)),
  );

/** The publish webhook, as Storyblok posts it (playwright.config.ts gives the test server its secret). */
async function webhook(payload: StoryWebhookPayload | ReleaseWebhookPayload) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/storyblok/webhook?secret=e2e-revalidate-secret`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(200);
}

interface InEditor {
  readonly frame: Frame;
  /** Types into a field of the editor's side panel, as an editor does. */
  type(uid: string, field: string, text: string): Promise<void>;
}

/** Opens a story in the editor's stand-in, through one of the space's preview URLs, and waits for the bridge. */
async function openInEditor(
  page: Page,
  fullSlug: string,
  previewUrl = E2E_PREVIEW_URLS[0]!,
  release = 0,
): Promise<InEditor> {
  await page.goto(
    `${CDN_URL}/_stand-in/editor?${new URLSearchParams({ story: fullSlug, preview: previewUrl, release: String(release) })}`,
  );
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (window as unknown as { received: { action: string }[] }).received.some(
            (message) => message.action === 'initialized',
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const frame = await (await page.locator('#preview').elementHandle())!.contentFrame();
  if (!frame) throw new Error('the preview is not framed');
  await frame.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return {
    frame,
    type: (uid, field, text) =>
      page.locator(`fieldset[data-uid="${uid}"]`).getByLabel(field, { exact: true }).fill(text),
  };
}

const sameDocument = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function attachShot(page: Page, name: string) {
  const shot = test.info().outputPath(`${name.replaceAll(' ', '-')}.png`);
  await page.screenshot({ path: shot });
  await test.info().attach(name, { path: shot, contentType: 'image/png' });
}

test('a brand’s story opens as its page on the brand’s host, with editable blocks, and follows the typing', async ({
  page,
}) => {
  const { id, content } = story('vk/digitaal');
  const hero = blockOf(content, 'hero');
  const editor = await openInEditor(page, 'vk/digitaal');
  const url = new URL(editor.frame.url());
  expect([url.host, url.pathname, url.searchParams.get('_storyblok')]).toEqual([
    `vk.localhost:${PORT}`,
    '/digitaal',
    String(id),
  ]);
  await expect(editor.frame.locator(`[data-blok-uid="${id}-${hero._uid}"]`)).toBeVisible();
  await editor.type(String(hero._uid), 'title', 'Getypt in de editor');
  await expect(editor.frame.getByRole('heading', { level: 1 })).toHaveText('Getypt in de editor');
  expect(await sameDocument(editor.frame)).toBe(true);
  await attachShot(page, 'editor with a brand story');
});

test('a group story opens on a brand whose visitors see it, and on a brand the editor picks', async ({ page }) => {
  const { id, content } = story('group/studenten');
  const hero = blockOf(content, 'hero');
  // Every paper brand of the stand-in space has a studenten story of its own: dg loses its own for this test, so that
  // its visitors see the group's (the publish webhook tells the site, as Storyblok's would).
  const cdn = cdnSpace();
  await webhook(await cdn.delete('dg/studenten'));
  try {
    expect(fallingBack('/studenten', 'studenten')).toEqual([]);
    const editor = await openInEditor(page, 'group/studenten');
    expect(new URL(editor.frame.url()).host).toBe(`dg.localhost:${PORT}`);
    await expect(editor.frame.getByRole('heading', { level: 1 })).toHaveText(String(hero.title));
    await expect(editor.frame.locator(`[data-blok-uid="${id}-${hero._uid}"]`)).toBeVisible();
    // vk has a studenten story of its own, and still shows the group's when the editor picks it.
    await editor.frame
      .getByText(`Groepsverhaal group/studenten, getoond bij ${BRANDS.dg.name}: ander merk kiezen`)
      .click();
    await editor.frame.getByRole('link', { name: BRANDS.vk.name, exact: true }).click();
    await expect.poll(() => new URL(editor.frame.url()).host).toBe(`vk.localhost:${PORT}`);
    await expect(editor.frame.getByRole('heading', { level: 1 })).toHaveText(String(hero.title));
    await expect(editor.frame.getByText(`Groepsverhaal group/studenten, getoond bij ${BRANDS.vk.name}`)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { received: { action: string }[] }).received.filter(
              (message) => message.action === 'initialized',
            ).length,
        ),
      )
      .toBe(2);
    await editor.frame.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await editor.type(String(hero._uid), 'title', 'Groepstekst, bij de Volkskrant bekeken');
    await expect(editor.frame.getByRole('heading', { level: 1 })).toHaveText('Groepstekst, bij de Volkskrant bekeken');
    expect(await sameDocument(editor.frame)).toBe(true);
    await attachShot(page, 'editor with a group story on a picked brand');
  } finally {
    await webhook(await cdn.restore('dg/studenten'));
  }
});

test('a special page’s story opens as the special page', async ({ page }) => {
  const { id } = story('ad/ad-puzzelboek');
  const editor = await openInEditor(page, 'ad/ad-puzzelboek');
  const url = new URL(editor.frame.url());
  expect([url.host, url.pathname]).toEqual([`ad.localhost:${PORT}`, '/ad-puzzelboek']);
  await expect(editor.frame.locator(`main [data-blok-uid^="${id}-"]`).first()).toBeVisible();
});

test('a chrome story (the group’s menu) opens on a brand’s home page and follows the typing in the header', async ({
  page,
}) => {
  const { id, content } = story('group/menu');
  const items = (content as { items: { _uid: string; label: string }[] }).items;
  const editor = await openInEditor(page, 'group/menu');
  expect(new URL(editor.frame.url()).pathname).toBe('/');
  const menu = editor.frame.locator(`header [data-blok-uid="${id}-${content._uid}"]`);
  await expect(menu).toContainText(items[0]!.label);
  await editor.type(items[0]!._uid, 'label', 'Digitaal lezen, live');
  await expect(menu).toContainText('Digitaal lezen, live');
  expect(await sameDocument(editor.frame)).toBe(true);
});

test('the space’s second preview URL (another environment) frames the same story on its own host', async ({ page }) => {
  const editor = await openInEditor(page, 'lib/home', E2E_PREVIEW_URLS[1]);
  const url = new URL(editor.frame.url());
  expect([url.host, url.pathname, url.searchParams.get('brandcode')]).toEqual([`127.0.0.1:${PORT}`, '/', 'lib']);
  await expect(editor.frame.locator('main [data-blok-uid]').first()).toBeVisible();
});

test('a release previews the release’s text while the live page keeps its own; merged, the live page shows it', async ({
  page,
}) => {
  await exclusively(EVERY_BRAND_REVALIDATION, async () => {
    const cdn = cdnSpace();
    const { content } = story('bs/digitaal');
    const title = String(blockOf(content, 'hero').title);
    const live = async () => heading((await getWithHost('bs.localhost', '/digitaal')).body);
    // The story as its file has it, announced: what an earlier run left in the site's cache is read again.
    await webhook(await cdn.restore('bs/digitaal'));
    try {
      await cdn.saveInRelease(42, 'bs/digitaal', withField(content, 'hero', 'title', 'Digitaal lezen, vanaf de zomer'));
      const editor = await openInEditor(page, 'bs/digitaal', E2E_PREVIEW_URLS[0], 42);
      expect(new URL(editor.frame.url()).searchParams.get('_storyblok_release')).toBe('42');
      await expect(editor.frame.getByRole('heading', { level: 1 })).toHaveText('Digitaal lezen, vanaf de zomer');
      expect(await live()).toBe(title);
      // Merging publishes the release; its webhook revalidates every folder, and the live page shows it. Every brand's
      // pages are rendered again: held exclusively (e2e/support/exclusive.ts).
      await webhook(await cdn.mergeRelease(42));
      await expect(async () => expect(await live()).toBe('Digitaal lezen, vanaf de zomer')).toPass({
        timeout: 10_000,
        intervals: [250],
      });
    } finally {
      await webhook(await cdn.restore('bs/digitaal'));
    }
  });
});

test.describe('the editor route refuses what is no editor’s', () => {
  const route = (fullSlug: string, query: Record<string, string>) =>
    `/api/editor/${fullSlug}?${new URLSearchParams(query)}`;
  const aDayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  for (const [name, query] of [
    ['a forged signature', signedEditorQuery('0', 'not-the-preview-token', new Date())],
    ['a stale signature', signedEditorQuery('0', E2E_PREVIEW_TOKEN, aDayAgo)],
  ] as const) {
    test(`${name}: sent on to the published page, without the editor’s parameters`, async () => {
      const answer = await requestWithHost(
        'GET',
        `localhost:${PORT}`,
        route('vk/digitaal', { ...query, _storyblok: String(story('vk/digitaal').id) }),
        PORT,
      );
      expect([answer.status, answer.headers.location]).toEqual([307, `//vk.localhost:${PORT}/digitaal`]);
    });
  }

  test('a forged signature opened in a browser gets the published page, which may not be framed', async ({ page }) => {
    const query = {
      ...signedEditorQuery('0', 'not-the-preview-token', new Date()),
      _storyblok: String(story('vk/digitaal').id),
    };
    const response = await page.goto(`http://localhost:${PORT}${route('vk/digitaal', query)}`);
    expect(new URL(page.url()).search).toBe('');
    expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('[data-blok-c]').count()).toBe(0);
  });

  for (const [name, fullSlug, reason] of [
    ['a story no page shows', 'lib/zakelijk', /brand lib has no page that shows the story “zakelijk”/],
    ['a path that is no story', 'vk/%3Cscript%3Ex', /is not a story of the shop’s space/],
    ['an unknown folder', 'xx/home', /“xx” is no brand’s folder/],
  ] as const) {
    test(`${name}: a 404 that says why`, async () => {
      const answer = await requestWithHost(
        'GET',
        `localhost:${PORT}`,
        route(fullSlug, signedEditorQuery('0', E2E_PREVIEW_TOKEN, new Date())),
        PORT,
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toMatch(reason);
      expect(answer.body).not.toContain('<script>');
    });
  }
});
