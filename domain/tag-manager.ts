import type { AppEnv } from './brand-resolution.ts';
import { single, type Query } from './query.ts';

/*
 * Whether the tag manager loads (docs/rules/02-routes-and-layout.md, docs/rules/06-roles.md and
 * docs/rules/09-constants-and-limits.md).
 */

export interface TagManagerInputs {
  readonly appEnv: AppEnv;
  readonly query: Query;
  /** Whether the user agent is a crawler (site/ asks isbot). */
  readonly isCrawler: boolean;
}

/**
 * docs/rules/09-constants-and-limits.md: 'Tag manager loads only in production or when forced by query; never when
 * gtm=false'; docs/rules/06-roles.md: crawlers get no tag manager. forceGtm and gtm are the same switch
 * (docs/rules/02-routes-and-layout.md: 'forceGtm/gtm (true/false)'), so 'false' in either one wins over everything but
 * the crawler rule.
 */
export function shouldLoadTagManager({ appEnv, query, isCrawler }: TagManagerInputs): boolean {
  if (isCrawler) return false;
  const switches = [single(query.forceGtm), single(query.gtm)];
  if (switches.includes('false')) return false;
  return appEnv === 'production' || switches.includes('true');
}
