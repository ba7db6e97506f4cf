#!/usr/bin/env bash
# The speed goals of the largest site in one run: generates the half and the maximal site (SiteGenerator), then,
# for each, runs cold and in turn the read-and-tokenise floor (io.zlayout.bench.ReadFloor: a JVM that only reads
# the site's files and splits them into whitespace tokens), `zlayout --version`, inventory, check, plan and report
# through ./zlayout (so with the class-data-sharing archive when there is one), RUNS times each, interleaved so
# that a change of load hits every command alike. Prints the median wall time of each, its ratio to the floor of
# the same scale, the cost of the doubling (half -> maximal), and the goals; then times headless Chromium opening
# the maximal report page. Where /dev/shm is a tmpfs, plan is also run with its folder there (plan-mem), so that the
# file system's share of plan (creating 25,000 files and folders) shows apart. Not part of the test suite; figures
# go to docs/performance.md.
#
#   bench/speed.sh [--no-build] [--runs N] [--scales half,maximal]
#
# Environment: ZLAYOUT_JAVA_OPTS for every command but report (default none: the JVM's own heap), REPORT_OPTS
# for report (default -Xmx1g, as the goal says); ZLAYOUT_CDS=off measures without the archive.
# Needs GNU time (Debian: apt-get install time); Chromium is optional.
set -euo pipefail
cd "$(dirname "$0")/.."
build=1
runs=3
scales="half,maximal"
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --runs) runs="$2"; shift ;;
    --scales) scales="$2"; shift ;;
    *) echo "usage: bench/speed.sh [--no-build] [--runs N] [--scales half,maximal]" >&2; exit 2 ;;
  esac
  shift
done
if [ ! -x /usr/bin/time ]; then
  echo "bench/speed.sh needs GNU time as /usr/bin/time (Debian: apt-get install time)" >&2
  exit 2
fi
if [ "$build" = 1 ] || [ ! -f target/test-classpath.txt ]; then
  mvn -B -q -o -DskipTests package test-compile dependency:build-classpath \
      -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >/dev/null
fi
opts="${ZLAYOUT_JAVA_OPTS:-}"
report_opts="${REPORT_OPTS:--Xmx1g}"
out=target/speed
mkdir -p "$out"
IFS=, read -r -a scale_list <<<"$scales"
for scale in "${scale_list[@]}"; do
  site="target/bench-sites/$scale"
  if [ ! -f "$site/zlayout.yaml" ]; then
    java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" io.zlayout.bench.SiteGenerator \
        "$site" "$scale" 1 >/dev/null
  fi
done

commands=(floor version inventory check plan report)
# the plan's 25,000 files and folders cost the file system system time that depends on the disk, not on zlayout
# (1-7 s on the build machine's ext4 with discard, against 0.7 s in memory): where /dev/shm is a tmpfs the plan is
# also written there, in a row of its own, so that the table shows both
mem=""
if [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ]; then
  mem="$(mktemp -d /dev/shm/zlayout-speed.XXXXXX)"
  trap 'rm -rf "$mem"' EXIT
  commands=(floor version inventory check plan plan-mem report)
fi
# one run: wall, CPU (user + system), peak RSS in MB, exit code, appended to $out/<scale>-<command>.runs
run() {
  local scale="$1" name="$2" site="target/bench-sites/$1" log="$out/$1-$2.time" rc
  local -a cmd
  # shellcheck disable=SC2206 # the options are words on purpose
  case "$name" in
    floor) cmd=(java $opts -cp target/test-classes io.zlayout.bench.ReadFloor "$site") ;;
    version) cmd=(./zlayout --version) ;;
    inventory) cmd=(./zlayout inventory "$site") ;;
    check) cmd=(./zlayout check --format json "$site") ;;
    # the last run's 17,000 files removed and flushed before the clock starts, so that the kernel does not write
    # them back during this run (a maximal plan's system time varied from 2.5 to 7 s between runs without it)
    plan) rm -rf "$out/plan-$scale"; sync; cmd=(./zlayout plan --format json --out "$out/plan-$scale" "$site") ;;
    plan-mem) rm -rf "$mem/plan-$scale"; cmd=(./zlayout plan --format json --out "$mem/plan-$scale" "$site") ;;
    report) rm -f "$out/report-$scale.xlsx" "$out/report-$scale.html"
      cmd=(./zlayout report --xlsx "$out/report-$scale.xlsx" --html "$out/report-$scale.html" "$site") ;;
  esac
  local jopts="$opts"
  [ "$name" = report ] && jopts="$report_opts"
  set +e
  ZLAYOUT_JAVA_OPTS="$jopts" /usr/bin/time -f '%e %U %S %M' -o "$log" "${cmd[@]}" >"$out/$scale-$name.out" \
      2>"$out/$scale-$name.err"
  rc=$?
  set -e
  # GNU time puts "Command exited with non-zero status N" first when the command fails
  tail -n 1 "$log" | awk -v rc="$rc" '{printf "%s %.2f %.0f %s\n", $1, $2 + $3, $4 / 1024, rc}' >>"$out/$scale-$name.runs"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
col() { awk -v c="$2" '{print $c}' "$out/$1.runs"; }

rm -f "$out"/*.runs
archive=target/zlayout.jsa
if [ "${ZLAYOUT_CDS:-on}" = off ]; then
  archive="off (ZLAYOUT_CDS=off)"
fi
./zlayout --version >/dev/null # builds the class-data-sharing archive when there is none, outside the timings
echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; java $(java -version 2>&1 | head -1 | cut -d'"' -f2);" \
    "ZLAYOUT_JAVA_OPTS='$opts', report '$report_opts'; class-data-sharing archive: $archive"
loads=()
for ((r = 1; r <= runs; r++)); do
  loads+=("$(cut -d' ' -f1 /proc/loadavg)")
  for scale in "${scale_list[@]}"; do
    for name in "${commands[@]}"; do
      run "$scale" "$name"
    done
  done
done
echo "load average (1 min) at the start of each round: ${loads[*]}; median of $runs cold runs"
echo
last="${scale_list[${#scale_list[@]} - 1]}" # the goals are judged on the last scale
first="${scale_list[0]}"
declare -A goal=([floor]="" [version]="" [inventory]="≤ 2 s" [check]="≤ 3× floor" [plan]="≤ 5 s" [plan-mem]="≤ 5 s"
                 [report]="≤ 15 s (-Xmx1g)")
printf '| %-9s |' command
for scale in "${scale_list[@]}"; do printf ' %s wall (s) | %s CPU (s) |' "$scale" "$scale"; done
printf ' %s RSS (MB) | × floor, wall | × floor, CPU | doubling, wall | doubling, CPU | exit | goal | met |\n' "$last"
printf '|---|'; for _ in "${scale_list[@]}"; do printf -- '---:|---:|'; done
printf -- '---:|---:|---:|---:|---:|---:|---|---|\n'
floor_wall=$(col "$last-floor" 1 | median)
floor_cpu=$(col "$last-floor" 2 | median)
div() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", (b > 0) ? a / b : 0}'; }
for name in "${commands[@]}"; do
  printf '| %-9s |' "$name"
  for scale in "${scale_list[@]}"; do
    printf ' %s | %s |' "$(col "$scale-$name" 1 | median)" "$(col "$scale-$name" 2 | median)"
  done
  w_last=$(col "$last-$name" 1 | median)
  c_last=$(col "$last-$name" 2 | median)
  ratio=$(div "$w_last" "$floor_wall")
  doubling=$(div "$w_last" "$(col "$first-$name" 1 | median)")
  doubling_cpu=$(div "$c_last" "$(col "$first-$name" 2 | median)")
  rcs=$(col "$last-$name" 4 | sort -u | tr '\n' ' ')
  met="—"
  case "$name" in
    inventory) met=$(awk -v w="$w_last" -v d="$doubling" 'BEGIN {print (w <= 2 && d <= 2.1) ? "yes" : "no"}') ;;
    check) met=$(awk -v r="$ratio" -v d="$doubling" 'BEGIN {print (r <= 3 && d <= 2.1) ? "yes" : "no"}') ;;
    plan | plan-mem) met=$(awk -v w="$w_last" -v d="$doubling" 'BEGIN {print (w <= 5 && d <= 2.1) ? "yes" : "no"}') ;;
    report) met=$(awk -v w="$w_last" -v d="$doubling" 'BEGIN {print (w <= 15 && d <= 2.1) ? "yes" : "no"}') ;;
  esac
  printf ' %s | %s | %s | %s | %s | %s| %s | %s |\n' "$(col "$last-$name" 3 | median)" "$ratio" \
      "$(div "$c_last" "$floor_cpu")" "$doubling" "$doubling_cpu" "$rcs" "${goal[$name]}" "$met"
done
page="$out/report-$last.html"
if command -v chromium >/dev/null && [ -f "$page" ]; then
  echo
  printf '<html><body>blank</body></html>' >"$out/blank.html"
  # two ways of opening: --screenshot lays out and paints the first screen (what a reader waits for);
  # --dump-dom waits for the load event and serialises the whole DOM back (a bound on parsing every byte)
  for f in "$out/blank.html" "$page"; do
    for how in screenshot dump-dom; do
      : >"$out/chromium.runs"
      for ((r = 1; r <= runs; r++)); do
        if [ "$how" = screenshot ]; then
          way=(--window-size=1280,1024 "--screenshot=$PWD/$out/chromium.png")
        else
          way=(--dump-dom)
        fi
        /usr/bin/time -f '%e' -o "$out/chromium.time" chromium --headless --no-sandbox --disable-gpu \
            "${way[@]}" "file://$PWD/$f" >"$out/chromium.dom" 2>/dev/null || true
        cat "$out/chromium.time" >>"$out/chromium.runs"
      done
      echo "headless Chromium, --$how of $f ($(du -k "$f" | cut -f1) kB):" "median $(median <"$out/chromium.runs") s"
    done
  done
fi
