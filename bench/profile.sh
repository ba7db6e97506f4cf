#!/usr/bin/env bash
# Where the time of one zlayout command goes, by stage: runs it once cold through ./zlayout under Java Flight
# Recorder (execution samples every 10 ms, stacks 512 deep) and attributes each sample of zlayout's threads to
# the most specific stage on its stack, in this order: workbook, page, report model, emit, throughput model,
# plan, rules, join (topology), read (input); other zlayout code (CLI, output) and code outside zlayout (JVM
# start-up, libraries) last. Also prints the JIT's compilation time and the collector's pauses, which the
# samples do not show (they run on threads of their own), and where the memory is allocated, by the same stages
# (allocation samples weighted by the bytes each stands for). Not part of the test suite; the account of the
# figures is in docs/performance.md.
#
#   bench/profile.sh [--site DIR] [--heap -Xmx1g] COMMAND [ARGS...]   e.g. bench/profile.sh check --format json
#
# The site defaults to target/bench-sites/maximal (bench/speed.sh generates it); its path is added last.
# PROFILE_PLAN_DIR puts plan's folder elsewhere (e.g. under /dev/shm, to leave the disk's file system time out).
set -euo pipefail
cd "$(dirname "$0")/.."
site=target/bench-sites/maximal
heap=""
while [ $# -gt 0 ]; do
  case "$1" in
    --site) site="$2"; shift 2 ;;
    --heap) heap="$2"; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  echo "usage: bench/profile.sh [--site DIR] [--heap -Xmx1g] COMMAND [ARGS...]" >&2
  exit 2
fi
out=target/profile
mkdir -p "$out"
name="$1"
jfr="$out/$name.jfr"
cat >"$out/settings.jfc" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<configuration version="2.0">
  <event name="jdk.ExecutionSample"><setting name="enabled">true</setting><setting name="period">10 ms</setting></event>
  <event name="jdk.CompilerStatistics"><setting name="enabled">true</setting><setting name="period">1000 ms</setting></event>
  <event name="jdk.GarbageCollection"><setting name="enabled">true</setting><setting name="threshold">0 ms</setting></event>
  <event name="jdk.ObjectAllocationSample"><setting name="enabled">true</setting><setting name="throttle">2000/s</setting></event>
</configuration>
EOF
args=("$@")
case "$name" in
  plan) rm -rf "${PROFILE_PLAN_DIR:-$out/plan-out}"; args+=(--out "${PROFILE_PLAN_DIR:-$out/plan-out}") ;;
  report) rm -f "$out/report.xlsx" "$out/report.html"; args+=(--xlsx "$out/report.xlsx" --html "$out/report.html") ;;
esac
set +e
ZLAYOUT_JAVA_OPTS="$heap -XX:FlightRecorderOptions=stackdepth=512 -XX:StartFlightRecording=filename=$jfr,settings=$PWD/$out/settings.jfc -Xlog:jfr*=off" \
    /usr/bin/time -f '%e %U %S' -o "$out/$name.time" ./zlayout "${args[@]}" "$site" >"$out/$name.out" 2>"$out/$name.err"
set -e
read -r wall user sys < <(tail -n 1 "$out/$name.time")
echo "zlayout $* $site: wall $wall s, CPU $(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}') s," \
    "load $(cut -d' ' -f1-3 /proc/loadavg)"
stage_awk='
  function stage(s) {
    if (s ~ /io\.zlayout\.report\.xlsx\./) return "workbook (report/xlsx)"
    if (s ~ /io\.zlayout\.report\.html\./) return "page (report/html)"
    if (s ~ /io\.zlayout\.report\./) return "report model (report/site)"
    if (s ~ /io\.zlayout\.emit\./) return "emit (plan files)"
    if (s ~ /io\.zlayout\.perf\./) return "throughput model (perf)"
    if (s ~ /io\.zlayout\.plan\./) return "plan (planner)"
    if (s ~ /io\.zlayout\.rules\./) return "rules"
    if (s ~ /io\.zlayout\.topology\./) return "join (topology)"
    if (s ~ /io\.zlayout\.input\./) return "read (input)"
    if (s ~ /io\.zlayout\./) return "other zlayout (CLI, output)"
    return "outside zlayout (JVM start-up, libraries)"
  }
'
jfr print --stack-depth 512 --events jdk.ExecutionSample "$jfr" | awk "$stage_awk"'
  /^jdk\.ExecutionSample/ { if (stack != "") { n[stage(stack)]++; total++ } stack = ""; next }
  /^[ \t]+[A-Za-z_$][A-Za-z0-9_$.]*\(/ { stack = stack " " $1 }
  END {
    if (stack != "") { n[stage(stack)]++; total++ }
    for (k in n) printf "%d\t%s\t%.1f\n", n[k], k, 100 * n[k] / total
  }' | sort -t$'\t' -k1,1 -rn | awk -F'\t' 'BEGIN {printf "| %-43s | %7s | %6s |\n|---|---:|---:|\n", "stage", "samples", "share"}
      {printf "| %-43s | %7d | %5.1f%% |\n", $2, $1, $3}'
jfr print --events jdk.CompilerStatistics "$jfr" | awk '/totalTimeSpent/ {t = $3 " " $4} END {print "JIT compilation, all compiler threads: " t}'
jfr print --events jdk.GarbageCollection "$jfr" | awk '
  /sumOfPauses/ { v = $3; u = $4; if (u == "ms") s += v; else if (u == "s") s += v * 1000; else if (u == "us") s += v / 1000; n++ }
  END { printf "garbage collections: %d, pauses %.2f s\n", n, s / 1000 }'
# where the memory is allocated: JFR's allocation samples, each weighted by the bytes it stands for (an
# estimate of all allocation, not of what is kept), by the same stages
jfr print --stack-depth 512 --events jdk.ObjectAllocationSample "$jfr" | awk "$stage_awk"'
  function bytes(v, u) { return u == "kB" ? v * 1024 : u == "MB" ? v * 1048576 : u == "GB" ? v * 1073741824 : v }
  /^jdk\.ObjectAllocationSample/ { if (stack != "") { b[stage(stack)] += w; total += w } stack = ""; w = 0; next }
  /^[ \t]+weight = / { w = bytes($3, $4) }
  /^[ \t]+[A-Za-z_$][A-Za-z0-9_$.]*\(/ { stack = stack " " $1 }
  END {
    if (stack != "") { b[stage(stack)] += w; total += w }
    for (k in b) printf "%.0f\t%s\t%.1f\n", b[k] / 1048576, k, 100 * b[k] / total
    printf "%.0f\t%s\t100.0\n", total / 1048576, "all (estimated from the samples)"
  }' | sort -t$'\t' -k1,1 -rn | awk -F'\t' 'BEGIN {printf "| %-43s | %9s | %6s |\n|---|---:|---:|\n", "stage", "allocated", "share"}
      {printf "| %-43s | %6d MB | %5.1f%% |\n", $2, $1, $3}'
