import { isIPv4, isIPv6 } from 'node:net';
import proxyaddr from 'proxy-addr';
import { env } from '../env.ts';
import { peerAddress } from './headers.ts';

/*
 * The visitor's address (docs/adr/0018): walked from the peer that connected to this process towards the visitor,
 * through X-Forwarded-For from its right, past every hop in the trusted list; the first address not trusted is the
 * visitor's. Whatever a visitor writes into X-Forwarded-For themselves sits left of that and is never read.
 */

/** Which hops may tell the site who they forward for: proxy-addr's compiled check. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * The check for TRUSTED_PROXIES' entries (site/env.ts): addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and
 * proxy-addr's names `loopback`, `linklocal` and `uniquelocal`; none trusts nothing. Throws on an entry that is none
 * of these, naming it.
 */
export const trustedProxies = (entries: readonly string[]): TrustedProxies => proxyaddr.compile([...entries]);

export interface ClientHops {
  /** The address of whatever connected to this process (site/preloads/peer-address.mjs); undefined when unknown. */
  readonly peer: string | undefined;
  /** X-Forwarded-For as it arrived: the hops' list, the nearest last. */
  readonly forwardedFor: string | null | undefined;
}

/**
 * The visitor's address as the trusted hops report it; undefined when the peer is unknown or the address found is no
 * IP address (a trusted hop passing on garbage). An IPv4 address written IPv6-mapped comes back as IPv4.
 */
export function clientAddress({ peer, forwardedFor }: ClientHops, trust: TrustedProxies): string | undefined {
  if (!peer) return undefined;
  // proxy-addr reads a request's socket and headers; these are the only two parts of one it reads.
  const request = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwardedFor ?? '' } };
  const found = proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
  const address = found.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIPv4(address) || isIPv6(address) ? address : undefined;
}

/** Unset, only a proxy on this machine (npm start, the tests); production names its own (site/env.ts). */
const DEFAULT_TRUSTED_PROXIES = ['loopback'];

/** TRUSTED_PROXIES, compiled once, when the first request needs it. */
let compiledTrust: TrustedProxies | undefined;
const trusted = (): TrustedProxies =>
  (compiledTrust ??= trustedProxies(env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES));

/** A request's headers, as every boundary can read them. */
export type HeaderReader = (name: string) => string | null | undefined;

/**
 * The visitor's address: from the peer that connected, through X-Forwarded-For past the trusted proxies only
 * (docs/adr/0018). The one place that decides which address to trust.
 */
export function trustedAddress(header: HeaderReader): string | undefined {
  return clientAddress({ peer: peerAddress(header), forwardedFor: header('x-forwarded-for') }, trusted());
}

/**
 * Whether whatever connected to this process is a trusted proxy (TRUSTED_PROXIES, docs/adr/0018): only then is a
 * header that proxy sets for the site believed (the front's decisions, docs/adr/0021; the visitor's scheme).
 */
export function fromTrustedProxy(header: HeaderReader): boolean {
  const peer = peerAddress(header);
  return peer !== undefined && trusted()(peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''), 0);
}
