import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_WEBHOOK_BYTES,
  parseWebhook,
  readWebhook,
  revalidationFor,
  validSignature,
  storyToLocate,
  type ContentEvent,
} from '../../../site/content/webhook.ts';

const config = { revalidateSecret: 'revalidate-secret-1234', webhookSecret: undefined };
const folders = { isBrandFolder: (folder: string) => ['ad', 'vk'].includes(folder), all: ['group', 'ad', 'vk'] };
const sign = (raw: string, secret: string) => createHmac('sha1', secret).update(raw).digest('hex');

/** Storyblok's story events as it posts them: publish and move name the full slug, unpublish and delete only the id. */
const payloads = {
  published: {
    text: 'The user editor@example.nl published the Story Home (home)\nhttps://app.storyblok.com/#/me/spaces/1/stories/0/0/2',
    action: 'published',
    space_id: 1,
    story_id: 2,
    full_slug: 'ad/home',
  },
  unpublished: {
    text: 'The user editor@example.nl unpublished the Story Home (home)',
    action: 'unpublished',
    space_id: 1,
    story_id: 2,
  },
  deleted: {
    text: 'The user editor@example.nl deleted the Story Home (home)',
    action: 'deleted',
    space_id: 1,
    story_id: 2,
  },
  moved: {
    text: 'The user editor@example.nl moved the Story Home (home)',
    action: 'moved',
    space_id: 1,
    story_id: 2,
    full_slug: 'vk/home',
  },
};
const parse = (body: unknown) => parseWebhook({ rawBody: JSON.stringify(body), signature: null }, config);
const event = (body: unknown): ContentEvent => {
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
    [
      'an unpublish of a story in no kept folder: every folder',
      payloads.unpublished,
      [],
      ['content:group', 'content:ad', 'content:vk'],
    ],
    [
      'a move of a story in no kept folder: every folder',
      payloads.moved,
      [],
      ['content:group', 'content:ad', 'content:vk'],
    ],
    ['a folder that is no brand among the former ones is left out', payloads.deleted, ['elders', 'vk'], ['content:vk']],
  ])('%s', (_, body, formerFolders, tags) => {
    expect(revalidationFor(event(body), formerFolders, folders)).toMatchObject({ kind: 'revalidate', tags });
  });

  it('a publish outside the brand folders is acknowledged and ignored', () => {
    expect(revalidationFor(event({ ...payloads.published, full_slug: 'elders/home' }), [], folders)).toEqual({
      kind: 'ignored',
      reason: '"elders" is not a brand folder',
    });
  });

  it('only a publish is decided from its payload alone', () => {
    expect(Object.values(payloads).map((body) => [body.action, storyToLocate(event(body)) === undefined])).toEqual([
      ['published', true],
      ['unpublished', false],
      ['deleted', false],
      ['moved', false],
    ]);
  });

  it.each([
    [
      'Storyblok’s release webhook',
      { text: 'The release Summer Sales has been merged.', action: 'release_merged', release_id: 123, space_id: 1 },
    ],
    [
      'the newer webhook’s name for it',
      { text: 'The release Summer Sales has been merged.', action: 'merged', release_id: 123, space_id: 1 },
    ],
  ])('a merged release (%s): every folder, since only the Management API knows its stories', (_, body) => {
    const merged = event(body);
    expect(storyToLocate(merged)).toBeUndefined();
    expect(revalidationFor(merged, [], folders)).toEqual({
      kind: 'revalidate',
      tags: ['content:group', 'content:ad', 'content:vk'],
      note: 'release 123 merged: every folder revalidated',
    });
  });
});

describe('Storyblok webhook: what is refused or ignored', () => {
  it.each([
    ['not json', 400, 'body is not JSON'],
    ['{"full_slug":"ad/home"}', 400, 'body has no action'],
    ['{"action":"published","full_slug":"ad/home"}', 400, 'a published event needs story_id'],
    ['{"action":"published","story_id":2}', 400, 'a published event needs full_slug'],
    ['{"action":"moved","story_id":2}', 400, 'a moved event needs full_slug'],
    ['{"action":"deleted","story_id":"2"}', 400, 'a deleted event needs story_id'],
    ['{"action":"release_merged","space_id":1}', 400, 'a release_merged event needs release_id'],
  ])('refuses %j with %i', (rawBody, status, reason) => {
    expect(parseWebhook({ rawBody, signature: null }, config)).toEqual({ kind: 'refused', status, reason });
  });

  it.each([
    [
      { text: 'The user uploaded an asset', action: 'asset_created', space_id: 1, asset_id: 3 },
      '"asset_created" is not a story event',
    ],
    [
      { text: 'Entries updated', action: 'entries_updated', space_id: 1, datasource_slug: 'x' },
      '"entries_updated" is not a story event',
    ],
  ])('ignores another event: %j', (body, reason) => {
    expect(parse(body)).toEqual({ kind: 'ignored', reason });
  });

  it('verifies Storyblok’s signature when a webhook secret is set', () => {
    const withSecret = { ...config, webhookSecret: 'sb-webhook-secret' };
    const raw = JSON.stringify(payloads.published);
    const signedWith = (secret: string) => parseWebhook({ rawBody: raw, signature: sign(raw, secret) }, withSecret);
    expect(signedWith('sb-webhook-secret')).toMatchObject({ kind: 'event' });
    expect(signedWith('other')).toMatchObject({ kind: 'refused', status: 401 });
    expect(parseWebhook({ rawBody: raw, signature: null }, withSecret)).toMatchObject({ kind: 'refused', status: 401 });
    // The signature covers the body: the same signature on another body is refused.
    expect(validSignature(JSON.stringify(payloads.moved), sign(raw, 'sb-webhook-secret'), 'sb-webhook-secret')).toBe(
      false,
    );
  });
});

/** A request to the webhook whose body stream records whether anything of it was read, and how much. */
function webhookRequest(secret: string | null, body: string | Uint8Array, headers: Record<string, string> = {}) {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const read = { started: false, bytes: 0 };
  let offset = 0;
  // highWaterMark 0: nothing is pulled until a reader asks, so `started` is a read, not the stream filling itself.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read.started = true;
        const chunk = bytes.subarray(offset, offset + 16 * 1024);
        offset += chunk.byteLength;
        read.bytes += chunk.byteLength;
        if (chunk.byteLength > 0) controller.enqueue(chunk);
        if (offset >= bytes.byteLength) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const query = secret === null ? '' : `?${new URLSearchParams({ secret })}`;
  const url = `https://ad.localhost/api/storyblok/webhook${query}`;
  const request = new Request(url, { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);
  return { request, read };
}

describe('Storyblok webhook: the secret before the body, and the body bounded', () => {
  const raw = JSON.stringify(payloads.published);
  const WRONG_SECRET = 'wrong or missing secret';

  it.each([
    ['no secret', null],
    ['a wrong secret of the same length', 'revalidate-secret-1235'],
    ['a wrong secret of another length', 'guess'],
    ['the secret with more after it', `${config.revalidateSecret}x`],
    ['a prefix of the secret', config.revalidateSecret.slice(0, -1)],
    ['an empty secret', ''],
  ])('%s: refused with 401, the body never read', async (_, secret) => {
    const { request, read } = webhookRequest(secret, raw);
    expect(await readWebhook(request, config)).toEqual({ kind: 'refused', status: 401, reason: WRONG_SECRET });
    expect(read.started).toBe(false);
  });

  it('the right secret: the event, its body read', async () => {
    const { request, read } = webhookRequest(config.revalidateSecret, raw);
    const event = { action: 'published', full_slug: 'ad/home' };
    expect(await readWebhook(request, config)).toMatchObject({ kind: 'event', event });
    expect(read.bytes).toBe(raw.length);
  });

  it('the right secret and Storyblok’s signature over the body as it came', async () => {
    const withSecret = { ...config, webhookSecret: 'sb-webhook-secret' };
    const body = JSON.stringify({ ...payloads.published, text: 'De gebruiker heeft “Thuis” gepubliceerd' });
    const signedWith = (secret: string) => {
      const { request } = webhookRequest(config.revalidateSecret, body, { 'webhook-signature': sign(body, secret) });
      return readWebhook(request, withSecret);
    };
    expect(await signedWith('sb-webhook-secret')).toMatchObject({ kind: 'event' });
    expect(await signedWith('other')).toEqual({ kind: 'refused', status: 401, reason: 'invalid webhook-signature' });
  });

  it('a body at the limit is read; past it 413, reading stops at the limit', async () => {
    const padded = (size: number) => {
      const event = JSON.stringify({ ...payloads.published, text: '' });
      return JSON.stringify({ ...payloads.published, text: 'x'.repeat(size - event.length) });
    };
    const atLimit = webhookRequest(config.revalidateSecret, padded(MAX_WEBHOOK_BYTES));
    expect(await readWebhook(atLimit.request, config)).toMatchObject({ kind: 'event' });

    const over = webhookRequest(config.revalidateSecret, new Uint8Array(10 * MAX_WEBHOOK_BYTES).fill(0x20));
    const refused = { kind: 'refused', status: 413, reason: `body over ${MAX_WEBHOOK_BYTES} bytes` };
    expect(await readWebhook(over.request, config)).toEqual(refused);
    // The stream's chunks are 16 KB: the one that crossed the limit is the last one read.
    expect(over.read.bytes).toBeLessThanOrEqual(MAX_WEBHOOK_BYTES + 16 * 1024);
  });

  it('a declared length past the limit: 413 before anything is read', async () => {
    const declared = { 'content-length': String(MAX_WEBHOOK_BYTES + 1) };
    const { request, read } = webhookRequest(config.revalidateSecret, raw, declared);
    expect(await readWebhook(request, config)).toMatchObject({ kind: 'refused', status: 413 });
    expect(read.started).toBe(false);
  });
});
