import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './consent-choice.ts';
import { signedEditorQuery } from '../site/content/preview.ts';
import { brandUrl } from './fleet.ts';

const PREVIEW_TOKEN = 'e2e-preview-token';
const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
const STORY = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../stand-ins/content/stories/vk/digitaal.json'), 'utf8'));

/** A stand-in for Storyblok's bridge script: records the page's handlers so the test can play the editor. */
const BRIDGE_STUB = `
  window.__bridgeHandlers = {};
  window.StoryblokBridge = class { on(events, callback) { for (const e of events) (window.__bridgeHandlers[e] ??= []).push(callback); } };
  window.__bridgeEmit = (name, event) => (window.__bridgeHandlers[name] || []).forEach((callback) => callback(event));
`;

/** The editor's bridge sends blocks with their `_editable` comments, as Storyblok's draft API delivers them. */
function asEditorSendsIt(node: unknown, storyId: number): unknown {
  if (Array.isArray(node)) return node.map((item) => asEditorSendsIt(item, storyId));
  if (typeof node !== 'object' || node === null) return node;
  const block = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asEditorSendsIt(value, storyId)]));
  if (typeof block.component === 'string' && typeof block._uid === 'string') {
    block._editable = `<!--#storyblok#${JSON.stringify({ name: block.component, space: '4242', uid: block._uid, id: String(storyId) })}-->`;
  }
  return block;
}

function editorUrl(code: string, pathname: string, token = PREVIEW_TOKEN): string {
  return `${brandUrl(code, pathname)}?${new URLSearchParams(signedEditorQuery('4242', token, new Date()))}`;
}

/** Serves the stub for the bridge (nothing leaves the machine) and records whether the page asked for it. */
async function stubBridge(page: Page): Promise<{ requested: () => boolean }> {
  let requested = false;
  await page.route(BRIDGE_URL, (route) => {
    requested = true;
    return route.fulfill({ contentType: 'application/javascript', body: BRIDGE_STUB });
  });
  return { requested: () => requested };
}

test('in the visual editor a page shows its draft with editable blocks and follows the editor live, without a reload', async ({ page }) => {
  const bridge = await stubBridge(page);
  const response = await page.goto(editorUrl('vk', '/digitaal'));
  expect(response?.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self' https:\/\/app\.storyblok\.com(;|$)/);
  const hero = page.locator('main section[data-blok-uid]').first();
  await expect(hero).toHaveAttribute('data-blok-c', /"name":"hero"/);
  expect(await page.locator('main [data-blok-c]').count()).toBeGreaterThan(2);
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __bridgeEmit?: unknown }).__bridgeEmit)).toBe('function');
  expect(bridge.requested()).toBe(true);

  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const content = asEditorSendsIt(STORY.story.content, STORY.story.id) as { body: { component: string; title?: string }[] };
  const heroBlock = content.body.find((block) => block.component === 'hero')!;
  heroBlock.title = 'Live bewerkt in de editor';
  await page.evaluate(
    ([id, edited]) => (window as unknown as { __bridgeEmit: (name: string, event: object) => void }).__bridgeEmit('input', { action: 'input', story: { id, content: edited } }),
    [STORY.story.id, content] as const,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live bewerkt in de editor');
  await expect(page.locator('main section[data-blok-uid]').first()).toHaveAttribute('data-blok-c', /"name":"hero"/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // An input event for another story (the editor also sends those) changes nothing.
  heroBlock.title = 'Niet deze pagina';
  await page.evaluate(
    ([edited]) => (window as unknown as { __bridgeEmit: (name: string, event: object) => void }).__bridgeEmit('input', { story: { id: 1, content: edited } }),
    [content] as const,
  );
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live bewerkt in de editor');
});

test('a published page has no bridge, no editable attributes and may not be framed', async ({ page }) => {
  const bridge = await stubBridge(page);
  const response = await page.goto(brandUrl('vk', '/digitaal'));
  expect(response?.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('[data-blok-c], [data-blok-uid]').count()).toBe(0);
  expect(bridge.requested()).toBe(false);
});

test('a forged editor link gets the published page, not framable', async ({ page }) => {
  const bridge = await stubBridge(page);
  const response = await page.goto(editorUrl('vk', '/digitaal', 'not-the-preview-token'));
  expect(response?.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('[data-blok-c]').count()).toBe(0);
  expect(bridge.requested()).toBe(false);
});

test('the secret preview URL turns on draft mode for the brand, and off again', async ({ page }) => {
  await stubBridge(page);
  await page.goto(`${brandUrl('ad', '/api/preview')}?secret=e2e-preview-secret-0123&path=/digitaal`);
  expect(new URL(page.url()).pathname).toBe('/digitaal');
  await expect(page.locator('main [data-blok-c]').first()).toBeVisible();
  await page.goto(`${brandUrl('ad', '/api/preview')}?exit=1&path=/digitaal`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('[data-blok-c]').count()).toBe(0);
  const wrong = await page.goto(`${brandUrl('ad', '/api/preview')}?secret=guess&path=/digitaal`);
  expect(wrong?.status()).toBe(404);
});
