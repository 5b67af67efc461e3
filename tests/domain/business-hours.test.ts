import { describe, expect, it } from 'vitest';
import {
  CLOSED_TEXT,
  CLOSURES_AHEAD_DAYS,
  isBusinessHour,
  openingTime,
  SERVICE_TIME_ZONE,
  serviceAt,
  servicePlan,
  utcOffset,
  WORD_HOLDS_MS,
  ZONE_TABLE_DAYS,
  zoneOffsets,
  type Closure,
  type FrontOfficeWord,
  type ZoneOffset,
} from '../../domain/business-hours.ts';
import type { Country } from '../../schemas/brand.ts';

/*
 * Local times are written with the UTC offset Amsterdam and Brussels both keep: +02:00 in summer (week of Monday
 * 7 July 2025), +01:00 in winter (week of Monday 6 January 2025). The instants are exact, so a check in the server's
 * zone (UTC in CI) would fail these rows.
 */
const WEEKS = {
  summer: {
    offset: '+02:00',
    dates: {
      Sun: '2025-07-06',
      Mon: '2025-07-07',
      Tue: '2025-07-08',
      Wed: '2025-07-09',
      Thu: '2025-07-10',
      Fri: '2025-07-11',
      Sat: '2025-07-12',
    },
  },
  winter: {
    offset: '+01:00',
    dates: {
      Sun: '2025-01-05',
      Mon: '2025-01-06',
      Tue: '2025-01-07',
      Wed: '2025-01-08',
      Thu: '2025-01-09',
      Fri: '2025-01-10',
      Sat: '2025-01-11',
    },
  },
} as const;

type Day = keyof (typeof WEEKS)['summer']['dates'];

/** docs/rules/09-constants-and-limits.md, each boundary minute: Mon-Thu 09-21, Fri 09-17, Sat 10-16, Sunday closed. */
const ROWS: readonly [day: Day, time: string, open: boolean][] = [
  ...(['Mon', 'Tue', 'Wed', 'Thu'] as const).flatMap((day): [Day, string, boolean][] => [
    [day, '00:00', false],
    [day, '08:59', false],
    [day, '09:00', true],
    [day, '14:30', true],
    [day, '20:59', true],
    [day, '21:00', false],
    [day, '23:59', false],
  ]),
  ['Fri', '08:59', false],
  ['Fri', '09:00', true],
  ['Fri', '16:59', true],
  ['Fri', '17:00', false],
  ['Fri', '20:59', false],
  ['Sat', '09:00', false],
  ['Sat', '09:59', false],
  ['Sat', '10:00', true],
  ['Sat', '15:59', true],
  ['Sat', '16:00', false],
  ['Sun', '00:00', false],
  ['Sun', '09:00', false],
  ['Sun', '10:00', false],
  ['Sun', '12:00', false],
  ['Sun', '20:59', false],
];

const COUNTRIES: readonly Country[] = ['nl', 'be'];

describe.each(COUNTRIES)('isBusinessHour in the %s clock (docs/rules/09-constants-and-limits.md)', (country) => {
  describe.each(['summer', 'winter'] as const)('%s time', (season) => {
    const { offset, dates } = WEEKS[season];
    it.each(ROWS)(`%s %s local -> open %s`, (day, time, open) => {
      expect(isBusinessHour(new Date(`${dates[day]}T${time}:00${offset}`), country)).toBe(open);
    });
  });
});

describe('isBusinessHour: the local clock, not UTC (DST boundaries)', () => {
  it.each<{ rule: string; utc: string; open: boolean }>([
    { rule: 'summer Thursday 18:59Z is 20:59 local', utc: '2025-07-10T18:59:00Z', open: true },
    { rule: 'summer Thursday 19:00Z is 21:00 local', utc: '2025-07-10T19:00:00Z', open: false },
    { rule: 'winter Thursday 19:59Z is 20:59 local', utc: '2025-01-09T19:59:00Z', open: true },
    { rule: 'winter Thursday 20:00Z is 21:00 local', utc: '2025-01-09T20:00:00Z', open: false },
    { rule: 'summer Monday 07:00Z is 09:00 local', utc: '2025-07-07T07:00:00Z', open: true },
    { rule: 'winter Monday 07:59Z is 08:59 local', utc: '2025-01-06T07:59:00Z', open: false },
    { rule: 'winter Monday 08:00Z is 09:00 local', utc: '2025-01-06T08:00:00Z', open: true },
    { rule: 'Saturday 22:30Z is already Sunday 00:30 local (closed)', utc: '2025-07-12T22:30:00Z', open: false },
    { rule: 'Monday after spring-forward (30 March), 07:00Z is 09:00 CEST', utc: '2025-03-31T07:00:00Z', open: true },
    { rule: 'Friday before spring-forward, 07:59Z is 08:59 CET', utc: '2025-03-28T07:59:00Z', open: false },
    { rule: 'Monday after fall-back (26 October), 07:59Z is 08:59 CET', utc: '2025-10-27T07:59:00Z', open: false },
    { rule: 'Monday after fall-back, 08:00Z is 09:00 CET', utc: '2025-10-27T08:00:00Z', open: true },
    { rule: 'Friday before fall-back, 15:00Z is 17:00 CEST', utc: '2025-10-24T15:00:00Z', open: false },
  ])('$rule', ({ utc, open }) => {
    for (const country of COUNTRIES) expect(isBusinessHour(new Date(utc), country)).toBe(open);
  });
});

describe('constants', () => {
  it('zones per country', () => {
    expect(SERVICE_TIME_ZONE).toEqual({ nl: 'Europe/Amsterdam', be: 'Europe/Brussels' });
  });

  it('the closed text of docs/rules/09-constants-and-limits.md', () => {
    expect(CLOSED_TEXT).toBe('service available again from 09:00');
  });
});

/**
 * The plan of a page rendered at `rendered` (long before the rows' instants unless said), with what the front office
 * said.
 */
const plan = (
  country: Country,
  known: { closures?: readonly Closure[]; word?: FrontOfficeWord } = {},
  rendered = new Date('2025-01-01T12:00:00Z'),
) => servicePlan(country, rendered, { closures: known.closures ?? [], word: known.word });

describe.each(COUNTRIES)('the next opening in the %s clock: what the closed text promises', (country) => {
  const { offset, dates } = WEEKS.winter;
  it.each<[day: Day, time: string, daysAhead: number, opensDay: number, hour: number]>([
    ['Mon', '00:00', 0, 1, 9],
    ['Mon', '08:59', 0, 1, 9],
    ['Mon', '21:00', 1, 2, 9],
    ['Thu', '23:59', 1, 5, 9],
    ['Fri', '17:00', 1, 6, 10],
    ['Sat', '09:59', 0, 6, 10],
    ['Sat', '16:00', 2, 1, 9],
    ['Sun', '12:00', 1, 1, 9],
  ])('%s %s -> in %i day(s), weekday %i at %i', (day, time, daysAhead, opensDay, hour) => {
    const now = new Date(`${dates[day]}T${time}:00${offset}`);
    expect(serviceAt(now.getTime(), plan(country))).toEqual({
      open: false,
      next: { daysAhead, day: opensDay, hour, minute: 0 },
    });
  });

  it('writes the time as the closed text does', () => {
    expect([openingTime(9), openingTime(10), openingTime(13, 30)]).toEqual(['09:00', '10:00', '13:30']);
  });
});

/** An instant in Amsterdam's winter time; 2025-12-22 is a Monday. */
const ams = (local: string) => Date.parse(`${local}+01:00`);
const day = (date: string): Closure => [ams(`${date}T00:00:00`), ams(`${date}T00:00:00`) + 86_400_000];
const CHRISTMAS: readonly Closure[] = [day('2025-12-25'), day('2025-12-26')];

/**
 * The front office's business hours on top of the week table (docs/rules/07-calls.md, docs/adr/0017): its closures
 * ahead (holidays, planned closures), and its word (isBusinessHour) for the stretch it was given in, for at most
 * WORD_HOLDS_MS. Pure: the plan as the page carries it, and the reader's clock.
 */
describe('openings and clock -> open or closed, and the next opening', () => {
  it.each<{
    rule: string;
    now: string;
    closures?: readonly Closure[];
    word?: FrontOfficeWord;
    open: boolean;
    next?: [daysAhead: number, day: number, hour: number, minute: number];
  }>([
    { rule: 'an ordinary Tuesday morning: open', now: '2025-12-23T10:00:00', closures: CHRISTMAS, open: true },
    {
      rule: 'Christmas on a Thursday: closed, open again on Saturday at 10 (Friday is the second day)',
      now: '2025-12-25T10:00:00',
      closures: CHRISTMAS,
      open: false,
      next: [2, 6, 10, 0],
    },
    {
      rule: 'the evening before Christmas: closed, next opening skips both days',
      now: '2025-12-24T21:30:00',
      closures: CHRISTMAS,
      open: false,
      next: [3, 6, 10, 0],
    },
    {
      rule: 'the last minute before a closure: open',
      now: '2025-12-24T16:59:00',
      closures: [[ams('2025-12-24T17:00:00'), ams('2025-12-25T00:00:00')]],
      open: true,
    },
    {
      rule: 'a closure from 17:00 on Christmas Eve: closed at 17:00',
      now: '2025-12-24T17:00:00',
      closures: [[ams('2025-12-24T17:00:00'), ams('2025-12-25T00:00:00')]],
      open: false,
      next: [1, 4, 9, 0],
    },
    {
      rule: 'a closure until 13:30: closed before, opens at 13:30',
      now: '2025-12-23T11:00:00',
      closures: [[ams('2025-12-23T09:00:00'), ams('2025-12-23T13:30:00')]],
      open: false,
      next: [0, 2, 13, 30],
    },
    {
      rule: 'a closure that ended: open',
      now: '2025-12-23T13:30:00',
      closures: [[ams('2025-12-23T09:00:00'), ams('2025-12-23T13:30:00')]],
      open: true,
    },
    {
      rule: 'a closure on a Sunday changes nothing: closed as always',
      now: '2025-12-21T12:00:00',
      closures: [day('2025-12-21')],
      open: false,
      next: [1, 1, 9, 0],
    },
    {
      rule: 'a word "closed" given 1 minute ago in open hours (an unplanned closure): closed until the next planned opening',
      now: '2025-12-23T10:01:00',
      word: { at: ams('2025-12-23T10:00:00'), open: false },
      open: false,
      next: [1, 3, 9, 0],
    },
    {
      rule: 'a word "closed" read with a browser clock a minute behind the server: still closed',
      now: '2025-12-23T09:59:00',
      word: { at: ams('2025-12-23T10:00:00'), open: false },
      open: false,
      next: [1, 3, 9, 0],
    },
    {
      rule: 'a word "closed" older than it holds: the table again',
      now: '2025-12-23T10:10:00',
      word: { at: ams('2025-12-23T10:00:00'), open: false },
      open: true,
    },
    {
      rule: 'a word "closed" from before the opening hour: says nothing of the hour after',
      now: '2025-12-23T09:02:00',
      word: { at: ams('2025-12-23T08:58:00'), open: false },
      open: true,
    },
    {
      rule: 'a word "open" at 20:58 says nothing after the 21:00 close',
      now: '2025-12-23T21:01:00',
      word: { at: ams('2025-12-23T20:58:00'), open: true },
      open: false,
      next: [1, 3, 9, 0],
    },
    {
      rule: 'a word "open" on a Sunday (an extra opening): open while it holds',
      now: '2025-12-21T12:05:00',
      word: { at: ams('2025-12-21T12:00:00'), open: true },
      open: true,
    },
    {
      rule: 'a word "open" given during a listed closure holds within it too',
      now: '2025-12-25T10:05:00',
      closures: CHRISTMAS,
      word: { at: ams('2025-12-25T10:00:00'), open: true },
      open: true,
    },
    {
      rule: 'a word "closed" does not outlive the closure it was given in',
      now: '2025-12-23T13:32:00',
      closures: [[ams('2025-12-23T09:00:00'), ams('2025-12-23T13:30:00')]],
      word: { at: ams('2025-12-23T13:25:00'), open: false },
      open: true,
    },
    {
      rule: 'a word holds for WORD_HOLDS_MS: a minute less, still',
      now: '2025-12-23T10:09:00',
      word: { at: ams('2025-12-23T10:00:00'), open: false },
      open: false,
    },
  ])('$rule', ({ now, closures, word, open, next }) => {
    const moment = serviceAt(
      ams(now),
      plan('nl', { closures: closures ?? [], ...(word ? { word } : {}) }, new Date(ams('2025-12-20T12:00:00'))),
    );
    expect(moment.open).toBe(open);
    if (next) expect(moment.next).toEqual({ daysAhead: next[0], day: next[1], hour: next[2], minute: next[3] });
  });

  it("the word holds ten minutes: about a page's life in the caches (site/cache-policy.ts)", () => {
    expect(WORD_HOLDS_MS).toBe(10 * 60_000);
  });

  it('the plan keeps the closures from the render to a year ahead, in order, and drops empty ones', () => {
    const rendered = new Date(ams('2025-12-20T12:00:00'));
    const past = day('2025-12-01');
    const farAhead = day('2027-01-04');
    const empty: Closure = [ams('2025-12-30T10:00:00'), ams('2025-12-30T10:00:00')];
    const kept = plan('nl', { closures: [CHRISTMAS[1]!, past, farAhead, empty, CHRISTMAS[0]!] }, rendered).closures;
    expect(kept).toEqual([CHRISTMAS[0], CHRISTMAS[1]]);
    expect(CLOSURES_AHEAD_DAYS).toBeGreaterThanOrEqual(365);
  });
});

/** The offset a page's clock script reads from the table at an instant (service-clock-script.ts does the same). */
const offsetFromTable = (table: readonly ZoneOffset[], at: number) =>
  table.filter(([since]) => since <= at).at(-1)?.[1];

describe.each(COUNTRIES)('zoneOffsets for %s: the table the browser reads the local hour from', (country) => {
  const zone = SERVICE_TIME_ZONE[country];

  it.each<[rendered: string, changes: string[]]>([
    [
      '2025-01-01T12:00:00Z',
      ['2025-03-30T01:00:00.000Z', '2025-10-26T01:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z'],
    ],
    [
      '2025-07-12T22:30:00Z',
      ['2025-10-26T01:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z', '2027-03-28T01:00:00.000Z'],
    ],
  ])('rendered %s: the clock changes at 01:00 UTC on the last Sundays of March and October', (rendered, changes) => {
    const table = zoneOffsets(zone, new Date(rendered));
    expect(table.slice(1).map(([since]) => new Date(since).toISOString())).toEqual(changes);
    expect(table.map(([, offset]) => offset)).toEqual(
      rendered.startsWith('2025-01') ? [60, 120, 60, 120, 60] : [120, 60, 120, 60, 120],
    );
  });

  it("agrees with the time-zone database every 97 minutes for the table's whole span, and at each change", () => {
    const rendered = new Date('2026-11-25T20:00:00Z');
    const table = zoneOffsets(zone, rendered);
    const instants: number[] = [];
    for (let at = rendered.getTime(); at < rendered.getTime() + ZONE_TABLE_DAYS * 86_400_000; at += 97 * 60_000)
      instants.push(at);
    for (const [since] of table.slice(1)) instants.push(since - 60_000, since);
    const wrong = instants.filter((at) => offsetFromTable(table, at) !== utcOffset(at, zone));
    expect(wrong.map((at) => new Date(at).toISOString())).toEqual([]);
  });

  it('covers two years after the render, so a page cached for a year still reads its hour right', () => {
    expect(ZONE_TABLE_DAYS).toBeGreaterThanOrEqual(730);
  });
});
