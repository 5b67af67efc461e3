import { isbot } from 'isbot';
import type { NextRequest } from 'next/server';
import {
  EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS,
  EXPERIMENT_COOKIES,
  EXPERIMENT_USER_ID_MAX_AGE_SECONDS,
  experimentClientChoice,
} from '../../domain/experiments/client.ts';
import { experimentAttributes } from '../../domain/experiments/attributes.ts';
import { forcedVariations } from '../../domain/experiments/forced-variations.ts';
import { experimentLogLevel } from '../../domain/experiments/log-level.ts';
import { EXPERIMENTS_SEEN_COOKIE, seenCookieValue } from '../../domain/experiments/seen-cookie.ts';
import { isWarmUp, WARM_UP_HEADER } from '../../monitoring/warm-up.mjs';
import { onVisitorHost } from '../request/host.ts';
import { env } from '../env.ts';
import { targetGroup } from '../front-office/target-groups.ts';
import { clearedCookie, visitorCookieOptions, type CookieToSet } from '../request/cookies.ts';
import { NO_EXPERIMENTS, type VisitorExperiments } from '../experiments/header.ts';
import { decideExperiments } from '../experiments/index.ts';
import type { Visit } from './visit.ts';

export interface RequestExperiments {
  readonly experiments: VisitorExperiments;
  /** Whether a client decided for this visitor: then the decisions (and the cookies set) are this visitor's. */
  readonly perVisitor: boolean;
  /**
   * Set on the answer: the user id when new (2 years), the activation marker when absent (60 days), and what the
   * browser is told of the decisions (domain/experiments/seen-cookie.ts), or a leftover of that cleared.
   */
  readonly cookies: readonly CookieToSet[];
}

/** No decisions: nothing to set, and a leftover seen-cookie of an earlier page is cleared, so it is never repeated. */
function nothing(visit: Visit): RequestExperiments {
  const leftover = visit.cookies.came.has(EXPERIMENTS_SEEN_COOKIE.name);
  return {
    experiments: NO_EXPERIMENTS,
    perVisitor: false,
    cookies: leftover ? [clearedCookie(EXPERIMENTS_SEEN_COOKIE.name)] : [],
  };
}

/**
 * The decisions nginx's decision service made for this visitor (docs/adr/0021), by requestExperiments in that process:
 * the page is the shared one of those decisions, and nginx adds the visitor's cookies to it, so nothing is set here.
 */
export function frontDecidedExperiments(experiments: VisitorExperiments): RequestExperiments {
  return { experiments, perVisitor: false, cookies: [] };
}

/**
 * The experiment decisions for a page request, made in the proxy before anything renders, so the layout (top bar,
 * phone number) and the page (header points, USP bar, mid) draw the same variant in the first HTML. The
 * proxy sees every request that can have a client: a query mid or a stored mid (docs/rules/04-states-and-flows.md: the
 * configured default is a shop mid, which never has one).
 *
 * The visitor's user id comes from its cookie, or is made here and set on the response; `returning` tells whether
 * the activation cookie (60 days) came with the request.
 */
export async function requestExperiments(request: NextRequest, visit: Visit): Promise<RequestExperiments> {
  const { brand, query, mid: active, host } = visit;
  // A crawler is never bucketed (docs/adr/0021): it would count as a visitor in every experiment of every page it
  // reads. Not a refusal of the client (no warning): the page is the one without experiments.
  if (isbot(visit.userAgent)) return nothing(visit);
  const choice = experimentClientChoice({
    mid: active.mid,
    shopMids: env.SHOP_MIDS,
    query,
    disableOptimizely: env.DISABLE_OPTIMIZELY,
    ci: env.CI,
  });
  if (!choice.create) {
    await decideExperiments({ disabled: true });
    return nothing(visit);
  }
  const knownUserId = visit.cookies.experimentUserId;
  const userId = knownUserId ?? crypto.randomUUID();
  const activated = visit.cookies.came.has(EXPERIMENT_COOKIES.activation);
  // Unknown or unreachable: the attributes just lack channel and campaign (a failure is logged by the lookup).
  const midData = await targetGroup(active.mid, visit.clientPath);
  const result = await decideExperiments({
    userId,
    disabled: false,
    forced: forcedVariations(query),
    logLevel: experimentLogLevel(query, env.APP_ENV),
    silent: isWarmUp(request.headers.get(WARM_UP_HEADER)),
    attributes: experimentAttributes({
      brandCode: brand.code,
      brandType: brand.type,
      country: brand.country,
      mid: active.mid,
      query,
      channel: midData?.touchPointChannel,
      campaign: midData?.campaign,
      returning: activated,
      host,
      // The page's address without its query: a query may carry what the visitor typed, which is not the provider's.
      url: onVisitorHost(request, visit.path),
      appEnv: env.APP_ENV,
    }),
  });
  const seen = visit.document ? seenCookieValue(result) : undefined;
  const options = (maxAge: number) => visitorCookieOptions(host ?? null, maxAge);
  return {
    experiments: {
      decisions: result.decisions.map(({ experimentKey, variationKey }) => ({ experimentKey, variationKey })),
    },
    perVisitor: true,
    cookies: [
      ...(userId !== knownUserId
        ? [{ name: EXPERIMENT_COOKIES.userId, value: userId, ...options(EXPERIMENT_USER_ID_MAX_AGE_SECONDS) }]
        : []),
      ...(activated
        ? []
        : [
            {
              name: EXPERIMENT_COOKIES.activation,
              value: new Date().toISOString().slice(0, 10),
              ...options(EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS),
            },
          ]),
      // The page's script reads it: not httpOnly.
      ...(seen
        ? [
            {
              name: EXPERIMENTS_SEEN_COOKIE.name,
              value: seen,
              ...options(EXPERIMENTS_SEEN_COOKIE.maxAgeSeconds),
              httpOnly: false,
            },
          ]
        : visit.cookies.came.has(EXPERIMENTS_SEEN_COOKIE.name)
          ? [clearedCookie(EXPERIMENTS_SEEN_COOKIE.name)]
          : []),
    ],
  };
}
