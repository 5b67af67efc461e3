import { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from '../../../site/request/client-address.ts';
import { PEER_ADDRESS_HEADER as SITE_HEADER, peerAddress } from '../../../site/request/headers.ts';
import { parseEnv } from '../../../site/env.ts';
import { PEER_ADDRESS_HEADER, STAMPED_ENV, stampPeerAddress } from '../../../site/preloads/peer-address.mjs';

/*
 * The visitor's address (docs/adr/0018): from the peer that connected, through X-Forwarded-For from its right, past
 * the trusted proxies only. What the visitor wrote into the header themselves is never their address.
 */

const LOOPBACK = trustedProxies(['loopback']);
/** The local cluster: nginx reaches the instances from 127.0.0.2 (site/scripts/cluster.mjs). */
const CLUSTER = trustedProxies(['127.0.0.2']);
/** Production-like: nginx machines in 10.0.0.0/8 behind a load balancer at 203.0.113.5, and an IPv6 range. */
const BEHIND_BALANCER = trustedProxies(['10.0.0.0/8', '203.0.113.5', 'fd00::/8']);
const NOTHING = trustedProxies([]);

describe('clientAddress: the nearest address the trusted proxies did not write', () => {
  it.each([
    // npm start: the visitor connects directly.
    {
      rule: 'no proxy: the peer itself',
      peer: '198.51.100.7',
      xff: undefined,
      trust: LOOPBACK,
      address: '198.51.100.7',
    },
    {
      rule: 'forged header from an untrusted peer: the peer',
      peer: '198.51.100.7',
      xff: '192.0.2.10',
      trust: LOOPBACK,
      address: '198.51.100.7',
    },
    {
      rule: 'a local proxy (trusted loopback) forwarding for a visitor',
      peer: '127.0.0.1',
      xff: '192.0.2.10',
      trust: LOOPBACK,
      address: '192.0.2.10',
    },
    {
      rule: 'nothing trusted: the peer, even loopback',
      peer: '127.0.0.1',
      xff: '192.0.2.10',
      trust: NOTHING,
      address: '127.0.0.1',
    },
    // The cluster: nginx appends the visitor's real address to whatever they sent.
    {
      rule: 'cluster: the address nginx appended',
      peer: '127.0.0.2',
      xff: '127.0.0.1',
      trust: CLUSTER,
      address: '127.0.0.1',
    },
    {
      rule: 'cluster: a forged entry left of nginx’s is ignored',
      peer: '127.0.0.2',
      xff: '192.0.2.10, 127.0.0.1',
      trust: CLUSTER,
      address: '127.0.0.1',
    },
    {
      rule: 'cluster: several forged entries',
      peer: '127.0.0.2',
      xff: '192.0.2.10, 192.0.2.11,127.0.0.2, 198.51.100.9',
      trust: CLUSTER,
      address: '198.51.100.9',
    },
    {
      rule: 'cluster: a visitor reaching an instance directly cannot pose as nginx',
      peer: '127.0.0.1',
      xff: '192.0.2.10',
      trust: CLUSTER,
      address: '127.0.0.1',
    },
    // Several proxies: a load balancer, then nginx.
    {
      rule: 'balancer then nginx',
      peer: '10.0.0.4',
      xff: '192.0.2.10, 203.0.113.5',
      trust: BEHIND_BALANCER,
      address: '192.0.2.10',
    },
    {
      rule: 'balancer then nginx, with a forged entry',
      peer: '10.0.0.4',
      xff: '198.51.100.1, 192.0.2.10, 203.0.113.5',
      trust: BEHIND_BALANCER,
      address: '192.0.2.10',
    },
    {
      rule: 'a visitor posing as the balancer is the visitor',
      peer: '10.0.0.4',
      xff: '203.0.113.5, 198.51.100.1',
      trust: BEHIND_BALANCER,
      address: '198.51.100.1',
    },
    {
      rule: 'every hop trusted: the furthest',
      peer: '10.0.0.4',
      xff: '10.0.0.9',
      trust: BEHIND_BALANCER,
      address: '10.0.0.9',
    },
    // IPv6.
    {
      rule: 'IPv6 visitor behind an IPv6 proxy',
      peer: 'fd00::1',
      xff: '2001:db8::7',
      trust: BEHIND_BALANCER,
      address: '2001:db8::7',
    },
    {
      rule: 'IPv6 loopback peer is loopback',
      peer: '::1',
      xff: '2001:db8::7',
      trust: LOOPBACK,
      address: '2001:db8::7',
    },
    {
      rule: 'IPv4-mapped peer is trusted as IPv4 and comes back as IPv4',
      peer: '::ffff:127.0.0.2',
      xff: '::ffff:192.0.2.10',
      trust: CLUSTER,
      address: '192.0.2.10',
    },
    {
      rule: 'IPv4-mapped untrusted peer, as IPv4',
      peer: '::ffff:198.51.100.7',
      xff: '192.0.2.10',
      trust: CLUSTER,
      address: '198.51.100.7',
    },
    // Garbage.
    {
      rule: 'garbage written by a trusted local proxy: none',
      peer: '127.0.0.1',
      xff: 'not-an-address',
      trust: LOOPBACK,
      address: undefined,
    },
    {
      rule: 'garbage left of nginx’s entry: never read',
      peer: '127.0.0.2',
      xff: '<script>, 127.0.0.1',
      trust: CLUSTER,
      address: '127.0.0.1',
    },
    {
      rule: 'an address with a port: none',
      peer: '127.0.0.1',
      xff: '192.0.2.10:443',
      trust: LOOPBACK,
      address: undefined,
    },
    {
      rule: 'empty list entries: the peer’s next real one',
      peer: '127.0.0.1',
      xff: ', ,192.0.2.10, ,',
      trust: LOOPBACK,
      address: '192.0.2.10',
    },
    { rule: 'an empty header: the peer', peer: '127.0.0.1', xff: '', trust: LOOPBACK, address: '127.0.0.1' },
    {
      rule: 'a huge header: the nearest entry',
      peer: '127.0.0.1',
      xff: `${'192.0.2.1, '.repeat(5_000)}198.51.100.3`,
      trust: LOOPBACK,
      address: '198.51.100.3',
    },
    {
      rule: 'no peer known: none, whatever the header says',
      peer: undefined,
      xff: '192.0.2.10',
      trust: LOOPBACK,
      address: undefined,
    },
  ])('$rule', ({ peer, xff, trust, address }) => {
    expect(clientAddress({ peer, forwardedFor: xff }, trust)).toBe(address);
  });
});

describe('TRUSTED_PROXIES', () => {
  // Unset stays unset, so production can refuse it (site/production-settings.ts); the Visit then trusts loopback.
  it.each([
    [undefined, undefined],
    ['', []],
    ['127.0.0.2', ['127.0.0.2']],
    [' 10.0.0.0/8 , fd00::/8,loopback ', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('%j is trusted as %j', (value, entries) => {
    expect(parseEnv({ TRUSTED_PROXIES: value }).TRUSTED_PROXIES).toEqual(entries);
  });

  it.each(['nginx.internal', '10.0.0.0/33', '256.1.1.1', 'loopback 10.0.0.1'])(
    '%j stops start-up with the variable’s name',
    (value) => {
      expect(() => parseEnv({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES must be addresses, CIDR ranges/);
    },
  );
});

describe('the peer address stamp (site/preloads/peer-address.mjs)', () => {
  const stamp = (headers: Record<string, string>, remoteAddress: string | undefined) => {
    const request = { headers: { ...headers } };
    stampPeerAddress({ request, socket: { remoteAddress } });
    return request.headers;
  };

  it('is the header the site reads', () => {
    expect(PEER_ADDRESS_HEADER).toBe(SITE_HEADER);
  });

  it('overwrites a copy the visitor sent', () => {
    expect(stamp({ [PEER_ADDRESS_HEADER]: '10.0.0.4' }, '198.51.100.7')).toEqual({
      [PEER_ADDRESS_HEADER]: '198.51.100.7',
    });
  });

  it('removes the visitor’s copy when the socket has no address', () => {
    expect(stamp({ [PEER_ADDRESS_HEADER]: '10.0.0.4' }, undefined)).toEqual({});
  });

  it('runs for every request of a Node server in a process that loaded it', async () => {
    const server = new Server((request, response) => response.end(String(request.headers[PEER_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: '10.0.0.4' } });
      expect(await answer.text()).toBe('127.0.0.1');
      expect(process.env[STAMPED_ENV]).toBe('true');
    } finally {
      server.close();
    }
  });

  it('is read only in a process that stamps', () => {
    const header = (name: string) => (name === PEER_ADDRESS_HEADER ? '10.0.0.4' : null);
    const before = process.env[STAMPED_ENV];
    try {
      process.env[STAMPED_ENV] = 'true';
      expect(peerAddress(header)).toBe('10.0.0.4');
      delete process.env[STAMPED_ENV];
      expect(peerAddress(header)).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env[STAMPED_ENV];
      else process.env[STAMPED_ENV] = before;
    }
  });
});
