#!/usr/bin/env bash
# Browser tests and audits use Debian's Chromium (CHROMIUM_PATH overrides where it is).
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}" CHROMIUM_PATH
