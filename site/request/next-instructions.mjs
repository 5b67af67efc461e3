// The request headers Next 16 reads as instructions from its own infrastructure, not from a visitor
// (docs/adr/0037-own-secrets-outside-local-and-test.md): a visitor who sends one can revalidate or render a route
// without the proxy, name the route Next matched, or resume a render. nginx clears each before it forwards a request
// (site/cluster/nginx.conf.hbs) and every instance removes them before Next sees the request
// (site/preloads/request-guard.mjs). Plain JavaScript: both read it outside Next.

/**
 * Each by its name, as nginx must name them. Read in next/dist/server (base-server, next-server, router-server,
 * resolve-routes, incremental-cache, api-utils, app-render, action-handler): on-demand revalidation with the build's
 * previewModeId (which also skips the proxy), tags taken as revalidated, the matched route and its parameters, a
 * Pages Router data or prefetch request, the middleware's results, a resumed (PPR) render, an action another worker
 * forwarded, a script nonce taken from a request's policy, the test mode's and the dev server's headers, and the
 * deployment platform's. Names older releases read are kept: removing them costs nothing.
 */
export const NEXT_INSTRUCTION_HEADERS = [
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
  'x-next-cache-tags',
  'x-now-route-matches',
  'x-matched-path',
  'x-nextjs-data',
  'next-resume',
  'x-next-resume-state-length',
  'x-middleware-subrequest',
  'x-middleware-invoke',
  'x-middleware-next',
  'x-middleware-rewrite',
  'x-middleware-redirect',
  'x-middleware-refresh',
  'x-middleware-set-cookie',
  'x-middleware-skip',
  'x-middleware-prefetch',
  'x-middleware-override-headers',
  'x-middleware-cache',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-invoke-status',
  'x-invoke-error',
  'x-invocation-id',
  'x-action-forwarded',
  'x-nextjs-postponed',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-request-id',
  'x-nextjs-html-request-id',
  'next-hmr-refresh',
  'content-security-policy',
  'content-security-policy-report-only',
  'next-test-proxy-port',
  'next-test-data',
  'next-test-internal',
  'next-test-stack',
  'next-test-fetch-priority',
  'x-vercel-id',
  'x-vercel-cache',
  'x-vercel-sc-headers',
  'x-vercel-oidc-token',
  'x-vercel-protection-bypass',
];

/** Families of them, removed by prefix where code can (the instances): a new member is covered before it is named. */
const NEXT_INSTRUCTION_PREFIXES = ['x-middleware-', 'x-invoke-', 'x-prerender-', 'x-vercel-', 'x-now-', 'next-test-'];

/**
 * Whether a request header (lowercase) is one of Next's instructions.
 * @param {string} name
 * @returns {boolean}
 */
export const isNextInstruction = (name) =>
  NEXT_INSTRUCTION_HEADERS.includes(name) || NEXT_INSTRUCTION_PREFIXES.some((prefix) => name.startsWith(prefix));

/**
 * Response headers that name the internal route a page was rendered at (docs/adr/0030): Next writes them on a rewrite
 * and no browser reads them. The RSC answers' x-nextjs-rewritten-path stays: Next's client router reads it there to
 * match the route's parameters (next/dist/client/route-params.js), and the RSC payload holds the route's segments.
 */
export const INTERNAL_ROUTE_RESPONSE_HEADERS = ['x-middleware-rewrite', 'x-matched-path'];
