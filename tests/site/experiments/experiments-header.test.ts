import { describe, expect, it } from 'vitest';
import {
  experimentsHeaderValue,
  NO_EXPERIMENTS,
  readExperimentsHeader,
  type VisitorExperiments,
} from '../../../site/experiments/header.ts';

/*
 * The header that carries the proxy's decisions to the layout and the page (site/experiments/header.ts). A
 * request the proxy did not see carries whatever its sender wrote, so anything but a valid value reads as no
 * experiments.
 */

const decision = { experimentKey: 'header_points_intro_discount', variationKey: 'variation_1' };
const EXPERIMENTS: VisitorExperiments = { decisions: [decision] };

describe('the experiments header', () => {
  it.each<[string, VisitorExperiments]>([
    ['decisions', EXPERIMENTS],
    ['none', NO_EXPERIMENTS],
    ['the most it allows (50)', { decisions: Array(50).fill(decision) }],
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
    ['decisions missing', json({ events: [] })],
    ['decisions not an array', json({ decisions: decision })],
    ['a decision without its variation', json({ decisions: [{ experimentKey: 'y' }] })],
    ['a decision without its experiment', json({ decisions: [{ variationKey: 'y' }] })],
    ['a decision with a numeric variation', json({ decisions: [{ ...decision, variationKey: 1 }] })],
    ['51 decisions', json({ decisions: Array(51).fill(decision) })],
    ['a prototype-polluting key only', '{"__proto__":{"decisions":[]}}'],
  ])('reads %s as no experiments, without throwing', (_, value) => {
    expect(readExperimentsHeader(value)).toEqual(NO_EXPERIMENTS);
  });

  it('keeps nothing of a forged value but the schema’s fields', () => {
    const forged = json({
      decisions: [{ ...decision, flagKey: 'x', extra: '<script>' }],
      events: [{ extra: 1 }],
      extra: true,
    });
    expect(readExperimentsHeader(forged)).toEqual(EXPERIMENTS);
  });
});
