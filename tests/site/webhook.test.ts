import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validSignature, webhookOutcome } from '../../site/content/webhook.ts';

const config = { revalidateSecret: 'revalidate-secret-1234', webhookSecret: undefined, isBrandFolder: (folder: string) => ['ad', 'vk'].includes(folder) };
const body = (fullSlug: string) => JSON.stringify({ text: 'The user published', action: 'published', space_id: 1, story_id: 2, full_slug: fullSlug });
const sign = (raw: string, secret: string) => createHmac('sha1', secret).update(raw).digest('hex');

describe('Storyblok publish webhook', () => {
  it.each([
    ['ad/home', { kind: 'revalidate', tag: 'content:ad' }],
    ['vk/digitaal', { kind: 'revalidate', tag: 'content:vk' }],
    ['group/home', { kind: 'revalidate', tag: 'content:group' }],
    ['elders/home', { kind: 'ignored', reason: '"elders" is not a brand folder' }],
  ])('%s -> %j', (fullSlug, outcome) => {
    expect(webhookOutcome({ rawBody: body(fullSlug), secret: config.revalidateSecret, signature: null }, config)).toEqual(outcome);
  });

  it.each([
    [{ rawBody: body('ad/home'), secret: null, signature: null }, 401, 'wrong or missing secret'],
    [{ rawBody: body('ad/home'), secret: 'guess', signature: null }, 401, 'wrong or missing secret'],
    [{ rawBody: 'not json', secret: config.revalidateSecret, signature: null }, 400, 'body is not JSON'],
    [{ rawBody: '{"action":"published"}', secret: config.revalidateSecret, signature: null }, 400, 'body has no full_slug'],
  ])('refuses %j with %i', (request, status, reason) => {
    expect(webhookOutcome(request, config)).toEqual({ kind: 'refused', status, reason });
  });

  it('verifies Storyblok’s signature when a webhook secret is set', () => {
    const withSecret = { ...config, webhookSecret: 'sb-webhook-secret' };
    const raw = body('ad/home');
    expect(webhookOutcome({ rawBody: raw, secret: config.revalidateSecret, signature: sign(raw, 'sb-webhook-secret') }, withSecret)).toEqual({ kind: 'revalidate', tag: 'content:ad' });
    expect(webhookOutcome({ rawBody: raw, secret: config.revalidateSecret, signature: sign(raw, 'other') }, withSecret)).toMatchObject({ kind: 'refused', status: 401 });
    expect(webhookOutcome({ rawBody: raw, secret: config.revalidateSecret, signature: null }, withSecret)).toMatchObject({ kind: 'refused', status: 401 });
    // The signature covers the body: the same signature on another body is refused.
    expect(validSignature(body('vk/home'), sign(raw, 'sb-webhook-secret'), 'sb-webhook-secret')).toBe(false);
  });
});
