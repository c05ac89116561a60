#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, stopping at the first failing stage.
#   typecheck and lint → unit → integration on PostgreSQL and on PGlite (side by side) → build + e2e
# TEST_SKIP=lint,e2e (comma-separated stage ids) skips stages for local runs; CI sets nothing.
# Ends with one line "N passed, M failed" (tests summed over every stage; a stage that fails without
# failing a test, e.g. typecheck or a crashed setup, counts as one failure).
set -euo pipefail
cd "$(dirname "$0")/.."

RESULTS=.tmp/test-results
rm -rf "$RESULTS"
mkdir -p "$RESULTS"

PASSED=0
FAILED=0
SUMMARY=()

finish() {
  local status=$?
  echo
  echo "==================== summary ===================="
  if ((${#SUMMARY[@]})); then printf '%s\n' "${SUMMARY[@]}"; fi
  if ((status != 0 && FAILED == 0)); then FAILED=1; fi
  echo "${PASSED} passed, ${FAILED} failed"
}
trap finish EXIT

# --- system dependencies (Debian) ---------------------------------------------------------------------
# Redis: the shared cache's tests (tests/cache/redis-cache.test.ts, tests/e2e/scale-out.spec.ts) each start a
# throwaway redis-server on a free port (tests/support/redis.ts); the package's own service is not used.
have_postgres() { compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; }
if [[ ! -x /usr/bin/chromium ]] || ! have_postgres || [[ ! -x /usr/bin/redis-server ]]; then
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  echo "==> installing chromium, postgresql and redis-server (apt-get)"
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium postgresql redis-server
fi

if [[ ! -d node_modules ]]; then
  echo "==> npm ci"
  npm ci
fi

# --- helpers -------------------------------------------------------------------------------------------
# Reads passed/failed counts from a Vitest or Playwright JSON report; prints "passed failed [per project]".
count_tests() {
  node -e '
    const fs = require("node:fs");
    const file = process.argv[1];
    if (!fs.existsSync(file)) { console.log("0 0"); process.exit(0); }
    let r;
    try { r = JSON.parse(fs.readFileSync(file, "utf8")); } catch { console.log("0 0"); process.exit(0); }
    if (r.stats && "expected" in r.stats) {
      // Playwright: expected = passed, flaky = passed on retry, unexpected = failed; then the same per project.
      const projects = {};
      const walk = (suite) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? []) {
            const counts = (projects[test.projectName] ??= [0, 0]);
            if (test.status === "expected" || test.status === "flaky") counts[0]++;
            else if (test.status === "unexpected") counts[1]++;
          }
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of r.suites ?? []) walk(suite);
      const detail = Object.entries(projects).map(([name, [p, f]]) => `${name} ${p}/${f}`).join(", ");
      console.log(`${r.stats.expected + r.stats.flaky} ${r.stats.unexpected} ${detail ? `(${detail})` : ""}`);
    } else {
      console.log(`${r.numPassedTests ?? 0} ${r.numFailedTests ?? 0}`);
    }
  ' "$1"
}

# record <name> <json report or -> <exit status> <seconds>: counts a finished stage into the summary.
record() {
  local name=$1 report=$2 status=$3 took=$4
  local passed=0 failed=0 detail=""
  if [[ $report != "-" ]]; then read -r passed failed detail < <(count_tests "$report"); fi
  if ((status != 0 && failed == 0)); then failed=1; fi
  PASSED=$((PASSED + passed))
  FAILED=$((FAILED + failed))
  local verdict="ok"
  if ((status != 0)); then verdict="FAILED (exit ${status})"; fi
  if [[ $report != "-" ]]; then
    SUMMARY+=("$(printf '%-26s %-20s %4ss  %s passed, %s failed %s' "$name" "$verdict" "$took" "$passed" "$failed" "$detail")")
  else
    SUMMARY+=("$(printf '%-26s %-20s %4ss' "$name" "$verdict" "$took")")
  fi
  echo "---- ${name}: ${verdict} in ${took}s"
}

skip_requested() { [[ ",${TEST_SKIP:-}," == *",$1,"* ]]; }

skipped() {
  skip_requested "$1" || return 1
  echo
  echo "==================== $2: skipped (TEST_SKIP) ===================="
  SUMMARY+=("$(printf '%-26s %-20s' "$2" "skipped")")
}

# stage <id> <name> <json report or -> <command...>: one stage on its own, its output live.
stage() {
  local id=$1 name=$2 report=$3
  shift 3
  if skipped "$id" "$name"; then return 0; fi
  echo
  echo "==================== ${name} ===================="
  echo "\$ $*"
  local start=$SECONDS status=0
  "$@" || status=$?
  record "$name" "$report" "$status" $((SECONDS - start))
  if ((status != 0)); then exit "$status"; fi
}

# together <id>...: the named stages (declared with `declare_stage`) run side by side, their output kept in logs
# printed in order when all are done; the run stops after them if any failed. The integration runs wait on their
# database much of the time, so two of them share the two cores well.
declare -A NAMES REPORTS COMMANDS
declare_stage() {
  local id=$1
  NAMES[$id]=$2
  REPORTS[$id]=$3
  shift 3
  COMMANDS[$id]=$(printf '%q ' "$@")
}
together() {
  local id worst=0
  declare -A pids starts
  for id in "$@"; do
    if skip_requested "$id"; then continue; fi
    echo "==> ${NAMES[$id]}: ${COMMANDS[$id]}"
    starts[$id]=$SECONDS
    eval "${COMMANDS[$id]}" >"${RESULTS}/${id}.log" 2>&1 &
    pids[$id]=$!
  done
  for id in "$@"; do
    if skipped "$id" "${NAMES[$id]}"; then continue; fi
    local status=0
    wait "${pids[$id]}" || status=$?
    local took=$((SECONDS - starts[$id]))
    echo
    echo "==================== ${NAMES[$id]} ===================="
    cat "${RESULTS}/${id}.log"
    record "${NAMES[$id]}" "${REPORTS[$id]}" "$status" "$took"
    if ((status != 0)); then worst=$status; fi
  done
  if ((worst != 0)); then exit "$worst"; fi
}

vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=${RESULTS}/$1.json"; }

# --- stages --------------------------------------------------------------------------------------------
declare_stage typecheck "typecheck" - npm run --silent typecheck
declare_stage lint "lint" - npm run --silent lint
together typecheck lint
# shellcheck disable=SC2046
stage unit "unit" "$RESULTS/unit.json" npx vitest run --project unit $(vitest_json unit)
# shellcheck disable=SC2046
declare_stage integration-postgres "integration (postgres)" "$RESULTS/integration-postgres.json" \
  env TEST_DB_KIND=postgres npx vitest run --project integration $(vitest_json integration-postgres)
# shellcheck disable=SC2046
declare_stage integration-pglite "integration (pglite)" "$RESULTS/integration-pglite.json" \
  env TEST_DB_KIND=pglite npx vitest run --project integration $(vitest_json integration-pglite)
together integration-postgres integration-pglite
# The webServer in playwright.config.ts is `npm start` on an empty folder: it builds when stale.
stage e2e "build + e2e" "$RESULTS/e2e.json" \
  env PLAYWRIGHT_JSON_OUTPUT_FILE="$RESULTS/e2e.json" npx playwright test --reporter=list,json
