#!/usr/bin/env bash
# The cache-tier test runs Debian's varnishd with the xkey and vsthrottle modules of
# varnish-modules (VARNISHD_PATH overrides where varnishd is). Installs both when missing and
# allowed.
set -euo pipefail
varnishd="${VARNISHD_PATH:-/usr/sbin/varnishd}"
has_vmod() { compgen -G "/usr/lib/*/varnish/vmods/libvmod_$1.so" >/dev/null; }
if [ -x "$varnishd" ] && has_vmod xkey && has_vmod vsthrottle; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's varnish and varnish-modules..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq varnish varnish-modules >/dev/null
  exit 0
fi
echo "varnishd with the xkey and vsthrottle modules not found. Install Debian's packages (apt-get install -y varnish varnish-modules) or set VARNISHD_PATH." >&2
exit 1
