import type { KnownExperiment } from './campaign-decided.ts';
import type { ForcedVariation } from './forced-variations.ts';

/*
 * What the experiment SDK is asked for one visitor (docs/rules/04-states-and-flows.md): a forced variation always
 * wins, and experiments that exclude each other are never both decided. The SDK buckets a visitor into at most one
 * experiment of an exclusion group, but a forced decision skips that bucketing: forcing one experiment of a group
 * while the SDK had bucketed the visitor into another gave both (and the other's campaign mid, and both their
 * events). So the plan leaves the other experiments' flags undecided, and forces at most one experiment per group.
 */

/**
 * flag key -> its experiment rules by key, in the order the SDK tries them. Experiment keys are unique per flag only.
 */
type ExperimentIndex = ReadonlyMap<string, ReadonlyMap<string, KnownExperiment>>;

/** What the plan reads of the datafile. */
export interface DatafileExperiments {
  readonly flags: ExperimentIndex;
  /** The datafile's exclusion groups (policy 'random'): each the ids of experiments a visitor is in at most one of. */
  readonly exclusionGroups: readonly (readonly string[])[];
}

interface ForcedDecision extends ForcedVariation {
  readonly flagKey: string;
}

export interface DecisionPlan {
  /** The forced variations the datafile knows, each on its flag and rule: the SDK's forced decisions. */
  readonly forced: readonly ForcedDecision[];
  /** The flags to decide: every flag but those whose experiment a forced one excludes. */
  readonly flagKeys: readonly string[];
}

/**
 * The flags to decide and the forced decisions to set, from the datafile and the query's forced variations. A forced
 * variation the datafile does not know is ignored. Of several forced on one flag, or on experiments of one exclusion
 * group, the first in the query wins and the others are ignored. A flag with an experiment in the group of a forced
 * experiment (on another flag) is not decided at all: no decision, no event, for that request.
 */
export function decisionPlan(datafile: DatafileExperiments, forced: readonly ForcedVariation[]): DecisionPlan {
  const groupOf = (experimentId: string) => datafile.exclusionGroups.findIndex((group) => group.includes(experimentId));
  /** exclusion group -> the id of the experiment forced in it. */
  const claimed = new Map<number, string>();
  const chosen: ForcedDecision[] = [];
  for (const { experimentKey, variationKey } of forced) {
    for (const [flagKey, experiments] of datafile.flags) {
      const known = experiments.get(experimentKey);
      if (
        !known ||
        !Object.hasOwn(known.variationIds, variationKey) ||
        chosen.some((decision) => decision.flagKey === flagKey)
      )
        continue;
      const group = groupOf(known.id);
      const owner = claimed.get(group);
      if (group >= 0 && owner !== undefined && owner !== known.id) continue;
      if (group >= 0) claimed.set(group, known.id);
      chosen.push({ flagKey, experimentKey, variationKey });
    }
  }
  const excluded = (flagKey: string, experiments: ReadonlyMap<string, KnownExperiment>) =>
    !chosen.some((decision) => decision.flagKey === flagKey) &&
    [...experiments.values()].some(({ id }) => {
      const owner = claimed.get(groupOf(id));
      return owner !== undefined && owner !== id;
    });
  return {
    forced: chosen,
    flagKeys: [...datafile.flags]
      .filter(([flagKey, experiments]) => !excluded(flagKey, experiments))
      .map(([flagKey]) => flagKey),
  };
}
