// The Next.js configuration of the whole fleet. Next runs with `site/` as its project folder (`next build site`);
// site/next.config.mjs re-exports this file so the configuration lives at the top of the repository.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { DEVICE_SIZES, IMAGE_SIZES, IMAGE_QUALITY } from './blocks/shared/image-config.mjs';

const projectRoot = import.meta.dirname;

// 'auto' lets vanilla-extract's Turbopack loader handle .css.ts files (docs/stack.md#versions-that-matter: without it
// the build fails).
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The proxy rewrites every page to its internal route (docs/adr/0030) with an address built from request.url. Next
  // normalises that URL's loopback host to 'localhost' (next/dist/server/web/next-url.js) and then takes a rewrite to
  // an origin other than the server's own (127.0.0.1) for an external one, which it proxies: the proxy sees the URL as
  // the server received it instead. The site has no Pages Router data requests, the one other thing this changes.
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // No ETag: Next hashes the whole document (FNV-1a over the string) on every request to make one, which was a fifth
  // of the CPU a cached brand home costs (a CPU profile under load). Pages are never fresh in a browser
  // (s-maxage only), so the ETag only saved re-sending a page to a reload; nginx (npm run cluster) keeps pages itself.
  generateEtags: false,
  // Type checking is its own step (npm run typecheck); the build does not repeat it.
  typescript: { tsconfigPath: '../tsconfig.json', ignoreBuildErrors: true },
  turbopack: { root: projectRoot },
  // One artifact for every environment (docs/adr/0022-one-build-every-environment.md): site/.next/standalone is what
  // the tests, the bench, the cluster and the image run. Nothing here may depend on APP_ENV: the standalone server
  // keeps this configuration as it was when built.
  output: 'standalone',
  outputFileTracingRoot: projectRoot,
  // Files the server reads by a path it builds itself, which tracing cannot follow (paths from the site folder):
  // the fonts' packages (site/chrome/fonts/web-font-files.ts) and the payments stand-in's certificate, which a
  // server trusts only when it is pointed at the stand-in (site/payments/index.ts).
  outputFileTracingIncludes: {
    '/**': [
      '../node_modules/@fontsource-variable/*/package.json',
      '../node_modules/@fontsource-variable/*/files/*-latin-wght-normal.woff2',
      '../stand-ins/payments/tls-cert.pem',
    ],
  },
  // Next's page and data cache in memory: an LRU of this size in front of the build's files (docs/adr/0007). Keyed
  // pages are bounded by what the front office and the datafile know; several instances share Redis instead.
  // isrFlushToDisk stays on: without it Next 16.4 reads every prerendered page from disk on every request.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  // Several instances (docs/architecture.md#several-instances, docs/adr/0011): with REDIS_URL set when the server
  // starts, the cache lives in Redis, shared by every instance, with each instance's memory as its fallback; without,
  // it is Next's own. The handler chooses at start (the standalone server does not read this file again): one build
  // serves both ways.
  cacheHandler: path.join(projectRoot, 'site/shared-state/cache-handler.mjs'),
  // inlineCss: each page carries its CSS in <style> tags, no render-blocking stylesheet request before the first
  // paint, for a document a few KB larger (docs/adr/0026-lighthouse-as-a-phone-loads.md judges the pages).
  // cpus: every core renders the prerendered pages (Next leaves one to its main process, idle meanwhile: on two cores
  // one worker). Under CI the build's Turbopack cache is not written: a fresh clone never reads it, and writing it
  // took 13 s of each build.
  experimental: {
    globalNotFound: true,
    inlineCss: true,
    cpus: availableParallelism(),
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // HarfBuzz's subsetter reads its .wasm beside its own module (require.resolve): left to Node, not bundled. Only the
  // fonts route uses it, when the build prerenders it (site/chrome/fonts/web-font-subset.ts).
  // prom-client: one copy in the process for every bundle (its one registry, site/monitoring/metrics.ts).
  serverExternalPackages: ['subset-font', 'prom-client'],
  // docs/rules/04-states-and-flows.md: 'After a new site build id is found, the app reloads at the next navigation.'
  // Next's router does it, with no poller: each client navigation's response names the server's deployment
  // (x-nextjs-deployment-id, or the build id), and on a mismatch with the page's own the router loads the destination
  // as a full page, which carries the new id: no reload loop for the spec's 10 s guard to break. `next build`
  // (prerendering) and `next start` both evaluate this file, so the id must reach both: NEXT_DEPLOYMENT_ID (e.g. the
  // commit hash) in the deployment's environment. Unset, Next compares the id it draws for each build (BUILD_ID), which
  // is enough for one server.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // Images are resized by Storyblok's image service and the image CDN, never by this server (no /_next/image
  // proxy): the loader builds their URLs. Widths from docs/rules/09-constants-and-limits.md's breakpoints
  // (blocks/shared/image-config.mjs). loaderFile is relative to the Next project folder, site/.
  images: {
    loader: 'custom',
    loaderFile: './image-loader.ts',
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    qualities: [IMAGE_QUALITY],
  },
  // Every answer's security headers are set when the server writes it (site/preloads/request-guard.mjs, docs/adr/0009,
  // docs/adr/0037): for the environment the server started in, on Next's own errors too, and framable only where
  // the proxy verified a preview (site/proxy.ts). A rule here would be fixed at build time and bound to markers.
};

export default withVanillaExtract(nextConfig);
