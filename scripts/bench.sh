#!/usr/bin/env bash
# `make bench` (QUICK=1, or `make bench-quick`, for the quick mode): runs the benchmark suite and
# checks it against the static thresholds in Benchmarks/Thresholds (p90 allocations per sample;
# see Benchmarks/README.md). Fails when a benchmark allocates more than its threshold; fewer
# allocations than a threshold pass, with a note to lower it. Extra arguments go to the benchmark
# plugin (e.g. --target SpringStepping --filter "Swift .*").
set -uo pipefail
cd "$(dirname "$0")/../Benchmarks"
SWIFT="${SWIFT:-swift}"
if [ -n "${QUICK:-}" ] && [ "${QUICK}" != "0" ]; then
  export SPRING_BENCH_QUICK=1
  echo "Quick mode: shorter runs; no implicit steppers, no 100,000-cell GSL frames."
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$SWIFT" package --disable-sandbox benchmark thresholds check "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if grep -q "is WORSE than the defined thresholds" "$log"; then
  echo "Benchmarks: REGRESSION against Benchmarks/Thresholds (see the table above)."
  exit 2
elif grep -q "is BETTER than the defined thresholds" "$log"; then
  echo "Benchmarks: better than the thresholds in Benchmarks/Thresholds; consider lowering them."
  exit 0
elif [ "$status" -eq 0 ]; then
  echo "Benchmarks: every threshold met."
  exit 0
fi
echo "Benchmarks: failed (status $status)."
exit "$status"
