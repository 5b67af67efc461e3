import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The mid-override experiments' campaign mids come from the settings (site/experiments/campaign-mids.ts, site/env.ts
 * MID_OVERRIDE_*). site/env.ts parses the environment once, at import: each test loads a fresh module graph.
 */

async function load(settings: Record<string, string | undefined>) {
  vi.resetModules();
  for (const name of ['MID_OVERRIDE_WELCOME_OFFER', 'MID_OVERRIDE_SUMMER_CAMPAIGN', 'MID_OVERRIDE_WINBACK'])
    vi.stubEnv(name, settings[name]);
  return import('../../../site/experiments/campaign-mids.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const decided = (experimentKey: string) => [{ experimentKey, variationKey: 'variation_1' }];

describe('campaign mids from the settings', () => {
  it('unset: the local front office’s', async () => {
    const { CAMPAIGN_MIDS } = await load({});
    expect(CAMPAIGN_MIDS).toEqual({
      mid_override_welcome_offer: 'CAM-WELK01',
      mid_override_summer_campaign: 'CAM-ZOMR01',
      mid_override_winback: 'CAM-WINB01',
    });
  });

  it('set: each experiment’s variation sets its own setting’s mid', async () => {
    const { experimentMid } = await load({
      MID_OVERRIDE_WELCOME_OFFER: 'CAM-WELK42',
      MID_OVERRIDE_SUMMER_CAMPAIGN: 'cam-zomr42',
      MID_OVERRIDE_WINBACK: 'CAM-WINB42',
    });
    expect(experimentMid(decided('mid_override_welcome_offer'))).toBe('CAM-WELK42');
    expect(experimentMid(decided('mid_override_summer_campaign'))).toBe('CAM-ZOMR42');
    expect(experimentMid(decided('mid_override_winback'))).toBe('CAM-WINB42');
    expect(experimentMid([{ experimentKey: 'mid_override_winback', variationKey: 'control' }])).toBeUndefined();
  });
});
