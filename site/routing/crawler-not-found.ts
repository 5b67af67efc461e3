import { isbot } from 'isbot';
import { NextResponse } from 'next/server';
import { notFoundMessage } from '../../domain/routes.ts';
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
  if (visit.route || APP_ROUTES.test(visit.path) || !isbot(visit.userAgent)) return undefined;
  return new NextResponse(`404 ${notFoundMessage(visit.clientPath)}\n`, {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': PERSONAL_CACHE_CONTROL,
      'x-robots-tag': 'noindex',
    },
  });
}
