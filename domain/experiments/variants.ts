import type { Mid } from '../mid.ts';
import { namedVariant, variationOf, type ExperimentVariant } from './decisions.ts';

/*
 * What the variants do (docs/rules/04-states-and-flows.md): each experiment's variations as the page's data, control
 * when undecided.
 */

/**
 * The three experiments that replace the active mid with a fixed campaign mid (docs/rules/04-states-and-flows.md:
 * 'Three experiments replace the mid with fixed campaign strings'), each with the variations that do.
 */
export const MID_OVERRIDE_EXPERIMENTS = {
  mid_override_welcome_offer: ['variation_1'],
  mid_override_summer_campaign: ['variation_1'],
  mid_override_winback: ['variation_1'],
} as const satisfies Record<string, readonly string[]>;

type MidOverrideExperiment = keyof typeof MID_OVERRIDE_EXPERIMENTS;

/**
 * Each mid-override experiment's campaign mid. The spec gives no values: the settings do (site/env.ts
 * MID_OVERRIDE_*), so the experiment's owner changes one without a build.
 */
export type CampaignMids = Readonly<Record<MidOverrideExperiment, Mid>>;

/**
 * The campaign mid the visitor's variations set, for replaceMid's `experiment` replacement (domain/mid.ts), or
 * undefined. The three share an exclusion group, so a visitor is decided in at most one of them, a forced one
 * included (decision-plan.ts).
 */
export function experimentMid(decisions: readonly ExperimentVariant[], campaignMids: CampaignMids): Mid | undefined {
  for (const experimentKey of Object.keys(MID_OVERRIDE_EXPERIMENTS) as MidOverrideExperiment[]) {
    const variations: readonly string[] = MID_OVERRIDE_EXPERIMENTS[experimentKey];
    const variation = variationOf(decisions, experimentKey);
    if (variation !== undefined && variations.includes(variation)) return campaignMids[experimentKey];
  }
  return undefined;
}

export const HEADER_POINTS_EXPERIMENT = 'header_points_intro_discount';
const HEADER_POINT_REPLACED = '14 dagen bedenktijd';
const HEADER_POINT_REPLACEMENT = 'Kennismakingskorting voor nieuwe abonnees';

/**
 * docs/rules/04-states-and-flows.md: 'Variation_1 of header points replaces '14 dagen bedenktijd' with
 * 'Kennismakingskorting voor nieuwe abonnees'.'
 */
export function headerPoints(points: readonly string[], decisions: readonly ExperimentVariant[]): string[] {
  if (variationOf(decisions, HEADER_POINTS_EXPERIMENT) !== 'variation_1') return [...points];
  return points.map((point) => (point.trim() === HEADER_POINT_REPLACED ? HEADER_POINT_REPLACEMENT : point));
}

/**
 * The brands with a phone-number experiment (docs/rules/04-states-and-flows.md), each its own experiment targeted at
 * its title.
 */
export const PHONE_NUMBER_EXPERIMENTS = {
  ad: { experimentKey: 'phone_number_ad', numbers: { variation_1: '088 - 0505 101' } },
  vk: { experimentKey: 'phone_number_vk', numbers: { variation_1: '088 - 0505 102' } },
  mar: { experimentKey: 'phone_number_mar', numbers: { variation_1: '088 - 0505 103', variation_2: '088 - 0505 113' } },
  don: { experimentKey: 'phone_number_don', numbers: { variation_1: '088 - 0505 104' } },
  lib: { experimentKey: 'phone_number_lib', numbers: { variation_1: '088 - 0505 105' } },
} as const satisfies Record<string, { experimentKey: string; numbers: Record<string, string> }>;

/** The customer-service number a variation sets for the brand, for domain/phone-numbers.ts `variant`, or undefined. */
export function variantPhoneNumber(brandCode: string, decisions: readonly ExperimentVariant[]): string | undefined {
  if (!Object.hasOwn(PHONE_NUMBER_EXPERIMENTS, brandCode)) return undefined;
  const { experimentKey, numbers } = PHONE_NUMBER_EXPERIMENTS[brandCode as keyof typeof PHONE_NUMBER_EXPERIMENTS];
  return namedVariant<string>(numbers, variationOf(decisions, experimentKey));
}

export const USP_BAR_EXPERIMENT = 'usp_in_bar_changes';

export interface UspBarVariant {
  /**
   * The USP bar under the shop window (docs/rules/02-routes-and-layout.md: 'hidden on zakelijk or by an experiment').
   */
  readonly showUspBar: boolean;
  /** The bar as one slim line: each USP's title, without its description. */
  readonly titlesOnly: boolean;
}

const USP_BAR_CONTROL: UspBarVariant = { showUspBar: true, titlesOnly: false };
const USP_BAR_VARIANTS: Readonly<Record<string, UspBarVariant>> = {
  control: USP_BAR_CONTROL,
  variation_1: { showUspBar: false, titlesOnly: false },
  variation_2: { showUspBar: true, titlesOnly: true },
};

export function uspBarVariant(decisions: readonly ExperimentVariant[]): UspBarVariant {
  return namedVariant(USP_BAR_VARIANTS, variationOf(decisions, USP_BAR_EXPERIMENT)) ?? USP_BAR_CONTROL;
}

export const TOP_BAR_EXPERIMENT = 'top_bar_layout';

export interface TopBarVariant {
  /** A slimmer top bar: its customer service shows the number only, without whether the service is open. */
  readonly compact: boolean;
  /** The communication bar above the top bar is left out. */
  readonly hideCommunicationBar: boolean;
}

const TOP_BAR_CONTROL: TopBarVariant = { compact: false, hideCommunicationBar: false };
const TOP_BAR_VARIANTS: Readonly<Record<string, TopBarVariant>> = {
  control: TOP_BAR_CONTROL,
  variation_1: { compact: true, hideCommunicationBar: false },
  variation_2: { compact: true, hideCommunicationBar: true },
};

export function topBarVariant(decisions: readonly ExperimentVariant[]): TopBarVariant {
  return namedVariant(TOP_BAR_VARIANTS, variationOf(decisions, TOP_BAR_EXPERIMENT)) ?? TOP_BAR_CONTROL;
}

/**
 * The experiments whose variation changes what a brand's page draws (its header points, USP bar, top bar and phone
 * number). The mid overrides change the page through its mid, and the others (a checkout flow, say) only what comes
 * after it: a shared page's key keeps these alone (docs/adr/0007), so it is shared by every visitor who sees the same.
 */
export function drawnExperiments(brandCode: string): readonly string[] {
  const phone = Object.hasOwn(PHONE_NUMBER_EXPERIMENTS, brandCode)
    ? [PHONE_NUMBER_EXPERIMENTS[brandCode as keyof typeof PHONE_NUMBER_EXPERIMENTS].experimentKey]
    : [];
  return [HEADER_POINTS_EXPERIMENT, USP_BAR_EXPERIMENT, TOP_BAR_EXPERIMENT, ...phone];
}

/** The decisions that change what the brand's page draws, as variants (see drawnExperiments). */
export function drawnVariants(decisions: readonly ExperimentVariant[], brandCode: string): ExperimentVariant[] {
  const drawn = drawnExperiments(brandCode);
  return decisions
    .filter((decision) => drawn.includes(decision.experimentKey))
    .map(({ experimentKey, variationKey }) => ({ experimentKey, variationKey }));
}
