import { describe, expect, it } from 'vitest';
import { EDITOR_PARAMS, isEditorRequest, isSameSecret, signedEditorQuery } from '../../../site/content/preview.ts';

const TOKEN = 'preview-token-of-the-space';
const NOW = new Date('2026-11-22T12:00:00Z');
const signed = signedEditorQuery('12345', TOKEN, NOW);

describe("isEditorRequest: Storyblok's signed preview URL", () => {
  it.each<[string, Record<string, string | string[] | undefined>, Date, boolean]>([
    ['a fresh signature', signed, NOW, true],
    ['59 minutes later', signed, new Date(NOW.getTime() + 59 * 60_000), true],
    ['61 minutes later: stale', signed, new Date(NOW.getTime() + 61 * 60_000), false],
    ['from the future', signed, new Date(NOW.getTime() - 5 * 60_000), false],
    ['signed with another token', signedEditorQuery('12345', 'another', NOW), NOW, false],
    ['another space id than signed', { ...signed, [EDITOR_PARAMS.spaceId]: '999' }, NOW, false],
    ['without _storyblok', { ...signed, _storyblok: undefined }, NOW, false],
    ['without the token', { ...signed, [EDITOR_PARAMS.token]: undefined }, NOW, false],
    ['a repeated parameter', { ...signed, [EDITOR_PARAMS.token]: [signed[EDITOR_PARAMS.token]!, 'x'] }, NOW, false],
    ['a non-numeric timestamp', { ...signed, [EDITOR_PARAMS.timestamp]: '1e9' }, NOW, false],
    ['a token of the wrong length', { ...signed, [EDITOR_PARAMS.token]: 'abc' }, NOW, false],
  ])('%s -> %s', (_, query, now, expected) => {
    expect(isEditorRequest(query, TOKEN, now)).toBe(expected);
  });

  it('is off without a configured preview token', () => {
    expect(isEditorRequest(signed, undefined, NOW)).toBe(false);
  });
});

describe('isSameSecret', () => {
  it.each<[string | null, string | undefined, boolean]>([
    ['a-long-enough-secret', 'a-long-enough-secret', true],
    ['a-long-enough-secreT', 'a-long-enough-secret', false],
    ['short', 'a-long-enough-secret', false],
    [null, 'a-long-enough-secret', false],
    ['anything', undefined, false],
  ])('%s vs %s -> %s', (given, secret, expected) => expect(isSameSecret(given, secret)).toBe(expected));
});
