#!/usr/bin/env bash
# Browser tests and audits use Debian's Chromium, never a downloaded browser build.
# Installs it when it is missing and we are allowed to (root with apt-get).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium (not found at $CHROMIUM)..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
