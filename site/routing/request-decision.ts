import type { NextRequest, NextResponse } from 'next/server';
import { resolveBrand } from '../../domain/brand-resolution.ts';
import { specialProductRedirect } from '../../domain/routes.ts';
import { NextResponse as Response } from 'next/server';
import { BRAND_DIRECTORY, getBrand } from '../brands.ts';
import { env } from '../env.ts';
import { onVisitorHost } from '../request/host.ts';
import { fromTrustedProxy } from '../request/client-address.ts';
import { FRONT_DECISION_HEADER } from '../request/headers.ts';
import { NO_EXPERIMENTS, readExperimentsHeader } from '../experiments/header.ts';
import { frontDecidedExperiments, requestExperiments, type RequestExperiments } from '../visitor/experiments.ts';
import { requestVisit, type Visit } from '../visitor/visit.ts';
import { targetGroup } from '../front-office/target-groups.ts';
import { actionGuardResponse } from './action-guard.ts';
import { crawlerMissingBrandResponse, crawlerNotFoundResponse } from './crawler-not-found.ts';
import { directMailResponse } from './direct-mail.ts';
import { pathCheckResponse } from './path-check.ts';
import { isPagePath } from './matcher.ts';
import { internalPath } from './internal-route.ts';
import { pageRoute, type PageRoute } from './page-route.ts';
import { robotsResponse, ROBOTS_PATH, SITEMAP_PATH, sitemapRoute } from './crawler-files.ts';

/**
 * What a request is decided to be: an answer of its own (a redirect, a crawler's 404, a flow), a page with the internal
 * route it is rendered at, or none of the pages (a route handler's path, which Next routes itself).
 */
export type RequestDecision =
  | { readonly kind: 'answer'; readonly response: NextResponse }
  | { readonly kind: 'pass' }
  | {
      readonly kind: 'page';
      readonly visit: Visit | undefined;
      readonly experiments: RequestExperiments | undefined;
      readonly route: PageRoute;
      /** The experiments came decided from the front (docs/adr/0021): nginx sets the visitor's cookies. */
      readonly decidedAtFront: boolean;
    };

/**
 * The one decision of a request (docs/adr/0021): site/proxy.ts makes it for every request it sees, and nginx's
 * decision service (site/decision/server.ts) for a new campaign visitor before nginx's cache, both with this
 * function, so one visitor gets one decision whichever path their request takes. It names the internal route a page
 * is rendered at, which nothing else decides again (docs/adr/0030). The experiment decisions come from
 * requestExperiments, or from the front's header when a trusted proxy sent it.
 */
export async function decideRequest(request: NextRequest): Promise<RequestDecision> {
  const refused = await actionGuardResponse(request);
  if (refused) return { kind: 'answer', response: refused };
  const { pathname, search } = request.nextUrl;
  if (!isPagePath(pathname)) return { kind: 'pass' };
  const resolution = resolveBrand(
    {
      host: request.headers.get('host'),
      brandcode: request.nextUrl.searchParams.get('brandcode'),
      appEnv: env.APP_ENV,
    },
    BRAND_DIRECTORY,
  );
  const brand = resolution.kind === 'brand' ? getBrand(resolution.code) : undefined;
  // A crawler's two files (site/routing/crawler-files.ts), before any page rule: no path check, flow or key.
  if (pathname === ROBOTS_PATH) {
    const byHost = resolution.kind === 'brand' && resolution.source !== 'default';
    return { kind: 'answer', response: robotsResponse(brand, byHost, env.APP_ENV === 'production') };
  }
  const sitemap = brand && pathname === SITEMAP_PATH ? sitemapRoute(brand) : undefined;
  if (sitemap) return { kind: 'page', visit: undefined, experiments: undefined, route: sitemap, decidedAtFront: false };
  // No brand, so no Visit: a crawler's 404 is decided here, as it is below for a brand's missing page.
  const crawlerNoBrand = !brand && crawlerMissingBrandResponse(request.headers.get('user-agent'));
  if (crawlerNoBrand) return { kind: 'answer', response: crawlerNoBrand };
  const location = brand && specialProductRedirect(brand, pathname);
  if (location)
    return { kind: 'answer', response: Response.redirect(onVisitorHost(request, `${location}${search}`), 308) };
  // What the request is about, read once; the experiments are decided below (a forged header never counts).
  const visit = brand && (await requestVisit(request, brand, NO_EXPERIMENTS));
  // A campaign's mid data is asked beside the path check, not after it: both share the proxy's part of the deadline,
  // and a path never checked before must not leave the campaign no time (its lookup below shares this call).
  if (visit && visit.mid.source !== 'default') void targetGroup(visit.mid.mid, visit.clientPath);
  const moved = visit && (await pathCheckResponse(request, visit));
  if (moved) return { kind: 'answer', response: moved };
  const crawlerNotFound = visit && crawlerNotFoundResponse(visit);
  if (crawlerNotFound) return { kind: 'answer', response: crawlerNotFound };
  const flow = visit && (await directMailResponse(request, visit));
  if (flow) return { kind: 'answer', response: flow };
  const front = request.headers.get(FRONT_DECISION_HEADER);
  const decidedAtFront = front !== null && fromTrustedProxy((name) => request.headers.get(name));
  const experiments = !visit
    ? undefined
    : decidedAtFront
      ? frontDecidedExperiments(readExperimentsHeader(front))
      : await requestExperiments(request, visit);
  const route = visit
    ? await pageRoute(visit, experiments, request.method)
    : {
        path: internalPath({ kind: 'missing', brandCode: undefined }),
        segment: undefined,
        cacheControl: undefined,
        kind: undefined,
        visitorMid: undefined,
      };
  return { kind: 'page', visit, experiments, route, decidedAtFront };
}
