import type { NextRequest, NextResponse } from 'next/server';
import { EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS, EXPERIMENT_COOKIES, EXPERIMENT_USER_ID_MAX_AGE_SECONDS, experimentClientChoice } from '../../domain/experiments/client.ts';
import { experimentAttributes } from '../../domain/experiments/attributes.ts';
import { forcedVariations } from '../../domain/experiments/forced-variations.ts';
import { experimentLogLevel } from '../../domain/experiments/log-level.ts';
import { activeMid } from '../../domain/mid.ts';
import { queryOf } from '../../domain/query.ts';
import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import type { Brand } from '../brands.ts';
import { onVisitorHost } from '../routing/direct-mail.ts';
import { env } from '../env.ts';
import { targetGroup } from '../front-office/target-groups.ts';
import { visitorCookieOptions } from '../visitor/cookies.ts';
import { NO_EXPERIMENTS, type VisitorExperiments } from './header.ts';
import { decideExperiments } from './index.ts';

/** An experiment user id: what the site generates (a UUID), or what an earlier version did; anything else is new. */
const USER_ID = /^[A-Za-z0-9-]{8,64}$/;

export interface RequestExperiments {
  readonly experiments: VisitorExperiments;
  /** Whether a client decided for this visitor: then the decisions (and the cookies set) are this visitor's. */
  readonly perVisitor: boolean;
  /** Set on the response: the user id when new (2 years), the activation marker when absent (60 days). */
  readonly apply: (response: NextResponse) => void;
}

const NOTHING: RequestExperiments = { experiments: NO_EXPERIMENTS, perVisitor: false, apply: () => undefined };

/**
 * The experiment decisions for a page request, made in the proxy before anything renders, so the layout (top bar,
 * phone number) and the page (header points, USP bar, mid) draw the same variant in the first HTML (issue 7). The
 * proxy sees every request that can have a client: a query mid or a stored mid (spec section 4: the configured
 * default is a shop mid, which never has one).
 *
 * The visitor's user id comes from its cookie, or is made here and set on the response; `returning` tells whether
 * the activation cookie (60 days) came with the request.
 */
export async function requestExperiments(request: NextRequest, brand: Brand): Promise<RequestExperiments> {
  const query = queryOf(request.nextUrl.searchParams);
  const active = activeMid({ query: query.mid, stored: request.cookies.get(VISITOR_COOKIES.mid)?.value, configuredDefault: env.DEFAULT_MID });
  const choice = experimentClientChoice({ mid: active.mid, query, disableOptimizely: env.DISABLE_OPTIMIZELY, ci: env.CI });
  if (!choice.create) {
    await decideExperiments({ disabled: true });
    return NOTHING;
  }
  const knownUserId = request.cookies.get(EXPERIMENT_COOKIES.userId)?.value;
  const userId = knownUserId && USER_ID.test(knownUserId) ? knownUserId : crypto.randomUUID();
  const activated = request.cookies.has(EXPERIMENT_COOKIES.activation);
  // Unknown or unreachable: the attributes just lack channel and campaign (a failure is logged by the lookup).
  const midData = await targetGroup(active.mid, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const host = request.headers.get('host') ?? undefined;
  const result = await decideExperiments({
    userId,
    disabled: false,
    forced: forcedVariations(query),
    logLevel: experimentLogLevel(query, env.APP_ENV),
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
      url: onVisitorHost(request, request.nextUrl.pathname),
      appEnv: env.APP_ENV,
    }),
  });
  return {
    experiments: { decisions: result.decisions, events: result.events },
    perVisitor: true,
    apply: (response) => {
      const options = (maxAge: number) => visitorCookieOptions(host ?? null, maxAge);
      if (userId !== knownUserId) response.cookies.set(EXPERIMENT_COOKIES.userId, userId, options(EXPERIMENT_USER_ID_MAX_AGE_SECONDS));
      if (!activated) response.cookies.set(EXPERIMENT_COOKIES.activation, new Date().toISOString().slice(0, 10), options(EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS));
    },
  };
}
