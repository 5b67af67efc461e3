import type { HostRow } from '../schemas/compiled-brand.ts';
import { parseHostHeader } from './request-host.mjs';

/** docs/rules/01-product-and-brands.md: the configured default brand when neither a code nor a host gives one. */
export const DEFAULT_BRAND_CODE = 'dpg';

/** Browsers send every *.localhost name to loopback, so `vk.localhost:3000` is the Volkskrant shop locally. */
export const LOCAL_HOST_SUFFIX = 'localhost';

export type AppEnv = 'local' | 'test' | 'acceptance' | 'production';

/**
 * Whether an environment honours the `brandcode` query (docs/rules/01-product-and-brands.md: outside production only).
 */
const honoursBrandcode = (appEnv: AppEnv): boolean => appEnv !== 'production';

export type BrandResolution =
  | { readonly kind: 'brand'; readonly code: string; readonly source: 'query' | 'host' | 'localhost' | 'default' }
  | { readonly kind: 'unknown'; readonly code: string };

export interface BrandRequest {
  /** The Host header as sent, possibly with a port. */
  readonly host: string | null | undefined;
  /** The `brandcode` query value, if any. */
  readonly brandcode: string | null | undefined;
  readonly appEnv: AppEnv;
}

export interface BrandDirectory {
  readonly hosts: readonly HostRow[];
  readonly isBrandCode: (code: string) => boolean;
}

/**
 * Host header -> bare lowercase host name: no port, no trailing dot. A header the fleet's host rule refuses
 * (domain/request-host.mjs: `ad.nl:@x`, `a?.libelle.nl`) names no host at all, so no brand's.
 */
export function hostName(host: string | null | undefined): string {
  return parseHostHeader(host?.trim())?.name ?? '';
}

/** A host matches a domain when it equals it or is a subdomain of it: abonnement.ad.nl, www.ad.nl and ad.nl give ad. */
export function hostMatchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * docs/rules/01-product-and-brands.md, brand code resolution: an explicit code (honoured outside production only) is
 * lowercased and used; otherwise the host decides; otherwise the default brand. An explicit code that is not a brand is
 * unknown (the caller answers 404 'Page Not Found').
 */
export function resolveBrand(request: BrandRequest, directory: BrandDirectory): BrandResolution {
  const explicit = request.brandcode?.trim().toLowerCase();
  if (explicit && honoursBrandcode(request.appEnv)) {
    return directory.isBrandCode(explicit)
      ? { kind: 'brand', code: explicit, source: 'query' }
      : { kind: 'unknown', code: explicit };
  }

  const byHost = brandOfHost(request.host, directory);
  if (byHost) return { kind: 'brand', ...byHost };

  return { kind: 'brand', code: DEFAULT_BRAND_CODE, source: 'default' };
}

/**
 * The brand whose shop a host is (`vk.localhost` locally, or a host under a brand's domain), or undefined when it is
 * no brand's.
 */
export function brandOfHost(
  rawHost: string | null | undefined,
  directory: BrandDirectory,
): { readonly code: string; readonly source: 'host' | 'localhost' } | undefined {
  const host = hostName(rawHost);
  const local = localhostBrand(host);
  if (local && directory.isBrandCode(local)) return { code: local, source: 'localhost' };
  // The table is ordered longest domain first, so the first match is the most specific one.
  const row = directory.hosts.find(([domain]) => hostMatchesDomain(host, domain));
  return row ? { code: row[1], source: 'host' } : undefined;
}

/** `vk.localhost` and `www.vk.localhost` -> `vk`; anything else -> undefined. */
function localhostBrand(host: string): string | undefined {
  const labels = host.split('.');
  if (labels.length < 2 || labels.at(-1) !== LOCAL_HOST_SUFFIX) return undefined;
  return labels.at(-2);
}
