#!/usr/bin/env bash
# The multi-instance test runs Debian's redis-server, never a downloaded build.
# Installs it when it is missing and we are allowed to (root with apt-get).
set -euo pipefail
REDIS_SERVER="${REDIS_SERVER_PATH:-/usr/bin/redis-server}"
if [ -x "$REDIS_SERVER" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's redis-server (not found at $REDIS_SERVER)..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  exit 0
fi
echo "redis-server not found at $REDIS_SERVER. Install Debian's package (apt-get install -y redis-server) or set REDIS_SERVER_PATH." >&2
exit 1
