import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseWebhook, revalidationFor, validSignature, type StoryEvent } from '../../site/content/webhook.ts';

const config = { revalidateSecret: 'revalidate-secret-1234', webhookSecret: undefined };
const folders = { isBrandFolder: (folder: string) => ['ad', 'vk'].includes(folder), all: ['group', 'ad', 'vk'] };
const sign = (raw: string, secret: string) => createHmac('sha1', secret).update(raw).digest('hex');

/** Storyblok's story events as it posts them: publish and move name the full slug, unpublish and delete only the id. */
const payloads = {
  published: { text: 'The user editor@example.nl published the Story Home (home)\nhttps://app.storyblok.com/#/me/spaces/1/stories/0/0/2', action: 'published', space_id: 1, story_id: 2, full_slug: 'ad/home' },
  unpublished: { text: 'The user editor@example.nl unpublished the Story Home (home)', action: 'unpublished', space_id: 1, story_id: 2 },
  deleted: { text: 'The user editor@example.nl deleted the Story Home (home)', action: 'deleted', space_id: 1, story_id: 2 },
  moved: { text: 'The user editor@example.nl moved the Story Home (home)', action: 'moved', space_id: 1, story_id: 2, full_slug: 'vk/home' },
};
const parse = (body: unknown) => parseWebhook({ rawBody: JSON.stringify(body), secret: config.revalidateSecret, signature: null }, config);
const event = (body: unknown): StoryEvent => {
  const parsed = parse(body);
  if (parsed.kind !== 'event') throw new Error(`not an event: ${JSON.stringify(parsed)}`);
  return parsed.event;
};

describe('Storyblok story webhook: which folders one event revalidates', () => {
  it.each([
    ['published in a brand folder', payloads.published, [], ['content:ad']],
    ['published in the group folder', { ...payloads.published, full_slug: 'group/actie' }, [], ['content:group']],
    ['unpublished: the folder whose kept listing holds it', payloads.unpublished, ['ad'], ['content:ad']],
    ['deleted from the group folder', payloads.deleted, ['group'], ['content:group']],
    ['moved from ad to vk: both', payloads.moved, ['ad'], ['content:ad', 'content:vk']],
    ['moved within a folder (renamed)', { ...payloads.moved, full_slug: 'ad/nieuw' }, ['ad'], ['content:ad']],
    ['an unpublish of a story in no kept folder: every folder', payloads.unpublished, [], ['content:group', 'content:ad', 'content:vk']],
    ['a move of a story in no kept folder: every folder', payloads.moved, [], ['content:group', 'content:ad', 'content:vk']],
    ['a folder that is no brand among the former ones is left out', payloads.deleted, ['elders', 'vk'], ['content:vk']],
  ])('%s', (_, body, formerFolders, tags) => {
    expect(revalidationFor(event(body), formerFolders, folders)).toMatchObject({ kind: 'revalidate', tags });
  });

  it('a publish outside the brand folders is acknowledged and ignored', () => {
    expect(revalidationFor(event({ ...payloads.published, full_slug: 'elders/home' }), [], folders)).toEqual({ kind: 'ignored', reason: '"elders" is not a brand folder' });
  });

  it('only a publish is decided from its payload alone', () => {
    expect(Object.values(payloads).map((body) => [body.action, event(body).action === 'published'])).toEqual([
      ['published', true], ['unpublished', false], ['deleted', false], ['moved', false],
    ]);
  });
});

describe('Storyblok webhook: what is refused or ignored', () => {
  it.each([
    [{ rawBody: JSON.stringify(payloads.published), secret: null, signature: null }, 401, 'wrong or missing secret'],
    [{ rawBody: JSON.stringify(payloads.published), secret: 'guess', signature: null }, 401, 'wrong or missing secret'],
    [{ rawBody: 'not json', secret: config.revalidateSecret, signature: null }, 400, 'body is not JSON'],
    [{ rawBody: '{"full_slug":"ad/home"}', secret: config.revalidateSecret, signature: null }, 400, 'body has no action'],
    [{ rawBody: '{"action":"published","full_slug":"ad/home"}', secret: config.revalidateSecret, signature: null }, 400, 'a published event needs story_id'],
    [{ rawBody: '{"action":"published","story_id":2}', secret: config.revalidateSecret, signature: null }, 400, 'a published event needs full_slug'],
    [{ rawBody: '{"action":"moved","story_id":2}', secret: config.revalidateSecret, signature: null }, 400, 'a moved event needs full_slug'],
    [{ rawBody: '{"action":"deleted","story_id":"2"}', secret: config.revalidateSecret, signature: null }, 400, 'a deleted event needs story_id'],
  ])('refuses %j with %i', (request, status, reason) => {
    expect(parseWebhook(request, config)).toEqual({ kind: 'refused', status, reason });
  });

  it.each([
    [{ text: 'The user uploaded an asset', action: 'asset_created', space_id: 1, asset_id: 3 }, '"asset_created" is not a story event'],
    [{ text: 'Entries updated', action: 'entries_updated', space_id: 1, datasource_slug: 'x' }, '"entries_updated" is not a story event'],
  ])('ignores another event: %j', (body, reason) => {
    expect(parse(body)).toEqual({ kind: 'ignored', reason });
  });

  it('verifies Storyblok’s signature when a webhook secret is set', () => {
    const withSecret = { ...config, webhookSecret: 'sb-webhook-secret' };
    const raw = JSON.stringify(payloads.published);
    expect(parseWebhook({ rawBody: raw, secret: config.revalidateSecret, signature: sign(raw, 'sb-webhook-secret') }, withSecret)).toMatchObject({ kind: 'event' });
    expect(parseWebhook({ rawBody: raw, secret: config.revalidateSecret, signature: sign(raw, 'other') }, withSecret)).toMatchObject({ kind: 'refused', status: 401 });
    expect(parseWebhook({ rawBody: raw, secret: config.revalidateSecret, signature: null }, withSecret)).toMatchObject({ kind: 'refused', status: 401 });
    // The signature covers the body: the same signature on another body is refused.
    expect(validSignature(JSON.stringify(payloads.moved), sign(raw, 'sb-webhook-secret'), 'sb-webhook-secret')).toBe(false);
  });
});
