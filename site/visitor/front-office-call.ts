import { activeMid } from '../../domain/mid.ts';
import { env } from '../env.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import type { Visit } from './visit.ts';

/**
 * A visitor's front-office call: X-Mid-Token the visitor's active mid by docs/rules/04-states-and-flows.md (the query's, else the stored
 * one, else the default), X-Client-Path the path with its query the visitor is on (docs/rules/07-calls.md: 'All calls'). The
 * visitor's address goes along only where the answer depends on it (the visitor country, site/front-office/port.ts).
 */
export function visitCall(visit: Visit, { address = false }: { readonly address?: boolean } = {}): FrontOfficeCall {
  return { mid: visit.mid.mid, clientPath: visit.clientPath, ...(address ? { visitorIp: visit.address } : {}) };
}

/**
 * The same call from a path with its query and the stored mid: the address lookup's, an action that is told no brand
 * and so builds no Visit (the order action does).
 */
export function visitorCall(clientPath: string, storedMid: string | undefined): FrontOfficeCall {
  const mids = new URL(clientPath, 'http://visitor.invalid').searchParams.getAll('mid');
  // A mid given twice is no string (docs/rules/05-validation.md): parseMid ignores the list, as everywhere else.
  const query = mids.length === 1 ? mids[0] : mids.length === 0 ? undefined : mids;
  return { mid: activeMid({ query, stored: storedMid, configuredDefault: env.DEFAULT_MID }).mid, clientPath };
}
