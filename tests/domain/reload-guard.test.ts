import { describe, expect, it } from 'vitest';
import {
  claimReload,
  isBuildAsset,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  reloadGuardKey,
  type GuardStorage,
} from '../../domain/reload-guard.ts';

/** sessionStorage as a map; `broken` throws as a browser's disabled or full storage does. */
function fakeStorage(
  entries: Record<string, string> = {},
  broken: 'none' | 'read' | 'write' = 'none',
): GuardStorage & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => {
      if (broken === 'read') throw new DOMException('denied', 'SecurityError');
      return entries[key] ?? null;
    },
    setItem: (key, value) => {
      if (broken === 'write') throw new DOMException('full', 'QuotaExceededError');
      entries[key] = value;
    },
  };
}

const T = 1_780_000_000_000;

describe('the chunk-load reload guard: once per path per 10 s (docs/rules/04-states-and-flows.md, docs/rules/09-constants-and-limits.md)', () => {
  it.each<[rule: string, stored: Record<string, string>, path: string, now: number, reloads: boolean]>([
    ['never reloaded: reload', {}, '/digitaal', T, true],
    ['reloaded this path just now: not again', { [reloadGuardKey('/digitaal')]: String(T) }, '/digitaal', T, false],
    ['reloaded 9,999 ms ago: not again', { [reloadGuardKey('/digitaal')]: String(T - 9_999) }, '/digitaal', T, false],
    [
      'reloaded exactly 10 s ago: again',
      { [reloadGuardKey('/digitaal')]: String(T - RELOAD_GUARD_MS) },
      '/digitaal',
      T,
      true,
    ],
    ['reloaded long ago: again', { [reloadGuardKey('/digitaal')]: String(T - 3_600_000) }, '/digitaal', T, true],
    ['another path reloaded just now: this one may', { [reloadGuardKey('/')]: String(T) }, '/digitaal', T, true],
    [
      'a clock set back since the last reload: counts as long ago',
      { [reloadGuardKey('/')]: String(T + 60_000) },
      '/',
      T,
      true,
    ],
    ['a value that is no time: as never', { [reloadGuardKey('/')]: 'gisteren' }, '/', T, true],
  ])('%s', (_, stored, path, now, reloads) => {
    const storage = fakeStorage({ ...stored });
    expect(claimReload(storage, path, now)).toBe(reloads);
    if (reloads) expect(storage.entries[reloadGuardKey(path)]).toBe(String(now));
    else expect(storage.entries).toEqual(stored);
  });

  it('a sequence on one path: reload, not within 10 s, again after', () => {
    const storage = fakeStorage();
    const answers = [0, 1_000, 9_999, 10_000, 15_000, 20_000].map((offset) => claimReload(storage, '/', T + offset));
    expect(answers).toEqual([true, false, false, true, false, true]);
  });

  it.each([
    ['no storage at all', undefined],
    ['storage that cannot be read', fakeStorage({}, 'read')],
    ['storage that cannot be written', fakeStorage({}, 'write')],
  ])('%s: no reload, since it could not be counted', (_, storage) => {
    expect(claimReload(storage, '/', T)).toBe(false);
  });
});

describe('which failures are a chunk that did not load', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });
  it.each<[string, unknown, boolean]>([
    ['Turbopack', named('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/0a1b.js from module 42'), true],
    ['webpack', named('ChunkLoadError', 'Loading chunk 123 failed.'), true],
    ['a message alone', new Error('Loading CSS chunk 7 failed.'), true],
    ['another error', new TypeError('x is undefined'), false],
    ['a string', 'ChunkLoadError', false],
    ['nothing', undefined, false],
  ])('%s: %s', (_, problem, chunk) => {
    expect(isChunkLoadError(problem)).toBe(chunk);
  });
});

describe("which failed scripts and stylesheets are the build's own", () => {
  const page = 'https://abonnement.ad.nl';
  it.each<[string, string, boolean]>([
    ['a chunk of the build', 'https://abonnement.ad.nl/_next/static/chunks/0a1b.js', true],
    ['a stylesheet of the build', 'https://abonnement.ad.nl/_next/static/css/9f.css', true],
    ['a tag manager on its own host', 'https://www.googletagmanager.com/gtm.js?id=GTM-X', false],
    ['the same path on another host', 'https://cdn.example.com/_next/static/chunks/0a1b.js', false],
    ['a file of the site outside the build', 'https://abonnement.ad.nl/consent/loader.js', false],
    ['no URL', '', false],
  ])('%s', (_, url, own) => {
    expect(isBuildAsset(url, page)).toBe(own);
  });
});
