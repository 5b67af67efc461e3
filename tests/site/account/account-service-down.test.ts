import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConfiguration, accountServiceFailed } from '../../../site/account/oidc.ts';
import { isBrokenCircuitError } from '../../../site/upstream/resilience.ts';

/*
 * The account service down: every connection to it is reset. A login fails (the login route sends
 * the visitor back to the page with the notice), and after five failures in a row the breaker answers at once without
 * trying the service again. No page needs the account service to render (site/account/oidc.ts).
 */

let server: net.Server;
let connections = 0;
let issuer: string;

beforeAll(async () => {
  server = net.createServer((socket) => {
    connections += 1;
    socket.resetAndDestroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the account service down', () => {
  it('fails each login fast, and after five failures in a row stops asking it', async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const started = performance.now();
      const error = await accountConfiguration({ issuer, clientId: `down-${attempt}`, clientSecret: 'secret' }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeDefined();
      expect(performance.now() - started).toBeLessThan(2000);
      outcomes.push(isBrokenCircuitError(error) ? 'circuit open' : 'failed');
    }
    expect(outcomes).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
      'circuit open',
      'circuit open',
      'circuit open',
    ]);
    expect(connections).toBe(5);
  });

  it.each([
    ['no connection (fetch failed)', new TypeError('fetch failed'), true],
    ['a timeout', Object.assign(new Error('timed out'), { name: 'TimeoutError' }), true],
    ['an OAuth error of the service (its answer)', new Error('invalid_grant'), false],
    ['anything thrown that is not an Error', 'nope', false],
  ])('%s: counted as the service failing or not', (_label, error, counts) => {
    expect(accountServiceFailed(error)).toBe(counts);
  });
});
