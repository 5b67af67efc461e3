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

# The two builds leave a core idle for much of their time (prerendering, writing the artifact), and types and lint use
# one each: the four run side by side, each one's output printed whole when it ends, its time and exit code with it.
# One build (the standalone artifact) for every run below: each server's APP_ENV is chosen when it starts
# (docs/adr/0022). The other is the accessibility stage's copy with its planted faults
# (e2e/accessibility/a11y-planted-faults.ts).
PLANTED_COPY=$(mktemp -d "${TMPDIR:-/tmp}/a11y-planted-XXXXXX")
SIDE_LOGS=$(mktemp -d "${TMPDIR:-/tmp}/test-all-logs-XXXXXX")
SIDE_PIDS=()
# Whatever ends the run: the side jobs' process groups stopped, the planted copy and the logs removed, the slowest
# files printed. A signal ends the run through the same trap.
trap 'for pid in "${SIDE_PIDS[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; rm -rf "$PLANTED_COPY" "$SIDE_LOGS"
  node site/scripts/slowest-tests.mjs || true' EXIT
trap 'exit 130' INT TERM
# Runs "$@" in the background in a process group of its own (setsid), its output and its end in $SIDE_LOGS/<name>.
side() {
  local name=$1
  shift
  setsid bash -c 'start=$SECONDS; code=0; "${@:3}" >"$1" 2>&1 || code=$?
    echo "$code $((SECONDS - start))" >"$2"; exit "$code"' _ "$SIDE_LOGS/$name.log" "$SIDE_LOGS/$name.end" "$@" &
  SIDE_PIDS+=($!)
}
# Waits for every side job; prints each one's output, time and exit code; fails if any failed.
side_results() {
  local failed=0 name code took
  wait "${SIDE_PIDS[@]}" || true
  for name in "$@"; do
    read -r code took <"$SIDE_LOGS/$name.end" || { code=1 took='?'; }
    printf '\n\033[1m-- %s (%s s, exit %s)\033[0m\n' "$name" "$took" "$code"
    cat "$SIDE_LOGS/$name.log"
    [ "$code" = 0 ] || failed=1
  done
  SIDE_PIDS=()
  return "$failed"
}

step "Types, lint, and the production builds for the browser tests and the planted faults, side by side"
side build npm run build
side planted-copy env APP_ENV=test npx tsx e2e/accessibility/a11y-planted-faults.ts --prepare "$PLANTED_COPY"
side types npx tsc --noEmit -p tsconfig.json
side lint npm run lint
side_results types lint build planted-copy

step "Unit, contract and CLI tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.data/test-times/vitest.json

step "End-to-end (Playwright, Debian chromium)"
APP_ENV=test npx playwright test

step "Hostile input (10,000 seeded requests: no 5xx, no reflected markup)"
APP_ENV=test npx tsx e2e/fuzz/fuzz.ts

step "Accessibility: axe-core and HTML_CodeSniffer, every brand x route x state x width page (e2e/accessibility/a11y-axe.ts)"
APP_ENV=test npx tsx e2e/accessibility/a11y-axe.ts

step "Accessibility: the experiments' variants (pa11y-ci, WCAG2AA, htmlcs)"
APP_ENV=test npx tsx e2e/accessibility/a11y.ts

step "Accessibility: faults planted in a copy of the content and the themes fail the stage (e2e/accessibility/a11y-planted-faults.ts)"
APP_ENV=test npx tsx e2e/accessibility/a11y-planted-faults.ts --prepared "$PLANTED_COPY"

step "The working tree as the run found it"
check_tree_unchanged "$TREE_AT_START"

step "All tests passed"
stage_time
