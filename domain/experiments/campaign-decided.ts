import { z } from 'zod';
import type { AppEnv } from '../brand-resolution.ts';
import { namedVariant } from './decisions.ts';

/*
 * The analytics event of a decision (docs/rules/03-entities.md and docs/rules/04-states-and-flows.md): the
 * campaign-decided event in the dataLayer names the experiment and variation for the analytics dimension the flag's
 * variable gives.
 */

/** The flag variable that names the analytics dimension of an experiment (docs/rules/03-entities.md). */
export const DIMENSION_NUMBER_VARIABLE = 'optimizely-dimension-number';

export const campaignDecidedEventSchema = z.object({
  event: z.literal('campaign-decided'),
  'optimizely-dimension-value': z.string(),
  'optimizely-dimension-number': z.number().int().positive(),
});
export type CampaignDecidedEvent = z.infer<typeof campaignDecidedEventSchema>;
/** Built once: zod compiles a schema on its first parse, so a schema made per call is compiled per call. */
const exactCampaignDecidedEvent = campaignDecidedEventSchema.strict();

/** What the datafile knows of an experiment: its id and its variations' ids by key. */
export interface KnownExperiment {
  readonly id: string;
  readonly variationIds: Readonly<Record<string, string>>;
}

export interface DecisionNotice {
  readonly experimentKey: string;
  readonly variationKey: string;
  /** The flag's variables as decided (the SDK's `decision.variables`). */
  readonly variables: Readonly<Record<string, unknown>>;
}

/** A dimension number is a positive integer, from the integer variable or its string form; 0 means unset. */
function dimensionNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

const missingDimensionMessage = (experimentKey: string) => `${experimentKey} is missing Optimizely dimension number.`;

/**
 * docs/rules/04-states-and-flows.md: the campaign-decided event of a decision, or undefined: when the experiment (or
 * its variation) is unknown, e.g. a delivery rule; or when an identical event is already in the dataLayer. A missing
 * dimension number throws outside production and is silent in production.
 */
export function campaignDecidedEvent(
  notice: DecisionNotice,
  known: KnownExperiment | undefined,
  dataLayer: readonly unknown[],
  appEnv: AppEnv,
): CampaignDecidedEvent | undefined {
  const variationId = known && namedVariant(known.variationIds, notice.variationKey);
  if (!known || variationId === undefined) return undefined;
  const number = dimensionNumber(notice.variables[DIMENSION_NUMBER_VARIABLE]);
  if (number === undefined) {
    if (appEnv === 'production') return undefined;
    throw new Error(missingDimensionMessage(notice.experimentKey));
  }
  const event: CampaignDecidedEvent = {
    event: 'campaign-decided',
    'optimizely-dimension-value': `${notice.experimentKey} (${known.id}):${notice.variationKey} (${variationId})`,
    'optimizely-dimension-number': number,
  };
  return dataLayer.some((entry) => isSameEvent(entry, event)) ? undefined : event;
}

function isSameEvent(entry: unknown, event: CampaignDecidedEvent): boolean {
  const parsed = exactCampaignDecidedEvent.safeParse(entry);
  return (
    parsed.success &&
    parsed.data['optimizely-dimension-value'] === event['optimizely-dimension-value'] &&
    parsed.data['optimizely-dimension-number'] === event['optimizely-dimension-number']
  );
}
