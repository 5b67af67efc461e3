import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../domain/brand-resolution.ts';
import {
  campaignDecidedEvent,
  CLIENT_NOT_INITIALIZED_WARNING,
  EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS,
  EXPERIMENT_CLIENT,
  EXPERIMENT_USER_ID_MAX_AGE_SECONDS,
  experimentAttributes,
  experimentClientChoice,
  experimentMid,
  forcedVariations,
  headerPoints,
  isTrueish,
  MID_OVERRIDE_EXPERIMENTS,
  PHONE_NUMBER_EXPERIMENTS,
  SHOP_MIDS,
  shouldLoadTagManager,
  topBarVariant,
  uspBarVariant,
  variantPhoneNumber,
  type AttributeInputs,
  type ClientInputs,
  type DecisionNotice,
  type ExperimentDecision,
  type KnownExperiment,
} from '../../domain/experiments.ts';
import { MID_PATTERN, parseMid, replaceMid } from '../../domain/mid.ts';
import { midSchema } from '../../schemas/front-office.ts';

const decision = (experimentKey: string, variationKey: string, flagKey = 'some_flag'): ExperimentDecision => ({ flagKey, experimentKey, variationKey });

describe('constants (spec section 9)', () => {
  it('keeps the experiment user id two years and the activation cookie 60 days', () => {
    expect(EXPERIMENT_USER_ID_MAX_AGE_SECONDS).toBe(730 * 86_400);
    expect(EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS).toBe(60 * 86_400);
  });

  it('configures the client with the spec’s ready timeout, batch, flush and queue', () => {
    expect(EXPERIMENT_CLIENT).toEqual({ readyTimeoutMs: 30_000, batchSize: 10, flushIntervalMs: 1000, maxQueueSize: 10_000 });
  });
});

describe('experimentClientChoice: no client for shop mids, the query switch, the env switch and CI (spec section 4)', () => {
  const base: ClientInputs = { mid: 'CAM-AB12CD', query: {}, disableOptimizely: undefined, ci: undefined };

  it('uses the site default mid and a second shop mid as the two fixed shop identifiers', () => {
    expect(SHOP_MIDS).toEqual(['CAM-SHOP01', 'CAM-SHOP02']);
  });

  it.each<[string, Partial<ClientInputs>, string | undefined]>([
    ['a campaign mid, nothing switched off: a client', {}, undefined],
    ['no mid at all: a client', { mid: undefined }, undefined],
    ['the first shop mid', { mid: 'CAM-SHOP01' }, 'shop-mid'],
    ['the second shop mid', { mid: 'CAM-SHOP02' }, 'shop-mid'],
    ['a shop mid in lower case (mids are case-insensitive)', { mid: 'cam-shop02' }, 'shop-mid'],
    ['a mid that merely resembles a shop mid', { mid: 'CAM-SHOP03' }, undefined],
    ['disable_optimizely=true in the query', { query: { disable_optimizely: 'true' } }, 'query'],
    ['disable_optimizely=false in the query', { query: { disable_optimizely: 'false' } }, undefined],
    ['disable_optimizely=TRUE is not the spec’s value', { query: { disable_optimizely: 'TRUE' } }, undefined],
    ['disable_optimizely repeated (an array)', { query: { disable_optimizely: ['true', 'true'] } }, undefined],
    ['DISABLE_OPTIMIZELY=true', { disableOptimizely: 'true' }, 'environment'],
    ['DISABLE_OPTIMIZELY=false', { disableOptimizely: 'false' }, undefined],
    ['CI=true', { ci: 'true' }, 'ci'],
    ['CI=1', { ci: '1' }, 'ci'],
    ['CI=github-actions (a CI system’s own value)', { ci: 'github-actions' }, 'ci'],
    ['CI=false', { ci: 'false' }, undefined],
    ['CI=0', { ci: '0' }, undefined],
    ['CI empty', { ci: '' }, undefined],
    ['the shop mid is named first when several apply', { mid: 'CAM-SHOP01', ci: 'true', disableOptimizely: 'true' }, 'shop-mid'],
  ])('%s', (_, inputs, reason) => {
    const choice = experimentClientChoice({ ...base, ...inputs });
    if (reason === undefined) {
      expect(choice).toEqual({ create: true });
    } else {
      expect(choice).toEqual({ create: false, reason, warning: 'Optimizely is not initialized' });
    }
  });

  it('warns with the spec’s exact text', () => {
    expect(CLIENT_NOT_INITIALIZED_WARNING).toBe('Optimizely is not initialized');
  });

  it.each([
    ['true', true],
    [' TRUE ', true],
    ['yes', true],
    ['no', false],
    ['off', false],
    ['FALSE', false],
    [undefined, false],
  ])('isTrueish(%j) is %s', (value, expected) => {
    expect(isTrueish(value)).toBe(expected);
  });
});

describe('forcedVariations: optimizely_force_variation[experimentKey]=variation (spec section 2)', () => {
  it.each<[string, Record<string, string | string[] | undefined>, { experimentKey: string; variationKey: string }[]]>([
    ['none', { mid: 'CAM-AB12CD' }, []],
    ['one', { 'optimizely_force_variation[usp_in_bar_changes]': 'variation_1' }, [{ experimentKey: 'usp_in_bar_changes', variationKey: 'variation_1' }]],
    [
      'two, beside other parameters',
      { mid: 'CAM-AB12CD', 'optimizely_force_variation[remove_owf]': 'control', 'optimizely_force_variation[top_bar_layout]': 'variation-2' },
      [
        { experimentKey: 'remove_owf', variationKey: 'control' },
        { experimentKey: 'top_bar_layout', variationKey: 'variation-2' },
      ],
    ],
    ['an empty variation', { 'optimizely_force_variation[remove_owf]': '' }, []],
    ['an empty experiment key', { 'optimizely_force_variation[]': 'control' }, []],
    ['no brackets', { optimizely_force_variation: 'control' }, []],
    ['a repeated parameter (array)', { 'optimizely_force_variation[remove_owf]': ['control', 'variation_1'] }, []],
    ['an undefined value', { 'optimizely_force_variation[remove_owf]': undefined }, []],
    ['markup in the variation', { 'optimizely_force_variation[remove_owf]': '<script>alert(1)</script>' }, []],
    ['a space in the variation', { 'optimizely_force_variation[remove_owf]': 'variation 1' }, []],
    ['nested brackets', { 'optimizely_force_variation[a][b]': 'control' }, []],
    ['a prefix before the key', { 'xoptimizely_force_variation[remove_owf]': 'control' }, []],
    ['a dotted experiment key', { 'optimizely_force_variation[../../etc]': 'control' }, []],
    ['an over-long variation', { 'optimizely_force_variation[remove_owf]': 'v'.repeat(65) }, []],
    ['__proto__ as the key is only a name', { 'optimizely_force_variation[__proto__]': 'control' }, [{ experimentKey: '__proto__', variationKey: 'control' }]],
  ])('%s', (_, query, expected) => {
    expect(forcedVariations(query)).toEqual(expected);
  });

  it('keeps at most 20 of a flooded query', () => {
    const query = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`optimizely_force_variation[exp_${i}]`, 'control']));
    const forced = forcedVariations(query);
    expect(forced).toHaveLength(20);
    expect(forced[0]).toEqual({ experimentKey: 'exp_0', variationKey: 'control' });
  });
});

describe('experimentAttributes (spec section 3)', () => {
  const inputs: AttributeInputs = {
    brandCode: 'vk',
    brandType: 'paper',
    country: 'nl',
    mid: midSchema.parse('CAM-AB12CD'),
    query: {},
    returning: false,
    appEnv: 'production',
  };

  it('gives every attribute of the spec from a full input', () => {
    expect(
      experimentAttributes({
        ...inputs,
        brandCode: 'lib',
        brandType: 'magazine',
        country: 'be',
        query: { otag: 'sp2kub', flowStep: 'checkout' },
        channel: 'email',
        campaign: 'Zomer',
        flowStep: 'ignored-customer-step',
        productType: 'print',
        returning: true,
        host: 'abonnement.libelle.be',
        url: 'https://abonnement.libelle.be/?otag=sp2kub',
        appEnv: 'acceptance',
      }),
    ).toEqual({
      channel: 'email',
      title: 'LIB',
      otag: 'sp2kub',
      mid: 'CAM-AB12CD',
      flowStep: 'checkout',
      campaign: 'Zomer',
      returning: true,
      productType: 'print',
      magazines: true,
      host: 'abonnement.libelle.be',
      url: 'https://abonnement.libelle.be/?otag=sp2kub',
      environment: 'acceptance',
      country: 'be',
    });
  });

  it.each<[string, Partial<AttributeInputs>, Record<string, unknown>]>([
    ['title is the brand code in upper case', { brandCode: 'vk' }, { title: 'VK' }],
    ['a paper brand is not a magazine shop', { brandType: 'paper' }, { magazines: false }],
    ['a tv guide is not a magazine shop', { brandType: 'tv' }, { magazines: false }],
    ['a magazine brand is', { brandType: 'magazine' }, { magazines: true }],
    ['flowStep from customer data when the query has none', { flowStep: 'step-2' }, { flowStep: 'step-2' }],
    ['flowStep of the query wins', { flowStep: 'step-2', query: { flowStep: 'step-3' } }, { flowStep: 'step-3' }],
    ['a returning visitor', { returning: true }, { returning: true }],
    ['environment is the app environment', { appEnv: 'local' }, { environment: 'local' }],
  ])('%s', (_, change, expected) => {
    expect(experimentAttributes({ ...inputs, ...change })).toMatchObject(expected);
  });

  it.each<[string, Partial<AttributeInputs>, string]>([
    ['no otag', {}, 'otag'],
    ['a blank otag', { query: { otag: '  ' } }, 'otag'],
    ['a repeated otag', { query: { otag: ['a', 'b'] } }, 'otag'],
    ['no channel', { channel: undefined }, 'channel'],
    ['a blank campaign', { campaign: '' }, 'campaign'],
    ['no product type', {}, 'productType'],
    ['no host', {}, 'host'],
    ['no url', {}, 'url'],
  ])('leaves out what is absent: %s', (_, change, key) => {
    expect(experimentAttributes({ ...inputs, ...change })).not.toHaveProperty(key);
  });
});

describe('campaignDecidedEvent (spec sections 3 and 4)', () => {
  const known: KnownExperiment = { id: '3001', variationIds: { control: '4001', variation_1: '4002' } };
  const notice = (variables: Record<string, unknown>, variationKey = 'variation_1'): DecisionNotice => ({
    experimentKey: 'remove_owf',
    variationKey,
    variables,
  });
  const expected = {
    event: 'campaign-decided',
    'optimizely-dimension-value': 'remove_owf (3001):variation_1 (4002)',
    'optimizely-dimension-number': 22,
  };

  it.each<[string, Record<string, unknown>]>([
    ['an integer variable', { 'optimizely-dimension-number': 22 }],
    ['its string form', { 'optimizely-dimension-number': '22' }],
  ])('formats the dimension value and number from %s', (_, variables) => {
    expect(campaignDecidedEvent(notice(variables), known, [], 'local')).toEqual(expected);
  });

  it('names the control variation with its own id', () => {
    expect(campaignDecidedEvent(notice({ 'optimizely-dimension-number': 22 }, 'control'), known, [], 'local')).toMatchObject({
      'optimizely-dimension-value': 'remove_owf (3001):control (4001)',
    });
  });

  it.each<[string, KnownExperiment | undefined, string]>([
    ['the experiment is unknown (a delivery rule)', undefined, 'variation_1'],
    ['the variation is unknown', known, 'variation_9'],
    ['the variation key is an inherited property name', known, 'constructor'],
  ])('no event when %s', (_, experiment, variationKey) => {
    expect(campaignDecidedEvent(notice({ 'optimizely-dimension-number': 22 }, variationKey), experiment, [], 'local')).toBeUndefined();
  });

  it.each<[string, unknown[], boolean]>([
    ['an empty dataLayer', [], true],
    ['other events only', [{ event: 'page', brand: 'vk' }, expected.event], true],
    ['the same experiment with another number', [{ ...expected, 'optimizely-dimension-number': 23 }], true],
    ['another variation of the same experiment', [{ ...expected, 'optimizely-dimension-value': 'remove_owf (3001):control (4001)' }], true],
    ['the identical event', [{ event: 'page' }, { ...expected }], false],
    ['a look-alike with extra fields is not identical', [{ ...expected, extra: 1 }], true],
  ])('de-duplication against %s: pushed %s', (_, dataLayer, pushed) => {
    const event = campaignDecidedEvent(notice({ 'optimizely-dimension-number': 22 }), known, dataLayer, 'local');
    expect(event).toEqual(pushed ? expected : undefined);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no variable', {}],
    ['the default 0', { 'optimizely-dimension-number': 0 }],
    ['null', { 'optimizely-dimension-number': null }],
    ['a negative number', { 'optimizely-dimension-number': -3 }],
    ['a fraction', { 'optimizely-dimension-number': 2.5 }],
    ['text', { 'optimizely-dimension-number': 'twelve' }],
  ])('a missing dimension number (%s) raises outside production and is silent in production', (_, variables) => {
    for (const appEnv of ['local', 'test', 'acceptance'] satisfies AppEnv[]) {
      expect(() => campaignDecidedEvent(notice(variables), known, [], appEnv)).toThrow(new Error('remove_owf is missing Optimizely dimension number.'));
    }
    expect(campaignDecidedEvent(notice(variables), known, [], 'production')).toBeUndefined();
  });

  it('an unknown experiment without a number is not an error (no event is due)', () => {
    expect(campaignDecidedEvent(notice({}), undefined, [], 'local')).toBeUndefined();
  });
});

describe('mid override experiments (spec section 4)', () => {
  it('has three, each setting a valid campaign mid', () => {
    const mids = Object.values(MID_OVERRIDE_EXPERIMENTS).flatMap((variations) => Object.values(variations));
    expect(Object.keys(MID_OVERRIDE_EXPERIMENTS)).toHaveLength(3);
    expect(new Set(mids).size).toBe(3);
    for (const mid of mids) expect(mid).toMatch(MID_PATTERN);
  });

  it.each<[string, ExperimentDecision[], string | undefined]>([
    ['no decisions', [], undefined],
    ['control of an override experiment', [decision('mid_override_welcome_offer', 'control')], undefined],
    ['variation_1 of the welcome offer', [decision('mid_override_welcome_offer', 'variation_1')], 'CAM-WELK01'],
    ['variation_1 of the summer campaign', [decision('mid_override_summer_campaign', 'variation_1')], 'CAM-ZOMR01'],
    ['variation_1 of the winback', [decision('mid_override_winback', 'variation_1')], 'CAM-WINB01'],
    ['variation_1 of another experiment', [decision('remove_owf', 'variation_1')], undefined],
    ['an unknown variation', [decision('mid_override_winback', 'variation_7')], undefined],
    [
      'two (forced) overrides: the first of the table',
      [decision('mid_override_winback', 'variation_1'), decision('mid_override_welcome_offer', 'variation_1')],
      'CAM-WELK01',
    ],
  ])('%s', (_, decisions, mid) => {
    expect(experimentMid(decisions)).toBe(mid);
  });

  it('replaces the active mid through replaceMid, over the lead’s', () => {
    const active = { mid: midSchema.parse('CAM-QUERY1'), source: 'query' } as const;
    const experiment = experimentMid([decision('mid_override_summer_campaign', 'variation_1')]);
    expect(replaceMid(active, { lead: 'TCH-LEAD01', experiment })).toEqual({ mid: parseMid('CAM-ZOMR01'), source: 'experiment' });
  });
});

describe('header points (spec section 4)', () => {
  const points = ['Altijd opzegbaar', '14 dagen bedenktijd', 'Gratis bezorgd'];

  it.each<[string, ExperimentDecision[], string[]]>([
    ['no decision', [], points],
    ['control', [decision('header_points_intro_discount', 'control')], points],
    [
      'variation_1 replaces the cooling-off point',
      [decision('header_points_intro_discount', 'variation_1')],
      ['Altijd opzegbaar', 'Kennismakingskorting voor nieuwe abonnees', 'Gratis bezorgd'],
    ],
    ['variation_1 of another experiment', [decision('remove_owf', 'variation_1')], points],
  ])('%s', (_, decisions, expected) => {
    expect(headerPoints(points, decisions)).toEqual(expected);
  });

  it('leaves a list without the point as it is, and never changes its input', () => {
    const input = ['Altijd opzegbaar'];
    expect(headerPoints(input, [decision('header_points_intro_discount', 'variation_1')])).toEqual(['Altijd opzegbaar']);
    const withPoint = ['14 dagen bedenktijd'];
    headerPoints(withPoint, [decision('header_points_intro_discount', 'variation_1')]);
    expect(withPoint).toEqual(['14 dagen bedenktijd']);
  });
});

describe('per-brand phone numbers (spec section 4: ad, vk, mar, don, lib)', () => {
  it('covers exactly the spec’s brands', () => {
    expect(Object.keys(PHONE_NUMBER_EXPERIMENTS).sort()).toEqual(['ad', 'don', 'lib', 'mar', 'vk']);
  });

  it.each<[string, string, ExperimentDecision[], string | undefined]>([
    ['ad, no decision', 'ad', [], undefined],
    ['ad, control', 'ad', [decision('phone_number_ad', 'control')], undefined],
    ['ad, variation_1', 'ad', [decision('phone_number_ad', 'variation_1')], '088 - 0505 101'],
    ['vk, variation_1', 'vk', [decision('phone_number_vk', 'variation_1')], '088 - 0505 102'],
    ['mar, variation_1', 'mar', [decision('phone_number_mar', 'variation_1')], '088 - 0505 103'],
    ['mar, variation_2', 'mar', [decision('phone_number_mar', 'variation_2')], '088 - 0505 113'],
    ['don, variation_1', 'don', [decision('phone_number_don', 'variation_1')], '088 - 0505 104'],
    ['lib, variation_1', 'lib', [decision('phone_number_lib', 'variation_1')], '088 - 0505 105'],
    ['vk with ad’s experiment decided', 'vk', [decision('phone_number_ad', 'variation_1')], undefined],
    ['a brand without the experiment', 'tr', [decision('phone_number_ad', 'variation_1')], undefined],
    ['an inherited property name as brand', 'toString', [], undefined],
    ['an unknown variation', 'don', [decision('phone_number_don', 'variation_2')], undefined],
  ])('%s', (_, brandCode, decisions, number) => {
    expect(variantPhoneNumber(brandCode, decisions)).toBe(number);
  });
});

describe('USP bar and top bar variations', () => {
  it.each<[string, ExperimentDecision[], { showUspBar: boolean; titlesOnly: boolean }]>([
    ['no decision: the bar as usual', [], { showUspBar: true, titlesOnly: false }],
    ['control', [decision('usp_in_bar_changes', 'control')], { showUspBar: true, titlesOnly: false }],
    ['variation_1 hides the bar', [decision('usp_in_bar_changes', 'variation_1')], { showUspBar: false, titlesOnly: false }],
    ['variation_2 keeps the titles only', [decision('usp_in_bar_changes', 'variation_2')], { showUspBar: true, titlesOnly: true }],
    ['an unknown variation: as usual', [decision('usp_in_bar_changes', 'variation_9')], { showUspBar: true, titlesOnly: false }],
  ])('USP bar: %s', (_, decisions, expected) => {
    expect(uspBarVariant(decisions)).toEqual(expected);
  });

  it.each<[string, ExperimentDecision[], { compact: boolean; hideCommunicationBar: boolean }]>([
    ['no decision', [], { compact: false, hideCommunicationBar: false }],
    ['control', [decision('top_bar_layout', 'control')], { compact: false, hideCommunicationBar: false }],
    ['variation_1: compact', [decision('top_bar_layout', 'variation_1')], { compact: true, hideCommunicationBar: false }],
    ['variation_2: compact, no communication bar', [decision('top_bar_layout', 'variation_2')], { compact: true, hideCommunicationBar: true }],
    ['hasOwnProperty as variation: as usual', [decision('top_bar_layout', 'hasOwnProperty')], { compact: false, hideCommunicationBar: false }],
  ])('top bar: %s', (_, decisions, expected) => {
    expect(topBarVariant(decisions)).toEqual(expected);
  });
});

describe('shouldLoadTagManager (spec sections 2, 6 and 9)', () => {
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
