import type { Country } from '../schemas/brand.ts';

/** Opening hours per weekday, 0 = Sunday (docs/rules/09-constants-and-limits.md); null = closed all day. */
const BUSINESS_HOURS: readonly ({ readonly open: number; readonly close: number } | null)[] = [
  null,
  { open: 9, close: 21 },
  { open: 9, close: 21 },
  { open: 9, close: 21 },
  { open: 9, close: 21 },
  { open: 9, close: 17 },
  { open: 10, close: 16 },
];

/**
 * docs/rules/09-constants-and-limits.md, verbatim. A constant until the customer-service widget's texts move into the
 * message catalog (domain/messages), which will own the visible wording per locale.
 */
export const CLOSED_TEXT = 'service available again from 09:00';

/** The customer service keeps the clock of its country, whatever the server's zone is. */
export const SERVICE_TIME_ZONE: Readonly<Record<Country, string>> = { nl: 'Europe/Amsterdam', be: 'Europe/Brussels' };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 = Sunday) and hour (0-23) of an instant in a time zone. */
function localDayAndHour(now: Date, timeZone: string): { day: number; hour: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const day = WEEKDAYS.indexOf(parts.find((part) => part.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return { day, hour };
}

/** From `since` (ms since 1970, UTC) on, the zone's clock is `offset` minutes ahead of UTC. */
export type ZoneOffset = readonly [since: number, offset: number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How many minutes a zone's clock is ahead of UTC at an instant (whole minutes, as every zone's are). */
export function utcOffset(at: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const local = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return Math.round((local - Math.floor(at / MINUTE) * MINUTE) / MINUTE);
}

/** How far ahead of a render a zone's offsets are given: a cached page is read for a year at most (docs/adr/0007). */
export const ZONE_TABLE_DAYS = 800;
const zoneTables = new Map<string, readonly ZoneOffset[]>();

/**
 * The zone's UTC offsets from the day before `from` until ZONE_TABLE_DAYS after it, read from the server's time-zone
 * database: the first entry holds from then on, each later one from its own instant (a clock change, found to the
 * minute). The browser picks the hour from this table instead of Intl, whose time-zone data costs a phone's main
 * thread tens of milliseconds before the first paint (service-clock-script.ts). Kept per zone and UTC day.
 */
export function zoneOffsets(timeZone: string, from: Date): readonly ZoneOffset[] {
  const start = Math.floor(from.getTime() / DAY) * DAY - DAY;
  const key = `${timeZone}|${start}`;
  const known = zoneTables.get(key);
  if (known) return known;
  const table: ZoneOffset[] = [[0, utcOffset(start, timeZone)]];
  for (let day = start; day < start + ZONE_TABLE_DAYS * DAY; day += DAY) {
    const before = table[table.length - 1]![1];
    if (utcOffset(day + DAY, timeZone) === before) continue;
    // The change lies in (day, day + DAY]: narrow it to its minute.
    let [low, high] = [day, day + DAY];
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (utcOffset(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    table.push([high, utcOffset(high, timeZone)]);
  }
  if (zoneTables.size >= 16) zoneTables.clear();
  zoneTables.set(key, table);
  return table;
}

/**
 * docs/rules/09-constants-and-limits.md: open when hour >= open and hour <= close - 1, in the service's own time zone.
 */
export function isBusinessHour(now: Date, country: Country): boolean {
  const { day, hour } = localDayAndHour(now, SERVICE_TIME_ZONE[country]);
  const hours = BUSINESS_HOURS[day];
  return hours !== null && hours !== undefined && hour >= hours.open && hour <= hours.close - 1;
}

/**
 * A span when the service is closed whatever the week table says: a holiday or a planned closure the front office
 * lists (docs/rules/07-calls.md), [from, until) in ms since 1970.
 */
export type Closure = readonly [from: number, until: number];

/** The front office's isBusinessHour (docs/rules/07-calls.md) and the instant it was asked: open or not, then. */
export interface FrontOfficeWord {
  readonly at: number;
  readonly open: boolean;
}

/**
 * How long the front office's word holds after it was given, within the same stretch of the week table and the
 * closures: about as long as a page built on it is kept before it is built again (site/cache-policy.ts: the
 * business-hours datum a minute, the page a minute, nginx's stale copy five more). A page read later than that, or
 * a tab left open, falls back to the table and the closures (docs/adr/0017-business-hours-on-cached-pages.md).
 */
export const WORD_HOLDS_MS = 10 * 60_000;

/** How far ahead of a render a page carries the front office's closures: a cached page is seldom read a year on. */
export const CLOSURES_AHEAD_DAYS = 366;

/** What the front office said of a brand's customer service (docs/rules/07-calls.md), and when. */
export interface FrontOfficeHours {
  readonly closures: readonly Closure[];
  readonly word: FrontOfficeWord;
}

/** Everything the widget decides open or closed with, at any instant after the render (in the page as JSON). */
export interface ServicePlan {
  /** The service zone's UTC offsets from the render on (zoneOffsets). */
  readonly offsets: readonly ZoneOffset[];
  /** docs/rules/09-constants-and-limits.md's week table. */
  readonly hours: typeof BUSINESS_HOURS;
  /** The front office's closures ahead, by `from`; none when it was not asked or failed. */
  readonly closures: readonly Closure[];
  /** The front office's word at the render; undefined when it failed (the table and the closures decide alone). */
  readonly word: FrontOfficeWord | undefined;
  readonly holdMs: number;
}

/** The service's plan for a brand's country, as rendered at `from`. */
export function servicePlan(
  country: Country,
  from: Date,
  known: { readonly closures: readonly Closure[]; readonly word: FrontOfficeWord | undefined },
): ServicePlan {
  const start = from.getTime();
  const end = start + CLOSURES_AHEAD_DAYS * DAY;
  const closures = known.closures
    .filter(([since, until]) => until > start && since < end && since < until)
    .toSorted((a, b) => a[0] - b[0]);
  return {
    offsets: zoneOffsets(SERVICE_TIME_ZONE[country], from),
    hours: BUSINESS_HOURS,
    closures,
    word: known.word,
    holdMs: WORD_HOLDS_MS,
  };
}

/** When the service opens next: how many days ahead (0 = today), the weekday, hour and minute in its own clock. */
export interface NextOpening {
  readonly daysAhead: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** Whether the service is open at an instant, and when it opens next after the stretch it is in. */
export interface ServiceMoment {
  readonly open: boolean;
  /** Undefined only for a plan that never opens again (a week table without hours). */
  readonly next: NextOpening | undefined;
}

/**
 * docs/rules/09-constants-and-limits.md with the front office's business hours (docs/rules/07-calls.md): open when the
 * week table says so and no closure covers the instant, unless the front office's word (isBusinessHour) says otherwise
 * for the same stretch and at most plan.holdMs from when it was given. `next` is the next opening after the stretch
 * `now` is in: after an unplanned closure, the next one the table and the closures plan.
 *
 * Runs in the browser as it is (service-clock-script.ts): it uses nothing from outside itself. The table changes
 * on whole hours (the service zones' offsets are whole hours), closures at their ends: between those the answer
 * cannot change, so the search steps from one to the next.
 */
export function serviceAt(now: number, plan: ServicePlan): ServiceMoment {
  const HOUR_MS = 3_600_000;
  const localMs = (at: number) => {
    let offset = 0;
    for (let i = 0; i < plan.offsets.length && plan.offsets[i]![0] <= at; i++) offset = plan.offsets[i]![1];
    return at + offset * 60_000;
  };
  const planned = (at: number) => {
    const local = new Date(localMs(at));
    const hours = plan.hours[local.getUTCDay()];
    const hour = local.getUTCHours();
    if (!hours || hour < hours.open || hour > hours.close - 1) return false;
    for (const [since, until] of plan.closures) if (at >= since && at < until) return false;
    return true;
  };
  /** The instants after `at` where `planned` may change, up to `limit`, in order. */
  const changes = function* (at: number, limit: number) {
    const ends = plan.closures.flatMap(([since, until]) => [since, until]).filter((edge) => edge > at && edge <= limit);
    ends.sort((a, b) => a - b);
    let e = 0;
    for (let hour = Math.floor(at / HOUR_MS) * HOUR_MS + HOUR_MS; hour <= limit || e < ends.length; hour += HOUR_MS) {
      while (e < ends.length && ends[e]! < hour) yield ends[e++]!;
      if (hour <= limit) yield hour;
    }
  };
  const sameStretch = (a: number, b: number) => {
    const [early, late] = a <= b ? [a, b] : [b, a];
    let state = planned(early);
    for (const at of changes(early, late)) {
      if (planned(at) !== state) return false;
      state = planned(at);
    }
    return true;
  };
  const word = plan.word;
  const byWord = word !== undefined && Math.abs(now - word.at) < plan.holdMs && sameStretch(word.at, now);
  const open = byWord ? word.open : planned(now);

  const lastEdge = plan.closures.reduce((last, [, until]) => Math.max(last, until), now);
  let next: NextOpening | undefined;
  let before = planned(now);
  for (const at of changes(now, Math.max(now, lastEdge) + 8 * 24 * HOUR_MS)) {
    const state = planned(at);
    if (state && !before) {
      const from = new Date(localMs(now));
      const to = new Date(localMs(at));
      const days = Math.round(
        (Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) -
          Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())) /
          (24 * HOUR_MS),
      );
      next = { daysAhead: days, day: to.getUTCDay(), hour: to.getUTCHours(), minute: to.getUTCMinutes() };
      break;
    }
    before = state;
  }
  return { open, next };
}

/** An opening time as the closed text shows it: "09:00", "13:30". */
export const openingTime = (hour: number, minute = 0): string =>
  `${hour < 10 ? '0' : ''}${hour}:${minute < 10 ? '0' : ''}${minute}`;

/**
 * The closed message's words in one locale (domain/messages, or the editor's closedContent): a template with {day}
 * and {time}, and what {day} becomes for today, tomorrow and later weekdays (0 = Sunday).
 */
export interface ClosedWording {
  readonly template: string;
  readonly today: string;
  readonly tomorrow: string;
  readonly weekdays: readonly string[];
}

/**
 * docs/rules/09-constants-and-limits.md's closed text, for the next opening: "Gesloten, morgen weer bereikbaar vanaf
 * 09:00". Runs in the browser as it is (service-clock-script.ts): nothing from outside itself.
 */
export function closedMessage(next: NextOpening, wording: ClosedWording): string {
  const day =
    next.daysAhead === 0 ? wording.today : next.daysAhead === 1 ? wording.tomorrow : (wording.weekdays[next.day] ?? '');
  const time = `${next.hour < 10 ? '0' : ''}${next.hour}:${next.minute < 10 ? '0' : ''}${next.minute}`;
  return wording.template.replace(/\{(day|time)\}/g, (_, key: string) => (key === 'day' ? day : time));
}

/** What the customer-service widget says at an instant: open (the number), or closed with when it opens again. */
export type ServiceState = { readonly open: true } | { readonly open: false; readonly message: string };

export function serviceState(now: Date, plan: ServicePlan, wording: ClosedWording): ServiceState {
  const moment = serviceAt(now.getTime(), plan);
  return moment.open
    ? { open: true }
    : { open: false, message: moment.next ? closedMessage(moment.next, wording) : '' };
}
