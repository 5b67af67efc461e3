/*
 * docs/rules/08-errors.md: the account service's error codes (OpenID Connect's). Back from a failed login, the visitor
 * lands on the page they came from with the code in the query (ACCOUNT_ERROR_KEY), where a notice explains it in their
 * locale and offers to try again; never an error page.
 */

/** The query key that carries the code back to the page (Dutch, like the /actie form's `actiefout`). */
export const ACCOUNT_ERROR_KEY = 'accountfout';

/** docs/rules/08-errors.md's list, in its order. */
export const ACCOUNT_ERROR_CODES = [
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
] as const;

type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** What the site itself reports when a login fails without a code of the service (a broken state, an outage). */
export const GENERIC_ACCOUNT_ERROR = 'login_failed';

/** A notice's message: one per spec code, a generic one for every other code. */
export type AccountNoticeKind = AccountErrorCode | 'generic';

/** The code to carry in the query: the service's own when it is a plain OAuth error token, else the generic one. */
export function accountErrorParam(code: unknown): string {
  return typeof code === 'string' && /^[a-z_]{1,64}$/.test(code) ? code : GENERIC_ACCOUNT_ERROR;
}

/** The message to show for the query's value; undefined when there is none. */
export function accountNoticeKind(value: unknown): AccountNoticeKind | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return (ACCOUNT_ERROR_CODES as readonly string[]).includes(value) ? (value as AccountErrorCode) : 'generic';
}

/** Only resolves paths; never leaves this module. */
const BASE = 'https://shop.invalid';

/** A path of this site with the failed login's code added (replacing an earlier one). */
export function withAccountError(path: string, code: string): string {
  const url = new URL(path, BASE);
  url.searchParams.set(ACCOUNT_ERROR_KEY, code);
  return url.pathname + url.search + url.hash;
}

/** The same path without the code: where a retried login comes back to. */
export function withoutAccountError(path: string): string {
  const url = new URL(path, BASE);
  url.searchParams.delete(ACCOUNT_ERROR_KEY);
  return url.pathname + url.search + url.hash;
}
