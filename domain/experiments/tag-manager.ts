import type { AppEnv } from '../brand-resolution.ts';
import { single, type Query } from '../query.ts';

/* Whether the tag manager loads (spec sections 2, 6 and 9). */

export interface TagManagerInputs {
  readonly appEnv: AppEnv;
  readonly query: Query;
  /** Whether the user agent is a crawler (site/ asks isbot). */
  readonly isCrawler: boolean;
}

/**
 * spec section 9: 'Tag manager loads only in production or when forced by query; never when gtm=false'; section 6:
 * crawlers get no tag manager. forceGtm and gtm are the same switch (spec section 2: 'forceGtm/gtm (true/false)'),
 * so 'false' in either one wins over everything but the crawler rule.
 */
export function shouldLoadTagManager({ appEnv, query, isCrawler }: TagManagerInputs): boolean {
  if (isCrawler) return false;
  const switches = [single(query.forceGtm), single(query.gtm)];
  if (switches.includes('false')) return false;
  return appEnv === 'production' || switches.includes('true');
}
