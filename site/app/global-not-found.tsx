import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { DEFAULT_BRAND_CODE, resolveBrand } from '@/domain/brand-resolution.ts';
import { messagesFor } from '@/domain/messages/index.ts';
import { NOT_FOUND_MESSAGES, notFoundMessage } from '@/domain/routes.ts';
import { BRAND_DIRECTORY, BRANDS, isBrandCode, type BrandCode } from '@/site/brands.ts';
import { faviconDataUri } from '@/site/chrome/brand-shell.ts';
import { BrandDocument } from '@/site/chrome/brand-document.tsx';
import { ErrorPage } from '@/site/chrome/errors/error-page.client.tsx';
import { env } from '@/site/env.ts';
import { VISITOR_PATH_HEADER } from '@/site/request/headers.ts';

/**
 * Every path a brand does not have ends here: the proxy rewrites it to /missing/<code>, which no route
 * matches (site/routing/internal-route.ts). Rendered per request, in the brand's own shell, with the spec's message for
 * the visitor's path (docs/rules/02-routes-and-layout.md and docs/rules/08-errors.md). Next 16 renders a page-level
 * notFound() of a dynamic route as an empty client-rendered shell; this routing-level 404 is server-rendered, so it
 * works without JavaScript too.
 */
async function notFoundFor() {
  const requestHeaders = await headers();
  const visitorPath = requestHeaders.get(VISITOR_PATH_HEADER);
  const query = visitorPath ? new URL(visitorPath, 'http://visitor.invalid').searchParams : undefined;
  const resolution = resolveBrand(
    { host: requestHeaders.get('host'), brandcode: query?.get('brandcode'), appEnv: env.APP_ENV },
    BRAND_DIRECTORY,
  );
  const code = resolution.code;
  if (resolution.kind === 'unknown' || !isBrandCode(code)) {
    return {
      brand: BRANDS[DEFAULT_BRAND_CODE],
      code: DEFAULT_BRAND_CODE as BrandCode,
      message: NOT_FOUND_MESSAGES.missingBrand,
    };
  }
  // Without the proxy's header the path began with a fixed route, whose misses are all 'Page not found'.
  const message = visitorPath ? notFoundMessage(visitorPath) : NOT_FOUND_MESSAGES.unmatchedRoute;
  return { brand: BRANDS[code], code, message };
}

export async function generateMetadata(): Promise<Metadata> {
  const { brand, code } = await notFoundFor();
  return {
    title: `${messagesFor(brand.locale).error.notFoundHeading} | ${brand.name}`,
    robots: { index: false },
    icons: { icon: faviconDataUri(code, brand) },
  };
}

export default async function GlobalNotFound() {
  const { brand, code, message } = await notFoundFor();
  const { error } = messagesFor(brand.locale);
  return (
    <BrandDocument code={code} kind="not-found">
      <ErrorPage heading={error.notFoundHeading} text={error.notFoundText} status={`404 · ${message}`} />
    </BrandDocument>
  );
}
