#!/usr/bin/env bash
# zlayout-gate.sh: the zlayout gate of a change pipeline. It fails a change only on what is new and wrong,
# and shows what the change changes.
#
#   zlayout-gate.sh SITE [BASE_REF]
#
#   SITE      the site folder (holding zlayout.yaml), relative to the top of the git checkout
#   BASE_REF  the git ref the change goes into (default: origin/main); its copy of SITE is the "before"
#
# It runs, and writes to $OUT (default: zlayout-reports/):
#   1. zlayout check SITE, against SITE/zlayout.baseline.json when that file exists: check.txt for people,
#      zlayout.sarif for code scanning, zlayout-junit.xml for the CI server's test report. Only findings the
#      baseline does not hold count.
#   2. zlayout diff BASE:SITE SITE: diff.txt and diff.json (paths, volumes, spread, findings new and fixed).
#      Skipped when BASE_REF or SITE at BASE_REF does not exist (a new site).
# Exit code: 0 when both pass, 1 when either finds something at or above the threshold (the site's
# settings failOn, else error; FAIL_ON overrides), 2-4 when zlayout could not run (usage, broken input,
# internal error), the first such code.
#
# Environment: ZLAYOUT (the command, default "zlayout"; e.g. "java -jar /opt/zlayout/zlayout.jar"),
#   OUT, FAIL_ON (error, warning, info or never), BASELINE (default: SITE/zlayout.baseline.json).
set -uo pipefail

site=${1:?usage: zlayout-gate.sh SITE [BASE_REF]}
base=${2:-origin/main}
zlayout=${ZLAYOUT:-zlayout}
out=${OUT:-zlayout-reports}
fail_on=()  # the site's settings failOn decides, unless FAIL_ON says otherwise
if [ -n "${FAIL_ON:-}" ]; then fail_on=(--fail-on "$FAIL_ON"); fi
baseline=${BASELINE:-$site/zlayout.baseline.json}
mkdir -p "$out"

worst=0
note() {  # keep the worst exit code: 2-4 (cannot run) beat 1 (findings) beat 0
  local rc=$1
  if [ "$rc" -ge 2 ] && { [ "$worst" -lt 2 ]; }; then worst=$rc; fi
  if [ "$rc" -eq 1 ] && [ "$worst" -eq 0 ]; then worst=1; fi
}

check=(check "$site" "${fail_on[@]}")
if [ -f "$baseline" ]; then
  check+=(--baseline "$baseline")
else
  echo "zlayout-gate: no baseline at $baseline: every finding counts" >&2
fi

echo "== zlayout check $site"
# shellcheck disable=SC2086  # $zlayout may be a command with arguments
$zlayout "${check[@]}" --format sarif -o "$out/zlayout.sarif"
$zlayout "${check[@]}" --format junit -o "$out/zlayout-junit.xml"
$zlayout "${check[@]}" --format text -o "$out/check.txt"
rc=$?
cat "$out/check.txt" 2>/dev/null
note "$rc"

if git rev-parse --verify --quiet "$base^{commit}" >/dev/null \
    && [ -n "$(git ls-tree -d "$base" -- "$site")" ]; then
  before=$(mktemp -d)
  trap 'rm -rf "$before"' EXIT
  git archive "$base" -- "$site" | tar -x -C "$before"
  echo
  echo "== zlayout diff $base:$site $site"
  # shellcheck disable=SC2086
  $zlayout diff "$before/$site" "$site" "${fail_on[@]}" --format json -o "$out/diff.json"
  $zlayout diff "$before/$site" "$site" "${fail_on[@]}" -o "$out/diff.txt"
  rc=$?
  sed "s|$before/|$base:|g" "$out/diff.txt" 2>/dev/null
  note "$rc"
else
  echo "zlayout-gate: $site does not exist at $base: no diff" >&2
fi

exit "$worst"
