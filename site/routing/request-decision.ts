import { NextResponse, type NextRequest } from 'next/server';
import { resolveBrand } from '../../domain/brand-resolution.ts';
import { specialProductRedirect } from '../../domain/routes.ts';
import { DRAFT_COOKIE_NAMES, VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { IMAGE_CDN_HOSTS } from '../../blocks/shared/image-config.mjs';
import { BRAND_DIRECTORY, getBrand } from '../brands.ts';
import { env } from '../env.ts';
import { contentSecurityPolicy } from '../security-headers.mjs';
import { EDITOR_ORIGINS, isSignedEditorRequest } from '../content/editor.ts';
import { onVisitorHost } from '../request/host.ts';
import { fromTrustedProxy } from '../request/client-address.ts';
import { cookieHeaderWithout, type CookieToSet } from '../request/cookies.ts';
import {
  EXPERIMENTS_HEADER,
  FRONT_DECISION_HEADER,
  INTERNAL_REQUEST_HEADERS,
  PAGE_KIND_HEADER,
  VISITOR_PATH_HEADER,
} from '../request/headers.ts';
import { experimentsHeaderValue, NO_EXPERIMENTS, readExperimentsHeader } from '../experiments/header.ts';
import { frontDecidedExperiments, requestExperiments, type RequestExperiments } from '../visitor/experiments.ts';
import { requestVisit, type Visit } from '../visitor/visit.ts';
import { openDraftCookie } from '../visitor/draft-cookie.ts';
import { targetGroup } from '../front-office/target-groups.ts';
import { deadlineShares, withDeadline } from '../upstream/resilience.ts';
import { actionGuardResponse } from './action-guard.ts';
import { directMailResponse, queryMidCookies } from './direct-mail.ts';
import { pathCheckResponse } from './path-check.ts';
import { isPageLoad, isPagePath } from './matcher.ts';
import { internalPath } from './internal-route.ts';
import { pageMidCookies, pageRoute, type PageRoute } from './page-route.ts';
import {
  crawlerMissingBrandResponse,
  crawlerNotFoundResponse,
  crawlerRequest,
  robotsResponse,
  ROBOTS_PATH,
  SITEMAP_PATH,
  sitemapRoute,
} from './crawlers.ts';

/** What the proxy does to a request's headers before Next routes it: headers set (over any sent), headers removed. */
export interface RequestHeaderChanges {
  readonly set: Readonly<Record<string, string>>;
  readonly remove: readonly string[];
}

/**
 * What a request is decided to be, and everything the proxy does about it: an answer of its own (a redirect, a
 * crawler's 404, a flow); a page, with the internal address it is rendered at, the request headers it is rendered
 * with, and its answer's headers and cookies; or none of the pages (a route handler's path, which Next routes itself),
 * with the request headers it goes on with.
 */
export type RequestDecision =
  | { readonly kind: 'answer'; readonly response: NextResponse }
  | { readonly kind: 'pass'; readonly requestHeaders: RequestHeaderChanges }
  | {
      readonly kind: 'page';
      readonly visit: Visit | undefined;
      readonly experiments: RequestExperiments | undefined;
      readonly route: PageRoute;
      /** The experiments came decided from the front (docs/adr/0021): nginx sets the visitor's cookies. */
      readonly decidedAtFront: boolean;
      /** The internal address (path and the visitor's query) the page is rendered at (docs/adr/0030). */
      readonly rewrite: string;
      readonly requestHeaders: RequestHeaderChanges;
      /** Headers of the answer: what may keep it, the page's kind for /metrics, a preview's frame policy. */
      readonly answerHeaders: Readonly<Record<string, string>>;
      /** Set on a page load's answer only (none on a form's POST, whose cookie would make Next refresh the page). */
      readonly cookies: readonly CookieToSet[];
    };

/**
 * The one decision of a request (docs/adr/0021): site/proxy.ts makes it for every request it sees, and nginx's
 * decision service (site/decision/server.ts) for a new campaign visitor before nginx's cache, both with this
 * function, so one visitor gets one decision whichever path their request takes. It names the internal route a page
 * is rendered at, which nothing else decides again (docs/adr/0030). The experiment decisions come from
 * requestExperiments, or from the front's header when a trusted proxy sent it. Its front-office calls (the path check,
 * a campaign's mid data) get their share of the request's deadline, all together; the render has the rest
 * (site/upstream/resilience.ts). A crawler's request is decided without its cookies (site/routing/crawlers.ts).
 */
export function decideRequest(received: NextRequest): Promise<RequestDecision> {
  return withDeadline(deadlineShares(env.PAGE_DEADLINE_MS).proxyMs, () => decide(received));
}

/** The site's own request headers are the proxy's to set: whatever a sender put there never reaches a page. */
const STRIPPED: RequestHeaderChanges = { set: {}, remove: INTERNAL_REQUEST_HEADERS };

async function decide(received: NextRequest): Promise<RequestDecision> {
  const request = crawlerRequest(received);
  const withoutCookies = request !== received;
  const stripped = withoutCookies ? { set: {}, remove: [...INTERNAL_REQUEST_HEADERS, 'cookie'] } : STRIPPED;
  const refused = await actionGuardResponse(request);
  if (refused) return { kind: 'answer', response: refused };
  const { pathname, search } = request.nextUrl;
  if (!isPagePath(pathname)) return { kind: 'pass', requestHeaders: stripped };
  const resolution = resolveBrand(
    {
      host: request.headers.get('host'),
      brandcode: request.nextUrl.searchParams.get('brandcode'),
      appEnv: env.APP_ENV,
    },
    BRAND_DIRECTORY,
  );
  const brand = resolution.kind === 'brand' ? getBrand(resolution.code) : undefined;
  // A crawler's two files (site/routing/crawlers.ts), before any page rule: no path check, flow or key.
  if (pathname === ROBOTS_PATH) {
    const byHost = resolution.kind === 'brand' && resolution.source !== 'default';
    return { kind: 'answer', response: robotsResponse(brand, byHost, env.APP_ENV === 'production') };
  }
  const sitemap = brand && pathname === SITEMAP_PATH ? sitemapRoute(brand) : undefined;
  if (sitemap) return page(request, { visit: undefined, experiments: undefined, route: sitemap }, stripped, false);
  // No brand, so no Visit: a crawler's 404 is decided here, as it is below for a brand's missing page.
  const crawlerNoBrand = !brand && crawlerMissingBrandResponse(request.headers.get('user-agent'));
  if (crawlerNoBrand) return { kind: 'answer', response: crawlerNoBrand };
  const location = brand && specialProductRedirect(brand, pathname);
  if (location)
    return { kind: 'answer', response: NextResponse.redirect(onVisitorHost(request, `${location}${search}`), 308) };
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
  const load = isPageLoad(request);
  const route = visit
    ? await pageRoute(visit, experiments, load)
    : {
        path: internalPath({ kind: 'missing', brandCode: undefined }),
        segment: undefined,
        cacheControl: undefined,
        kind: undefined,
        visitorMid: undefined,
      };
  const cookies =
    visit && load ? [...(experiments?.cookies ?? []), ...queryMidCookies(visit), ...pageMidCookies(visit, route)] : [];
  return page(request, { visit, experiments, route, cookies }, stripped, decidedAtFront);
}

/**
 * A page's decision: its internal address; the visitor's path and the experiment decisions for the render, and a
 * forged draft cookie taken out; its answer's headers and cookies.
 */
async function page(
  request: NextRequest,
  found: Pick<Extract<RequestDecision, { kind: 'page' }>, 'visit' | 'experiments' | 'route'> & {
    readonly cookies?: readonly CookieToSet[];
  },
  stripped: RequestHeaderChanges,
  decidedAtFront: boolean,
): Promise<RequestDecision> {
  const { pathname, search } = request.nextUrl;
  const { visit, route, experiments } = found;
  // Draft mode only with the shop's sealed cookie of this environment: without it Next never sees its own draft
  // cookie (whose value is the same in every environment of a build), so a forged one bypasses no cache.
  const draft = visit ? visit.cookies.draft : await openDraftCookie(request.cookies.get(VISITOR_COOKIES.draft)?.value);
  const cookie = request.headers.get('cookie');
  const forged = !draft && cookie !== null && DRAFT_COOKIE_NAMES.some((name) => request.cookies.has(name));
  const kept = forged ? cookieHeaderWithout(cookie, DRAFT_COOKIE_NAMES) : undefined;
  const answerHeaders: Record<string, string> = {};
  if (route.cacheControl) answerHeaders['cache-control'] = route.cacheControl;
  // For /metrics: each request timed by its page's kind (site/preloads/peer-address.mjs reads this).
  if (route.kind) answerHeaders[PAGE_KIND_HEADER] = route.kind;
  if (framedInPreview(request, draft)) answerHeaders['content-security-policy'] = previewPolicy();
  return {
    kind: 'page',
    visit,
    experiments,
    route,
    decidedAtFront,
    rewrite: `${route.path}${search}`,
    requestHeaders: {
      set: {
        ...(kept === undefined ? {} : { cookie: kept }),
        [VISITOR_PATH_HEADER]: `${pathname}${search}`,
        [EXPERIMENTS_HEADER]: experimentsHeaderValue(experiments?.experiments ?? NO_EXPERIMENTS),
      },
      remove: forged && kept === undefined ? [...stripped.remove, 'cookie'] : stripped.remove,
    },
    answerHeaders,
    cookies: found.cookies ?? [],
  };
}

/**
 * Storyblok's visual editor (on a run with the stand-in's space, the local editor stand-in too: docs/adr/0029) frames
 * the page in preview: allowed for a signed editor request or in draft mode (the shop's sealed draft cookie opened,
 * set only by the secret preview URL). This is the only place a page becomes frameable: every other answer gets the
 * policy that forbids framing, with X-Frame-Options, when it is written (site/preloads/request-guard.mjs), whatever
 * markers the request carries.
 */
function framedInPreview(request: NextRequest, draft: boolean): boolean {
  const query = request.nextUrl.searchParams;
  return draft || (query.has('_storyblok') && isSignedEditorRequest(Object.fromEntries(query)));
}

const previewPolicy = () =>
  contentSecurityPolicy({
    frameAncestors: ["'self'", ...EDITOR_ORIGINS].join(' '),
    production: env.APP_ENV === 'production',
    imageHosts: IMAGE_CDN_HOSTS,
  });
