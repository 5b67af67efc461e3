import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './consent-choice.ts';
import { brandUrl, PORT } from './fleet.ts';

const STORY = path.resolve(import.meta.dirname, '../stand-ins/content/stories/tvf/actie.json');
const WEBHOOK = `http://127.0.0.1:${PORT}/api/storyblok/webhook?secret=e2e-revalidate-secret`;

test('publishing in Storyblok revalidates the brand’s page: the webhook brings the changed story', async ({ page, request }) => {
  const original = readFileSync(STORY, 'utf8');
  const changed = original.replace('"title": "Actiecode invullen bij TV Familie"', '"title": "Nieuwe actie bij TV Familie"');
  expect(changed).not.toBe(original);
  const heading = page.getByRole('heading', { level: 1 });
  try {
    await page.goto(brandUrl('tvf', '/actie'));
    await expect(heading).toHaveText('Actiecode invullen bij TV Familie');

    writeFileSync(STORY, changed);
    await page.reload();
    await expect(heading, 'cached until the webhook says otherwise').toHaveText('Actiecode invullen bij TV Familie');

    const response = await request.post(WEBHOOK, { data: { action: 'published', full_slug: 'tvf/actie' } });
    expect(await response.json()).toEqual({ revalidated: 'content:tvf' });
    await expect(async () => {
      await page.reload();
      await expect(heading).toHaveText('Nieuwe actie bij TV Familie', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    writeFileSync(STORY, original);
    await request.post(WEBHOOK, { data: { action: 'published', full_slug: 'tvf/actie' } });
  }
});

test('the webhook refuses a request without the secret', async ({ request }) => {
  const response = await request.post(WEBHOOK.replace('e2e-revalidate-secret', 'guess'), { data: { full_slug: 'tvf/actie' } });
  expect(response.status()).toBe(401);
});
