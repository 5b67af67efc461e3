import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../site/env.ts';

describe('site environment (site/env.ts)', () => {
  it('defaults to local, where the brandcode query works', () => {
    expect(parseEnv({}).APP_ENV).toBe('local');
  });

  it('stops start-up with the variable’s name on a bad value', () => {
    expect(() => parseEnv({ APP_ENV: 'prod' })).toThrow(
      'Invalid environment: APP_ENV must be one of local, test, acceptance, production',
    );
  });

  it('takes the environment as the server starts: one build serves every one (docs/adr/0022)', () => {
    for (const appEnv of ['local', 'test', 'acceptance', 'production'] as const)
      expect(parseEnv({ APP_ENV: appEnv }).APP_ENV).toBe(appEnv);
  });
});

describe('content settings', () => {
  it('names the variable of a bad Storyblok endpoint', () => {
    expect(() => parseEnv({ STORYBLOK_ENDPOINT: 'api.storyblok.com' })).toThrow('STORYBLOK_ENDPOINT must be a URL');
  });

  it('leaves Storyblok off without a token (the local stories are used)', () => {
    expect(parseEnv({}).STORYBLOK_TOKEN).toBeUndefined();
  });
});

describe('STORYBLOK_CONTENT_LIFETIME_SECONDS (docs/adr/0029)', () => {
  it('is the cache table’s five minutes unless set, and from 5 to 300 s: a lost webhook heals within ten minutes', () => {
    expect(parseEnv({}).STORYBLOK_CONTENT_LIFETIME_SECONDS).toBeUndefined();
    expect(parseEnv({ STORYBLOK_CONTENT_LIFETIME_SECONDS: '20' }).STORYBLOK_CONTENT_LIFETIME_SECONDS).toBe(20);
    expect(parseEnv({ STORYBLOK_CONTENT_LIFETIME_SECONDS: '300' }).STORYBLOK_CONTENT_LIFETIME_SECONDS).toBe(300);
    expect(() => parseEnv({ STORYBLOK_CONTENT_LIFETIME_SECONDS: '301' })).toThrow(
      'STORYBLOK_CONTENT_LIFETIME_SECONDS must be at most 300',
    );
    expect(() => parseEnv({ STORYBLOK_CONTENT_LIFETIME_SECONDS: '4' })).toThrow(
      'STORYBLOK_CONTENT_LIFETIME_SECONDS must be at least 5',
    );
    expect(() => parseEnv({ STORYBLOK_CONTENT_LIFETIME_SECONDS: 'soon' })).toThrow(
      'STORYBLOK_CONTENT_LIFETIME_SECONDS must be a number of seconds',
    );
  });
});

describe('LOG_LEVEL (docs/adr/0023)', () => {
  it("is info unless set, one of pino's levels or silent, and stops start-up on anything else", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe('info');
    expect(parseEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(parseEnv({ LOG_LEVEL: 'silent' }).LOG_LEVEL).toBe('silent');
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });
});
