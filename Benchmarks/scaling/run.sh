#!/usr/bin/env bash
# Measures issue 23's scale table with the ScaleProbe release program (one process per
# measurement) and writes results.csv (cells,series,value): start and frame times in ms (medians;
# CPU time of the process, which the machine's load does not stretch, and the wall clock in the
# series ending in "wall"; two threads: wall clock only), memory in peak resident bytes per cell
# above a 1,000-cell run. Then draws cost-vs-cells.svg (the series not ending in "wall").
#   bash Benchmarks/scaling/run.sh            # 1k, 10k, 100k, 1M (~2 min on the 2-core VM)
#   COUNTS="1000 10000" bash Benchmarks/scaling/run.sh
#   PROBE=/tmp/ScaleProbe-before OUT=scaling/results-before.csv bash Benchmarks/scaling/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# PROBE: a ScaleProbe binary built elsewhere (e.g. of the tree before a change); OUT: the CSV.
if [ -z "${PROBE:-}" ]; then swift build -c release --product ScaleProbe >/dev/null; fi
probe="${PROBE:-.build/release/ScaleProbe}"
counts="${COUNTS:-1000 10000 100000 1000000}"
out="${OUT:-scaling/results.csv}"
field() { tr ' ' '\n' | sed -n "s/^$1=//p"; }
echo "cells,series,value" > "$out"
base=$($probe memory 1000 | field peak_rss_bytes)
for n in $counts; do
  line=$($probe start "$n" 3)
  echo "$n,start (exact),$(echo "$line" | field start_cpu_ms)" >> "$out"
  echo "$n,start (exact) wall,$(echo "$line" | field start_ms)" >> "$out"
  for integrator in exact rkf45 rkf45x2; do
    line=$($probe frame "$n" "$integrator")
    if [ "$integrator" = rkf45x2 ]; then
      # Two threads: CPU time adds both cores up; the wall clock is what counts (and what load stretches).
      echo "$n,frame (rkf45 two threads; wall),$(echo "$line" | field frame_ms)" >> "$out"
    else
      echo "$n,frame ($integrator),$(echo "$line" | field frame_cpu_ms)" >> "$out"
      echo "$n,frame ($integrator) wall,$(echo "$line" | field frame_ms)" >> "$out"
    fi
  done
  if [ "$n" -gt 1000 ]; then
    peak=$($probe memory "$n" | field peak_rss_bytes)
    echo "$n,memory (bytes per cell),$(( (peak - base) / (n - 1000) ))" >> "$out"
  fi
done
cat "$out"
if [ -z "${OUT:-}" ]; then python3 scaling/plot.py "$out" scaling/cost-vs-cells.svg; fi
