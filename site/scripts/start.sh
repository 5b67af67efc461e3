#!/usr/bin/env bash
# `npm start` on any machine: the project's Node (site/scripts/with-node.sh), the npm packages when they are missing or
# older than package.json or the lockfile, then the whole fleet (site/scripts/start.mjs builds when needed).
set -euo pipefail
cd "$(dirname "$0")/../.."
source site/scripts/with-node.sh
source site/scripts/npm-packages.sh
if npm_packages_stale; then
  echo "Installing npm packages on Node $(node -v) ..."
  npm install --no-audit --no-fund
fi
exec node site/scripts/start.mjs
