#!/usr/bin/env bash
# The whole test suite: types, lint, unit + API tests (vitest), then the
# built app end to end in Chromium with JavaScript on and off (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's Chromium for the end-to-end tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi
# Keep Chromium's profile and caches inside the project.
export XDG_CONFIG_HOME="$PWD/var/chromium/config" XDG_CACHE_HOME="$PWD/var/chromium/cache"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" var/tmp

npm run typecheck
npm run lint
# Built first: the parallel-refresh test loads pages from the built server.
npm run build
if [ -n "${DATABASE_URL:-}" ]; then
  npx vitest run
else
  # Over PGlite. The two-process suites need PostgreSQL: .ci/run runs them in its PostgreSQL pass.
  npx vitest run --exclude server/multi-instance.test.ts --exclude server/web/parallel-refresh.test.ts
fi
rm -rf var/e2e-db
TMPDIR="$PWD/var/tmp" npx playwright test
