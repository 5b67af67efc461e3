import { isValidIBAN } from 'ibantools';

/*
 * docs/architecture.md#failure-rules: 'Personal data (names, address, phone, e-mail, IBAN, promotion codes, cookies,
 * tokens) never reaches logs or error reports.' docs/rules/08-errors.md names the same fields for error reporting.
 * Sentry's events and the log's lines (monitoring/log.ts) are plain JSON: this module walks them and replaces what is
 * personal, before an event or a line leaves the process (server and browser) and again in the tunnel. No Sentry
 * import: it works on the JSON shape. One list of personal keys and values for both
 * (docs/adr/0023-structured-logs-and-request-ids.md).
 *
 * By key (case-insensitive, ignoring '-', '_' and spaces), anywhere in the event: the value becomes '[Filtered]'.
 * By value, in every string the walk meets (messages, exception values, breadcrumbs, source context lines, extra,
 * tags, contexts, request parts): e-mail addresses, IBANs (checksum-valid), Dutch and Belgian phone numbers, a
 * Dutch postcode with a house number, and the value of a sensitive key written out in the text (a query's or
 * form's `key=value`, source code's or JSON's `key: 'value'`). Ordinary text, mids (CAM-ZOMER1), routes, status
 * codes and exception types are left as they are.
 */

/** What Sentry itself puts in place of a scrubbed value. */
export const FILTERED = '[Filtered]';

/** A key that is sensitive wherever it appears (normalised: lower case, no '-', '_' or spaces). */
const SENSITIVE_KEYS = new Set([
  // names
  'firstname',
  'lastname',
  'middlename',
  'initials',
  'givenname',
  'familyname',
  'fullname',
  'username',
  'voornaam',
  'achternaam',
  'tussenvoegsel',
  'voorletters',
  'gender',
  'dateofbirth',
  'birthdate',
  'geboortedatum',
  // address parts
  'street',
  'streetname',
  'straat',
  'straatnaam',
  'housenumber',
  'huisnummer',
  'housenumberaddition',
  'toevoeging',
  'huisnummertoevoeging',
  'postalcode',
  'postcode',
  'zip',
  'zipcode',
  'city',
  'plaats',
  'woonplaats',
  'address',
  'adres',
  // contact and payment
  'phone',
  'phonenumber',
  'telephone',
  'telefoon',
  'telefoonnummer',
  'mobile',
  'mobiel',
  'email',
  'emailaddress',
  'iban',
  'rekeningnummer',
  'accountnumber',
  'bankaccount',
  'studentnumber',
  'studentnummer',
  // promotion code
  'actiecode',
  'promocode',
  'promotioncode',
  // credentials, cookies and the visitor's address
  'password',
  'wachtwoord',
  'cookie',
  'cookies',
  'setcookie',
  'authorization',
  'proxyauthorization',
  'session',
  'sessionid',
  'ip',
  'ipaddress',
  'remoteaddr',
  'xforwardedfor',
  'xrealip',
  'forwarded',
]);

/** Parts of a key that make it sensitive wherever they appear: x-mid-token, id_token, client_secret, newPassword. */
const SENSITIVE_KEY_PARTS = ['token', 'secret', 'password', 'wachtwoord', 'dateofbirth'];

/**
 * Keys that are personal only in what a visitor sends (form data, a query, the user): `name` is a person's name
 * there, but a runtime's or an OS's name in contexts; `code` and `state` are the login callback's one-time values.
 */
const VISITOR_INPUT_KEYS = new Set(['name', 'code', 'state', 'nonce']);

/** Structural strings the SDK needs as they are (file names, ids, types): never scrubbed by value. */
const STRUCTURAL_KEYS = new Set([
  'filename',
  'abs_path',
  'module',
  'function',
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'platform',
  'release',
  'dist',
  'environment',
  'level',
  'type',
  'timestamp',
  'start_timestamp',
  'sdk',
  'debug_meta',
  'logger',
]);

const normalise = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');

/** Whether a key's value is personal; `visitorInput` when the key comes from what a visitor sent. */
function isSensitiveKey(key: string, visitorInput = false): boolean {
  const plain = normalise(decodeKey(key));
  return (
    SENSITIVE_KEYS.has(plain) ||
    SENSITIVE_KEY_PARTS.some((part) => plain.includes(part)) ||
    (visitorInput && VISITOR_INPUT_KEYS.has(plain))
  );
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** An IBAN as typed: electronic (NL91ABNA0417164300) or in groups of four; checked by its checksum below. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?)\b/gi;
/** Dutch and Belgian numbers: 06-12345678, 020 123 4567, 0470 12 34 56, +31 6 1234 5678, +31 (0)6..., 0032 4... */
const PHONE =
  /(?<![\w.,/:+-])(?:(?:\+|00)3[12] ?(?:\(0\) ?)?\d{1,3}|0\d{1,3})(?:[ -]?\d{2,4})(?: ?\d{2,4}){0,3}(?![\w])/g;
/** A Dutch postcode followed by a house number (1234 AB 12): a postcode alone is too like '1024 KB'. */
const POSTCODE_HOUSE_NUMBER = /\b[1-9]\d{3} ?[A-Z]{2} ?\d{1,5}\b/g;
/** `key=value` in a query, a form body or free text ('... failed for /?actiecode=ZOMER2026&mid=...'). */
const KEY_VALUE = /(^|[?&;\s])([^=&#\s?;]+)=([^&#\s;]*)/g;
/** `key: 'value'` or `"key":"value"` in free text: a line of source code, a JSON fragment in a message. */
const QUOTED_PAIR = /(["']?)([\w-]+)\1(\s*:\s*)(["'])((?:(?!\4)[^\\]|\\.)*)\4/g;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

function isPhoneNumber(candidate: string): boolean {
  const international = /^(?:\+|00)3[12]/.test(candidate);
  const digits = digitCount(candidate.replace(/^(?:\+|00)3[12] ?(?:\(0\) ?)?/, ''));
  // National numbers are 9 (Belgian landline) or 10 digits with their leading 0; without it, 8 or 9.
  return international ? digits >= 8 && digits <= 9 : digits >= 9 && digits <= 10 && !candidate.startsWith('00');
}

const isIban = (candidate: string) => isValidIBAN(candidate.replace(/ /g, '').toUpperCase());

/**
 * A greedy match may have taken the next word or number along ('NL91 ABNA 0417 1643 00 is'): the longest prefix of
 * whole space-separated groups that passes `valid` is replaced, the rest is kept.
 */
function replaceValidPrefix(match: string, valid: (candidate: string) => boolean): string {
  const groups = match.split(' ');
  for (let count = groups.length; count > 0; count -= 1) {
    const candidate = groups.slice(0, count).join(' ');
    if (valid(candidate)) return [FILTERED, ...groups.slice(count)].join(' ');
  }
  return match;
}

function redactPlain(text: string): string {
  return (
    text
      // A `key=value` pair in text is a query or a form: what a visitor sent.
      .replace(KEY_VALUE, (whole, before: string, key: string) =>
        isSensitiveKey(key, true) ? `${before}${key}=${FILTERED}` : whole,
      )
      .replace(QUOTED_PAIR, (whole, quote: string, key: string, colon: string, valueQuote: string) =>
        isSensitiveKey(key, true) ? `${quote}${key}${quote}${colon}${valueQuote}${FILTERED}${valueQuote}` : whole,
      )
      .replace(EMAIL, FILTERED)
      .replace(IBAN, (match) => replaceValidPrefix(match, isIban))
      .replace(PHONE, (match) => replaceValidPrefix(match, isPhoneNumber))
      .replace(POSTCODE_HOUSE_NUMBER, FILTERED)
  );
}

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Personal values in free text: e-mail addresses, IBANs, phone numbers, postcode with house number, and the value
 * of a sensitive key written as `key=value` or `key: 'value'`. Text of a URL is read percent-decoded too
 * (/visit/ad/jan%40example.nl); when that finds something, the decoded text is what remains, redacted.
 */
export function redactText(text: string): string {
  const redacted = redactPlain(text);
  if (!/%[0-9a-f]{2}/i.test(redacted)) return redacted;
  const decoded = percentDecoded(redacted);
  const again = redactPlain(decoded);
  return again === decoded ? redacted : again;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string that holds JSON (a request body, a logged payload) is redacted as the data it holds. */
function redactString(text: string, visitorInput: boolean): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(redactData(JSON.parse(trimmed), visitorInput));
    } catch {
      // Not JSON after all: free text.
    }
  }
  return redactText(text);
}

/** Any JSON value: sensitive keys become '[Filtered]', strings are scrubbed by value, structural strings kept. */
function redactData(value: unknown, visitorInput = false): unknown {
  if (typeof value === 'string') return redactString(value, visitorInput);
  if (Array.isArray(value)) return value.map((item) => redactData(item, visitorInput));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (isSensitiveKey(key, visitorInput)) return [key, FILTERED];
      if (STRUCTURAL_KEYS.has(key)) return [key, item];
      return [key, redactData(item, visitorInput)];
    }),
  );
}

/**
 * A log line's own fields (monitoring/log.ts): pino's, the service's name and the request id. Everything else in a line
 * is read as what a visitor may have sent (a `name` is a person's there too).
 */
const LOG_STRUCTURAL_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'service', 'requestId']);

/** A log line's fields, redacted as a report's data is: sensitive keys filtered, every string scrubbed by value. */
export function redactLogFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if (LOG_STRUCTURAL_KEYS.has(key)) return [key, value];
      return [key, isSensitiveKey(key, true) ? FILTERED : redactData(value, true)];
    }),
  );
}

/** Headers or a query as the SDK may send them: an object, a string, or a list of [key, value] pairs. */
function redactPairs(value: unknown): unknown {
  if (!Array.isArray(value)) return redactData(value, true);
  return value.map((pair) =>
    Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string'
      ? [pair[0], isSensitiveKey(pair[0], true) ? FILTERED : redactData(pair[1], true)]
      : redactData(pair, true),
  );
}

/** The request: everything in it came from the visitor; its cookies are dropped whole. */
function redactRequest(request: unknown): unknown {
  if (!isRecord(request)) return redactData(request, true);
  const { headers, query_string: query, ...rest } = request;
  delete rest.cookies;
  const redacted = redactData(rest, true) as Record<string, unknown>;
  if (headers !== undefined) redacted.headers = redactPairs(headers);
  if (query !== undefined) redacted.query_string = redactPairs(query);
  return redacted;
}

/** Only the user's id survives (no e-mail, username or IP address); no id, no user. */
function redactUser(user: unknown): { id: string | number } | undefined {
  const id = isRecord(user) ? user.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? { id } : undefined;
}

/** A breadcrumb: its message and data (urls with their query, navigation from/to, console arguments). */
export function redactBreadcrumb<T extends object>(breadcrumb: T): T {
  const { data, message, ...rest } = breadcrumb as Record<string, unknown>;
  const redacted = redactData(rest) as Record<string, unknown>;
  if (message !== undefined) redacted.message = redactData(message, true);
  if (data !== undefined) redacted.data = redactData(data, true);
  // The same shape with leaf values replaced: still a T.
  return redacted as T;
}

/**
 * An event as it will be sent: request (data, query, headers, url; cookies dropped), user (id only), breadcrumbs,
 * extra, contexts, tags, message, exception values and their stack frames' source lines, all redacted.
 */
export function redactEvent<T extends object>(event: T): T {
  const { request, user, breadcrumbs, sdkProcessingMetadata, ...rest } = event as Record<string, unknown>;
  const redacted = redactData(rest) as Record<string, unknown>;
  // The SDK's own bookkeeping (scopes, the request it saw): read after this hook, and never sent.
  if (sdkProcessingMetadata !== undefined) redacted.sdkProcessingMetadata = sdkProcessingMetadata;
  if (request !== undefined) redacted.request = redactRequest(request);
  const kept = redactUser(user);
  if (kept) redacted.user = kept;
  if (Array.isArray(breadcrumbs))
    redacted.breadcrumbs = breadcrumbs.map((crumb: unknown) =>
      isRecord(crumb) ? redactBreadcrumb(crumb) : redactData(crumb),
    );
  // The same shape with leaf values replaced, cookies and the user's other fields left out: still a T.
  return redacted as T;
}

/** What the level rule reads of an event. */
export interface LeveledEvent {
  readonly exception?: { readonly values?: readonly { readonly mechanism?: { readonly synthetic?: boolean } }[] };
}

/**
 * docs/rules/08-errors.md: 'severity default warning, error if an error object is present'. An exception the SDK made
 * up for something that was not an error (a thrown string, a rejected plain value) is marked synthetic: no error
 * object.
 */
export function eventLevel(event: LeveledEvent): 'error' | 'warning' {
  return (event.exception?.values ?? []).some((value) => value.mechanism?.synthetic !== true) ? 'error' : 'warning';
}
