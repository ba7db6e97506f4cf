#!/usr/bin/env bash
# Fuzzes every reader for a bounded time. Jazzer fuzzes one test per JVM, and each JVM spends seconds on start-up
# (Jazzer scans the class path and the JDK for its hooks) and instrumentation before the first input, so by
# default every test is fuzzed in one JVM: ReadersFuzzTest.all, whose first input byte picks the test, for
# SECONDS times the number of tests (FuzzRunner seeds it from every test's inputs and corpus, and gives what it
# finds back to each test's own). Tests named on the command line are fuzzed each in its own JVM for SECONDS.
# A crash is written into src/test/resources/io/zlayout/input/ReadersFuzzTestInputs/<test>/crash-* and fails
# the run; commit it with the fix, and `mvn verify` replays it from then on. The corpus Jazzer grows is kept in
# .cifuzz-corpus/ (not committed) and makes the next run start where this one stopped.
#
#   bench/fuzz.sh [SECONDS] [TEST...]      default: 10 seconds per test, every fuzz test in one JVM
#
# See docs/robustness.md for the short (CI) and long runs.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
shift || true
mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt \
    -Dmdep.includeScope=test >/dev/null
# a snapshot of the classes, so that a build running meanwhile cannot pull them from under the fuzzers
rm -rf target/fuzz-classes && mkdir -p target/fuzz-classes
cp -r target/classes target/fuzz-classes/main && cp -r target/test-classes target/fuzz-classes/test
cp="target/fuzz-classes/test:target/fuzz-classes/main:$(cat target/test-classpath.txt)"
tests=("$@")
duration="$seconds"
if [ ${#tests[@]} -eq 0 ]; then
  count=$(java -cp "$cp" io.zlayout.input.FuzzRunner list | grep -cvx all)
  tests=(all)
  duration=$(( seconds * count ))
fi
failed=()
start=$(date +%s)
for t in "${tests[@]}"; do
  t0=$(date +%s)
  if JAZZER_FUZZ=1 java -Xmx1g -Djazzer.max_duration="${duration}s" -cp "$cp" io.zlayout.input.FuzzRunner "$t" \
      > "target/fuzz-$t.log" 2>&1; then
    result=ok
  else
    result=FAILED
    failed+=("$t")
  fi
  runs=$(grep -oE 'Done [0-9]+ runs' "target/fuzz-$t.log" | tail -1 || true)
  printf '%-14s %-6s %4ss  %s\n' "$t" "$result" "$(( $(date +%s) - t0 ))" "${runs:-}"
  if [ "$t" = all ]; then
    sed -n '/^seeded /p; /^[A-Za-z]* *[0-9,]* inputs *[0-9.]* s$/p; /^corpus: /p; /^crash: /p' "target/fuzz-$t.log"
  fi
done
echo "fuzzed ${#tests[@]} tests in $(( $(date +%s) - start ))s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "crashes in: ${failed[*]} (logs: target/fuzz-<test>.log; inputs: src/test/resources/io/zlayout/input/ReadersFuzzTestInputs/<test>/crash-*)"
  exit 1
fi
