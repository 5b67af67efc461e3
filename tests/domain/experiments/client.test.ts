import { describe, expect, it } from 'vitest';
import {
  CLIENT_NOT_INITIALIZED_WARNING,
  EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS,
  EXPERIMENT_CLIENT,
  EXPERIMENT_USER_ID_MAX_AGE_SECONDS,
  experimentClientChoice,
  isTrueish,
  type ClientInputs,
} from '../../../domain/experiments/client.ts';
import { midSchema } from '../../../schemas/front-office.ts';

describe('constants (docs/rules/09-constants-and-limits.md)', () => {
  it('keeps the experiment user id two years and the activation cookie 60 days', () => {
    expect(EXPERIMENT_USER_ID_MAX_AGE_SECONDS).toBe(730 * 86_400);
    expect(EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS).toBe(60 * 86_400);
  });

  it('configures the client with the spec’s ready timeout, batch, flush and queue', () => {
    expect(EXPERIMENT_CLIENT).toEqual({
      readyTimeoutMs: 30_000,
      batchSize: 10,
      flushIntervalMs: 1000,
      maxQueueSize: 10_000,
    });
  });
});

describe('experimentClientChoice: no client for shop mids, the query switch, the env switch and CI (docs/rules/04-states-and-flows.md)', () => {
  /** The shop mids as the settings give them (site/env.ts SHOP_MIDS; these are its local defaults). */
  const shopMids = [midSchema.parse('CAM-SHOP01'), midSchema.parse('CAM-SHOP02')];
  const base: ClientInputs = { mid: 'CAM-AB12CD', shopMids, query: {}, disableOptimizely: undefined, ci: undefined };
  const production = [midSchema.parse('CAM-PROD01'), midSchema.parse('CAM-PROD02')];

  it.each<[string, Partial<ClientInputs>, string | undefined]>([
    ['a campaign mid, nothing switched off: a client', {}, undefined],
    ['no mid at all: a client', { mid: undefined }, undefined],
    ['the first shop mid', { mid: 'CAM-SHOP01' }, 'shop-mid'],
    ['the second shop mid', { mid: 'CAM-SHOP02' }, 'shop-mid'],
    ['a shop mid in lower case (mids are case-insensitive)', { mid: 'cam-shop02' }, 'shop-mid'],
    ['a mid that merely resembles a shop mid', { mid: 'CAM-SHOP03' }, undefined],
    [
      'a production default mid of another value, among its shop mids',
      { mid: 'CAM-PROD01', shopMids: production },
      'shop-mid',
    ],
    ['the second of the settings’ shop mids', { mid: 'cam-prod02', shopMids: production }, 'shop-mid'],
    [
      'a local shop mid where the settings name others: a campaign',
      { mid: 'CAM-SHOP01', shopMids: production },
      undefined,
    ],
    ['disable_optimizely=true in the query', { query: { disable_optimizely: 'true' } }, 'query'],
    ['disable_optimizely=false in the query', { query: { disable_optimizely: 'false' } }, undefined],
    ['disable_optimizely=TRUE is not the spec’s value', { query: { disable_optimizely: 'TRUE' } }, undefined],
    ['disable_optimizely repeated (an array)', { query: { disable_optimizely: ['true', 'true'] } }, undefined],
    ['DISABLE_OPTIMIZELY=true', { disableOptimizely: 'true' }, 'environment'],
    ['DISABLE_OPTIMIZELY=false', { disableOptimizely: 'false' }, undefined],
    ['CI=true', { ci: 'true' }, 'ci'],
    ['CI=1', { ci: '1' }, 'ci'],
    ['CI=github-actions (a CI system’s own value)', { ci: 'github-actions' }, 'ci'],
    ['CI=false', { ci: 'false' }, undefined],
    ['CI=0', { ci: '0' }, undefined],
    ['CI empty', { ci: '' }, undefined],
    [
      'the shop mid is named first when several apply',
      { mid: 'CAM-SHOP01', ci: 'true', disableOptimizely: 'true' },
      'shop-mid',
    ],
  ])('%s', (_, inputs, reason) => {
    const choice = experimentClientChoice({ ...base, ...inputs });
    if (reason === undefined) {
      expect(choice).toEqual({ create: true });
    } else {
      expect(choice).toEqual({ create: false, reason, warning: 'Optimizely is not initialized' });
    }
  });

  it('warns with the spec’s exact text', () => {
    expect(CLIENT_NOT_INITIALIZED_WARNING).toBe('Optimizely is not initialized');
  });

  it.each([
    ['true', true],
    [' TRUE ', true],
    ['yes', true],
    ['no', false],
    ['off', false],
    ['FALSE', false],
    [undefined, false],
  ])('isTrueish(%j) is %s', (value, expected) => {
    expect(isTrueish(value)).toBe(expected);
  });
});
