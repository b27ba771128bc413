#!/usr/bin/env bash
# Loads the HTML transition player in headless Chromium and checks that it really plays.
#
#   scripts/browser-test.sh [HTML_FILE] [SCREENSHOT_PNG]
#
# Without HTML_FILE it builds springlab in release (the build users run) and writes the synthetic
# fixture page with the internal command `springlab _sample-player`, a second page whose title
# tries to break out of the embedded <script>, and the player of every scenario in
# Examples/Scenarios (the built-in ones) from `springlab demo` (exchange included: its screenshot shows the drag); each page is
# checked. It then
#   1. takes a 1000 × 800 screenshot (default .build/browser-test/player.png) to look at, and
#   2. dumps the DOM after 3 s of virtual time and checks that <body data-status="ready">,
#      <span id="rendered">N</span> with N >= 2 (the player drew at least two frames) and
#      <span id="errors">0</span> (no script errors).
# It then loads the page with the fragment #paused&click=auto, which clicks the first visible cell
# through the player's mouse handler, and checks that the trajectory plot beside the stage shows
# that cell (<span id="selected"> names it, <span id="plotted">N</span> with N >= 2 points) and
# that the progress curve has points (<span id="progress-points">N</span>, N >= 2); the same on
# the HTML player `springlab demo` writes for the built-in `retarget` scenario.
# Without HTML_FILE it also renders the SVGs the CLI writes (`springlab spring --plot` and a small
# `springlab integrators` study) in Chromium: a screenshot of each (.build/browser-test/*.png)
# and a DOM check that the page is an <svg> with drawn <path>/<polyline> elements.
# It then exports the built-in grid-to-list, retarget and stagger scenarios with `springlab export`
# (CSS @keyframes and WAAPI pages), loads each with #probe=7 (every animation paused via
# document.getAnimations() and set to 0, 7, 14 … ms, every element's getBoundingClientRect() and
# the content offset written into the DOM) and checks with `springlab _export-check` that they are
# within ε + 0.5 px of the library's poses at those instants; and the same for three springs' CSS
# linear() easings (`springlab _linear-check`) against the closed form.
# Exits non-zero with a message naming the failed check. If Chromium is missing and cannot be
# installed (apt-get, as root), prints "SKIPPED: chromium not available: <reason>" and exits 0.
set -euo pipefail

cd "$(dirname "$0")/.."
out_dir=.build/browser-test
mkdir -p "$out_dir"
html=${1:-}
screenshot=${2:-$out_dir/player.png}

find_chromium() {
    for name in chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
    done
    return 1
}

chromium_bin=$(find_chromium || true)
if [ -z "$chromium_bin" ]; then
    reason="no chromium, chromium-browser or google-chrome on PATH"
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "chromium not found; installing it with apt-get..." >&2
        export DEBIAN_FRONTEND=noninteractive
        installed=yes
        if ! apt-get install -y -qq chromium >"$out_dir/apt.log" 2>&1; then
            apt-get update -qq >>"$out_dir/apt.log" 2>&1 || true
            apt-get install -y -qq chromium >>"$out_dir/apt.log" 2>&1 || installed=no
        fi
        chromium_bin=$(find_chromium || true)
        if [ "$installed" = no ]; then
            reason="apt-get install chromium failed: $(tail -n 1 "$out_dir/apt.log")"
        else
            reason="apt-get installed chromium but no chromium binary is on PATH"
        fi
    elif [ "$(id -u)" -ne 0 ]; then
        reason="$reason, and not root to install it"
    else
        reason="$reason, and apt-get is not available"
    fi
    if [ -z "$chromium_bin" ]; then
        echo "SKIPPED: chromium not available: $reason"
        exit 0
    fi
fi

hostile=""
if [ -z "$html" ]; then
    swift build -c release --product springlab >"$out_dir/build.log" 2>&1 || {
        cat "$out_dir/build.log" >&2
        echo "FAIL: swift build -c release --product springlab failed" >&2
        exit 1
    }
    springlab="$(swift build -c release --show-bin-path)/springlab"
    html=$out_dir/player-sample.html
    "$springlab" _sample-player --out "$html" >/dev/null
    hostile=$out_dir/player-hostile-title.html
    "$springlab" _sample-player --out "$hostile" --frames 4 \
        --title "x</script><script>document.title='pwned'</script><!-- \"q\" & 'a'" >/dev/null
fi
[ -f "$html" ] || { echo "FAIL: no such HTML file: $html" >&2; exit 1; }

url_of() { echo "file://$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
run_chromium() {
    timeout 120 "$chromium_bin" --headless --no-sandbox --disable-gpu --virtual-time-budget=3000 "$@" \
        2>>"$out_dir/chromium.log"
}
: >"$out_dir/chromium.log"

# Checks the DOM dumped from $1 (a page); $2 names it in messages.
check_dom() {
    local page=$1 name=$2 dom="$out_dir/$(basename "$1" .html).dom.html"
    run_chromium --dump-dom "$(url_of "$page")" >"$dom" || {
        echo "FAIL ($name): chromium --dump-dom failed; see $out_dir/chromium.log" >&2; exit 1; }
    grep -Eq '<body[^>]*data-status="ready"' "$dom" || {
        echo "FAIL ($name): <body> has no data-status=\"ready\" (got: $(grep -Eo '<body[^>]*>' "$dom" | head -n 1)); DOM in $dom" >&2
        exit 1; }
    local rendered errors
    rendered=$(sed -n 's/.*<span id="rendered">\([0-9]*\)<\/span>.*/\1/p' "$dom" | head -n 1)
    errors=$(sed -n 's/.*<span id="errors">\([0-9]*\)<\/span>.*/\1/p' "$dom" | head -n 1)
    [ -n "$rendered" ] || { echo "FAIL ($name): no <span id=\"rendered\">N</span> in the DOM; see $dom" >&2; exit 1; }
    [ "$rendered" -ge 2 ] || { echo "FAIL ($name): only $rendered frame(s) rendered; expected at least 2" >&2; exit 1; }
    [ "$errors" = "0" ] || { echo "FAIL ($name): ${errors:-unknown} script error(s) reported; see $dom" >&2; exit 1; }
    echo "ok ($name): ready, $rendered frames rendered, 0 script errors"
}

run_chromium --screenshot="$screenshot" --window-size=1000,800 "$(url_of "$html")" >/dev/null || {
    echo "FAIL: chromium --screenshot failed; see $out_dir/chromium.log" >&2; exit 1; }
[ -s "$screenshot" ] || { echo "FAIL: no screenshot written to $screenshot" >&2; exit 1; }
echo "screenshot: $screenshot"

check_dom "$html" "$(basename "$html")"

if [ -n "$hostile" ]; then
    check_dom "$hostile" "hostile title"
    dom="$out_dir/$(basename "$hostile" .html).dom.html"
    scripts=$(grep -o '<script' "$dom" | wc -l)
    [ "$scripts" -eq 3 ] || { echo "FAIL (hostile title): $scripts <script> elements; expected 3" >&2; exit 1; }
    grep -q "<title>x&lt;/script&gt;&lt;script&gt;document.title='pwned'&lt;/script&gt;&lt;!-- \"q\" &amp; 'a'</title>" "$dom" || {
        echo "FAIL (hostile title): document.title is not the literal title: $(grep -o '<title>.*</title>' "$dom")" >&2
        exit 1; }
    echo "ok (hostile title): title stayed text, 3 script elements"
fi
# Clicking an element plots its trajectory, and the progress curve is drawn.
check_plots() {
    local page=$1 name=$2 dom="$out_dir/$(basename "$1" .html).click.dom.html"
    run_chromium --dump-dom "$(url_of "$page")#paused&click=auto" >"$dom" || {
        echo "FAIL ($name, click): chromium --dump-dom failed; see $out_dir/chromium.log" >&2; exit 1; }
    local selected plotted progress errors
    selected=$(sed -n 's/.*<span id="selected">\([^<]*\)<\/span>.*/\1/p' "$dom" | head -n 1)
    plotted=$(sed -n 's/.*<span id="plotted">\([0-9]*\)<\/span>.*/\1/p' "$dom" | head -n 1)
    progress=$(sed -n 's/.*<span id="progress-points">\([0-9]*\)<\/span>.*/\1/p' "$dom" | head -n 1)
    errors=$(sed -n 's/.*<span id="errors">\([0-9]*\)<\/span>.*/\1/p' "$dom" | head -n 1)
    [ -n "$selected" ] || { echo "FAIL ($name, click): clicking a cell selected nothing; see $dom" >&2; exit 1; }
    [ "${plotted:-0}" -ge 2 ] || { echo "FAIL ($name, click): the trajectory of $selected has ${plotted:-no} points" >&2; exit 1; }
    [ "${progress:-0}" -ge 2 ] || { echo "FAIL ($name, click): the progress curve has ${progress:-no} points" >&2; exit 1; }
    [ "$errors" = "0" ] || { echo "FAIL ($name, click): ${errors:-unknown} script error(s); see $dom" >&2; exit 1; }
    echo "ok ($name, click): $selected selected, $plotted trajectory points, $progress progress points"
}
check_plots "$html" "$(basename "$html")"
run_chromium --screenshot="$out_dir/player-selected.png" --window-size=1200,800 "$(url_of "$html")#paused&click=auto" >/dev/null || {
    echo "FAIL: chromium --screenshot (selected) failed; see $out_dir/chromium.log" >&2; exit 1; }
echo "screenshot: $out_dir/player-selected.png"

if [ -n "$hostile" ]; then
    demo=$out_dir/player-retarget.html
    "$springlab" demo --scenario retarget --out "$demo" >/dev/null
    check_dom "$demo" "retarget demo"
    check_plots "$demo" "retarget demo"

    # The SVGs the CLI writes render in Chromium.
    (cd "$out_dir" && "$springlab" spring --duration 0.5 --bounce 0.3 --plot spring.svg >/dev/null \
        && "$springlab" integrators --problem underdamped --tolerances 1e-4,1e-8 --methods gsl-rkf45,gsl-rk8pd,exact,semi-implicit-euler \
            --frame-rates 60,240 --repetitions 1 --no-progress --out wp.svg >/dev/null) || {
        echo "FAIL (svg): springlab could not write the SVGs" >&2; exit 1; }
    for svg in spring wp; do
        page="$out_dir/$svg.svg"
        run_chromium --screenshot="$out_dir/$svg.png" --window-size=1000,800 "$(url_of "$page")" >/dev/null || {
            echo "FAIL ($svg.svg): chromium --screenshot failed; see $out_dir/chromium.log" >&2; exit 1; }
        [ -s "$out_dir/$svg.png" ] || { echo "FAIL ($svg.svg): no screenshot written" >&2; exit 1; }
        dom="$out_dir/$svg.svg.dom.html"
        run_chromium --dump-dom "$(url_of "$page")" >"$dom" || {
            echo "FAIL ($svg.svg): chromium --dump-dom failed; see $out_dir/chromium.log" >&2; exit 1; }
        grep -q '<svg' "$dom" || { echo "FAIL ($svg.svg): Chromium did not parse an <svg> root; see $dom" >&2; exit 1; }
        grep -q 'parsererror' "$dom" && { echo "FAIL ($svg.svg): Chromium reports an XML parse error; see $dom" >&2; exit 1; }
        marks=$(grep -Eo '<(path|polyline)' "$dom" | wc -l)
        [ "$marks" -ge 2 ] || { echo "FAIL ($svg.svg): only $marks <path>/<polyline> elements drawn" >&2; exit 1; }
        echo "ok ($svg.svg): rendered, $marks curves, screenshot $out_dir/$svg.png"
    done
fi

if [ -n "${springlab:-}" ]; then
    for file in Examples/Scenarios/*.json; do   # the built-in scenarios, byte for byte
        scenario=$(basename "$file" .json)
        page=$out_dir/demo-$scenario.html
        "$springlab" demo --scenario "$file" --out "$page" >"$out_dir/demo-$scenario.txt" || {
            echo "FAIL (demo $scenario): release springlab demo exited $?" >&2; exit 1; }
        # Mid-drag for the exchange (caught at 0.25 s, released at 1.5 s; frame 40 is t = 0.667 s at 60 fps), mid-flight for the others.
        run_chromium --screenshot="$out_dir/demo-$scenario.png" --window-size=1000,800 "$(url_of "$page")#frame=40" >/dev/null || {
            echo "FAIL (demo $scenario): chromium --screenshot failed" >&2; exit 1; }
        check_dom "$page" "demo $scenario"
    done
fi
if [ -n "${springlab:-}" ]; then
    # Exported keyframes replay the library's transition in the browser: for three built-in
    # scenarios (one retargeted, one staggered) and both page formats, the page is probed at every
    # 7 ms (#probe=7: each animation paused and set to that currentTime, every element's
    # getBoundingClientRect() read) and `springlab _export-check` compares the rectangles and the
    # content offset with the library's poses at those instants: at most ε + 0.5 px apart.
    for scenario in grid-to-list retarget stagger; do
        for format in css waapi; do
            page=$out_dir/export-$scenario-$format.html
            "$springlab" export --scenario "$scenario" --format "$format" --out "$page" >"$out_dir/export-$scenario-$format.txt" || {
                echo "FAIL (export $scenario $format): springlab export exited $?" >&2; exit 1; }
            dom=$out_dir/export-$scenario-$format.dom.html
            run_chromium --dump-dom "$(url_of "$page")#probe=7" >"$dom" || {
                echo "FAIL (export $scenario $format): chromium --dump-dom failed; see $out_dir/chromium.log" >&2; exit 1; }
            result=$("$springlab" _export-check --scenario "$scenario" --dom "$dom" --epsilon 0.25 2>&1) || {
                echo "$result" >&2
                echo "FAIL (export $scenario $format): the page strays from the library; DOM in $dom" >&2; exit 1; }
            echo "ok (export $scenario $format): $(grep -h '^keyframes' "$out_dir/export-$scenario-$format.txt"); $(echo "$result" | tr '\n' ';')"
        done
    done
    # A spring's CSS linear() easing (springlab spring --css): one element moves 400 pt on it; probed
    # every 5 ms and compared with the spring's closed form, within tolerance × 400 + 0.5 px.
    for spring in "0.5 0.6" "0.35 0.9" "0.8 0.3"; do
        set -- $spring
        page=$out_dir/linear-$1-$2.html
        "$springlab" _linear-check --response "$1" --damping-ratio "$2" --out "$page" >/dev/null || {
            echo "FAIL (linear() $1 $2): springlab _linear-check could not write the page" >&2; exit 1; }
        dom=$out_dir/linear-$1-$2.dom.html
        run_chromium --dump-dom "$(url_of "$page")#probe=5" >"$dom" || {
            echo "FAIL (linear() $1 $2): chromium --dump-dom failed; see $out_dir/chromium.log" >&2; exit 1; }
        result=$("$springlab" _linear-check --response "$1" --damping-ratio "$2" --dom "$dom" 2>&1) || {
            echo "$result" >&2
            echo "FAIL (linear() response $1, damping ratio $2): the page strays from the spring; DOM in $dom" >&2; exit 1; }
        echo "ok (linear() response $1, damping ratio $2): $result"
    done
fi
echo "PASS"
