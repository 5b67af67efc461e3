import { describe, expect, it } from 'vitest';
import { eventLevel, FILTERED, redactBreadcrumb, redactEvent, redactText } from '../../domain/error-redaction.ts';

/*
 * docs/rules/08-errors.md and docs/architecture.md#failure-rules: passwords, IBAN, names, address parts, phone, e-mail,
 * promotion code, cookies and authorization never leave the process in an error report. Every sensitive field is put in
 * every part of an event a field can reach, and must come out as '[Filtered]', its value nowhere in the event.
 */

/** Sensitive fields as forms, queries, headers and code name them, each with a value found nowhere else. */
const FIELDS: readonly (readonly [key: string, value: string])[] = [
  ['password', 'Geheim-Wacht-7731'],
  ['wachtwoord', 'Zomer-Zon-4410'],
  ['newPassword', 'Nieuw-Wacht-2290'],
  ['iban', 'NL91ABNA0417164300'],
  ['rekeningnummer', 'BE68539007547034'],
  ['accountNumber', 'DE89370400440532013000'],
  ['firstName', 'Jozefien'],
  ['first_name', 'Godelieve'],
  ['lastName', 'Vermeulen-Tak'],
  ['middleName', 'vander'],
  ['initials', 'J.Q.X.'],
  ['givenName', 'Aagje'],
  ['familyName', 'Deken-Wolff'],
  ['fullName', 'Betje Wolff'],
  ['voornaam', 'Hendrikje'],
  ['achternaam', 'Stoffels'],
  ['tussenvoegsel', 'van den'],
  ['voorletters', 'H.S.'],
  ['street', 'Kalverstraat'],
  ['straat', 'Damrak'],
  ['houseNumber', '4817'],
  ['huisnummer', '7391'],
  ['houseNumberAddition', 'bis-Q'],
  ['toevoeging', 'hs-Z'],
  ['postalCode', '9471QX'],
  ['postcode', '8231 KZ'],
  ['zip', '3581ZW'],
  ['city', 'Hoogezand'],
  ['plaats', 'Ootmarsum'],
  ['woonplaats', 'Sneek'],
  ['address', 'Prinsengracht 263'],
  ['adres', 'Herengracht 502'],
  ['phone', '0612345678'],
  ['telefoon', '020-7654321'],
  ['mobile', '+32470123456'],
  ['email', 'jozefien@example.nl'],
  ['e-mail', 'godelieve@example.be'],
  ['emailAddress', 'aagje@example.com'],
  ['actiecode', 'ZOMER2026'],
  ['promoCode', 'WINTER2026'],
  ['promotionCode', 'LENTE2026'],
  ['cookie', 'shop_session=abc.def'],
  ['Set-Cookie', 'shop_promo=xyz; Path=/'],
  ['authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.abc'],
  ['Proxy-Authorization', 'Basic dXNlcjpwYXNz'],
  ['x-mid-token', 'tok-6d61d1b2'],
  ['session', 'sess-9c1f7e'],
  ['access_token', 'at-55aa77cc'],
  ['dateOfBirth', '1987-03-14'],
];

type Event = Record<string, unknown>;

/**
 * The parts of an event a field can reach, as the SDKs fill them. Free-text parts carry the field as a query's or
 * form's `key=value`, or as code's `key: 'value'`.
 */
type Part = readonly [part: string, place: (key: string, value: string) => Event];

/** Parts that hold what a visitor sent (or text, which may quote it): there `name` is a person's name too. */
const VISITOR_PARTS: readonly Part[] = [
  ['request.data (object)', (key, value) => ({ request: { data: { [key]: value, mid: 'CAM-ZOMER1' } } })],
  [
    'request.data (JSON string)',
    (key, value) => ({ request: { data: JSON.stringify({ [key]: value, mid: 'CAM-ZOMER1' }) } }),
  ],
  [
    'request.data (form string)',
    (key, value) => ({ request: { data: `mid=CAM-ZOMER1&${encodeURIComponent(key)}=${encodeURIComponent(value)}` } }),
  ],
  [
    'request.query_string (string)',
    (key, value) => ({
      request: { query_string: `${encodeURIComponent(key)}=${encodeURIComponent(value)}&mid=CAM-ZOMER1` },
    }),
  ],
  [
    'request.query_string (object)',
    (key, value) => ({ request: { query_string: { [key]: value, mid: 'CAM-ZOMER1' } } }),
  ],
  [
    'request.query_string (pairs)',
    (key, value) => ({
      request: {
        query_string: [
          [key, value],
          ['mid', 'CAM-ZOMER1'],
        ],
      },
    }),
  ],
  ['request.headers', (key, value) => ({ request: { headers: { [key]: value, 'user-agent': 'Mozilla/5.0' } } })],
  [
    'request.url',
    (key, value) => ({
      request: {
        url: `https://abonnement.ad.nl/bestellen?mid=CAM-ZOMER1&${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
      },
    }),
  ],
  ['breadcrumbs[].data', (key, value) => ({ breadcrumbs: [{ category: 'form', data: { [key]: value } }] })],
  [
    'breadcrumbs[].data.url',
    (key, value) => ({
      breadcrumbs: [
        {
          category: 'fetch',
          data: {
            method: 'GET',
            url: `/api/actie?${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
            status_code: 503,
          },
        },
      ],
    }),
  ],
  [
    'breadcrumbs[].data.from/to',
    (key, value) => ({
      breadcrumbs: [
        {
          category: 'navigation',
          data: { from: '/', to: `/digitaal?${encodeURIComponent(key)}=${encodeURIComponent(value)}` },
        },
      ],
    }),
  ],
  [
    'breadcrumbs[].message',
    (key, value) => ({
      breadcrumbs: [{ category: 'console', message: `order failed ${key}=${encodeURIComponent(value)}` }],
    }),
  ],
  ['user', (key, value) => ({ user: { id: 'user-1', [key]: value } })],
  [
    'message',
    (key, value) => ({ message: `lookup failed for ?${encodeURIComponent(key)}=${encodeURIComponent(value)}` }),
  ],
  [
    'exception value',
    (key, value) => ({
      exception: { values: [{ type: 'Error', value: `failed: ${JSON.stringify({ [key]: value })}` }] },
    }),
  ],
  [
    'stack frame context_line',
    (key, value) => ({
      exception: {
        values: [
          {
            type: 'Error',
            value: 'x',
            stacktrace: {
              frames: [{ filename: 'order.ts', context_line: `const order = { ${JSON.stringify(key)}: '${value}' };` }],
            },
          },
        ],
      },
    }),
  ],
  [
    'stack frame pre_context and post_context',
    (key, value) => ({
      exception: {
        values: [
          {
            type: 'Error',
            value: 'x',
            stacktrace: {
              frames: [
                { pre_context: [`send(${JSON.stringify(key)}: '${value}')`], post_context: [`// ?${key}=${value}`] },
              ],
            },
          },
        ],
      },
    }),
  ],
];

/** The parts the code and the SDK fill (where `name` is also a runtime's, an OS's or a block's). */
const OWN_PARTS: readonly Part[] = [
  ['extra', (key, value) => ({ extra: { [key]: value, brand: 'ad' } })],
  ['extra (nested)', (key, value) => ({ extra: { order: { customer: { [key]: value } } } })],
  ['contexts', (key, value) => ({ contexts: { order: { [key]: value } } })],
  ['tags', (key, value) => ({ tags: { [key]: value, brand: 'ad' } })],
  [
    'stack frame vars',
    (key, value) => ({
      exception: { values: [{ type: 'Error', value: 'x', stacktrace: { frames: [{ vars: { [key]: value } }] } }] },
    }),
  ],
];

describe('every sensitive field in every part of an event is redacted', () => {
  const cases = [
    ...[...VISITOR_PARTS, ...OWN_PARTS].flatMap(([part, place]) =>
      FIELDS.map(([key, value]) => [part, key, value, place] as const),
    ),
    ...VISITOR_PARTS.map(([part, place]) => [part, 'name', 'Truus Wijsmuller', place] as const),
  ];

  it.each(cases)('%s: %s', (_part, key, value, place) => {
    const redacted = JSON.stringify(redactEvent(place(key, value)));
    expect(redacted).not.toContain(value);
    // Redacted by key wherever the key is kept; a user's other fields are dropped whole.
    if (_part !== 'user') expect(redacted).toContain(FILTERED);
  });
});

describe('personal values in free text are redacted wherever text goes', () => {
  const VALUES: readonly (readonly [what: string, value: string])[] = [
    ['an e-mail address', 'jan.jansen+shop@example.nl'],
    ['an IBAN', 'NL91ABNA0417164300'],
    ['an IBAN in groups', 'NL91 ABNA 0417 1643 00'],
    ['a lower-case IBAN', 'be68539007547034'],
    ['a Dutch mobile number', '06-12345678'],
    ['a mobile number without separators', '0612345678'],
    ['an international Dutch number', '+31 6 1234 5678'],
    ['an international number with (0)', '+31 (0)20 123 4567'],
    ['a Dutch landline', '020 123 4567'],
    ['a Belgian mobile number', '0470 12 34 56'],
    ['a Belgian landline', '02 123 45 67'],
    ['a postcode with house number', '1234 AB 12'],
    ['a postcode with house number, no spaces', '9471QX7'],
  ];
  const TEXT_PARTS: readonly (readonly [part: string, place: (text: string) => Event])[] = [
    ['message', (text) => ({ message: text })],
    ['exception value', (text) => ({ exception: { values: [{ type: 'FrontOfficeError', value: text }] } })],
    [
      'context_line',
      (text) => ({
        exception: {
          values: [{ stacktrace: { frames: [{ context_line: text, pre_context: [text], post_context: [text] }] } }],
        },
      }),
    ],
    ['breadcrumb message', (text) => ({ breadcrumbs: [{ message: text }] })],
    ['extra value', (text) => ({ extra: { problem: text } })],
    ['tag value', (text) => ({ tags: { problem: text } })],
    ['contexts value', (text) => ({ contexts: { nextjs: { request_path: `/visit/ad/${encodeURIComponent(text)}` } } })],
    ['header value', (text) => ({ request: { headers: { referer: `https://www.example.nl/${text}` } } })],
  ];
  const cases = TEXT_PARTS.flatMap(([part, place]) =>
    VALUES.map(([what, value]) => [part, what, value, place] as const),
  );

  it.each(cases)('%s: %s', (_part, _what, value, place) => {
    const redacted = JSON.stringify(redactEvent(place(`order for ${value} failed (ad, CAM-ZOMER1)`)));
    expect(redacted).not.toContain(value);
    expect(redacted).not.toContain(encodeURIComponent(value));
    expect(redacted).toContain(FILTERED);
    expect(redacted).toContain('CAM-ZOMER1');
  });
});

describe('what a report needs survives', () => {
  it.each<[what: string, text: string]>([
    ['a brand code and a mid', 'promo lookup for ad failed (mid CAM-ZOMER1)'],
    ['a route and a status', 'front office /front-office/v1/path-check: HTTP 503'],
    ['a query without personal data', '/digitaal?brandcode=ad&mid=CAM-ZOMER1&otag=sp2kub&productCode=DIG01'],
    ["Next's digest", 'digest 1234567890'],
    ['a date and time', 'at 2026-05-01 09:00 (10:00-16:00)'],
    ['versions, ports and addresses', 'react@19.3.1 on 127.0.0.1:3907, 1.2.3'],
    ['an event id', 'event 3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e'],
    ['a lead id', 'lead LEAD-NL-0001 not found'],
    ['a price and an amount', 'price 12,99 per maand, 0,00 today'],
    ['an ordinary sentence', 'Door een storing kunnen we deze pagina nu niet laten zien.'],
  ])('%s', (_what, text) => {
    expect(redactText(text)).toBe(text);
  });

  it('keeps the exception type, the frames, the level, ids and the SDK’s own contexts', () => {
    const event = {
      event_id: '3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e',
      level: 'error',
      platform: 'node',
      environment: 'production',
      exception: {
        values: [
          {
            type: 'FrontOfficeError',
            value: 'front office /front-office/v1/catalog: HTTP 503',
            mechanism: { type: 'generic', handled: true },
            stacktrace: {
              frames: [
                {
                  filename: '/app/.next/server/chunks/0612345678.js',
                  function: 'catalog',
                  lineno: 12,
                  colno: 3,
                  in_app: true,
                },
              ],
            },
          },
        ],
      },
      contexts: { runtime: { name: 'node', version: 'v20.20.2' }, os: { name: 'Debian' } },
      tags: { brand: 'ad', route: '/digitaal' },
      extra: { status: 503, brand: 'ad', mid: 'CAM-ZOMER1' },
      request: {
        method: 'GET',
        url: 'https://abonnement.ad.nl/digitaal?mid=CAM-ZOMER1',
        query_string: 'mid=CAM-ZOMER1',
      },
    };
    expect(redactEvent(event)).toEqual(event);
  });
});

describe('the request and the user', () => {
  it('drops the request’s cookies whole', () => {
    const redacted = redactEvent({ request: { cookies: { shop_session: 'abc', theme: 'dark' }, method: 'POST' } });
    expect(redacted).toEqual({ request: { method: 'POST' } });
  });

  it('keeps only the user’s id; no id, no user', () => {
    expect(
      redactEvent({ user: { id: 42, email: 'jan@example.nl', ip_address: '203.0.113.7', username: 'jan' } }),
    ).toEqual({ user: { id: 42 } });
    expect(redactEvent({ user: { ip_address: '203.0.113.7' } })).toEqual({});
  });

  it('leaves the SDK’s own bookkeeping as it is (never sent, read after the hook)', () => {
    const scope = new (class Scope {
      tags = { a: 1 };
    })();
    const redacted = redactEvent({ sdkProcessingMetadata: { capturedSpanScope: scope } });
    expect(redacted.sdkProcessingMetadata.capturedSpanScope).toBe(scope);
  });

  it('treats `name` as a person’s only where a visitor sent it, not in the SDK’s contexts', () => {
    const redacted = redactEvent({
      request: { data: { name: 'Jan Jansen' } },
      contexts: { runtime: { name: 'node' } },
    });
    expect(redacted).toEqual({ request: { data: { name: FILTERED } }, contexts: { runtime: { name: 'node' } } });
  });
});

describe('a breadcrumb on its own (beforeBreadcrumb)', () => {
  it('redacts its message and data, and keeps its category, type and level', () => {
    const crumb = {
      category: 'fetch',
      type: 'http',
      level: 'warning',
      message: 'to jan@example.nl',
      data: { url: '/api/actie?actiecode=ZOMER2026&mid=CAM-ZOMER1', status_code: 503 },
    };
    expect(redactBreadcrumb(crumb)).toEqual({
      category: 'fetch',
      type: 'http',
      level: 'warning',
      message: `to ${FILTERED}`,
      data: { url: `/api/actie?actiecode=${FILTERED}&mid=CAM-ZOMER1`, status_code: 503 },
    });
  });
});

describe('the level (docs/rules/08-errors.md: default warning, error if an error object is present)', () => {
  it.each<[rule: string, event: Parameters<typeof eventLevel>[0], level: 'error' | 'warning']>([
    ['a message without an error', {}, 'warning'],
    ['an empty exception list', { exception: { values: [] } }, 'warning'],
    ['an error object', { exception: { values: [{ mechanism: { synthetic: false } }] } }, 'error'],
    ['an error object, no mechanism', { exception: { values: [{}] } }, 'error'],
    [
      'a thrown string the SDK wrapped (synthetic)',
      { exception: { values: [{ mechanism: { synthetic: true } }] } },
      'warning',
    ],
    ['an error with a synthetic cause', { exception: { values: [{ mechanism: { synthetic: true } }, {}] } }, 'error'],
  ])('%s: %s', (_rule, event, level) => {
    expect(eventLevel(event)).toBe(level);
  });
});
