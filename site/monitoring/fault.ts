import type { AppEnv } from '../../domain/brand-resolution.ts';

/*
 * A test-only fault: in the test environment, a visitor's own page (app/pages/[brand]/visit) with `shop_fault=render`
 * in its query fails to render, so the browser tests can see a real server render error reported and the error page
 * (or, for a crawler, none). Never anywhere else: production, acceptance and local ignore the key.
 */

import type { Query } from '../../domain/query.ts';

const FAULT_KEY = 'shop_fault';

export function injectedFault(query: Query, appEnv: AppEnv): boolean {
  return appEnv === 'test' && query[FAULT_KEY] === 'render';
}

/** The failure, carrying the query's `email` the way real code might let personal data into a message. */
export function injectedFaultError(query: Query): Error {
  const email = typeof query.email === 'string' ? query.email : '';
  return new Error(`Injected render fault for ${email}`);
}
