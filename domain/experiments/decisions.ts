import { z } from 'zod';

/*
 * The rules of A/B experiments and the tag manager, one concern a module in this folder
 * (docs/rules/03-entities.md, docs/rules/04-states-and-flows.md, docs/rules/06-roles.md and
 * docs/rules/09-constants-and-limits.md), free of the experiment SDK: the site's decision module (site/experiments/)
 * feeds them the SDK's answers and the request's inputs. This module: a decision as those rules read it, and how they
 * look its variation up.
 */

/** One flag's decision for a visitor who is in one of its experiments. */
export const experimentDecisionSchema = z.object({
  flagKey: z.string(),
  experimentKey: z.string(),
  variationKey: z.string(),
});
export type ExperimentDecision = z.infer<typeof experimentDecisionSchema>;

/** What the variants read of a decision: which variation of which experiment (a shared page's key keeps only this). */
export type ExperimentVariant = Pick<ExperimentDecision, 'experimentKey' | 'variationKey'>;

/** The variation the visitor is in for an experiment, if decided. */
export const variationOf = (decisions: readonly ExperimentVariant[], experimentKey: string): string | undefined =>
  decisions.find((decision) => decision.experimentKey === experimentKey)?.variationKey;

/** A table's entry for a variation; an unknown variation (renamed in the datafile, say) has none. */
export const namedVariant = <T>(table: Readonly<Record<string, T>>, variation: string | undefined): T | undefined =>
  variation !== undefined && Object.hasOwn(table, variation) ? table[variation] : undefined;
