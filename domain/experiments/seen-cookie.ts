import { z } from 'zod';
import { campaignDecidedEventSchema, type CampaignDecidedEvent } from './campaign-decided.ts';
import type { ExperimentVariant } from './decisions.ts';

/*
 * What a visitor's browser is told of their experiments (docs/adr/0007): every decision and its campaign-decided
 * event. They travel beside the page, in a short-lived cookie the proxy sets on the page's answer, not in the page:
 * a shared page's key holds only the variants it draws, so every visitor who sees the same page shares one cache
 * entry however their other experiments fell. The page's analytics script reads the cookie once, pushes the events
 * into the dataLayer in one batch, fills the inspector's line, and clears it.
 */

/** Readable by the page's script; a minute is ample from the answer to the script, and bounds a leftover's life. */
export const EXPERIMENTS_SEEN_COOKIE = { name: 'shop_exp_seen', maxAgeSeconds: 60 } as const;

/** At most one entry a flag of the datafile; the cookie stays far below a browser's 4 KB. */
export const MAX_SEEN_ENTRIES = 30;

/** `d`: the decisions as [experiment, variation]; `e`: the events as [dimension value, dimension number]. */
const seenSchema = z
  .object({
    d: z.array(z.tuple([z.string(), z.string()])).max(MAX_SEEN_ENTRIES),
    e: z
      .array(z.tuple([z.string(), campaignDecidedEventSchema.shape['optimizely-dimension-number']]))
      .max(MAX_SEEN_ENTRIES),
  })
  .strict();

export interface SeenExperiments {
  readonly decisions: readonly ExperimentVariant[];
  readonly events: readonly CampaignDecidedEvent[];
}

/** The cookie's value (the cookie writer percent-encodes it); undefined when there is nothing to tell. */
export function seenCookieValue({ decisions, events }: SeenExperiments): string | undefined {
  if (decisions.length === 0 && events.length === 0) return undefined;
  return JSON.stringify({
    d: decisions.slice(0, MAX_SEEN_ENTRIES).map((decision) => [decision.experimentKey, decision.variationKey]),
    e: events
      .slice(0, MAX_SEEN_ENTRIES)
      .map((event) => [event['optimizely-dimension-value'], event['optimizely-dimension-number']]),
  });
}

/** The cookie read back (what the page's script does, for tests and the server); malformed is nothing. */
export function readSeenCookie(value: string | undefined): SeenExperiments | undefined {
  if (!value) return undefined;
  try {
    const parsed = seenSchema.safeParse(JSON.parse(value));
    if (!parsed.success) return undefined;
    return {
      decisions: parsed.data.d.map(([experimentKey, variationKey]) => ({ experimentKey, variationKey })),
      events: parsed.data.e.map(([value, number]) => ({
        event: 'campaign-decided',
        'optimizely-dimension-value': value,
        'optimizely-dimension-number': number,
      })),
    };
  } catch {
    return undefined;
  }
}
