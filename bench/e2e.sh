#!/usr/bin/env bash
# End to end on a generated site: builds target/zlayout.jar, generates the site (SiteGenerator; maximal by
# default: 4 DS8000 images of 65,280 volumes, 6 CSS of 256 CHPIDs, about 260,000 devices, 2,000 guests) and
# runs inventory, check, plan and report under `/usr/bin/time -v`, printing wall time, CPU time (user + system) and
# peak RSS of each run. Not part of the test suite; figures go to docs/performance.md.
#
#   bench/e2e.sh [quarter|half|maximal]        JAVA_OPTS (default -Xmx2g) are given to every run
#
# Needs GNU time (Debian: apt-get install time).
set -euo pipefail
cd "$(dirname "$0")/.."
scale="${1:-maximal}"
opts="${JAVA_OPTS:--Xmx2g}"
if [ ! -x /usr/bin/time ]; then
  echo "bench/e2e.sh needs GNU time as /usr/bin/time (Debian: apt-get install time)" >&2
  exit 2
fi
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >/dev/null
site="target/bench-sites/$scale"
if [ ! -f "$site/zlayout.yaml" ]; then
  java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" io.zlayout.bench.SiteGenerator \
      "$site" "$scale" 1 >/dev/null
fi
size=$(du -sm "$site" | cut -f1)
echo "site $site: ${size} MB; java $opts; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '| %-9s | %-7s | %8s | %8s | %13s | %4s |\n' command scale "wall (s)" "CPU (s)" "peak RSS (MB)" exit
printf '|%s|%s|%s|%s|%s|%s|\n' ----------- --------- ---------: ---------: ---------------: -----:
run() {
  local name="$1"; shift
  local log="target/e2e-$name.time"
  set +e
  # shellcheck disable=SC2086
  /usr/bin/time -v java $opts -jar target/zlayout.jar "$@" >"target/e2e-$name.out" 2>"$log"
  local rc=$?
  set -e
  local wall user sys rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$log")
  user=$(awk -F': ' '/User time/ {print $2}' "$log")
  sys=$(awk -F': ' '/System time/ {print $2}' "$log")
  rss=$(awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2/1024}' "$log")
  printf '| %-9s | %-7s | %8.1f | %8.1f | %13s | %4s |\n' "$name" "$scale" "$wall" "$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')" \
      "$rss" "$rc"
}
run inventory inventory "$site"
run check check --format json "$site"
rm -rf target/e2e-plan
run plan plan --format json --out target/e2e-plan "$site"
rm -f target/e2e-report.xlsx target/e2e-report.html
run report report --xlsx target/e2e-report.xlsx --html target/e2e-report.html "$site"
