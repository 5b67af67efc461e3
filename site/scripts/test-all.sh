#!/usr/bin/env bash
# `npm test`: every test of the project, on a fresh machine. Installs what is missing (Debian's chromium, npm
# packages), then: registry checks, types, lint, unit tests, a production build, Playwright, the fuzz run, and the
# accessibility stage (axe-core and HTML_CodeSniffer; pa11y-ci for the experiments' variants). At the end, passed or
# not, the ten slowest test files (site/scripts/slowest-tests.mjs).
# Under CI (docs/conventions.md#ci-runs): no setting may narrow a check, npm install may not change the lockfile, and
# every run, in CI or not, must leave a git checkout's tree as it found it. Each stage's time is printed.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1 PUPPETEER_SKIP_DOWNLOAD=1
source site/scripts/ci-checks.sh

# Each stage's time, and how busy the machine's cores were meanwhile (/proc/stat): a stage far from 100 % waits on
# something other than the CPU, and could share the machine with another.
cpu_ticks() { awk '/^cpu /{ total = 0; for (i = 2; i <= NF; i++) total += $i; print $5 + $6, total }' /proc/stat; }
STAGE='' STAGE_START=$SECONDS STAGE_CPU=$(cpu_ticks)
stage_time() {
  [ -z "$STAGE" ] && return
  local busy
  busy=$(printf '%s %s\n' "$STAGE_CPU" "$(cpu_ticks)" |
    awk '{ d = $4 - $2; printf "%d", (d > 0 ? 100 * (1 - ($3 - $1) / d) : 0) }')
  printf '\033[2m-- %s: %d s, CPU %s %% busy\033[0m\n' "$STAGE" $((SECONDS - STAGE_START)) "$busy"
}
step() { stage_time; STAGE=$*; STAGE_START=$SECONDS STAGE_CPU=$(cpu_ticks); printf '\n\033[1m== %s\033[0m\n' "$*"; }

# The Node the image ships (.nvmrc), installed from the npm registry when the machine's is another: every stage runs on
# it, npm install included.
source site/scripts/with-node.sh
printf 'Node %s, npm %s\n' "$(node -v)" "$(npm -v)"

# A11Y_ONLY, FUZZ_REQUESTS and the like are a developer's shortcuts: refused under CI before anything runs.
node site/scripts/narrowing.mjs
TREE_AT_START=$(tree_state)
# vitest and Playwright write their JSON reports here; the table of the slowest files is printed on the way out.
rm -rf .data/test-times && mkdir -p .data/test-times
trap 'node site/scripts/slowest-tests.mjs || true' EXIT

# Debian's chromium (browser tests never download a browser of their own), Redis, nginx and its brotli modules (the
# cluster test).
bash site/scripts/debian-packages.sh /usr/bin/chromium=chromium /usr/bin/redis-server=redis-server \
  /usr/sbin/nginx=nginx \
  /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so=libnginx-mod-http-brotli-filter \
  /usr/lib/nginx/modules/ngx_http_brotli_static_module.so=libnginx-mod-http-brotli-static

# `npm ci` fails with lockfiles written here (docs/stack.md#install-and-run); `npm install` with the lockfile is the
# reliable way. Under CI always, so that a lockfile out of step with package.json fails the run.
source site/scripts/npm-packages.sh
if [ -n "${CI:-}" ] || npm_packages_stale; then
  step "Installing npm packages"
  install_with_lockfile npm install --no-audit --no-fund
fi

step "Brand registry: shop validate, shop generate --check"
node cli/bin/shop.mjs validate
node cli/bin/shop.mjs generate --check

step "Types"
npx tsc --noEmit -p tsconfig.json

step "Lint: ESLint (with the import direction and the width), Prettier, the width of the other files"
npm run lint

step "Unit, contract and CLI tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.data/test-times/vitest.json

# One build (the standalone artifact) for every run below: each server's APP_ENV is chosen when it starts
# (docs/adr/0022).
step "Production build (standalone) for the browser tests"
npm run build

step "End-to-end (Playwright, Debian chromium)"
APP_ENV=test npx playwright test

step "Hostile input (10,000 seeded requests: no 5xx, no reflected markup)"
APP_ENV=test npx tsx e2e/fuzz.ts

step "Accessibility: axe-core and HTML_CodeSniffer, every brand x route x state x width page (e2e/a11y-axe.ts)"
APP_ENV=test npx tsx e2e/a11y-axe.ts

step "Accessibility: the experiments' variants (pa11y-ci, WCAG2AA, htmlcs)"
APP_ENV=test npx tsx e2e/a11y.ts

step "Accessibility: faults planted in a copy of the content and the themes fail the stage (e2e/a11y-planted-faults.ts)"
APP_ENV=test npx tsx e2e/a11y-planted-faults.ts

step "The working tree as the run found it"
check_tree_unchanged "$TREE_AT_START"

step "All tests passed"
stage_time
