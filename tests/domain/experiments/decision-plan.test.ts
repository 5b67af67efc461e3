import { describe, expect, it } from 'vitest';
import {
  decisionPlan,
  type DatafileExperiments,
  type DecisionPlan,
} from '../../../domain/experiments/decision-plan.ts';
import type { ForcedVariation } from '../../../domain/experiments/forced-variations.ts';

/** A datafile shaped as the stand-in's: three campaign experiments in one exclusion group, a flag of several rules. */
const rule = (id: string, ...variations: string[]) => ({
  id,
  variationIds: Object.fromEntries(['control', ...variations].map((key, n) => [key, `${id}${n}`])),
});
const DATAFILE: DatafileExperiments = {
  flags: new Map([
    ['welcome', new Map([['mid_override_welcome_offer', rule('1', 'variation_1')]])],
    ['summer', new Map([['mid_override_summer_campaign', rule('2', 'variation_1')]])],
    ['winback', new Map([['mid_override_winback', rule('3', 'variation_1')]])],
    ['usp_bar', new Map([['usp_in_bar_changes', rule('4', 'variation_1', 'variation_2')]])],
    [
      'phone',
      new Map([
        ['phone_number_ad', rule('5', 'variation_1')],
        ['phone_number_mar', rule('6', 'variation_1', 'variation_2')],
      ]),
    ],
  ]),
  exclusionGroups: [['1', '2', '3']],
};
const ALL = ['welcome', 'summer', 'winback', 'usp_bar', 'phone'];
const force = (experimentKey: string, variationKey: string): ForcedVariation => ({ experimentKey, variationKey });

describe('decisionPlan: a forced variation wins, excluding experiments are never both decided (docs/rules/04-states-and-flows.md)', () => {
  it.each<[string, ForcedVariation[], DecisionPlan]>([
    ['nothing forced: every flag, the SDK buckets (one of a group at most)', [], { forced: [], flagKeys: ALL }],
    [
      'a forced experiment outside any group: every flag',
      [force('usp_in_bar_changes', 'variation_2')],
      {
        forced: [{ flagKey: 'usp_bar', experimentKey: 'usp_in_bar_changes', variationKey: 'variation_2' }],
        flagKeys: ALL,
      },
    ],
    [
      'winback forced: the other two campaign flags are not decided',
      [force('mid_override_winback', 'variation_1')],
      {
        forced: [{ flagKey: 'winback', experimentKey: 'mid_override_winback', variationKey: 'variation_1' }],
        flagKeys: ['winback', 'usp_bar', 'phone'],
      },
    ],
    [
      'its control forced excludes them just the same',
      [force('mid_override_winback', 'control')],
      {
        forced: [{ flagKey: 'winback', experimentKey: 'mid_override_winback', variationKey: 'control' }],
        flagKeys: ['winback', 'usp_bar', 'phone'],
      },
    ],
    [
      'two of one group forced: the first in the query wins, the other is not decided',
      [force('mid_override_summer_campaign', 'variation_1'), force('mid_override_welcome_offer', 'variation_1')],
      {
        forced: [{ flagKey: 'summer', experimentKey: 'mid_override_summer_campaign', variationKey: 'variation_1' }],
        flagKeys: ['summer', 'usp_bar', 'phone'],
      },
    ],
    [
      'two rules of one flag forced: the first in the query',
      [force('phone_number_mar', 'variation_2'), force('phone_number_ad', 'variation_1')],
      { forced: [{ flagKey: 'phone', experimentKey: 'phone_number_mar', variationKey: 'variation_2' }], flagKeys: ALL },
    ],
    [
      'an unknown variation of a grouped experiment claims nothing',
      [force('mid_override_winback', 'variation_9'), force('mid_override_welcome_offer', 'variation_1')],
      {
        forced: [{ flagKey: 'welcome', experimentKey: 'mid_override_welcome_offer', variationKey: 'variation_1' }],
        flagKeys: ['welcome', 'usp_bar', 'phone'],
      },
    ],
    ['an unknown experiment is ignored', [force('no_such_experiment', 'control')], { forced: [], flagKeys: ALL }],
    [
      'the same experiment forced twice: the first value',
      [force('mid_override_winback', 'variation_1'), force('mid_override_winback', 'control')],
      {
        forced: [{ flagKey: 'winback', experimentKey: 'mid_override_winback', variationKey: 'variation_1' }],
        flagKeys: ['winback', 'usp_bar', 'phone'],
      },
    ],
  ])('%s', (_, forced, plan) => {
    expect(decisionPlan(DATAFILE, forced)).toEqual(plan);
  });

  it('a datafile without exclusion groups decides every flag, whatever is forced', () => {
    const plan = decisionPlan({ ...DATAFILE, exclusionGroups: [] }, [
      force('mid_override_winback', 'variation_1'),
      force('mid_override_welcome_offer', 'variation_1'),
    ]);
    expect(plan.flagKeys).toEqual(ALL);
    expect(plan.forced.map((decision) => decision.flagKey)).toEqual(['winback', 'welcome']);
  });

  it('is deterministic: the same inputs, the same plan', () => {
    const forced = [force('mid_override_winback', 'variation_1'), force('usp_in_bar_changes', 'control')];
    expect(decisionPlan(DATAFILE, forced)).toEqual(decisionPlan(DATAFILE, forced));
  });
});
