import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FILTERED } from '../../domain/error-redaction.ts';
import { createLogger, logLevelFrom, redactLine } from '../../monitoring/log.ts';
import { isRequestId } from '../../monitoring/request-id.mjs';

/*
 * docs/architecture.md#failure-rules: personal data never reaches a log line (docs/adr/0023). A canary is put in every
 * personal field, in every way code could hand it to the logger (fields, nested fields, headers, a child logger's
 * bindings, a URL's query, a message, an error), and must appear in no line written.
 */

const CANARY = 'kanarie7319';

/** Personal fields by their names in forms, the front office's JSON, headers and cookies, each carrying the canary. */
const PERSONAL: Readonly<Record<string, string>> = {
  firstName: `Jozefien ${CANARY}`,
  lastName: `Vermeulen ${CANARY}`,
  name: `Jan ${CANARY}`,
  voornaam: `Hendrikje ${CANARY}`,
  email: `${CANARY}@example.nl`,
  emailAddress: `${CANARY}@example.nl`,
  street: `Kalverstraat ${CANARY}`,
  houseNumber: `12${CANARY}`,
  postalCode: `1012 ${CANARY}`,
  city: `Amsterdam ${CANARY}`,
  address: `Damrak 1 ${CANARY}`,
  phone: `06 ${CANARY}`,
  phoneNumber: `+31 ${CANARY}`,
  iban: `NL91 ${CANARY}`,
  dateOfBirth: `1980-01-01 ${CANARY}`,
  birthDate: `1980-01-01 ${CANARY}`,
  sessionId: CANARY,
  session: CANARY,
  idToken: `eyJ${CANARY}`,
  accessToken: `at-${CANARY}`,
  refreshToken: `rt-${CANARY}`,
  password: CANARY,
  promoCode: CANARY,
  actiecode: CANARY,
  cookie: `shop_session=${CANARY}`,
  authorization: `Bearer ${CANARY}`,
  'set-cookie': `shop_session=${CANARY}; Path=/`,
  'x-mid-token': CANARY,
  ip: `10.0.0.1 ${CANARY}`,
  'x-forwarded-for': `10.0.0.1, ${CANARY}`,
};

/** Personal values in free text, found by what they are: no key says so. */
const IN_TEXT = {
  email: `${CANARY}@example.nl`,
  iban: 'NL91ABNA0417164300',
  phone: '06-12345678',
  postcode: '1012 AB 12',
};

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const log = createLogger({ service: 'test', level: 'trace', destination, requestId: () => 'req-0123456789' });
  return { log, lines };
}

function everyWay(log: ReturnType<typeof capture>['log']) {
  log.info(PERSONAL, 'the fields at the top');
  log.warn({ order: { customer: { ...PERSONAL }, lines: [{ ...PERSONAL }] } }, 'nested in an order');
  log.info({ request: { headers: { ...PERSONAL } } }, 'as request headers');
  log.child({ ...PERSONAL }).info('a child logger bound to them');
  log.info(
    { url: `/bestellen?email=${encodeURIComponent(IN_TEXT.email)}&mid=CAM-ZOMER1&firstName=${CANARY}` },
    'a query',
  );
  log.info({ path: `/visit/ad/${encodeURIComponent(IN_TEXT.email)}` }, 'a path');
  log.info(`order failed for ${IN_TEXT.email}, IBAN ${IN_TEXT.iban}, phone ${IN_TEXT.phone}, ${IN_TEXT.postcode}`);
  log.info('interpolated: %s %o', `email=${CANARY}`, { firstName: CANARY });
  log.error(new Error(`front office refused ${IN_TEXT.email} (${IN_TEXT.iban})`));
  log.error({ err: new Error(`password: '${CANARY}'`) }, 'with an error field');
  log.debug({ body: JSON.stringify({ firstName: CANARY, email: IN_TEXT.email }) }, 'a JSON body as text');
}

describe('the structured log', () => {
  it('writes a canary in no line, whichever personal field or way carries it', () => {
    const { log, lines } = capture();
    everyWay(log);
    expect(lines).toHaveLength(11);
    const output = lines.join('\n');
    expect(output).not.toContain(CANARY);
    for (const value of Object.values(IN_TEXT)) expect(output).not.toContain(value);
    // Every line is still JSON, with the request id and the service, and says what was filtered.
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ service: 'test', requestId: 'req-0123456789' });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      firstName: FILTERED,
      email: FILTERED,
      authorization: FILTERED,
      msg: 'the fields at the top',
    });
  });

  it('keeps what is not personal: the message, routes, mids, status codes and error types', () => {
    const { log, lines } = capture();
    log.warn({ route: '/bestellen', mid: 'CAM-ZOMER1', status: 502, brand: 'vk' }, 'front office answered %d', 502);
    log.error(new TypeError('fetch failed'));
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      route: '/bestellen',
      mid: 'CAM-ZOMER1',
      status: 502,
      brand: 'vk',
      msg: 'front office answered 502',
    });
    expect(JSON.parse(lines[1]!)).toMatchObject({
      level: 'error',
      msg: 'fetch failed',
      err: { type: 'TypeError', message: 'fetch failed' },
    });
  });

  it('redacts a line that is no JSON as text', () => {
    expect(redactLine(`plain ${IN_TEXT.email}\n`)).toBe(`plain ${FILTERED}\n`);
  });

  it('writes nothing below its level', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()),
    });
    const log = createLogger({ service: 'test', level: 'warn', destination });
    log.info('not written');
    log.warn('written');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['written']);
  });
});

describe('request ids and LOG_LEVEL', () => {
  it("takes ids in nginx's and a UUID's shape, nothing that could break a line or a header", () => {
    expect(isRequestId('0f9d1c2e3b4a59687766554433221100')).toBe(true);
    expect(isRequestId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    for (const bad of [
      '',
      'short',
      'a'.repeat(129),
      'abc def ghi',
      'abcdefgh\n{"level":"fatal"}',
      `${CANARY}@example.nl`,
      undefined,
      42,
    ]) {
      expect(isRequestId(bad), String(bad)).toBe(false);
    }
  });

  it('reads LOG_LEVEL, default info, and refuses what is no level', () => {
    expect(logLevelFrom(undefined)).toBe('info');
    expect(logLevelFrom('')).toBe('info');
    expect(logLevelFrom('debug')).toBe('debug');
    expect(logLevelFrom(undefined, 'silent')).toBe('silent');
    expect(() => logLevelFrom('verbose')).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"/,
    );
  });
});
