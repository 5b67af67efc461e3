import { env } from '../env.ts';

/**
 * docs/rules/02-routes-and-layout.md: 'Login hidden there when the account service (pip) is disabled'. Switched off by
 * DISABLE_ACCOUNT_SERVICE, no login is offered anywhere: not in the footer (so not on the error page either), not
 * as a failed login's retry, and /api/account/login sends the visitor back instead of to the account service.
 */
export function accountServiceEnabled(): boolean {
  return env.DISABLE_ACCOUNT_SERVICE !== 'true';
}
