import { describe, expect, it } from 'vitest';
import { orderDay } from '../../../domain/order-form/dates.ts';

describe('orderDay: the day of ordering in the shop’s country', () => {
  it.each<[string, 'nl' | 'be', string]>([
    ['2026-05-14T21:59:00Z', 'nl', '2026-05-14'], // 23:59 summer time
    ['2026-05-14T22:00:00Z', 'nl', '2026-05-15'], // 00:00 summer time: already the next day
    ['2026-01-14T22:30:00Z', 'be', '2026-01-14'], // 23:30 winter time
    ['2026-01-14T23:30:00Z', 'be', '2026-01-15'],
    ['2026-03-01T00:00:00Z', 'nl', '2026-03-01'],
  ])('%s in %s -> %s', (instant, country, day) => {
    expect(orderDay(new Date(instant), country)).toBe(day);
  });
});
