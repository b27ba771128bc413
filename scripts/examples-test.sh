#!/usr/bin/env bash
# Builds and runs the example packages and checks what they print:
#   Examples/CustomAnimation  a subclass of AttributeAnimation with a custom channel;
#   Examples/CustomPlugin     scenarios naming a user-registered integrator, provider and easing;
#   Examples/WorkPrecision    a work-precision study (IntegratorLab) of a problem defined in the example.
# Each example is a package of its own (depending on this one by path) with its own .build.
# Exits non-zero with a message naming the failed check.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
out_dir=.build/examples-test
mkdir -p "$out_dir"

run_example() {
    local name=$1 log="$out_dir/$1.txt"
    shift
    "$SWIFT" build --package-path "Examples/$name" >"$out_dir/$name.build.log" 2>&1 || {
        tail -n 30 "$out_dir/$name.build.log" >&2
        echo "FAIL ($name): swift build failed; see $out_dir/$name.build.log" >&2
        exit 1; }
    "$SWIFT" run --skip-build --package-path "Examples/$name" "$name" "$@" >"$log" 2>&1 || {
        cat "$log" >&2
        echo "FAIL ($name): the example exited with an error" >&2
        exit 1; }
}

# Checks that the output of example $1 has a line matching the extended regex $2.
expect_line() {
    grep -Eq "$2" "$out_dir/$1.txt" || {
        cat "$out_dir/$1.txt" >&2
        echo "FAIL ($1): no line matches /$2/" >&2
        exit 1; }
}

run_example CustomAnimation
expect_line CustomAnimation '^completion: finished = true$'
echo "ok (CustomAnimation): built, ran, the transition finished"

run_example CustomPlugin
expect_line CustomPlugin '^plugins: provider wave, integrator velocity-verlet$'
expect_line CustomPlugin '^column 3 starts moving at t = '
expect_line CustomPlugin '^integrator velocity-verlet: [0-9]+ substeps'
expect_line CustomPlugin '^eased progress peaks at 1\.[0-9]+ \(soft-back overshoots 1\)$'
expect_line CustomPlugin 'all at rest, 2 transitions, integrator velocity-verlet, 16 items$'
echo "ok (CustomPlugin): built, ran, the registered integrator, provider and easing were used"
run_example WorkPrecision "$out_dir/work-precision.svg"
expect_line WorkPrecision '^\| gsl-bsimp \| tol 1e-10 \| '
expect_line WorkPrecision '^problem logistic: 16 runs, 0 failed$'
expect_line WorkPrecision '^final error falls with the tolerance for every stepper: yes$'
expect_line WorkPrecision '^implicit steppers used finite-difference Jacobians: yes$'
expect_line WorkPrecision '^diagram: .*work-precision\.svg \([0-9]+ bytes, 8 curves\)$'
grep -q '^<svg' "$out_dir/work-precision.svg" || { echo "FAIL (WorkPrecision): no SVG written" >&2; exit 1; }
echo "ok (WorkPrecision): built, ran, its own problem benchmarked and its diagram drawn"
echo "PASS"
