import { isbot } from 'isbot';
import { NextResponse } from 'next/server';
import { NOT_FOUND_MESSAGES, notFoundMessage } from '../../domain/routes.ts';
import { PERSONAL_CACHE_CONTROL } from '../cache-policy.ts';
import type { Visit } from '../visitor/visit.ts';
import { APP_ROUTES } from './path-check.ts';

/**
 * docs/rules/06-roles.md: 'Crawlers (by user agent) get no error page'. A crawler (isbot, as for the tag manager)
 * asking for a path that is none of the brand's pages gets the 404 status with one line of plain text: the spec's
 * message, no brand chrome, no scripts. A person gets the branded page (site/app/global-not-found.tsx). Never kept by a
 * shared cache: the same address answers a person otherwise. Undefined for a page, an app route or a person.
 */
export function crawlerNotFoundResponse(visit: Visit): NextResponse | undefined {
  if (visit.route || APP_ROUTES.test(visit.path)) return undefined;
  return crawlerNotFound(visit.userAgent, notFoundMessage(visit.clientPath));
}

/**
 * The same for a request no brand can be derived for (outside production, a brandcode query that names no brand:
 * docs/rules/01-product-and-brands.md), whose 404 is 'Page Not Found' on any path. Undefined for a person.
 */
export function crawlerMissingBrandResponse(userAgent: string | null | undefined): NextResponse | undefined {
  return crawlerNotFound(userAgent, NOT_FOUND_MESSAGES.missingBrand);
}

function crawlerNotFound(userAgent: string | null | undefined, message: string): NextResponse | undefined {
  if (!isbot(userAgent)) return undefined;
  return new NextResponse(`404 ${message}\n`, {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': PERSONAL_CACHE_CONTROL,
      'x-robots-tag': 'noindex',
    },
  });
}
