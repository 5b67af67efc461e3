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

describe('the shop’s own mids and the campaign mids (docs/rules/04-states-and-flows.md)', () => {
  it('default to the local front office’s: the default mid among the two shop mids', () => {
    const settings = parseEnv({});
    expect(settings.DEFAULT_MID).toBe('CAM-SHOP01');
    expect(settings.SHOP_MIDS).toEqual(['CAM-SHOP01', 'CAM-SHOP02']);
    expect([settings.MID_OVERRIDE_WELCOME_OFFER, settings.MID_OVERRIDE_SUMMER_CAMPAIGN]).toEqual([
      'CAM-WELK01',
      'CAM-ZOMR01',
    ]);
    expect(settings.MID_OVERRIDE_WINBACK).toBe('CAM-WINB01');
  });

  it('takes the shop mids comma-separated, as mids (trimmed, upper case), the default mid one of them', () => {
    const settings = parseEnv({ DEFAULT_MID: 'cam-prod01', SHOP_MIDS: ' CAM-PROD01 , cam-prod02,' });
    expect(settings.SHOP_MIDS).toEqual(['CAM-PROD01', 'CAM-PROD02']);
    expect(settings.DEFAULT_MID).toBe('CAM-PROD01');
  });

  it.each([
    [
      'a default mid no shop mid: start-up stops, naming both',
      { DEFAULT_MID: 'CAM-PROD01' },
      'Invalid environment: DEFAULT_MID must be one of SHOP_MIDS (CAM-SHOP01, CAM-SHOP02): set both',
    ],
    [
      'shop mids without the default mid',
      { SHOP_MIDS: 'CAM-PROD01,CAM-PROD02' },
      'Invalid environment: DEFAULT_MID must be one of SHOP_MIDS (CAM-PROD01, CAM-PROD02): set both',
    ],
    [
      'no shop mid at all',
      { SHOP_MIDS: ' , ' },
      'Invalid environment: SHOP_MIDS must name at least one mid, comma-separated',
    ],
    [
      'a shop mid that is no mid',
      { SHOP_MIDS: 'CAM-SHOP01,shop' },
      'Invalid environment: SHOP_MIDS.1 must be a merchant identifier',
    ],
    [
      'a campaign mid that is no mid',
      { MID_OVERRIDE_WINBACK: 'winback' },
      'Invalid environment: MID_OVERRIDE_WINBACK must be a merchant identifier',
    ],
  ])('%s', (_, source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('takes each campaign mid from its own setting', () => {
    const settings = parseEnv({
      MID_OVERRIDE_WELCOME_OFFER: 'CAM-WELK99',
      MID_OVERRIDE_SUMMER_CAMPAIGN: 'cam-zomr99',
      MID_OVERRIDE_WINBACK: 'CAM-WINB99',
    });
    expect([
      settings.MID_OVERRIDE_WELCOME_OFFER,
      settings.MID_OVERRIDE_SUMMER_CAMPAIGN,
      settings.MID_OVERRIDE_WINBACK,
    ]).toEqual(['CAM-WELK99', 'CAM-ZOMR99', 'CAM-WINB99']);
  });
});
