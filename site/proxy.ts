import { NextResponse, type NextRequest } from 'next/server';
import { resolveBrand } from '../domain/brand-resolution.ts';
import { specialProductRedirect } from '../domain/routes.ts';
import { BRAND_DIRECTORY, getBrand } from './brands.ts';
import { env } from './env.ts';
import { directMailResponse, onVisitorHost, storeQueryMid } from './direct-mail.ts';
import { VISITOR_PATH_HEADER } from './request-headers.ts';

/**
 * Runs only off the hot path (see `config`): never for a plain request of the home page or a fixed route, which the
 * generated host rewrites serve with no code of ours. Here: the lowercase redirect of a special product, the
 * visitor's path for the 404 page, the direct-mail flows (otag) and storing a query mid.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const resolution = resolveBrand(
    { host: request.headers.get('host'), brandcode: request.nextUrl.searchParams.get('brandcode'), appEnv: env.APP_ENV },
    BRAND_DIRECTORY,
  );
  const brand = resolution.kind === 'brand' ? getBrand(resolution.code) : undefined;
  const location = brand && specialProductRedirect(brand, pathname);
  if (location) return NextResponse.redirect(onVisitorHost(request, `${location}${search}`), 308);
  const flow = brand && (await directMailResponse(request, brand));
  if (flow) return flow;
  const headers = new Headers(request.headers);
  headers.set(VISITOR_PATH_HEADER, `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers } });
  storeQueryMid(request, response);
  return response;
}

export const config = {
  matcher: [
    // Any first segment that is not a fixed route of spec section 2 (special products, typos, unknown pages).
    '/((?!_next/|healthz(?:/|$)|api/|actie(?:/|$)|bedankt(?:/|$)|specials(?:/|$)|bestellen(?:/|$)|digitaal(?:/|$)|zakelijk(?:/|$)|studenten(?:/|$)).+)',
    // An explicit brand code (outside production it chooses the brand, and may name none).
    { source: '/:path*', has: [{ type: 'query', key: 'brandcode' }] },
    // A mid to store, a direct-mail flow (otag): pages only.
    { source: '/((?!_next/|healthz(?:/|$)|api/).*)', has: [{ type: 'query', key: 'mid' }] },
    { source: '/((?!_next/|healthz(?:/|$)|api/).*)', has: [{ type: 'query', key: 'otag' }] },
  ],
};
