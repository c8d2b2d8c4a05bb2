#!/usr/bin/env bash
# Tests and audits use Debian's programs (Chromium, redis-server), never a downloaded build.
# Installs the package when its program is missing and we are allowed to (root with apt-get).
#
#   bash scripts/ensure-debian-package.sh PACKAGE PROGRAM_PATH PATH_VARIABLE
set -euo pipefail
package="$1" program="$2" variable="$3"
if [ -x "$program" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $package (not found at $program)..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$package not found at $program. Install Debian's package (apt-get install -y $package) or set $variable." >&2
exit 1
