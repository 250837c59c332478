#!/usr/bin/env bash
# npm test: the whole suite, in order, on a fresh machine (Node 20, Debian, root):
#   1. type-check            npx tsc -p tsconfig.json --noEmit
#      lint and format       npm run lint (ESLint, Prettier --check, dependency-cruiser)
#   2. unit, contract, gateway on SQLite            npx vitest run
#   3. gateway on PostgreSQL  bash scripts/with-postgres.sh npx vitest run tests/gateway
#      reports from a replica bash scripts/with-postgres.sh --replica npx vitest run tests/gateway/replica.test.ts
#   4. build the SPA          npx vite build
#   5. end to end             npx playwright test   (Debian's Chromium, real gateway)
# Every step runs even when an earlier one failed (except e2e without a build), so one run
# shows every failure; the last line counts tests: "npm-test: N passed, N failed".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export CI="${CI:-}"
REPORTS="$(mktemp -d /tmp/npm-test.XXXXXX)"
trap 'rm -rf "$REPORTS"' EXIT

# --- system packages: Debian's Chromium for e2e, PostgreSQL for the gateway tests -----
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing system packages: ${missing[*]}; install them as root (apt-get install -y ${missing[*]})." >&2
    exit 1
  fi
  echo "== Installing ${missing[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" </dev/null
fi

passed=0
failed=0
skipped=0
steps=()

# tally KIND REPORT EXIT: adds a runner's JSON report to the counts. A run that failed
# without a failed test in its report (a file that did not load, an unhandled error, a
# crash before the report) counts as one failure, so a broken runner never reads as green.
tally() {
  local p=0 f=0 s=0
  if [ -s "$2" ]; then
    read -r p f s < <(node -e '
      const [kind, file] = process.argv.slice(1);
      const r = JSON.parse(require("fs").readFileSync(file, "utf8"));
      if (kind === "vitest") {
        const unloaded = r.testResults.filter((t) => t.status === "failed"
          && !t.assertionResults.some((a) => a.status === "failed")).length;
        console.log(r.numPassedTests, r.numFailedTests + unloaded, r.numPendingTests + r.numTodoTests);
      } else {
        console.log(r.stats.expected + r.stats.flaky, r.stats.unexpected + (r.errors?.length ?? 0), r.stats.skipped);
      }
    ' "$1" "$2") || true
  fi
  p=${p:-0}; f=${f:-0}; s=${s:-0}
  if [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
}

# step NAME CMD...: runs one step and records "NAME ok|FAILED (s)"; never stops the script.
status=0
step() {
  local name="$1"; shift
  echo
  echo "== $name: $*"
  local started=$SECONDS
  status=0
  "$@" || status=$?
  if [ "$status" -eq 0 ]; then steps+=("$name ok ($((SECONDS - started)) s)"); else steps+=("$name FAILED ($((SECONDS - started)) s)"); fi
}

# Type-check and build count as one check each beside the tests.
check() {
  if [ "$status" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

step typecheck npx tsc -p tsconfig.json --noEmit
check

step lint npm run --silent lint
check

step vitest npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json"
tally vitest "$REPORTS/vitest.json" "$status"

step gateway-postgres bash scripts/with-postgres.sh \
  npx vitest run tests/gateway --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pg.json"
tally vitest "$REPORTS/vitest-pg.json" "$status"

# Issue 30 item 5: DATABASE_READ_URL against a real streaming replica. Only its own file: a
# standby beside the primary is one more cluster, not worth carrying through the whole suite.
step gateway-replica bash scripts/with-postgres.sh --replica \
  npx vitest run tests/gateway/replica.test.ts --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-replica.json"
tally vitest "$REPORTS/vitest-replica.json" "$status"

# The e2e gateways serve this build on their own origin.
step build env -u VITE_GATEWAY_URL npx vite build
check
if [ "$status" -eq 0 ]; then
  export PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/playwright.json"
  step e2e npx playwright test --reporter=list,json
  tally playwright "$PLAYWRIGHT_JSON_OUTPUT_FILE" "$status"
else
  steps+=("e2e skipped (no build)")
fi

# The failed tests by name, next to the summary: CI keeps only the end of the output.
failures() {
  node -e '
    const fs = require("fs");
    for (const file of process.argv.slice(1)) {
      if (!fs.existsSync(file) || !fs.statSync(file).size) continue;
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      const name = file.split("/").pop();
      if (r.testResults) {
        for (const t of r.testResults) {
          const failed = t.assertionResults.filter((a) => a.status === "failed");
          if (t.status === "failed" && !failed.length) console.log(`FAILED ${name}: ${t.name}: ${(t.message || "").slice(0, 300)}`);
          for (const a of failed)
            console.log(`FAILED ${name}: ${t.name} > ${a.fullName}: ${(a.failureMessages || []).join(" ").slice(0, 300)}`);
        }
      } else {
        const walk = (s, path) => {
          for (const c of s.suites || []) walk(c, [...path, c.title]);
          for (const spec of s.specs || [])
            for (const t of spec.tests || [])
              if (t.status === "unexpected") console.log(`FAILED ${name}: ${[...path, spec.title].join(" > ")}`);
        };
        walk(r, []);
      }
    }
  ' "$@" 2>/dev/null | sed 's/\x1b\[[0-9;]*m//g' || true
}
echo
failures "$REPORTS/vitest.json" "$REPORTS/vitest-pg.json" "$REPORTS/vitest-replica.json" "$REPORTS/playwright.json"
summary="${steps[0]}"
for entry in "${steps[@]:1}"; do summary+="; $entry"; done
echo "== Summary: $summary"
echo "npm-test: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
