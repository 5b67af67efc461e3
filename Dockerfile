# syntax=docker/dockerfile:1
# The shop's images (docs/adr/0022-one-build-every-environment.md): one build, the standalone server that the e2e
# suite, the bench and `npm run cluster` run (site/scripts/server.mjs puts the artifact together in
# site/.next/standalone), started in any environment by its settings. compose.yaml runs them as `npm run cluster` does.
#   docker build --build-arg NEXT_DEPLOYMENT_ID=shop-$(git rev-parse --short HEAD) --target site -t shop-site .
#   docker build --target nginx -t shop-nginx .
# Not built on the project's machines (no container runtime there): site/cluster/README.md says what was exercised.

# The Node release every test, the bench and `npm start` run on (.nvmrc, site/scripts/with-node.sh; package.json's
# engines agree): bumped in all three together, tests/lint/node-version.test.ts checks it.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim
ARG NGINX_BASE=debian:bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /build
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `npm install` with the lockfile, as site/scripts/test-all.sh installs (docs/stack.md#install-and-run).
RUN npm install --no-audit --no-fund
COPY . .
# A build and its servers share the deployment id (next.config.mjs deploymentId): the standalone server keeps it.
ARG NEXT_DEPLOYMENT_ID
# Content for the prerendered pages: with no STORYBLOK_TOKEN (a build secret in a real deployment) the build reads
# the local CDN stand-in's stories, as every build here does (docs/adr/0013).
RUN --mount=type=secret,id=storyblok_token,required=false \
    STORYBLOK_TOKEN="$(cat /run/secrets/storyblok_token 2>/dev/null || true)" \
    NEXT_DEPLOYMENT_ID="${NEXT_DEPLOYMENT_ID}" \
    sh -c '[ -n "$STORYBLOK_TOKEN" ] || unset STORYBLOK_TOKEN; npm run build' \
  && node site/scripts/compose-nginx.mjs /build/nginx

# The site: the standalone tree alone (its server.js, the traced node_modules, the static files with their .br and
# .gz, the peer-address module), run as an unprivileged user.
FROM ${NODE_IMAGE} AS site
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /build/site/.next/standalone/ ./
USER node
EXPOSE 3000
# Readiness, as nginx and a load balancer ask it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As site/scripts/server.mjs starts every instance here: the peer-address stamp first (docs/adr/0018), the heap limit
# (HEAP_LIMIT_MB), the header limit (HEADER_LIMIT_BYTES). SIGTERM lets the server finish the requests it has.
CMD ["node", "--max-old-space-size=512", "--max-http-header-size=65536", \
  "--import", "./site/preloads/peer-address.mjs", "--import", "./site/preloads/request-id.mjs", \
  "--import", "./site/preloads/request-guard.mjs", "site/server.js"]

# nginx in front: the cluster's configuration (site/cluster/nginx.conf.hbs) rendered per APP_ENV, with Debian's brotli
# modules, and the same build's static files, precompressed, sent by nginx itself.
FROM ${NGINX_BASE} AS nginx
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/shop-nginx \
  && chown -R www-data:www-data /var/lib/shop-nginx /var/log/nginx
COPY --from=build /build/nginx/ /etc/shop/
COPY --from=build /build/site/.next/standalone/site/.next/static/ /srv/shop/static/
USER www-data
EXPOSE 8080
ENV APP_ENV=production
CMD ["sh", "-c", "exec nginx -c /etc/shop/nginx-${APP_ENV}.conf -p /var/lib/shop-nginx -g 'daemon off;'"]
