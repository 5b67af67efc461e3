import type { Country } from '../schemas/brand.ts';

/** Opening hours per weekday, 0 = Sunday (docs/rules/09-constants-and-limits.md); null = closed all day. */
export const BUSINESS_HOURS: readonly ({ readonly open: number; readonly close: number } | null)[] = [
  null,
  { open: 9, close: 21 },
  { open: 9, close: 21 },
  { open: 9, close: 21 },
  { open: 9, close: 21 },
  { open: 9, close: 17 },
  { open: 10, close: 16 },
];

/**
 * docs/rules/09-constants-and-limits.md, verbatim. A constant until the customer-service widget's texts move into the message catalog
 * (domain/messages), which will own the visible wording per locale.
 */
export const CLOSED_TEXT = 'service available again from 09:00';

/** The customer service keeps the clock of its country, whatever the server's zone is. */
export const SERVICE_TIME_ZONE: Readonly<Record<Country, string>> = { nl: 'Europe/Amsterdam', be: 'Europe/Brussels' };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 = Sunday) and hour (0-23) of an instant in a time zone. */
export function localDayAndHour(now: Date, timeZone: string): { day: number; hour: number } {
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
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
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

/** docs/rules/09-constants-and-limits.md: open when hour >= open and hour <= close - 1, in the service's own time zone. */
export function isBusinessHour(now: Date, country: Country): boolean {
  const { day, hour } = localDayAndHour(now, SERVICE_TIME_ZONE[country]);
  const hours = BUSINESS_HOURS[day];
  return hours !== null && hours !== undefined && hour >= hours.open && hour <= hours.close - 1;
}

/** When the service opens next, seen from a closed moment: how many days ahead (0 = today), the weekday and hour. */
export interface NextOpening {
  readonly daysAhead: number;
  readonly day: number;
  readonly hour: number;
}

/**
 * The next opening after `now` in the service's own clock, so the closed text can say "tomorrow from 09:00" on a
 * Thursday night and "Monday from 09:00" on a Saturday evening (docs/rules/09-constants-and-limits.md words only the usual 09:00).
 */
export function nextOpening(now: Date, country: Country): NextOpening {
  const { day, hour } = localDayAndHour(now, SERVICE_TIME_ZONE[country]);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const weekday = (day + daysAhead) % 7;
    const hours = BUSINESS_HOURS[weekday];
    if (hours && (daysAhead > 0 || hour < hours.open)) return { daysAhead, day: weekday, hour: hours.open };
  }
  throw new Error('BUSINESS_HOURS has no opening day'); // unreachable: the table opens six days a week
}

/** An opening hour as the closed text shows it: "09:00". */
export const openingTime = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

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

/** docs/rules/09-constants-and-limits.md's closed text, for the next opening: "Gesloten, morgen weer bereikbaar vanaf 09:00". */
export function closedMessage(next: NextOpening, wording: ClosedWording): string {
  const day = next.daysAhead === 0 ? wording.today : next.daysAhead === 1 ? wording.tomorrow : (wording.weekdays[next.day] ?? '');
  const time = openingTime(next.hour);
  return wording.template.replace(/\{(day|time)\}/g, (_, key: string) => (key === 'day' ? day : time));
}

/** What the customer-service widget says at an instant: open (the number), or closed with when it opens again. */
export type ServiceState = { readonly open: true } | { readonly open: false; readonly message: string };

export function serviceState(now: Date, country: Country, wording: ClosedWording): ServiceState {
  return isBusinessHour(now, country) ? { open: true } : { open: false, message: closedMessage(nextOpening(now, country), wording) };
}
