import { describe, expect, it } from 'vitest';
import type { ExperimentDecision } from '../../../domain/experiments/decisions.ts';
import {
  experimentMid,
  headerPoints,
  type CampaignMids,
  MID_OVERRIDE_EXPERIMENTS,
  PHONE_NUMBER_EXPERIMENTS,
  topBarVariant,
  uspBarVariant,
  variantPhoneNumber,
} from '../../../domain/experiments/variants.ts';
import { parseMid, replaceMid } from '../../../domain/mid.ts';
import { midSchema } from '../../../schemas/front-office.ts';

const decision = (experimentKey: string, variationKey: string, flagKey = 'some_flag'): ExperimentDecision => ({
  flagKey,
  experimentKey,
  variationKey,
});

describe('mid override experiments (docs/rules/04-states-and-flows.md)', () => {
  /** The campaign mids as the settings give them (site/env.ts MID_OVERRIDE_*; these are its local defaults). */
  const CAMPAIGN_MIDS: CampaignMids = {
    mid_override_welcome_offer: midSchema.parse('CAM-WELK01'),
    mid_override_summer_campaign: midSchema.parse('CAM-ZOMR01'),
    mid_override_winback: midSchema.parse('CAM-WINB01'),
  };

  it('has three, each setting its campaign mid in variation_1', () => {
    expect(MID_OVERRIDE_EXPERIMENTS).toEqual({
      mid_override_welcome_offer: ['variation_1'],
      mid_override_summer_campaign: ['variation_1'],
      mid_override_winback: ['variation_1'],
    });
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
      'two overrides (never both decided: decision-plan.ts), should they come: the first of the table',
      [decision('mid_override_winback', 'variation_1'), decision('mid_override_welcome_offer', 'variation_1')],
      'CAM-WELK01',
    ],
  ])('%s', (_, decisions, mid) => {
    expect(experimentMid(decisions, CAMPAIGN_MIDS)).toBe(mid);
  });

  it('sets the mid it is given for the experiment, whatever it is', () => {
    const given = { ...CAMPAIGN_MIDS, mid_override_winback: midSchema.parse('CAM-WINB99') };
    expect(experimentMid([decision('mid_override_winback', 'variation_1')], given)).toBe('CAM-WINB99');
    expect(experimentMid([decision('mid_override_welcome_offer', 'variation_1')], given)).toBe('CAM-WELK01');
  });

  it('replaces the active mid through replaceMid, over the lead’s', () => {
    const active = { mid: midSchema.parse('CAM-QUERY1'), source: 'query' } as const;
    const experiment = experimentMid([decision('mid_override_summer_campaign', 'variation_1')], CAMPAIGN_MIDS);
    expect(replaceMid(active, { lead: 'TCH-LEAD01', experiment })).toEqual({
      mid: parseMid('CAM-ZOMR01'),
      source: 'experiment',
    });
  });
});

describe('header points (docs/rules/04-states-and-flows.md)', () => {
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
    expect(headerPoints(input, [decision('header_points_intro_discount', 'variation_1')])).toEqual([
      'Altijd opzegbaar',
    ]);
    const withPoint = ['14 dagen bedenktijd'];
    headerPoints(withPoint, [decision('header_points_intro_discount', 'variation_1')]);
    expect(withPoint).toEqual(['14 dagen bedenktijd']);
  });
});

describe('per-brand phone numbers (docs/rules/04-states-and-flows.md: ad, vk, mar, don, lib)', () => {
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
    [
      'variation_1 hides the bar',
      [decision('usp_in_bar_changes', 'variation_1')],
      { showUspBar: false, titlesOnly: false },
    ],
    [
      'variation_2 keeps the titles only',
      [decision('usp_in_bar_changes', 'variation_2')],
      { showUspBar: true, titlesOnly: true },
    ],
    [
      'an unknown variation: as usual',
      [decision('usp_in_bar_changes', 'variation_9')],
      { showUspBar: true, titlesOnly: false },
    ],
  ])('USP bar: %s', (_, decisions, expected) => {
    expect(uspBarVariant(decisions)).toEqual(expected);
  });

  it.each<[string, ExperimentDecision[], { compact: boolean; hideCommunicationBar: boolean }]>([
    ['no decision', [], { compact: false, hideCommunicationBar: false }],
    ['control', [decision('top_bar_layout', 'control')], { compact: false, hideCommunicationBar: false }],
    [
      'variation_1: compact',
      [decision('top_bar_layout', 'variation_1')],
      { compact: true, hideCommunicationBar: false },
    ],
    [
      'variation_2: compact, no communication bar',
      [decision('top_bar_layout', 'variation_2')],
      { compact: true, hideCommunicationBar: true },
    ],
    [
      'hasOwnProperty as variation: as usual',
      [decision('top_bar_layout', 'hasOwnProperty')],
      { compact: false, hideCommunicationBar: false },
    ],
  ])('top bar: %s', (_, decisions, expected) => {
    expect(topBarVariant(decisions)).toEqual(expected);
  });
});
