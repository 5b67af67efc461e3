import { NextResponse, type NextRequest } from 'next/server';
import { resolveBrand } from '../domain/brand-resolution.ts';
import { specialProductRedirect } from '../domain/routes.ts';
import { BRAND_DIRECTORY, getBrand } from './brands.ts';
import { env } from './env.ts';
import { VISITOR_PATH_HEADER } from './request-headers.ts';

/**
 * Runs only off the hot path (see `config`): never for the home page or a fixed route, which the generated host
 * rewrites serve with no code of ours. Here: the lowercase redirect of a special product, and the visitor's path
 * for the 404 page.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const resolution = resolveBrand(
    { host: request.headers.get('host'), brandcode: request.nextUrl.searchParams.get('brandcode'), appEnv: env.APP_ENV },
    BRAND_DIRECTORY,
  );
  const brand = resolution.kind === 'brand' ? getBrand(resolution.code) : undefined;
  const location = brand && specialProductRedirect(brand, pathname);
  if (location) {
    // Built from the Host header: request.url carries the server's own bind address, not the brand's host.
    const protocol = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
    return NextResponse.redirect(`${protocol}://${request.headers.get('host')}${location}${search}`, 308);
  }
  const headers = new Headers(request.headers);
  headers.set(VISITOR_PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    // Any first segment that is not a fixed route of spec section 2 (special products, typos, unknown pages).
    '/((?!_next/|healthz(?:/|$)|api/|actie(?:/|$)|bedankt(?:/|$)|specials(?:/|$)|bestellen(?:/|$)|digitaal(?:/|$)|zakelijk(?:/|$)|studenten(?:/|$)).+)',
    // An explicit brand code (outside production it chooses the brand, and may name none).
    { source: '/:path*', has: [{ type: 'query', key: 'brandcode' }] },
  ],
};
