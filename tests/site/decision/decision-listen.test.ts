import { describe, expect, it } from 'vitest';
import { listenTarget } from '../../../site/decision/listen-target.ts';

/* Where the decision service listens (site/decision/listen-target.ts, docs/adr/0021): DECISION_LISTEN. */
describe('listenTarget', () => {
  it.each([
    ['/tmp/cluster/decision-1.sock', { socket: '/tmp/cluster/decision-1.sock' }],
    ['0.0.0.0:4001', { host: '0.0.0.0', port: 4001 }],
    ['decision:4001', { host: 'decision', port: 4001 }],
    ['127.0.0.1:1', { host: '127.0.0.1', port: 1 }],
    ['[::1]:65535', { host: '::1', port: 65_535 }],
  ])('%s', (value, expected) => {
    expect(listenTarget(value)).toEqual(expected);
  });

  it.each([
    [undefined, /DECISION_LISTEN must name/],
    ['', /DECISION_LISTEN must name/],
    ['decision.sock', /neither a unix socket path/],
    ['4001', /neither a unix socket path/],
    ['host:0', /neither a unix socket path/],
    ['host:70000', /neither a unix socket path/],
    ['host:12ab', /neither a unix socket path/],
    ['http://host:4001', /neither a unix socket path/],
  ])('refuses %j with a clear message', (value, message) => {
    expect(() => listenTarget(value)).toThrow(message);
  });
});
