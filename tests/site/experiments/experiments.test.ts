import { createRequire } from 'node:module';
import path from 'node:path';
import type { EventDispatcher, LogEvent } from '@optimizely/optimizely-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../domain/brand-resolution.ts';
import { experimentAttributes, type ExperimentAttributes } from '../../../domain/experiments/attributes.ts';
import { DIMENSION_NUMBER_VARIABLE } from '../../../domain/experiments/campaign-decided.ts';
import type { ForcedVariation } from '../../../domain/experiments/forced-variations.ts';
import {
  HEADER_POINTS_EXPERIMENT,
  MID_OVERRIDE_EXPERIMENTS,
  PHONE_NUMBER_EXPERIMENTS,
  TOP_BAR_EXPERIMENT,
  USP_BAR_EXPERIMENT,
} from '../../../domain/experiments/variants.ts';
import { midSchema } from '../../../schemas/front-office.ts';
import datafile from '../../../stand-ins/experiments/datafile.json';
import { parseEnv } from '../../../site/env.ts';
import {
  createExperimentDecider,
  type ExperimentDecider,
  type ExperimentsRequest,
} from '../../../site/experiments/decider.ts';
import { LOCAL_DATAFILE } from '../../../site/experiments/local.ts';
import { tagManagerAllowed } from '../../../site/tag-manager/tag-manager.ts';

/** The SDK's own JSON schema check of a datafile; not in its package exports, so loaded by path. */
const sdkSchema = createRequire(import.meta.url)(
  path.resolve(
    import.meta.dirname,
    '../../../node_modules/@optimizely/optimizely-sdk/dist/optimizely.json_schema_validator.min.js',
  ),
) as { validate: (datafile: unknown) => boolean };

const deciders: ExperimentDecider[] = [];

afterEach(async () => {
  await Promise.all(deciders.splice(0).map((decider) => decider.close()));
});

function localDecider(appEnv: AppEnv = 'local') {
  const warnings: string[] = [];
  const errors: string[] = [];
  const batches: LogEvent[] = [];
  const eventDispatcher: EventDispatcher = {
    dispatchEvent: (event) => {
      batches.push(event);
      return Promise.resolve({ statusCode: 204 });
    },
  };
  const decider = createExperimentDecider({
    source: { datafile: LOCAL_DATAFILE },
    appEnv,
    eventDispatcher,
    log: { warn: (message) => warnings.push(message), error: (message) => errors.push(message) },
  });
  deciders.push(decider);
  return { decider, warnings, errors, batches };
}

const attributes = (brandCode: string): ExperimentAttributes =>
  experimentAttributes({
    brandCode,
    brandType: 'paper',
    country: 'nl',
    mid: midSchema.parse('CAM-AB12CD'),
    query: {},
    returning: false,
    appEnv: 'local',
  });

const request = (userId: string, brandCode = 'tr', forced: ForcedVariation[] = []): ExperimentsRequest => ({
  userId,
  attributes: attributes(brandCode),
  forced,
  disabled: false,
});

const variationOf = (result: { decisions: { experimentKey: string; variationKey: string }[] }, experimentKey: string) =>
  result.decisions.find((decision) => decision.experimentKey === experimentKey)?.variationKey;

describe('the local datafile (stand-ins/experiments/datafile.json)', () => {
  it('passes the SDK’s own datafile schema', () => {
    expect(sdkSchema.validate(datafile)).toBe(true);
  });

  const experiments = [...datafile.experiments, ...datafile.groups.flatMap((group) => group.experiments)];
  const variationsOf = (key: string) =>
    experiments.find((experiment) => experiment.key === key)?.variations.map((variation) => variation.key);

  it.each<[string, string[]]>([
    ['shops_checkout_on_kiosk', ['control', 'variation_1']],
    ['remove_owf', ['control', 'variation_1']],
    [USP_BAR_EXPERIMENT, ['control', 'variation_1', 'variation_2']],
    [HEADER_POINTS_EXPERIMENT, ['control', 'variation_1']],
    [TOP_BAR_EXPERIMENT, ['control', 'variation_1', 'variation_2']],
    ...Object.entries(MID_OVERRIDE_EXPERIMENTS).map(([key, variations]): [string, string[]] => [
      key,
      ['control', ...variations],
    ]),
    ...Object.values(PHONE_NUMBER_EXPERIMENTS).map(({ experimentKey, numbers }): [string, string[]] => [
      experimentKey,
      ['control', ...Object.keys(numbers)],
    ]),
  ])('defines %s with the variations the domain gives effects to', (key, variations) => {
    expect(variationsOf(key)).toEqual(variations);
  });

  it('gives every flag the dimension number variable but one, which exercises the missing-number rule', () => {
    const without = datafile.featureFlags.filter(
      (flag) => !flag.variables.some((variable) => variable.key === DIMENSION_NUMBER_VARIABLE),
    );
    expect(without.map((flag) => flag.key)).toEqual(['cancel_switch_flow']);
  });
});

describe('decideExperiments over the real SDK with the local datafile', () => {
  it('decides every flag’s experiment for a visitor, with one campaign-decided event per decision', async () => {
    const { decider } = localDecider();
    const result = await decider.decideExperiments(request('visitor-1', 'vk'));
    const flags = result.decisions.map((decision) => decision.flagKey);
    expect(flags).toEqual(
      expect.arrayContaining([
        'kiosk_checkout',
        'owf',
        'usp_bar',
        'header_points',
        'top_bar',
        'customer_service_phone',
        'cancel_switch_flow',
      ]),
    );
    expect(variationOf(result, 'phone_number_vk')).toBeDefined();
    // The three campaign-mid experiments share an exclusion group.
    expect(
      result.decisions.filter((decision) => decision.experimentKey in MID_OVERRIDE_EXPERIMENTS).length,
    ).toBeLessThanOrEqual(1);
    // Every decision but the flag without a dimension number has its event, each once.
    expect(result.events).toHaveLength(result.decisions.length - 1);
    expect(new Set(result.events.map((event) => event['optimizely-dimension-value'])).size).toBe(result.events.length);
    const remove = datafile.experiments.find((experiment) => experiment.key === 'remove_owf');
    const variation = remove?.variations.find((candidate) => candidate.key === variationOf(result, 'remove_owf'));
    expect(result.events).toContainEqual({
      event: 'campaign-decided',
      'optimizely-dimension-value': `remove_owf (${remove?.id}):${variation?.key} (${variation?.id})`,
      'optimizely-dimension-number': 22,
    });
  });

  it.each([
    ['vk', 'phone_number_vk'],
    ['ad', 'phone_number_ad'],
    ['lib', 'phone_number_lib'],
  ])('targets the phone-number experiment at its brand (%s)', async (brandCode, experimentKey) => {
    const { decider } = localDecider();
    const result = await decider.decideExperiments(request('visitor-2', brandCode));
    const phone = result.decisions.filter((decision) => decision.flagKey === 'customer_service_phone');
    expect(phone.map((decision) => decision.experimentKey)).toEqual([experimentKey]);
  });

  it('puts a brand without a phone-number experiment in none', async () => {
    const { decider } = localDecider();
    const result = await decider.decideExperiments(request('visitor-2', 'tr'));
    expect(result.decisions.some((decision) => decision.flagKey === 'customer_service_phone')).toBe(false);
  });

  it('gives a user id a stable variation, across calls and clients, while other ids spread over the variations', async () => {
    const first = localDecider().decider;
    const second = localDecider().decider;
    const a = await first.decideExperiments(request('stable-user'));
    expect((await first.decideExperiments(request('stable-user'))).decisions).toEqual(a.decisions);
    expect((await second.decideExperiments(request('stable-user'))).decisions).toEqual(a.decisions);

    const seen = new Set<string | undefined>();
    for (let i = 0; i < 40; i += 1)
      seen.add(variationOf(await first.decideExperiments(request(`user-${i}`)), USP_BAR_EXPERIMENT));
    expect([...seen].sort()).toEqual(['control', 'variation_1', 'variation_2']);
  });

  it.each([
    [USP_BAR_EXPERIMENT, ['control', 'variation_1', 'variation_2']],
    ['remove_owf', ['control', 'variation_1']],
    ['mid_override_winback', ['control', 'variation_1']],
    ['phone_number_mar', ['control', 'variation_1', 'variation_2']],
  ])('a forced variation of %s wins over bucketing', async (experimentKey, variations) => {
    const { decider } = localDecider();
    for (const variationKey of variations) {
      const result = await decider.decideExperiments(request('forced-user', 'mar', [{ experimentKey, variationKey }]));
      expect(variationOf(result, experimentKey)).toBe(variationKey);
    }
  });

  it('forcing one campaign experiment always wins, and its exclusion group is never decided twice (decisions nor impressions)', async () => {
    const { decider, batches } = localDecider();
    const campaignVisitor = (userId: string): ExperimentsRequest => ({
      userId,
      disabled: false,
      forced: [{ experimentKey: 'mid_override_winback', variationKey: 'variation_1' }],
      // The group's audience: visitors of the standard offer, whom the SDK buckets into one of the three.
      attributes: { ...attributes('ad'), campaign: 'Standaard aanbod' },
    });
    for (let visitor = 0; visitor < 30; visitor += 1) {
      const result = await decider.decideExperiments(campaignVisitor(`campaign-visitor-${visitor}`));
      expect(result.decisions.filter((decision) => decision.experimentKey in MID_OVERRIDE_EXPERIMENTS)).toEqual([
        { flagKey: 'mid_override_winback', experimentKey: 'mid_override_winback', variationKey: 'variation_1' },
      ]);
      expect(
        result.events.filter((event) => event['optimizely-dimension-value'].startsWith('mid_override_')).length,
      ).toBe(1);
    }
    await decider.close();
    const groupIds = new Set(datafile.groups.flatMap((group) => group.experiments.map((experiment) => experiment.id)));
    const visitors = batches.flatMap(
      (batch) =>
        batch.params.visitors as { visitor_id: string; snapshots: { decisions?: { experiment_id: string }[] }[] }[],
    );
    expect(visitors.length).toBeGreaterThanOrEqual(30);
    const grouped = new Map<string, Set<string>>();
    for (const visitor of visitors) {
      for (const { experiment_id } of visitor.snapshots.flatMap((snapshot) => snapshot.decisions ?? [])) {
        if (groupIds.has(experiment_id))
          grouped.set(visitor.visitor_id, (grouped.get(visitor.visitor_id) ?? new Set()).add(experiment_id));
      }
    }
    expect(grouped.size).toBe(30);
    for (const experiments of grouped.values()) expect([...experiments]).toEqual(['30000001070']);
  });

  it('ignores a forced variation the datafile does not know', async () => {
    const { decider } = localDecider();
    const natural = await decider.decideExperiments(request('forced-user'));
    const forced = await decider.decideExperiments(
      request('forced-user', 'tr', [
        { experimentKey: 'remove_owf', variationKey: 'variation_9' },
        { experimentKey: 'no_such_experiment', variationKey: 'control' },
      ]),
    );
    expect(forced.decisions).toEqual(natural.decisions);
  });

  it('reports a missing dimension number once outside production, and is silent in production', async () => {
    const local = localDecider('local');
    const first = await local.decider.decideExperiments(request('visitor-3'));
    await local.decider.decideExperiments(request('visitor-4'));
    expect(first.problems).toEqual(['cancel_switch_flow_intro is missing Optimizely dimension number.']);
    expect(local.errors).toEqual(['experiments: cancel_switch_flow_intro is missing Optimizely dimension number.']);

    const production = localDecider('production');
    const result = await production.decider.decideExperiments(request('visitor-3'));
    expect(result.problems).toEqual([]);
    expect(result.decisions).toEqual(first.decisions);
    expect(result.events).toEqual(first.events);
    expect(production.errors).toEqual([]);
  });

  it('makes no decision for a disabled client and logs the warning once', async () => {
    const { decider, warnings, batches } = localDecider();
    expect(await decider.decideExperiments({ disabled: true })).toEqual({ decisions: [], events: [], problems: [] });
    expect(await decider.decideExperiments({ disabled: true })).toEqual({ decisions: [], events: [], problems: [] });
    expect(warnings).toEqual(['Optimizely is not initialized']);
    await decider.close();
    expect(batches).toEqual([]);
  });

  it('sends impressions in batches of at most 10 to its dispatcher', async () => {
    const { decider, batches } = localDecider();
    for (let i = 0; i < 5; i += 1) await decider.decideExperiments(request(`batch-user-${i}`));
    await decider.close();
    const sizes = batches.map((batch) => batch.params.visitors.length);
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(5 * 7);
  });
});

describe('tagManagerAllowed: the domain rule with isbot telling crawlers (docs/rules/06-roles.md)', () => {
  const chrome =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it.each<[string, AppEnv, Record<string, string>, string | undefined, boolean]>([
    ['a browser in production', 'production', {}, chrome, true],
    ['Googlebot in production', 'production', {}, googlebot, false],
    ['Googlebot with forceGtm=true', 'local', { forceGtm: 'true' }, googlebot, false],
    ['a browser locally with gtm=true', 'local', { gtm: 'true' }, chrome, true],
    ['no user agent in production', 'production', {}, undefined, true],
  ])('%s', (_, appEnv, query, userAgent, expected) => {
    expect(tagManagerAllowed({ appEnv, query, userAgent })).toBe(expected);
  });
});

describe('experiment settings (site/env.ts)', () => {
  it.each([
    [{}, undefined, undefined],
    [{ OPTIMIZELY_SDK_KEY: 'AbC123', DISABLE_OPTIMIZELY: 'true' }, 'AbC123', 'true'],
    [{ DISABLE_OPTIMIZELY: 'false' }, undefined, 'false'],
  ])('parses %j', (source, sdkKey, disable) => {
    const parsed = parseEnv(source);
    expect([parsed.OPTIMIZELY_SDK_KEY, parsed.DISABLE_OPTIMIZELY]).toEqual([sdkKey, disable]);
  });

  it.each([
    [{ DISABLE_OPTIMIZELY: 'yes' }, 'DISABLE_OPTIMIZELY must be true or false'],
    [{ OPTIMIZELY_SDK_KEY: '' }, 'OPTIMIZELY_SDK_KEY must not be empty when set'],
  ])('names the variable of a bad value: %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
