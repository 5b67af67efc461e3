import { parseHostHeader } from './request-host.mjs';
import { hostMatchesDomain, LOCAL_HOST_SUFFIX } from './brand-resolution.ts';

/*
 * The origin of every absolute address the shop hands out (a redirect, a payment's return and webhook, the login's
 * redirect_uri): decided from the brand registry, never from what a request says (docs/adr/0027). A request's Host
 * is used only when the registry vouches for it: it is one of the brand's registered domains or below one, or, on a
 * local run, a loopback name. Anything else gets the brand's registered domain, or the group shop's origin.
 */

/**
 * The group's own site: where a brand without a shop of its own sends a visitor home
 * (docs/rules/02-routes-and-layout.md).
 */
export const GROUP_SITE_URL = 'https://www.dpgmedia.nl';

/**
 * docs/rules/02-routes-and-layout.md, error page: 'Naar home' is the brand's domain, or the group site when it has
 * none.
 */
export const brandHomeUrl = (brand: { readonly domain: string }): string =>
  brand.domain ? `https://${brand.domain}` : GROUP_SITE_URL;

export interface OriginBrand {
  /** The brand's main domain; empty for a brand without a shop host of its own. */
  readonly domain: string;
  /** Every domain registered for the brand (`allDomains`), the main one included. */
  readonly hosts: readonly string[];
}

export interface OriginRequest {
  /** The Host header as it came (nginx has already refused a malformed one; the site checks again). */
  readonly host: string | null | undefined;
  /** Whether this server runs in production, where every address is https on the default port. */
  readonly production: boolean;
  /** Whether loopback names may be used (a run on this machine: outside production, or with local stand-ins). */
  readonly localHosts: boolean;
  /** The scheme a trusted proxy said the visitor used; undefined when no trusted proxy said so. */
  readonly forwardedProto: 'http' | 'https' | undefined;
}

/** `localhost`, `vk.localhost`, 127.x.x.x and [::1]: names that never leave the machine. */
export function isLoopbackName(name: string): boolean {
  if (name === LOCAL_HOST_SUFFIX || name.endsWith(`.${LOCAL_HOST_SUFFIX}`)) return true;
  return /^127(?:\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/** Whether a host name lies under one of the registered domains. */
const isRegisteredHost = (name: string, domains: readonly string[]): boolean =>
  domains.some((domain) => domain !== '' && hostMatchesDomain(name, domain));

/**
 * The public origin for a brand's absolute addresses on this request: `scheme://host[:port]`, no trailing slash.
 * `registered` is every domain of the registry (a host of another brand is still the fleet's own, e.g. a seller's
 * page on its parent brand's host); `fallback` is the group shop's origin, for a brand without a domain.
 */
export function publicOrigin(
  brand: OriginBrand,
  request: OriginRequest,
  registered: readonly string[],
  fallback: string,
): string {
  const host = parseHostHeader(request.host);
  if (host && request.localHosts && isLoopbackName(host.name)) {
    return `${request.forwardedProto ?? 'http'}://${host.name}${host.port ? `:${host.port}` : ''}`;
  }
  if (host && (isRegisteredHost(host.name, brand.hosts) || isRegisteredHost(host.name, registered))) {
    if (request.production) return `https://${host.name}`;
    return `${request.forwardedProto ?? 'https'}://${host.name}${host.port ? `:${host.port}` : ''}`;
  }
  return brand.domain ? `https://${brand.domain}` : fallback.replace(/\/+$/, '');
}

export type PreviewHost =
  | { readonly kind: 'host'; readonly host: string; readonly brandcode: string | undefined }
  | { readonly kind: 'none'; readonly reason: string };

/**
 * The host (and port) of a brand's page in the visual editor, seen from the preview URL's host (docs/adr/0029): the
 * space has one preview URL per environment, and a story's page lies on its brand's host in that same environment.
 * `<any>.localhost` gives `<code>.localhost`; a host below a registered domain keeps its prefix on the brand's
 * domain (`acc.ad.nl` gives `acc.volkskrant.nl`); any other host, or a brand without a domain, the same host with
 * the brandcode query, which only a server outside production honours. In production that leaves the brand's own
 * domain, or no host at all.
 */
export function previewHost(
  brand: { readonly code: string; readonly domain: string },
  request: { readonly host: string | null | undefined; readonly production: boolean },
  registered: readonly string[],
): PreviewHost {
  const host = parseHostHeader(request.host);
  if (!host) return { kind: 'none', reason: 'the request names no host' };
  const port = host.port ? `:${host.port}` : '';
  if (host.name === LOCAL_HOST_SUFFIX || host.name.endsWith(`.${LOCAL_HOST_SUFFIX}`)) {
    return { kind: 'host', host: `${brand.code}.${LOCAL_HOST_SUFFIX}${port}`, brandcode: undefined };
  }
  const under = registered
    .filter((domain) => domain !== '' && hostMatchesDomain(host.name, domain))
    .sort((a, b) => b.length - a.length)[0];
  if (under !== undefined && brand.domain) {
    return {
      kind: 'host',
      host: `${host.name.slice(0, host.name.length - under.length)}${brand.domain}${port}`,
      brandcode: undefined,
    };
  }
  if (!request.production) return { kind: 'host', host: `${host.name}${port}`, brandcode: brand.code };
  if (brand.domain) return { kind: 'host', host: brand.domain, brandcode: undefined };
  return { kind: 'none', reason: `brand ${brand.code} has no host of its own: preview it outside production` };
}
