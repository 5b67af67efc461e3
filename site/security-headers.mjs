// The security headers of every answer (docs/adr/0009-security-headers.md): set by every instance when it writes an
// answer (site/preloads/request-guard.mjs), for the environment it started in
// (docs/adr/0022-one-build-every-environment.md), by nginx on its own answers (site/cluster/nginx.conf.hbs), and by
// the proxy, which sets the policy itself for the visual editor's preview, the one case a page may be framed. Plain
// JavaScript: the instance's preload reads it.
import { IMAGE_CDN_HOSTS } from '../blocks/shared/image-config.mjs';

/**
 * Storyblok's visual editor: it frames pages in preview. Nothing is loaded from it: the bridge is part of the
 * preview's own scripts (docs/adr/0014), and it talks to the editor by postMessage, which no directive governs.
 */
export const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com';

/** Where the tag manager and the analytics it loads live (loaded only with consent, and never in CI). */
const TAG_MANAGER = ['https://www.googletagmanager.com'];
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
/** Storyblok's image service. Its content API is the server's to call: the live preview renders on the server. */
const STORYBLOK_ASSETS = ['https://a.storyblok.com', 'https://*.storyblok.com'];

/**
 * The Content-Security-Policy of a page. Scripts and styles allow 'unsafe-inline': Next inlines its RSC payload and
 * bootstrap in every prerendered page, and a nonce would make every page dynamic (ADR 0009,
 * docs/adr/0028-inline-scripts-in-the-content-security-policy.md); everything else is limited to what the pages load.
 * `script-src-attr 'none'` refuses inline event handlers (`onerror="..."`), which no page uses: 'unsafe-inline' then
 * covers `<script>` elements only. No hash or nonce may join 'unsafe-inline' here: a browser that sees one ignores
 * 'unsafe-inline' and blocks Next's RSC payload (ADR 0028).
 * `frameAncestors`: 'none', or the editor's origin in preview.
 *
 * @param {{ frameAncestors: string, production: boolean, imageHosts?: readonly string[] }} options
 */
export function contentSecurityPolicy({ frameAncestors, production, imageHosts = [] }) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...TAG_MANAGER],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      ...STORYBLOK_ASSETS,
      ...imageHosts.map((host) => `https://${host}`),
      ...TAG_MANAGER,
      ...ANALYTICS,
    ],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...TAG_MANAGER, ...ANALYTICS],
    ['frame-src', "'self'", ...TAG_MANAGER],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Every form posts to the site itself; logging out leaves for the account service by a page of its own
    // (site/app/api/account/logout), which no form-action governs.
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors],
    ...(production ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** A year, subdomains included: the shop's hosts are https only (production only: local runs are plain http). */
const STRICT_TRANSPORT_SECURITY = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

/**
 * The headers every answer carries besides the policy.
 *
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ production }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The shop uses none of these; payment stays allowed for the site itself.
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self)',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [STRICT_TRANSPORT_SECURITY] : []),
  ];
}

/**
 * Outside production every answer tells search engines to keep nothing (docs/rules/06-roles.md, crawlers): robots.txt
 * keeps crawlers out there (domain/seo/robots.ts), but a disallowed address can still be listed from a link elsewhere.
 *
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
function crawlerHeaders({ production }) {
  return production ? [] : [{ key: 'X-Robots-Tag', value: 'noindex' }];
}

/**
 * Everything an answer carries unless it says otherwise: the headers above, the policy that forbids framing (with the
 * image CDN's hosts) and X-Frame-Options, as a browser older than frame-ancestors reads it, and outside production
 * the crawlers' noindex.
 *
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function answerSecurityHeaders({ production }) {
  return [
    ...securityHeaders({ production }),
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ frameAncestors: "'none'", production, imageHosts: IMAGE_CDN_HOSTS }),
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...crawlerHeaders({ production }),
  ];
}
