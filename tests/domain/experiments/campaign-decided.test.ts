import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../domain/brand-resolution.ts';
import {
  campaignDecidedEvent,
  type DecisionNotice,
  type KnownExperiment,
} from '../../../domain/experiments/campaign-decided.ts';

describe('campaignDecidedEvent (docs/rules/03-entities.md and docs/rules/04-states-and-flows.md)', () => {
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
    expect(
      campaignDecidedEvent(notice({ 'optimizely-dimension-number': 22 }, 'control'), known, [], 'local'),
    ).toMatchObject({
      'optimizely-dimension-value': 'remove_owf (3001):control (4001)',
    });
  });

  it.each<[string, KnownExperiment | undefined, string]>([
    ['the experiment is unknown (a delivery rule)', undefined, 'variation_1'],
    ['the variation is unknown', known, 'variation_9'],
    ['the variation key is an inherited property name', known, 'constructor'],
  ])('no event when %s', (_, experiment, variationKey) => {
    expect(
      campaignDecidedEvent(notice({ 'optimizely-dimension-number': 22 }, variationKey), experiment, [], 'local'),
    ).toBeUndefined();
  });

  it.each<[string, unknown[], boolean]>([
    ['an empty dataLayer', [], true],
    ['other events only', [{ event: 'page', brand: 'vk' }, expected.event], true],
    ['the same experiment with another number', [{ ...expected, 'optimizely-dimension-number': 23 }], true],
    [
      'another variation of the same experiment',
      [{ ...expected, 'optimizely-dimension-value': 'remove_owf (3001):control (4001)' }],
      true,
    ],
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
      expect(() => campaignDecidedEvent(notice(variables), known, [], appEnv)).toThrow(
        new Error('remove_owf is missing Optimizely dimension number.'),
      );
    }
    expect(campaignDecidedEvent(notice(variables), known, [], 'production')).toBeUndefined();
  });

  it('an unknown experiment without a number is not an error (no event is due)', () => {
    expect(campaignDecidedEvent(notice({}), undefined, [], 'local')).toBeUndefined();
  });
});
