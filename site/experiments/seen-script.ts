import { inlineScript } from '../../blocks/shared/script-json.ts';
import { EXPERIMENTS_SEEN_COOKIE, MAX_SEEN_ENTRIES } from '../../domain/experiments/seen-cookie.ts';

/**
 * The inline script that does in the browser what readSeenCookie (domain/experiments/seen-cookie.ts) does, then
 * pushes the events (one batch, after the page event), shows the decisions in the inspector's line
 * `inspectorLineId`, and clears the cookie, so a page answered without it (a cached page, a later visit) never
 * repeats them. Anything malformed is ignored entry by entry: a cookie is the browser's to change.
 */
export function seenCookieScript(inspectorLineId: string): string {
  return inlineScript(pushSeenExperiments, EXPERIMENTS_SEEN_COOKIE.name, inspectorLineId, MAX_SEEN_ENTRIES);
}

/** In the browser: the seen-cookie's events pushed, its decisions shown, the cookie cleared. */
function pushSeenExperiments(name: string, line: string, maxEntries: number): void {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  if (!match) return;
  document.cookie = `${name}=; Max-Age=0; Path=/`;
  let seen: { e?: unknown; d?: unknown };
  try {
    seen = JSON.parse(decodeURIComponent(match[1] ?? ''));
  } catch {
    return;
  }
  if (!seen || typeof seen !== 'object') return;
  const pairs = <T extends string | number>(list: unknown, second: 'string' | 'number'): [string, T][] =>
    Array.isArray(list)
      ? (list
          .filter(
            (pair) =>
              Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === second,
          )
          .slice(0, maxEntries) as [string, T][])
      : [];
  const events = pairs<number>(seen.e, 'number')
    .filter((pair) => pair[1] > 0 && Math.floor(pair[1]) === pair[1])
    .map((pair) => ({
      event: 'campaign-decided',
      'optimizely-dimension-value': pair[0],
      'optimizely-dimension-number': pair[1],
    }));
  const page = window as unknown as { dataLayer?: unknown[] };
  const layer = (page.dataLayer = page.dataLayer || []);
  if (events.length) layer.push(...events);
  const decisions = pairs<string>(seen.d, 'string');
  const shown = document.getElementById(line);
  if (shown && decisions.length) shown.textContent = decisions.map((pair) => `${pair[0]}: ${pair[1]}`).join(', ');
}
