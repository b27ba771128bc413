#!/usr/bin/env bash
# Builds and runs the example packages and checks what they print:
#   Examples/CustomAnimation  a subclass of AttributeAnimation with a custom channel;
#   Examples/CustomPlugin     scenarios naming a user-registered integrator, provider and easing;
#   Examples/WorkPrecision    a work-precision study (IntegratorLab) of a problem defined in the example.
#   the README's manifest     a user package made of the README's Package.swift lines (path form),
#                             next to a copy of this package in a folder named SpringTransitions,
#                             importing SpringDynamics and SpringTransitions.
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
expect_line CustomAnimation '^after the transition: glow 1\.0 \(from the final layout\), cornerRadius – \(the animation.s, gone\)$'
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
# The README's manifest, copied verbatim (the lines between <!-- manifest:path --> and
# <!-- /manifest:path -->, without the fences), builds a package that imports both products.
manifest_dir="$out_dir/manifest"
# (MyApp's .build is kept between runs; the copy keeps the files' times, so rebuilds are incremental.)
rm -rf "$manifest_dir/MyApp/Sources" "$manifest_dir/MyApp/Package.swift" "$manifest_dir/SpringTransitions"
mkdir -p "$manifest_dir/MyApp/Sources/MyApp" "$manifest_dir/SpringTransitions"
awk '/<!-- manifest:path -->/ { on = 1; next } /<!-- \/manifest:path -->/ { on = 0 } on && !/^```/' README.md \
    > "$manifest_dir/MyApp/Package.swift"
grep -q '.package(path: "../SpringTransitions")' "$manifest_dir/MyApp/Package.swift" || {
    echo "FAIL (manifest): README.md has no path-form manifest between <!-- manifest:path --> markers" >&2
    exit 1; }
# A copy of this package (sources only) in a folder named as the README assumes.
tar --exclude=./.build --exclude=./.git --exclude=./Benchmarks --exclude=./Examples -cf - . \
    | (cd "$manifest_dir/SpringTransitions" && tar -xf -)
cat >"$manifest_dir/MyApp/Sources/MyApp/main.swift" <<'SWIFT'
import SpringDynamics
import SpringTransitions

var value = 0.0, velocity = 0.0
Spring.snappy.update(value: &value, velocity: &velocity, target: 100.0, deltaTime: 1)
let grid = GridLayout(configuration: .init(columns: 3))
print("manifest: SpringDynamics and SpringTransitions imported; value \(Int(value.rounded())), \(type(of: grid))")
SWIFT
"$SWIFT" build --package-path "$manifest_dir/MyApp" >"$out_dir/manifest.build.log" 2>&1 || {
    tail -n 30 "$out_dir/manifest.build.log" >&2
    echo "FAIL (manifest): the README's manifest did not build; see $out_dir/manifest.build.log" >&2
    exit 1; }
"$SWIFT" run --skip-build --package-path "$manifest_dir/MyApp" >"$out_dir/manifest.txt" 2>&1 || {
    cat "$out_dir/manifest.txt" >&2
    echo "FAIL (manifest): the user package exited with an error" >&2
    exit 1; }
expect_line manifest '^manifest: SpringDynamics and SpringTransitions imported; value 100, GridLayout$'
echo "ok (manifest): the README's Package.swift lines build a package importing SpringDynamics and SpringTransitions"
echo "PASS"
