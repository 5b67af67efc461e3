import { z } from 'zod';
import { experimentDecisionSchema } from '../../domain/experiments/decisions.ts';

/*
 * The proxy decides a visitor's experiments once per request (site/visitor/experiments.ts) and hands them to the
 * layout and the page in a request header, so both draw the same variant. A request the proxy did not see carries
 * whatever its sender put there: it is validated, and the worst a forged header can do is what the forced-variation
 * query already allows, on the sender's own page. Only the variants travel here: what the browser is told of the
 * decisions (the analytics events) goes beside the page, in domain/experiments/seen-cookie.ts.
 */

const visitorExperimentsSchema = z.object({
  decisions: z.array(experimentDecisionSchema.pick({ experimentKey: true, variationKey: true })).max(50),
});
export type VisitorExperiments = z.infer<typeof visitorExperimentsSchema>;

export const NO_EXPERIMENTS: VisitorExperiments = { decisions: [] };

export const experimentsHeaderValue = (experiments: VisitorExperiments): string => JSON.stringify(experiments);

/** The header read back; absent or malformed is no experiments. */
export function readExperimentsHeader(value: string | null | undefined): VisitorExperiments {
  if (!value) return NO_EXPERIMENTS;
  try {
    const parsed = visitorExperimentsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : NO_EXPERIMENTS;
  } catch {
    return NO_EXPERIMENTS;
  }
}
