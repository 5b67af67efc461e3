import { EXPERIMENTS_SEEN_COOKIE, readSeenCookie } from '../../../domain/experiments/seen-cookie.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_NOT_INITIALIZED_WARNING,
  EXPERIMENT_CLIENT,
  EXPERIMENT_COOKIES,
} from '../../../domain/experiments/client.ts';
import { HEADER_POINTS_EXPERIMENT, MID_OVERRIDE_EXPERIMENTS } from '../../../domain/experiments/variants.ts';
import { VISITOR_COOKIES } from '../../../domain/visitor-state.ts';
import { BRANDS } from '../../../site/brands.ts';
import { NO_EXPERIMENTS, type VisitorExperiments } from '../../../site/experiments/header.ts';

/*
 * requestExperiments, the proxy's experiment step (site/visitor/experiments.ts), on real Next requests and responses
 * with the real SDK, the local datafile and the local front office (CAM-000001's target group is the standard
 * offer, 'Standaard aanbod'; the other mids have campaigns of their own). site/env.ts parses the environment once, at
 * import, so each test loads a fresh module graph under the environment it needs; the runner may itself run under CI,
 * so CI is always set explicitly.
 */

interface Settings {
  readonly CI?: string;
  readonly DISABLE_OPTIMIZELY?: 'true' | 'false';
  readonly EXPERIMENT_EVENTS_FILE?: string;
  readonly DEFAULT_MID?: string;
  readonly SHOP_MIDS?: string;
  readonly MID_OVERRIDE_WINBACK?: string;
}

interface Visit {
  readonly experiments: VisitorExperiments;
  /** The response's Set-Cookie headers by cookie name. */
  readonly setCookies: ReadonlyMap<string, string>;
}

async function loadRequestExperiments({ CI = '', DISABLE_OPTIMIZELY, EXPERIMENT_EVENTS_FILE, ...mids }: Settings = {}) {
  vi.resetModules();
  vi.stubEnv('APP_ENV', 'local');
  // The local datafile and front office, never the provider or an HTTP front office.
  for (const name of ['OPTIMIZELY_SDK_KEY', 'FRONT_OFFICE_URL']) vi.stubEnv(name, undefined);
  // The mids as set, else their local defaults (site/env.ts).
  for (const name of ['DEFAULT_MID', 'SHOP_MIDS', 'MID_OVERRIDE_WINBACK'] as const) vi.stubEnv(name, mids[name]);
  vi.stubEnv('CI', CI);
  vi.stubEnv('DISABLE_OPTIMIZELY', DISABLE_OPTIMIZELY);
  vi.stubEnv('EXPERIMENT_EVENTS_FILE', EXPERIMENT_EVENTS_FILE);
  // The log of this module graph: the warning is written to it (and the decider's problems, silenced here).
  const { log } = await import('../../../site/monitoring/log.ts');
  warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
  // The local datafile's cancel_switch_flow has no dimension number on purpose: reported outside production.
  vi.spyOn(log, 'error').mockImplementation(() => {});
  const { requestExperiments } = await import('../../../site/visitor/experiments.ts');
  const { requestVisit } = await import('../../../site/visitor/visit.ts');

  /** One page request on the AD host: its decisions and the cookies the proxy's response sets. */
  return async function visit(
    search: string,
    cookies: Readonly<Record<string, string>> = {},
    extraHeaders: Readonly<Record<string, string>> = {},
  ): Promise<Visit> {
    const headers = new Headers({ host: 'ad.localhost', ...extraHeaders });
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    if (cookie) headers.set('cookie', cookie);
    const request = new NextRequest(`http://ad.localhost/${search}`, { headers });
    const { experiments, cookies: toSet } = await requestExperiments(
      request,
      await requestVisit(request, BRANDS.ad, NO_EXPERIMENTS),
    );
    const response = NextResponse.next();
    for (const cookie of toSet) response.cookies.set(cookie);
    const setCookies = new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
    return { experiments, setCookies };
  };
}

const cookieValue = (line: string | undefined) => line?.split(';')[0]?.split('=').slice(1).join('=');
const variationOf = (experiments: VisitorExperiments, experimentKey: string) =>
  experiments.decisions.find((decision) => decision.experimentKey === experimentKey)?.variationKey;
const inMidOverride = (experiments: VisitorExperiments) =>
  experiments.decisions.filter((decision) => decision.experimentKey in MID_OVERRIDE_EXPERIMENTS);
/** The cookies a visit keeps (the seen cookie is set on every decided page, for its script only). */
const kept = (setCookies: ReadonlyMap<string, string>) =>
  [...setCookies.keys()].filter((name) => name !== EXPERIMENTS_SEEN_COOKIE.name);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let warn: ReturnType<typeof vi.spyOn>;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('requestExperiments: a visitor with a campaign mid gets decisions and cookies (docs/rules/04-states-and-flows.md and docs/rules/09-constants-and-limits.md)', () => {
  it('a first visit with ?mid=CAM-ZOMER1: decisions with dimension numbers, a user id for 2 years, activation for 60 days', async () => {
    const visit = await loadRequestExperiments();
    const { experiments, setCookies } = await visit('?mid=CAM-ZOMER1');

    expect(experiments.decisions.length).toBeGreaterThan(0);
    // The events and every decision go to the browser beside the page, in the seen cookie (docs/adr/0007).
    const seenLine = setCookies.get(EXPERIMENTS_SEEN_COOKIE.name);
    expect(seenLine).toMatch(/; Max-Age=60(;|$)/);
    expect(seenLine).not.toMatch(/HttpOnly/i);
    const seen = readSeenCookie(decodeURIComponent(cookieValue(seenLine) ?? ''));
    expect(seen?.decisions).toEqual(experiments.decisions);
    const events = seen?.events ?? [];
    expect(events.length).toBeGreaterThan(0);
    const decided = new Set(experiments.decisions.map((decision) => decision.experimentKey));
    for (const event of events) {
      expect(Number.isInteger(event['optimizely-dimension-number']) && event['optimizely-dimension-number'] > 0).toBe(
        true,
      );
      expect(decided.has(event['optimizely-dimension-value'].split(' ')[0] ?? '')).toBe(true);
    }

    const userId = setCookies.get(EXPERIMENT_COOKIES.userId);
    expect(cookieValue(userId)).toMatch(UUID);
    expect(userId).toMatch(/; Max-Age=63072000(;|$)/);
    expect(userId).toMatch(/; HttpOnly(;|$)/);
    expect(userId).toMatch(/; SameSite=lax(;|$)/i);
    const activation = setCookies.get(EXPERIMENT_COOKIES.activation);
    expect(activation).toMatch(/; Max-Age=5184000(;|$)/);
    expect(activation).toMatch(/; HttpOnly(;|$)/);
    expect(activation).toMatch(/; SameSite=lax(;|$)/i);
  });

  it('the user id sent back draws the same decisions and is not set again; with the activation cookie nothing is set', async () => {
    const visit = await loadRequestExperiments();
    const first = await visit('?mid=CAM-ZOMER1');
    const userId = cookieValue(first.setCookies.get(EXPERIMENT_COOKIES.userId)) ?? 'missing';

    const again = await visit('?mid=CAM-ZOMER1', { [EXPERIMENT_COOKIES.userId]: userId });
    expect(again.experiments.decisions).toEqual(first.experiments.decisions);
    expect(kept(again.setCookies)).toEqual([EXPERIMENT_COOKIES.activation]);

    const activated = await visit('?mid=CAM-ZOMER1', {
      [EXPERIMENT_COOKIES.userId]: userId,
      [EXPERIMENT_COOKIES.activation]: '2026-01-05',
    });
    expect(activated.experiments.decisions).toEqual(first.experiments.decisions);
    expect(kept(activated.setCookies)).toEqual([]);
  });

  it('a stored mid (shop_mid cookie) without a query mid decides the same as the query mid', async () => {
    const visit = await loadRequestExperiments();
    const userId = { [EXPERIMENT_COOKIES.userId]: 'stored-mid-visitor-1' };
    const byQuery = await visit('?mid=CAM-ZOMER1', userId);
    const byCookie = await visit('', { ...userId, [VISITOR_COOKIES.mid]: 'CAM-ZOMER1' });
    expect(byCookie.experiments.decisions.length).toBeGreaterThan(0);
    expect(byCookie.experiments).toEqual(byQuery.experiments);
    expect(kept(byCookie.setCookies)).toEqual([EXPERIMENT_COOKIES.activation]);
  });

  it.each([
    ['a script tag', '<script>'],
    ['200 characters', 'a'.repeat(200)],
    ['too short', 'abc'],
  ])('a malformed user id cookie (%s) is replaced by a fresh one', async (_, malformed) => {
    const visit = await loadRequestExperiments();
    const { experiments, setCookies } = await visit('?mid=CAM-ZOMER1', { [EXPERIMENT_COOKIES.userId]: malformed });
    expect(experiments.decisions.length).toBeGreaterThan(0);
    expect(cookieValue(setCookies.get(EXPERIMENT_COOKIES.userId))).toMatch(UUID);
  });
});

describe('requestExperiments: the seen cookie beside the page (docs/adr/0007)', () => {
  it('is not set on a client-side navigation (an RSC request runs no inline script to read it)', async () => {
    const visit = await loadRequestExperiments();
    for (const header of [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      const { experiments, setCookies } = await visit('?mid=CAM-ZOMER1', {}, header);
      expect(experiments.decisions.length).toBeGreaterThan(0);
      expect(setCookies.has(EXPERIMENTS_SEEN_COOKIE.name)).toBe(false);
    }
  });

  it.each([
    ['a page without a campaign', ''],
    ['a page with experiments refused', '?mid=CAM-ZOMER1&disable_optimizely=true'],
  ])('a leftover of an earlier page is cleared on %s, so its events are never pushed twice', async (_, search) => {
    const visit = await loadRequestExperiments();
    const { setCookies } = await visit(search, {
      [EXPERIMENTS_SEEN_COOKIE.name]: '%7B%22d%22%3A%5B%5D%2C%22e%22%3A%5B%5D%7D',
    });
    expect(setCookies.get(EXPERIMENTS_SEEN_COOKIE.name)).toMatch(
      /^shop_exp_seen=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
    );
  });
});

describe('requestExperiments: no client, no decisions, no cookies (docs/rules/04-states-and-flows.md)', () => {
  it.each<[string, string, Settings]>([
    ['no mid at all (the configured default is a shop mid)', '', {}],
    ['the shop mid CAM-SHOP01', '?mid=CAM-SHOP01', {}],
    ['the shop mid CAM-SHOP02', '?mid=CAM-SHOP02', {}],
    ['disable_optimizely=true in the query', '?mid=CAM-ZOMER1&disable_optimizely=true', {}],
    ['DISABLE_OPTIMIZELY=true', '?mid=CAM-ZOMER1', { DISABLE_OPTIMIZELY: 'true' }],
    ['CI=true', '?mid=CAM-ZOMER1', { CI: 'true' }],
    ['CI=1', '?mid=CAM-ZOMER1', { CI: '1' }],
  ])('%s', async (_, search, settings) => {
    const visit = await loadRequestExperiments(settings);
    const { experiments, setCookies } = await visit(search);
    expect(experiments).toEqual(NO_EXPERIMENTS);
    expect(setCookies.size).toBe(0);
    expect(warn.mock.calls).toEqual([[CLIENT_NOT_INITIALIZED_WARNING]]);
  });

  it('a production default of another value (DEFAULT_MID=CAM-PROD01) with its shop mids: never bucketed', async () => {
    const visit = await loadRequestExperiments({ DEFAULT_MID: 'CAM-PROD01', SHOP_MIDS: 'CAM-PROD01,CAM-PROD02' });
    for (const search of ['', '?mid=CAM-PROD01', '?mid=cam-prod02']) {
      const { experiments, setCookies } = await visit(search);
      expect(experiments, search).toEqual(NO_EXPERIMENTS);
      expect(setCookies.size, search).toBe(0);
    }
    // The local shop mids are no shop's there: a campaign like any other.
    expect((await visit('?mid=CAM-SHOP01')).experiments.decisions.length).toBeGreaterThan(0);
  });

  it('logs the warning once across several refused requests', async () => {
    const visit = await loadRequestExperiments();
    for (const search of ['', '?mid=CAM-SHOP01', '?mid=CAM-SHOP02', '?mid=CAM-ZOMER1&disable_optimizely=true', '']) {
      expect((await visit(search)).experiments).toEqual(NO_EXPERIMENTS);
    }
    expect(warn.mock.calls).toEqual([[CLIENT_NOT_INITIALIZED_WARNING]]);
  });
});

describe('requestExperiments: a crawler is never bucketed (docs/adr/0021)', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['curl', 'curl/8.5.0'],
  ])(
    '%s on a campaign link: no decisions, no cookies, no warning; a browser on the same link is decided',
    async (_, userAgent) => {
      const visit = await loadRequestExperiments();
      const crawler = await visit('?mid=CAM-ZOMER1', {}, { 'user-agent': userAgent });
      expect(crawler.experiments).toEqual(NO_EXPERIMENTS);
      expect(crawler.setCookies.size).toBe(0);
      expect(warn).not.toHaveBeenCalled();
      const browser = await visit(
        '?mid=CAM-ZOMER1',
        {},
        {
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
        },
      );
      expect(browser.experiments.decisions.length).toBeGreaterThan(0);
    },
  );
});

describe('requestExperiments: forced variations and audiences', () => {
  const forced = (experimentKey: string, variationKey: string) =>
    `optimizely_force_variation[${experimentKey}]=${variationKey}`;

  it('a forced variation in the query wins for every fresh visitor', async () => {
    const visit = await loadRequestExperiments();
    for (let i = 0; i < 10; i += 1) {
      const { experiments } = await visit(`?mid=CAM-ZOMER1&${forced(HEADER_POINTS_EXPERIMENT, 'variation_1')}`);
      expect(variationOf(experiments, HEADER_POINTS_EXPERIMENT)).toBe('variation_1');
    }
  });

  it('a forced mid-override variation decides it, outside its audience too, and sets its campaign mid', async () => {
    const visit = await loadRequestExperiments();
    const { experimentMid } = await import('../../../site/experiments/campaign-mids.ts');
    for (let i = 0; i < 3; i += 1) {
      const { experiments } = await visit(`?mid=CAM-ZOMER1&${forced('mid_override_winback', 'variation_1')}`);
      expect(variationOf(experiments, 'mid_override_winback')).toBe('variation_1');
      expect(experimentMid(experiments.decisions)).toBe('CAM-WINB01');
    }
  });

  it('the campaign mid is its setting’s (MID_OVERRIDE_WINBACK)', async () => {
    const visit = await loadRequestExperiments({ MID_OVERRIDE_WINBACK: 'cam-winb99' });
    const { experimentMid } = await import('../../../site/experiments/campaign-mids.ts');
    const { experiments } = await visit(`?mid=CAM-ZOMER1&${forced('mid_override_winback', 'variation_1')}`);
    expect(experimentMid(experiments.decisions)).toBe('CAM-WINB99');
  });

  it.each(['CAM-ZOMER1', 'CAM-STUDNT', 'PRG-FALLBK', 'CAM-FAIL01'])(
    'a campaign of its own (%s) is never in a mid-override experiment (audience "Standard offer")',
    async (mid) => {
      const visit = await loadRequestExperiments();
      for (let i = 0; i < 30; i += 1) {
        const { experiments } = await visit(`?mid=${mid}`);
        expect(experiments.decisions.length).toBeGreaterThan(0);
        expect(inMidOverride(experiments)).toEqual([]);
      }
    },
  );

  it('the standard offer (CAM-000001) gets visitors into them, each into one at most', async () => {
    const visit = await loadRequestExperiments();
    let inside = 0;
    for (let i = 0; i < 30; i += 1) {
      const count = inMidOverride((await visit('?mid=CAM-000001')).experiments).length;
      expect(count).toBeLessThanOrEqual(1);
      inside += count;
    }
    expect(inside).toBeGreaterThan(0);
  });
});

describe('requestExperiments: events recorded by the stand-in (EXPERIMENT_EVENTS_FILE)', () => {
  interface RecordedVisitor {
    readonly visitor_id: string;
    readonly attributes: readonly { readonly key: string; readonly value: unknown }[];
  }

  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'experiment-events-'));
  });
  afterAll(async () => {
    // Let the last flush land before the folder goes (the SDK flushes on a timer).
    await new Promise((resolve) => setTimeout(resolve, EXPERIMENT_CLIENT.flushIntervalMs + 500));
    await rm(folder, { recursive: true, force: true });
  });

  async function batches(file: string): Promise<RecordedVisitor[][]> {
    const text = await readFile(file, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { params: { visitors: RecordedVisitor[] } }).params.visitors);
  }

  /** Waits (well past the 1000 ms flush) until every given visitor is in the file; then its batches. */
  async function recorded(file: string, visitorIds: readonly string[]): Promise<RecordedVisitor[][]> {
    return vi.waitFor(
      async () => {
        const found = await batches(file);
        const ids = new Set(found.flat().map((visitor) => visitor.visitor_id));
        expect(visitorIds.filter((id) => !ids.has(id))).toEqual([]);
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
  }

  it('sends the impressions of 12 visitors in batches of at most 10', async () => {
    const file = path.join(folder, 'batches', 'events.jsonl');
    const visit = await loadRequestExperiments({ EXPERIMENT_EVENTS_FILE: file });
    const visitorIds: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      visitorIds.push(
        cookieValue((await visit('?mid=CAM-ZOMER1')).setCookies.get(EXPERIMENT_COOKIES.userId)) ?? 'missing',
      );
    }
    const found = await recorded(file, visitorIds);
    expect(found.length).toBeGreaterThan(1);
    for (const batch of found) {
      expect(batch.length).toBeGreaterThan(0);
      expect(batch.length).toBeLessThanOrEqual(EXPERIMENT_CLIENT.batchSize);
    }
  });

  it('sends the returning attribute: true with the activation cookie, false without', async () => {
    const file = path.join(folder, 'returning', 'events.jsonl');
    const visit = await loadRequestExperiments({ EXPERIMENT_EVENTS_FILE: file });
    await visit('?mid=CAM-ZOMER1', {
      [EXPERIMENT_COOKIES.userId]: 'returning-visitor-1',
      [EXPERIMENT_COOKIES.activation]: '2026-01-05',
    });
    await visit('?mid=CAM-ZOMER1', { [EXPERIMENT_COOKIES.userId]: 'first-time-visitor-1' });
    const visitors = (await recorded(file, ['returning-visitor-1', 'first-time-visitor-1'])).flat();
    const returning = (id: string) =>
      new Set(
        visitors
          .filter((visitor) => visitor.visitor_id === id)
          .map((visitor) => visitor.attributes.find((attribute) => attribute.key === 'returning')?.value),
      );
    expect(returning('returning-visitor-1')).toEqual(new Set([true]));
    expect(returning('first-time-visitor-1')).toEqual(new Set([false]));
  });
});

describe('requestExperiments: optimizely_log (docs/rules/02-routes-and-layout.md)', () => {
  it('raises the SDK’s log level for the request that asks, outside production; the others stay silent', async () => {
    const visit = await loadRequestExperiments();
    const sdkLines = vi.spyOn(console, 'log').mockImplementation(() => {});
    const fromSdk = () => sdkLines.mock.calls.filter(([line]) => String(line).startsWith('[optimizely]')).length;
    await visit('?mid=CAM-ZOMER1');
    expect(fromSdk()).toBe(0);
    await visit('?mid=CAM-ZOMER1&optimizely_log=debug');
    expect(fromSdk()).toBeGreaterThan(0);
    const after = fromSdk();
    await visit('?mid=CAM-ZOMER1');
    expect(fromSdk()).toBe(after);
  });
});
