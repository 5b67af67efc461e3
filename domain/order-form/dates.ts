import type { Country } from '../../schemas/brand.ts';
import { SERVICE_TIME_ZONE } from '../business-hours.ts';

/*
 * Plain dates (no time, no zone): the calendar the order form's date rules count in, and the day of ordering they
 * count from.
 */

export interface PlainDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A calendar date, or null when it does not exist (31 April, 29 February 2001). */
export function plainDate(year: number, month: number, day: number): PlainDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

export function parseIsoDate(value: string): PlainDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? plainDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 1-5-2026, 01-05-2026, 1/5/2026, 1.5.2026: what a browser without a date picker gets typed into it. */
export function parseDutchDate(value: string): PlainDate | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  return match ? plainDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
export const isoDate = (date: PlainDate) => `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
/** Negative when a is earlier, 0 on the same day, positive when a is later. */
export const compareDates = (a: PlainDate, b: PlainDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Calendar months later; the day is clamped to the month's last day (30 November + 3 months = 28/29 February). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const monthIndex = date.month - 1 + months;
  const year = date.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/**
 * The day of ordering as YYYY-MM-DD in the brand's country, whatever the server's or the browser's zone: an order
 * placed at 00:30 in Amsterdam is placed that day, also for the 18+ rule.
 */
export function orderDay(now: Date, country: Country): string {
  // en-CA writes dates as YYYY-MM-DD.
  const timeZone = SERVICE_TIME_ZONE[country];
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
