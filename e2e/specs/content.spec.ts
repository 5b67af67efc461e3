import { storySlug } from '../../domain/routes.ts';
import type { StoryWebhookPayload } from '../../stand-ins/storyblok-cdn/stand-in.ts';
import { cdnSpace, withField } from '../support/cdn-stand-in.ts';
import { expect, test } from '../support/test.ts';
import { brandUrl, PORT, ROUTES, type BrandCode } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';
import { EVERY_BRAND_REVALIDATION, exclusively } from '../support/exclusive.ts';

/*
 * Content as production reads it (docs/adr/0013): the test server reads every page through Storyblok's client from
 * the CDN stand-in beside it (playwright.config.ts), and an editor's publish reaches the page through the webhook with
 * Storyblok's own payloads. Each test changes stories of its own brand only, and puts them back.
 */
const WEBHOOK = `http://127.0.0.1:${PORT}/api/storyblok/webhook?secret=e2e-revalidate-secret`;
const cdn = cdnSpace();

async function webhook(payload: StoryWebhookPayload | Record<string, unknown>) {
  const response = await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const description = (html: string) =>
  /<meta name="description" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"');
const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

/** The story a brand's route shows: its own, else the group's, as the CDN has it published now. */
async function storyOf(brand: string, slug: string) {
  for (const folder of [brand, 'group']) {
    const story = await cdn.published(`${folder}/${slug}`);
    if (story) return { folder, story };
  }
  return undefined;
}

test('every route of two brands renders its story from the CDN stand-in, after a publish of the brand’s folder', async () => {
  test.setTimeout(120_000);
  const changed: string[] = [];
  try {
    for (const brand of ['tr', 'mar'] as const satisfies readonly BrandCode[]) {
      let published: StoryWebhookPayload | undefined;
      // Every story of the brand's own gets a new description, published at the CDN: the page can only show it by
      // reading there.
      for (const route of ROUTES[brand]) {
        const found = await storyOf(brand, storySlug(route));
        if (found?.folder !== brand) continue;
        const fullSlug = `${brand}/${storySlug(route)}`;
        const { story } = await cdn.story(fullSlug);
        changed.push(fullSlug);
        await cdn.saveDraft(fullSlug, { content: { ...story.content, meta_description: `Van de CDN: ${fullSlug}` } });
        published = await cdn.publish(fullSlug);
      }
      expect(published, `${brand} has stories of its own`).toBeDefined();
      expect((await webhook(published!)).body).toEqual({ revalidated: [`content:${brand}`] });
      const kinds = new Set<string>();
      for (const route of ROUTES[brand]) {
        const page = await getWithHost(`${brand}.localhost`, route.path);
        expect(page.status, `${brand}${route.path}`).toBe(200);
        const found = await storyOf(brand, storySlug(route));
        const own = found?.folder === brand;
        if (own)
          expect(description(page.body), `${brand}${route.path}`).toBe(`Van de CDN: ${brand}/${storySlug(route)}`);
        else if (typeof found?.story.content.meta_description === 'string')
          expect(description(page.body)).toBe(found.story.content.meta_description);
        kinds.add(route.name);
      }
      expect(kinds.size, `${brand}: route kinds`).toBeGreaterThanOrEqual(brand === 'tr' ? 10 : 7);
    }
  } finally {
    for (const fullSlug of changed) await webhook(await cdn.restore(fullSlug));
    // Rendered again now: the site keeps pages on disk, and a page first asked for after a restart would be the changed
    // one.
    for (const brand of ['tr', 'mar'])
      for (const route of ROUTES[brand as BrandCode]) await getWithHost(`${brand}.localhost`, route.path);
  }
});

test('publishing in Storyblok revalidates the brand’s page: the webhook brings the changed story', async ({ page }) => {
  // Its page must stay kept until its own webhook: no release merges meanwhile (e2e/support/exclusive.ts).
  await exclusively(EVERY_BRAND_REVALIDATION, async () => {
    // As the file has it, published and rendered (a run stopped halfway leaves the site's kept page changed).
    await webhook(await cdn.restore('tvf/actie'));
    const { story } = await cdn.story('tvf/actie');
    const headingTitle = page.getByRole('heading', { level: 1 });
    try {
      await page.goto(brandUrl('tvf', '/actie'));
      await expect(headingTitle).toHaveText('Actiecode invullen bij TV Familie');

      await cdn.saveDraft('tvf/actie', {
        content: withField(story.content, 'promo-code-form', 'title', 'Nieuwe actie bij TV Familie'),
      });
      const payload = await cdn.publish('tvf/actie');
      await page.reload();
      await expect(headingTitle, 'kept by the site until the webhook says otherwise').toHaveText(
        'Actiecode invullen bij TV Familie',
      );

      expect(await webhook(payload)).toEqual({ status: 200, body: { revalidated: ['content:tvf'] } });
      await expect(async () => {
        await page.reload();
        await expect(headingTitle).toHaveText('Nieuwe actie bij TV Familie', { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await webhook(await cdn.restore('tvf/actie'));
      await expect(async () =>
        expect(heading((await getWithHost('tvf.localhost', '/actie')).body)).toBe('Actiecode invullen bij TV Familie'),
      ).toPass({ timeout: 15_000 });
    }
  });
});

test('an image of the repository in a published story shows on the page, from the page’s own address', async ({
  page,
}) => {
  // docs/adr/0036-repository-images-offline.md: the story points at /assets/<file>, the stand-in's content folder has
  // the file, the site passes it on.
  const fullSlug = 'zin/home';
  const alt = 'Een krant op tafel naast een kop koffie';
  await webhook(await cdn.restore(fullSlug));
  const { story } = await cdn.story(fullSlug);
  const image = page.getByRole('img', { name: alt });
  try {
    const block = {
      _uid: 'e2e-repository-image',
      component: 'image',
      image: { filename: '/assets/voorbeeld-krant.png', alt },
      caption: 'Elke ochtend vers',
      width: '640',
      height: '360',
    };
    await cdn.saveDraft(fullSlug, { content: { ...story.content, body: [...(story.content.body as []), block] } });
    expect(await webhook(await cdn.publish(fullSlug))).toEqual({ status: 200, body: { revalidated: ['content:zin'] } });
    await expect(async () => {
      await page.goto(brandUrl('zin', '/'));
      await expect(image).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await image.scrollIntoViewIfNeeded();
    // Loaded and decoded: the browser has the picture's own width, not a broken image's 0.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    const loaded = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(loaded.origin).toBe(new URL(brandUrl('zin')).origin);
    expect(loaded.pathname).toBe('/assets/voorbeeld-krant.png');
    await expect(page.getByText('Elke ochtend vers')).toBeVisible();
  } finally {
    await webhook(await cdn.restore(fullSlug));
    // Rendered again now, as the story's file has it (the site keeps pages on disk).
    await expect(async () =>
      expect((await getWithHost('zin.localhost', '/')).body).not.toContain('voorbeeld-krant'),
    ).toPass({ timeout: 15_000 });
  }
  // The same address answers 404 for a name the content folder does not have.
  expect((await getWithHost('zin.localhost', '/assets/bestaat-niet.png')).status).toBe(404);
});

test('an unpublished special page is a 404, published again it is back; a moved one is a 404 at its old path', async () => {
  const special = '/margriet-puzzels';
  const status = async () => (await getWithHost('mar.localhost', special)).status;
  expect(await status()).toBe(200);
  try {
    const unpublished = await cdn.unpublish('mar/margriet-puzzels');
    expect(unpublished, 'Storyblok names only the story’s id').not.toHaveProperty('full_slug');
    expect(await webhook(unpublished)).toEqual({ status: 200, body: { revalidated: ['content:mar'] } });
    expect(await status()).toBe(404);
    await webhook(await cdn.publish('mar/margriet-puzzels'));
    expect(await status()).toBe(200);

    const moved = await cdn.move('mar/margriet-puzzels', 'mar/margriet-puzzels-oud');
    expect(await webhook(moved)).toEqual({ status: 200, body: { revalidated: ['content:mar'] } });
    expect(await status()).toBe(404);
  } finally {
    await cdn.delete('mar/margriet-puzzels-oud').catch(() => undefined);
    await webhook(await cdn.restore('mar/margriet-puzzels'));
  }
  expect(await status()).toBe(200);
});

test('a deleted brand story falls back to the group’s', async () => {
  const own = heading((await getWithHost('tr.localhost', '/actie')).body);
  try {
    const deleted = await cdn.delete('tr/actie');
    expect(await webhook(deleted)).toEqual({ status: 200, body: { revalidated: ['content:tr'] } });
    const page = await getWithHost('tr.localhost', '/actie');
    expect(page.status).toBe(200);
    // The group's promo form has no title of its own: the form's default, not Trouw's.
    expect(heading(page.body)).not.toBe(own);
    expect(heading(page.body)).toBeTruthy();
    expect(page.body).toContain('group-actie-');
  } finally {
    await webhook(await cdn.restore('tr/actie'));
  }
  expect(heading((await getWithHost('tr.localhost', '/actie')).body)).toBe(own);
});

test('a burst of 429s delays a revalidation, and a CDN outage leaves the page rendered (docs/adr/0010)', async () => {
  try {
    const { story } = await cdn.story('mar/actie');
    await cdn.saveDraft('mar/actie', { content: withField(story.content, 'promo-code-form', 'title', 'Na de drukte') });
    const payload = await cdn.publish('mar/actie');
    // Only mar's content fails: the other worker's tests read theirs meanwhile.
    await cdn.fault({ mode: 'rate-limited', count: 4, folder: 'mar' });
    await webhook(payload);
    const started = Date.now();
    expect(heading((await getWithHost('mar.localhost', '/actie')).body)).toBe('Na de drukte');
    expect(Date.now() - started, 'four retries, 300 ms apart').toBeLessThan(5_000);

    await cdn.fault({ mode: 'down', folder: 'mar' });
    await webhook(payload);
    const degraded = await getWithHost('mar.localhost', '/actie');
    expect(degraded.status, 'the page renders without its content').toBe(200);
    expect(degraded.body).not.toContain('Na de drukte');
  } finally {
    await cdn.fault({ mode: 'none' });
    await webhook(await cdn.restore('mar/actie'));
    await expect(async () =>
      expect(heading((await getWithHost('mar.localhost', '/actie')).body)).not.toBe('Na de drukte'),
    ).toPass({ timeout: 15_000 });
  }
});

test('the webhook refuses a request without the secret', async () => {
  const response = await fetch(WEBHOOK.replace('e2e-revalidate-secret', 'guess'), {
    method: 'POST',
    body: JSON.stringify({ action: 'published', story_id: 1, full_slug: 'tvf/actie' }),
  });
  expect(response.status).toBe(401);
});
