import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../domain/brand-resolution.ts';
import { shouldLoadTagManager } from '../../domain/tag-manager.ts';

describe('shouldLoadTagManager (docs/rules/02-routes-and-layout.md, docs/rules/06-roles.md and docs/rules/09-constants-and-limits.md)', () => {
  it.each<[string, AppEnv, Record<string, string | string[]>, boolean, boolean]>([
    ['production', 'production', {}, false, true],
    ['local', 'local', {}, false, false],
    ['acceptance', 'acceptance', {}, false, false],
    ['local with forceGtm=true', 'local', { forceGtm: 'true' }, false, true],
    ['local with gtm=true', 'test', { gtm: 'true' }, false, true],
    ['production with gtm=false', 'production', { gtm: 'false' }, false, false],
    ['production with forceGtm=false', 'production', { forceGtm: 'false' }, false, false],
    ['gtm=false wins over forceGtm=true', 'local', { forceGtm: 'true', gtm: 'false' }, false, false],
    ['gtm=1 is not the spec’s true', 'local', { gtm: '1' }, false, false],
    ['a repeated gtm is ignored', 'local', { gtm: ['true', 'true'] }, false, false],
    ['a crawler in production', 'production', {}, true, false],
    ['a crawler with forceGtm=true', 'local', { forceGtm: 'true' }, true, false],
  ])('%s: %s', (_, appEnv, query, isCrawler, expected) => {
    expect(shouldLoadTagManager({ appEnv, query, isCrawler })).toBe(expected);
  });
});
