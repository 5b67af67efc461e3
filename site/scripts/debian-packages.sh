#!/usr/bin/env bash
# Installs Debian packages whose program (or file) is missing, the one way the project's scripts get real parts
# (Chromium for the browser tests, Redis and nginx for the cluster). Usage: debian-packages.sh <program>=<package> ...
#   e.g. debian-packages.sh /usr/bin/chromium=chromium redis-server=redis-server /usr/sbin/nginx=nginx
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
missing=()
for pair in "$@"; do
  program="${pair%%=*}" package="${pair#*=}"
  if ! command -v "$program" >/dev/null 2>&1 && [ ! -e "$program" ]; then missing+=("$package"); fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]}"
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
