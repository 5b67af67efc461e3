import type { FrontOfficeCall } from '../front-office/port.ts';
import type { Visit } from './visit.ts';

/**
 * A visitor's front-office call: X-Mid-Token the visitor's active mid by docs/rules/04-states-and-flows.md (the
 * query's, else the stored one, else the default), X-Client-Path the path with its query the visitor is on
 * (docs/rules/07-calls.md: 'All calls'). The visitor's address goes along only where the answer depends on it (the
 * visitor country, site/front-office/port.ts).
 */
export function visitCall(visit: Visit, { address = false }: { readonly address?: boolean } = {}): FrontOfficeCall {
  return { mid: visit.mid.mid, clientPath: visit.clientPath, ...(address ? { visitorIp: visit.address } : {}) };
}
