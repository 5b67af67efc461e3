import type { NextRequest } from 'next/server';
import { resolveBrand } from '../../domain/brand-resolution.ts';
import {
  GROUP_SITE_URL,
  previewHost,
  publicOrigin,
  type OriginBrand,
  type PreviewHost,
} from '../../domain/public-origin.ts';
import { BRAND_DIRECTORY, getBrand } from '../brands.ts';
import { env, standInsAllowed } from '../env.ts';
import { fromTrustedProxy, type HeaderReader } from './client-address.ts';

/** Every domain in the registry: a host below one of them is the fleet's own. */
const REGISTERED_DOMAINS: readonly string[] = BRAND_DIRECTORY.hosts.map(([domain]) => domain);

/**
 * The brand's public origin on a request (docs/adr/0027): the request's Host only where the registry vouches for it,
 * the scheme a trusted proxy reports (never a visitor's own X-Forwarded-Proto), https in production.
 */
export function publicOriginOf(brand: OriginBrand, header: HeaderReader): string {
  const proto = fromTrustedProxy(header) ? header('x-forwarded-proto')?.trim().toLowerCase() : undefined;
  return publicOrigin(
    brand,
    {
      host: header('host'),
      production: env.APP_ENV === 'production',
      localHosts: standInsAllowed(env),
      forwardedProto: proto === 'http' || proto === 'https' ? proto : undefined,
    },
    REGISTERED_DOMAINS,
    env.GROUP_SHOP_ORIGIN ?? GROUP_SITE_URL,
  );
}

/**
 * An absolute address on the request's brand shop, for a redirect or a callback: the brand as the request names it
 * (its host, outside production its brandcode query), its origin from the registry.
 */
export function onVisitorHost(request: NextRequest, location: string): string {
  const header = (name: string) => request.headers.get(name);
  const brandcode = request.nextUrl.searchParams.get('brandcode');
  const resolution = resolveBrand({ host: header('host'), brandcode, appEnv: env.APP_ENV }, BRAND_DIRECTORY);
  const brand = (resolution.kind === 'brand' && getBrand(resolution.code)) || NO_BRAND;
  return `${publicOriginOf(brand, header)}${location}`;
}

/** The brand's host for the visual editor's preview, in the environment of the request's host (docs/adr/0029). */
export function previewHostOf(
  brand: { readonly code: string; readonly domain: string },
  request: NextRequest,
): PreviewHost {
  return previewHost(
    brand,
    { host: request.headers.get('host'), production: env.APP_ENV === 'production' },
    REGISTERED_DOMAINS,
  );
}

/** An unknown brandcode's request: no domain of its own, so the group shop's origin unless its host is the fleet's. */
const NO_BRAND: OriginBrand = { domain: '', hosts: [] };
