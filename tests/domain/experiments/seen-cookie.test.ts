import { describe, expect, it } from 'vitest';
import type { CampaignDecidedEvent } from '../../../domain/experiments/campaign-decided.ts';
import { MAX_SEEN_ENTRIES, readSeenCookie, seenCookieValue } from '../../../domain/experiments/seen-cookie.ts';

/*
 * The seen cookie (docs/adr/0007): every decision and its campaign-decided event, beside a shared page. Written by the
 * proxy, read by the page's script; the browser (or anything on the host) may change it, so reading is strict.
 */

const decision = { experimentKey: 'header_points_intro_discount', variationKey: 'variation_1' };
const event: CampaignDecidedEvent = {
  event: 'campaign-decided',
  'optimizely-dimension-value': 'header_points_intro_discount (30000001043):variation_1 (30000001045)',
  'optimizely-dimension-number': 14,
};

describe('the seen cookie', () => {
  it('reads back what it wrote', () => {
    const seen = {
      decisions: [decision, { experimentKey: 'cancel_switch_flow_intro', variationKey: 'control' }],
      events: [event],
    };
    expect(readSeenCookie(seenCookieValue(seen))).toEqual(seen);
  });

  it('is nothing to write without decisions', () => {
    expect(seenCookieValue({ decisions: [], events: [] })).toBeUndefined();
  });

  it(`keeps at most ${MAX_SEEN_ENTRIES} of each, and a full datafile's worth stays far below a browser's 4 KB`, () => {
    const many = { decisions: Array(40).fill(decision), events: Array(40).fill(event) };
    const value = seenCookieValue(many) ?? '';
    expect(readSeenCookie(value)?.decisions).toHaveLength(MAX_SEEN_ENTRIES);
    const datafile = { decisions: Array(11).fill(decision), events: Array(11).fill(event) };
    expect(encodeURIComponent(seenCookieValue(datafile) ?? '').length).toBeLessThan(3000);
  });

  const json = (value: unknown) => JSON.stringify(value);
  const entry = [event['optimizely-dimension-value'], 14];
  it.each<[string, string | undefined]>([
    ['absent', undefined],
    ['empty', ''],
    ['not JSON', '{d:'],
    ['JSON null', 'null'],
    ['an array', json([[], []])],
    ['decisions missing', json({ e: [] })],
    ['events missing', json({ d: [] })],
    ['an unknown field', json({ d: [], e: [], x: 1 })],
    ['a decision without its variation', json({ d: [['x']], e: [] })],
    ['a decision with a numeric variation', json({ d: [['x', 1]], e: [] })],
    ['an event with a dimension number of 0', json({ d: [], e: [[entry[0], 0]] })],
    ['an event with a negative dimension number', json({ d: [], e: [[entry[0], -3]] })],
    ['an event with a fractional dimension number', json({ d: [], e: [[entry[0], 1.5]] })],
    ['an event with the dimension number as text', json({ d: [], e: [[entry[0], '14']] })],
    [`${MAX_SEEN_ENTRIES + 1} events`, json({ d: [], e: Array(MAX_SEEN_ENTRIES + 1).fill(entry) })],
    ['a prototype-polluting key only', '{"__proto__":{"d":[],"e":[]}}'],
  ])('reads %s as nothing, without throwing', (_, value) => {
    expect(readSeenCookie(value)).toBeUndefined();
  });
});
