import { HOSTS } from '../../brands/generated/hosts.ts';
import { hostMatchesDomain } from '../../domain/brand-resolution.ts';

/*
 * Which addresses the stand-in sends a visitor back to. The shop has one client but a host per brand (and
 * `<code>.localhost:<port>` locally), so a fixed redirect_uris list cannot name them all: the client's checks are
 * replaced by this rule, as oidc-provider's "redirect URI wildcards" recipe does, but narrower than a wildcard:
 * only a brand host of the registry (https) or a loopback name (http or https, any port), never user info.
 */

/** The shop's OIDC callback path (site/account/state.ts ACCOUNT_ROUTES.callback; the stand-in may not import site/). */
export const SHOP_CALLBACK_PATH = '/api/account/callback';

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const isLoopbackName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');
const isBrandHost = (hostname: string) => HOSTS.some(([domain]) => hostMatchesDomain(hostname, domain));

/** A shop address: a brand host over https or a loopback name, without user info or fragment. */
export function isShopAddress(value: string): boolean {
  const url = parse(value);
  if (!url || url.username !== '' || url.password !== '' || url.hash !== '') return false;
  if (url.protocol === 'https:' && isBrandHost(url.hostname)) return url.port === '';
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackName(url.hostname);
}

/** The authorization's redirect_uri: the shop's callback on a shop address, with no query. */
export function isShopCallback(value: string): boolean {
  const url = parse(value);
  return url !== undefined && isShopAddress(value) && url.pathname === SHOP_CALLBACK_PATH && url.search === '';
}
