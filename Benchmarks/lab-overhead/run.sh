#!/usr/bin/env bash
# The Swift layer's cost per solve against a C program that calls GSL directly, on ROBER, HIRES
# and Arenstorf: the same stepper, tolerance, first step and adaptive loop (gsl_odeiv2_evolve_apply
# with the driver's y_new control), so both sides take identical steps and f-evaluations (the
# script prints both). Times are medians of 51 solves after a warm-up. Not a timed test: run it on
# an idle machine. Usage: bash Benchmarks/lab-overhead/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
# SPRINGLAB=path uses an already built release springlab.
springlab=${SPRINGLAB:-}
if [ -z "$springlab" ]; then
    swift build -c release --product springlab >/dev/null
    springlab=$(swift build -c release --show-bin-path)/springlab
fi
out=$(mktemp -d)
cc -O2 -o "$out/gslbench" Benchmarks/lab-overhead/gslbench.c -lgsl -lgslcblas -lm
run() {   # problem stepper abstol reltol
    local swift_us c_line c_us
    swift_us=$("$springlab" integrators --problem "$1" --steppers "$2" --abstol "$3" --reltol "$4" --sampling none \
        --repetitions 51 --no-progress --out "$out/wp.svg" --csv "$out/wp.csv" >/dev/null && tail -n 1 "$out/wp.csv" | cut -d, -f13,17)
    c_line=$("$out/gslbench" "$1" "$2" "$3" "$4" 51)
    c_us=$(echo "$c_line" | sed -E 's/.*median ([0-9.]+) us, ([0-9]+) f-evals.*/\1 \2/')
    awk -v p="$1" -v s="$2" -v sw="$swift_us" -v c="$c_us" 'BEGIN {
        split(sw, a, ","); split(c, b, " ");
        printf "%-10s %-6s swift %8.1f us (%s f-evals)  C %8.1f us (%s f-evals)  ratio %.3f\n", p, s, a[2] * 1e6, a[1], b[1], b[2], a[2] * 1e6 / b[1] }'
}
run rober bsimp 1e-12 1e-8
run rober msbdf 1e-12 1e-8
run hires msbdf 1e-12 1e-8
run hires bsimp 1e-12 1e-8
run arenstorf rk8pd 1e-10 1e-10
run arenstorf rkf45 1e-10 1e-10
