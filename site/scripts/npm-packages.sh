# Sourced by site/scripts/start.sh and test-all.sh: whether node_modules is missing or older than what it installs.
npm_packages_stale() {
  local installed=node_modules/.package-lock.json
  [ ! -f "$installed" ] || [ package-lock.json -nt "$installed" ] || [ package.json -nt "$installed" ]
}
