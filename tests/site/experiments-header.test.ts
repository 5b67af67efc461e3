import { describe, expect, it } from 'vitest';
import {
  experimentsHeaderValue,
  NO_EXPERIMENTS,
  readExperimentsHeader,
  type VisitorExperiments,
} from '../../site/experiments/header.ts';

/*
 * The header that carries the proxy's decisions to the layout and the page (site/experiments/header.ts). A request
 * the proxy did not see carries whatever its sender wrote, so anything but a valid value reads as no experiments.
 */

const decision = { flagKey: 'header_points', experimentKey: 'header_points_intro_discount', variationKey: 'variation_1' };
const event = {
  event: 'campaign-decided' as const,
  'optimizely-dimension-value': 'header_points_intro_discount (30000001043):variation_1 (30000001045)',
  'optimizely-dimension-number': 14,
};
const EXPERIMENTS: VisitorExperiments = { decisions: [decision], events: [event] };

describe('the experiments header', () => {
  it.each<[string, VisitorExperiments]>([
    ['decisions and their events', EXPERIMENTS],
    ['none', NO_EXPERIMENTS],
    ['the most it allows (50 of each)', { decisions: Array(50).fill(decision), events: Array(50).fill(event) }],
  ])('reads back what it wrote: %s', (_, experiments) => {
    expect(readExperimentsHeader(experimentsHeaderValue(experiments))).toEqual(experiments);
  });

  const json = (value: unknown) => JSON.stringify(value);
  it.each<[string, string | null | undefined]>([
    ['absent', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not JSON', '{decisions:'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', json([EXPERIMENTS])],
    ['decisions missing', json({ events: [event] })],
    ['events missing', json({ decisions: [decision] })],
    ['decisions not an array', json({ decisions: decision, events: [] })],
    ['a decision without its variation', json({ decisions: [{ flagKey: 'x', experimentKey: 'y' }], events: [] })],
    ['a decision with a numeric variation', json({ decisions: [{ ...decision, variationKey: 1 }], events: [] })],
    ['an event of another name', json({ decisions: [], events: [{ ...event, event: 'page' }] })],
    ['an event with a dimension number of 0', json({ decisions: [], events: [{ ...event, 'optimizely-dimension-number': 0 }] })],
    ['an event with a negative dimension number', json({ decisions: [], events: [{ ...event, 'optimizely-dimension-number': -3 }] })],
    ['an event with a fractional dimension number', json({ decisions: [], events: [{ ...event, 'optimizely-dimension-number': 1.5 }] })],
    ['an event with the dimension number as text', json({ decisions: [], events: [{ ...event, 'optimizely-dimension-number': '14' }] })],
    ['51 decisions', json({ decisions: Array(51).fill(decision), events: [] })],
    ['51 events', json({ decisions: [], events: Array(51).fill(event) })],
    ['a prototype-polluting key only', '{"__proto__":{"decisions":[],"events":[]}}'],
  ])('reads %s as no experiments, without throwing', (_, value) => {
    expect(readExperimentsHeader(value)).toEqual(NO_EXPERIMENTS);
  });

  it('keeps nothing of a forged value but the schema’s fields', () => {
    const forged = json({ decisions: [{ ...decision, extra: '<script>' }], events: [{ ...event, extra: 1 }], extra: true });
    expect(readExperimentsHeader(forged)).toEqual(EXPERIMENTS);
  });
});
