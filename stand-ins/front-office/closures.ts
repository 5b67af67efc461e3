import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVICE_TIME_ZONE, utcOffset, type Closure } from '../../domain/business-hours.ts';
import type { Country } from '../../schemas/brand.ts';

/*
 * The customer service's closures beyond the week table (docs/rules/07-calls.md, business hours): the public holidays
 * of each country on which it is closed all day, and the closures a test (or a developer) lists in
 * `<dataDir>/closures.json`, read on every call so a change counts at once.
 */

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` in the service's own clock: the whole local day. */
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One entry of closures.json: a whole local day, or a span; for one title (brand code in upper case) or every one. */
const closureEntrySchema = z.union([
  z.strictObject({ date: localDate, title: z.string().optional(), country: z.enum(['nl', 'be']).optional() }),
  z.strictObject({
    from: z.iso.datetime({ offset: true }),
    until: z.iso.datetime({ offset: true }),
    title: z.string().optional(),
    country: z.enum(['nl', 'be']).optional(),
  }),
]);
type ClosureEntry = z.infer<typeof closureEntrySchema>;

const CLOSURES_FILE = 'closures.json';

/** The instant a local day starts in a country's service zone. */
function localMidnight(date: string, country: Country): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day);
  return guess - utcOffset(guess, SERVICE_TIME_ZONE[country]) * 60_000;
}

const wholeDay = (date: string, country: Country): Closure => {
  const from = localMidnight(date, country);
  return [from, localMidnight(new Date(from + DAY_MS + 12 * 3_600_000).toISOString().slice(0, 10), country)];
};

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as YYYY-MM-DD. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The public holidays on which the stand-in's customer service is closed, for a year. */
export function publicHolidays(year: number, country: Country): string[] {
  const sunday = easter(year);
  // Easter Monday, Ascension, Whit Monday.
  const moving = [plusDays(sunday, 1), plusDays(sunday, 39), plusDays(sunday, 50)].map(iso);
  const fixed =
    country === 'nl'
      ? ['01-01', '04-27', '12-25', '12-26']
      : ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'];
  return [...fixed.map((monthDay) => `${year}-${monthDay}`), ...moving].sort();
}

function listedClosures(dataDir: string): ClosureEntry[] {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, CLOSURES_FILE), 'utf8');
  } catch {
    return [];
  }
  return z.array(closureEntrySchema).parse(JSON.parse(text));
}

/**
 * The closures of a title's customer service from `now` on, for about a year: the public holidays and the listed
 * ones, as [from, until) spans, in order.
 */
export function closuresFor(title: string, country: Country, now: Date, dataDir: string): Closure[] {
  const year = Number(
    new Date(now.getTime() + utcOffset(now.getTime(), SERVICE_TIME_ZONE[country]) * 60_000).toISOString().slice(0, 4),
  );
  const holidays = [year, year + 1].flatMap((y) => publicHolidays(y, country)).map((date) => wholeDay(date, country));
  const listed = listedClosures(dataDir)
    .filter(
      (entry) =>
        (entry.title === undefined || entry.title.toUpperCase() === title.toUpperCase()) &&
        (entry.country === undefined || entry.country === country),
    )
    .map((entry): Closure =>
      'date' in entry ? wholeDay(entry.date, country) : [Date.parse(entry.from), Date.parse(entry.until)],
    );
  const start = now.getTime();
  return [...holidays, ...listed]
    .filter(([from, until]) => until > start && from < start + 366 * DAY_MS && from < until)
    .sort((a, b) => a[0] - b[0]);
}

/** docs/rules/07-calls.md's isBusinessHour: the week table, unless a closure covers the instant. */
export const closedBy = (closures: readonly Closure[], at: number): boolean =>
  closures.some(([from, until]) => at >= from && at < until);
