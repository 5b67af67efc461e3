#!/usr/bin/env bash
# `npm start` on any machine: the project's Node (site/scripts/with-node.sh), the npm packages when they are missing or
# older than package.json or the lockfile, then the whole fleet (site/scripts/start.mjs builds when needed).
# `npm run dev` is the same with `dev`: Next's dev server instead of the build (site/scripts/dev.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
source site/scripts/with-node.sh
source site/scripts/npm-packages.sh
if npm_packages_stale; then
  echo "Installing npm packages on Node $(node -v) ..."
  npm install --no-audit --no-fund
fi
exec node "site/scripts/${1:-start}.mjs"
