import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ChangeBridgeEvent,
  EditableBlockData,
  EditedBlockBridgeEvent,
  EnterEditModeBridgeEvent,
  InputBridgeEvent,
  PreviewSearchParams,
  PublishedBridgeEvent,
} from '@storyblok/preview-bridge';
import { expect, test, type Frame, type Page } from '../support/test.ts';
import { CONSENT_BANNER_ID } from '../../site/chrome/consent/consent-banner-script.ts';
import { signedEditorQuery } from '../../site/content/preview.ts';
import { STORY_RELATIONS } from '../../site/content/relations.ts';
import { PREVIEW_EVENT_HANDLED, type PreviewEventHandled } from '../../site/page/preview/live-events.ts';
import { STORYBLOK_EDITOR_ORIGIN } from '../../site/security-headers.mjs';
import { brandUrl, PORT } from '../support/fleet.ts';
import { requestWithHost } from '../support/http.ts';
import { CDN_URL } from '../support/cdn-stand-in.ts';

const PREVIEW_TOKEN = 'e2e-preview-token';
const STORY = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../stand-ins/content/stories/vk/digitaal.json'), 'utf8'),
);
const STORY_ID: number = STORY.story.id;
const SAVED_TITLE: string = STORY.story.content.body.find(
  (block: { component: string }) => block.component === 'hero',
).title;
/**
 * A string literal of the bridge's own code (its stylesheet's id), which a minifier keeps: how its code is recognised.
 */
const BRIDGE_MARK = 'storyblok-bridge-stylesheet';
const BRIDGE_SOURCE = readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/@storyblok/preview-bridge/dist/esm/bridge-private.js'),
  'utf8',
);

/** What the bridge sends to the editor (its `OutboundMessage`, which the package keeps internal). */
type Outbound =
  | { action: 'initialized'; config: { resolveRelations: string[] | null } }
  | { action: 'edit'; dataC: EditableBlockData }
  | { action: string };

/** The editor's blocks carry `_editable` comments, as Storyblok's draft API delivers them and its editor sends them. */
function asEditorSendsIt(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asEditorSendsIt);
  if (typeof node !== 'object' || node === null) return node;
  const block = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asEditorSendsIt(value)]));
  if (typeof block.component === 'string' && typeof block._uid === 'string') {
    block._editable = `<!--#storyblok#${JSON.stringify({ name: block.component, space: '4242', uid: block._uid, id: String(STORY_ID) })}-->`;
  }
  return block;
}

/**
 * The URL the editor frames: the page with the story's id in `_storyblok` and the signed token, as Storyblok builds it.
 */
function editorUrl(code: string, pathname: string, token = PREVIEW_TOKEN): string {
  const query: Partial<PreviewSearchParams> = {
    ...signedEditorQuery('4242', token, new Date()),
    _storyblok: String(STORY_ID),
    _storyblok_lang: 'default',
  };
  return `${brandUrl(code, pathname)}?${new URLSearchParams(query as Record<string, string>)}`;
}

/**
 * Plays Storyblok's editor: a page on the editor's own origin (the only one that may frame the shop's preview, and
 * the one the bridge posts to), served by the test instead of the network, that frames the shop's preview, records
 * what the bridge sends and answers its `initialized` with `enterEditmode`, as the editor does.
 *
 * The editor previews https pages only: the bridge posts to the editor's origin with the preview's own scheme, so a
 * plain-http preview talks to http://app.storyblok.com, where no editor is. The test server is plain http, so the
 * test is the preview's TLS front as well: the framed page is https://<brand>.localhost:<port>, each of its requests
 * passed to the server over http, as a TLS-terminating proxy passes them in production.
 */
/**
 * Listens in the page for its next announcement that it is done with an editor's event (PREVIEW_EVENT_HANDLED);
 * the returned function waits for it. Set up before the event is sent, so the announcement cannot be missed.
 */
async function nextHandled(frame: Frame): Promise<() => Promise<PreviewEventHandled>> {
  await frame.evaluate((name) => {
    const scope = window as unknown as { nextHandled?: Promise<unknown> };
    scope.nextHandled = new Promise((resolve) =>
      addEventListener(name, (event) => resolve((event as CustomEvent).detail), { once: true }),
    );
  }, PREVIEW_EVENT_HANDLED);
  return () => frame.evaluate(() => (window as unknown as { nextHandled: Promise<PreviewEventHandled> }).nextHandled);
}

async function openInEditor(
  page: Page,
  shopUrl: string,
): Promise<{ frame: Frame; send: (message: object) => Promise<void>; received: () => Promise<Outbound[]> }> {
  const secureUrl = shopUrl.replace(/^http:/, 'https:');
  const shopOrigin = new URL(secureUrl).origin;
  const enterEditmode: EnterEditModeBridgeEvent = {
    action: 'enterEditmode',
    reload: true,
    storyId: STORY_ID,
    blockId: '',
    componentNames: {},
    appVersion: 'v2',
  };
  const html = `<!doctype html><html><head><title>Storyblok</title></head><body style="margin:0">
    <iframe id="preview" src="${secureUrl.replaceAll('&', '&amp;')}" style="border:0;width:100vw;height:100vh"></iframe>
    <script>
      window.received = [];
      const frame = document.getElementById('preview');
      window.addEventListener('message', (event) => {
        if (event.origin !== ${JSON.stringify(shopOrigin)}) return;
        window.received.push(event.data);
        if (event.data.action === 'initialized') frame.contentWindow.postMessage(${JSON.stringify(enterEditmode)}, ${JSON.stringify(shopOrigin)});
      });
      window.send = (message) => frame.contentWindow.postMessage(message, ${JSON.stringify(shopOrigin)});
    </script></body></html>`;
  await page.route(`${STORYBLOK_EDITOR_ORIGIN}/**`, (route) =>
    route.request().url() === `${STORYBLOK_EDITOR_ORIGIN}/editor`
      ? route.fulfill({ contentType: 'text/html', body: html })
      : route.fulfill({ status: 404 }),
  );
  await page.route(`${shopOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    const headers = { ...(await route.request().allHeaders()), host: url.host };
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
      headers,
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
  await page.goto(`${STORYBLOK_EDITOR_ORIGIN}/editor`);
  const frame = await (await page.locator('#preview').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the shop is not framed');
  await expect.poll(() => frame.url()).toMatch(new RegExp(`^${shopOrigin}/`));
  return {
    frame,
    send: (message) =>
      page.evaluate((m) => (window as unknown as { send: (message: object) => void }).send(m), message),
    received: () => page.evaluate(() => (window as unknown as { received: Outbound[] }).received),
  };
}

/** Every script the page loads, with its text, to look for the bridge's code in it. */
function collectScripts(page: Page): () => Promise<{ url: string; text: string }[]> {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (text) => ({ url: response.url(), text }),
          () => ({ url: response.url(), text: '' }),
        ),
      );
  });
  return () => Promise.all(scripts);
}

test('the bridge mark is a string of the package’s own code', () => {
  expect(BRIDGE_SOURCE).toContain(`"${BRIDGE_MARK}"`);
});

test('in the visual editor the real bridge follows the editor: an edit re-renders without a navigation, a click selects the block, a publish refreshes', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  const editor = await openInEditor(page, editorUrl('vk', '/digitaal'));
  const { frame } = editor;
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(SAVED_TITLE);
  await expect(frame.locator('main section[data-blok-uid]').first()).toHaveAttribute('data-blok-c', /"name":"hero"/);

  // The bridge announced itself to the editor's origin, asking for the page's relations.
  await expect
    .poll(async () => (await editor.received()).find((message) => message.action === 'initialized'))
    .toMatchObject({ config: { resolveRelations: [...STORY_RELATIONS] } });
  // It is the package's code, served by the shop itself: nothing came from Storyblok's origin but the editor page.
  const loaded = await scripts();
  expect(
    loaded.filter((script) => script.text.includes(BRIDGE_MARK)).map((script) => new URL(script.url).origin),
  ).toEqual([new URL(frame.url()).origin]);

  await frame.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const content = asEditorSendsIt(STORY.story.content) as {
    body: { component: string; _uid: string; title?: string }[];
  };
  const hero = content.body.find((block) => block.component === 'hero')!;
  hero.title = 'Live bewerkt in de editor';
  const input: InputBridgeEvent<{ id: number; content: unknown }> = {
    action: 'input',
    story: { id: STORY_ID, content },
  };
  await editor.send(input);
  await expect(heading).toHaveText('Live bewerkt in de editor');
  await expect(frame.locator('main section[data-blok-uid]').first()).toHaveAttribute(
    'data-blok-uid',
    `${STORY_ID}-${hero._uid}`,
  );

  // The editor also sends stories the page does not show: those change nothing. Checked once the page says it is
  // done with the event (a story it followed is announced only once its blocks are on screen).
  const handled = await nextHandled(frame);
  await editor.send({
    action: 'input',
    story: { id: 1, content: { ...content, body: [] } },
  } satisfies InputBridgeEvent<{ id: number; content: unknown }>);
  const detail = await handled();
  await expect(heading).toHaveText('Live bewerkt in de editor');
  expect(detail).toEqual({ action: 'input', storyId: 1, outcome: 'ignored' });

  // What the editor sees after the edit (the test's attachment). No consent banner lies over the blocks: the editor
  // is no visitor, and a modal banner would make every block unclickable.
  const shot = test.info().outputPath('editor-after-an-edit.png');
  await page.screenshot({ path: shot });
  await test.info().attach('editor after an edit', { path: shot, contentType: 'image/png' });
  await expect(frame.locator(`#${CONSENT_BANNER_ID}`)).not.toHaveAttribute('open');
  // A click on a block reaches the editor with that block's uid.
  const faq = content.body.find((block) => block.component === 'faq')!;
  await frame.locator(`[data-blok-uid="${STORY_ID}-${faq._uid}"]`).click({ position: { x: 10, y: 10 } });
  await expect
    .poll(async () => (await editor.received()).filter((message) => message.action === 'edit'))
    .toEqual([
      expect.objectContaining({ dataC: expect.objectContaining({ uid: faq._uid, id: String(STORY_ID), name: 'faq' }) }),
    ]);
  // The editor opens the block and says so; the bridge outlines that block in the page, where the editor sees it.
  const faqBlock = frame.locator(`[data-blok-uid="${STORY_ID}-${faq._uid}"]`);
  await editor.send({
    action: 'editedBlok',
    blok: { uid: faq._uid, id: String(STORY_ID), space: 4242, name: 'faq' },
    breadcrumbs: [{ _uid: faq._uid, component: 'faq' }],
  } satisfies EditedBlockBridgeEvent);
  const outline = frame.locator('.storyblok__overlay');
  await expect(outline).toBeVisible();
  await expect(faqBlock).toHaveAttribute('data-blok-focused', 'true');
  const [outlined, block] = [await outline.boundingBox(), await faqBlock.boundingBox()];
  expect(outlined && block && [outlined.y, outlined.height].map(Math.round)).toEqual(
    block && [block.y, block.height].map(Math.round),
  );
  const selected = test.info().outputPath('editor-block-selected.png');
  await faqBlock.scrollIntoViewIfNeeded();
  await page.screenshot({ path: selected });
  await test.info().attach('editor with a block selected', { path: selected, contentType: 'image/png' });

  // Publishing fetches the page's server components again: the saved story replaces the unsaved one, in the same
  // document.
  const refreshed = page.waitForRequest((request) => request.frame() === frame && request.headers()['rsc'] === '1');
  await editor.send({
    action: 'published',
    storyId: STORY_ID,
    slug: STORY.story.full_slug,
    slugChanged: false,
  } satisfies PublishedBridgeEvent);
  await refreshed;
  await expect(heading).toHaveText(SAVED_TITLE);
  expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Editing goes on after the refresh, and a save (`change`) refreshes the same way.
  await editor.send(input);
  await expect(heading).toHaveText('Live bewerkt in de editor');
  await editor.send({
    action: 'change',
    reload: true,
    storyId: STORY_ID,
    slug: STORY.story.full_slug,
  } satisfies ChangeBridgeEvent);
  await expect(heading).toHaveText(SAVED_TITLE);
  expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a preview URL opened outside the editor shows the draft and the headers for it, without the bridge', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  const response = await page.goto(editorUrl('vk', '/digitaal'));
  // Storyblok's editor, and the local editor stand-in of the space this server reads (docs/adr/0029).
  expect(response?.headers()['content-security-policy']).toMatch(
    new RegExp(`(^|; )frame-ancestors 'self' https://app\\.storyblok\\.com ${CDN_URL.replaceAll('.', '\\.')}(;|$)`),
  );
  expect(response?.headers()['cache-control'] ?? '').not.toMatch(/s-maxage|public/);
  await expect(page.locator('main section[data-blok-uid]').first()).toHaveAttribute('data-blok-c', /"name":"hero"/);
  expect(await page.locator('main [data-blok-c]').count()).toBeGreaterThan(2);
  await page.waitForLoadState('networkidle');
  expect((await scripts()).filter((script) => script.text.includes(BRIDGE_MARK))).toEqual([]);
});

test('a published page has no bridge code, no editable attributes and may not be framed', async ({ page }) => {
  const scripts = collectScripts(page);
  const response = await page.goto(brandUrl('vk', '/digitaal'));
  expect(response?.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-blok-c], [data-blok-uid]').count()).toBe(0);
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((script) => script.text.includes(BRIDGE_MARK)).map((script) => script.url)).toEqual([]);
});

test('a forged editor link gets the published page, not framable and without the bridge', async ({ page }) => {
  const scripts = collectScripts(page);
  const response = await page.goto(editorUrl('vk', '/digitaal', 'not-the-preview-token'));
  expect(response?.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-blok-c]').count()).toBe(0);
  expect((await scripts()).filter((script) => script.text.includes(BRIDGE_MARK))).toEqual([]);
});

test('the secret preview URL turns on draft mode for the brand, and off again', async ({ page }) => {
  await page.goto(`${brandUrl('ad', '/api/preview')}?secret=e2e-preview-secret-0123&path=/digitaal`);
  expect(new URL(page.url()).pathname).toBe('/digitaal');
  await expect(page.locator('main [data-blok-c]').first()).toBeVisible();
  // Leaving is a POST: by GET (a link, an image of another page) it is a 405 and draft mode stays on.
  // With the page's own cookies, to the brand's host on the test server (the browser's host rules are its own).
  const exit = `${brandUrl('ad', '/api/preview')}?exit=1&path=/digitaal`;
  const target = new URL(exit).pathname + new URL(exit).search;
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const byGet = await requestWithHost('GET', 'ad.localhost', target, PORT, { cookie });
  expect([byGet.status, byGet.headers['allow']]).toEqual([405, 'POST']);
  // From another site's page it is refused too.
  const crossSite = await requestWithHost('POST', 'ad.localhost', target, PORT, {
    cookie,
    origin: 'https://evil.example',
  });
  expect(crossSite.status).toBe(403);
  await page.reload();
  await expect(page.locator('main [data-blok-c]').first()).toBeVisible();
  // A form on the shop's own page, as a button without JavaScript sends it.
  const left = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/preview',
  );
  await page.evaluate((action) => {
    const form = Object.assign(document.createElement('form'), { method: 'post', action });
    document.body.append(form);
    form.submit();
  }, target);
  expect((await left).status()).toBe(303);
  await expect(page.locator('[data-blok-c]')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/digitaal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('[data-blok-c]').count()).toBe(0);
  const wrong = await page.goto(`${brandUrl('ad', '/api/preview')}?secret=guess&path=/digitaal`);
  expect(wrong?.status()).toBe(404);
});
