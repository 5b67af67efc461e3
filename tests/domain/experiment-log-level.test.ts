import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../domain/brand-resolution.ts';
import { experimentLogLevel } from '../../domain/experiments/log-level.ts';
import type { Query } from '../../domain/query.ts';

describe('optimizely_log (docs/rules/02-routes-and-layout.md): the experiment SDK’s log level for one request, outside production', () => {
  it.each<[Query, AppEnv, string | undefined]>([
    [{}, 'local', undefined],
    [{ optimizely_log: 'debug' }, 'local', 'debug'],
    [{ optimizely_log: 'INFO' }, 'test', 'info'],
    [{ optimizely_log: ' warn ' }, 'acceptance', 'warn'],
    [{ optimizely_log: 'error' }, 'local', 'error'],
    [{ optimizely_log: '' }, 'local', 'debug'],
    [{ optimizely_log: 'true' }, 'local', 'debug'],
    [{ optimizely_log: '1' }, 'local', 'debug'],
    [{ optimizely_log: 'verbose' }, 'local', undefined],
    [{ optimizely_log: '<script>' }, 'local', undefined],
    [{ optimizely_log: ['debug', 'info'] }, 'local', undefined],
    [{ optimizely_log: 'debug' }, 'production', undefined],
    [{ optimizely_log: 'true' }, 'production', undefined],
  ])('%j in %s -> %s', (query, appEnv, level) => {
    expect(experimentLogLevel(query, appEnv)).toBe(level);
  });
});
