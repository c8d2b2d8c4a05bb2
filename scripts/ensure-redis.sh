#!/usr/bin/env bash
# The multi-instance test runs Debian's redis-server (REDIS_SERVER_PATH overrides where it is).
exec bash "$(dirname "$0")/ensure-debian-package.sh" redis-server "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" REDIS_SERVER_PATH
