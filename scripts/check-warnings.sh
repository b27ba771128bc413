#!/usr/bin/env bash
# Builds the package and its tests, and fails on any compiler warning from the package's own
# targets (Sources/ and Tests/ of this package; dependencies' warnings, under .build/ or in the
# local package copies, don't count).
#
#   bash scripts/check-warnings.sh                                   # debug
#   bash scripts/check-warnings.sh -c release -Xswiftc -enable-testing   # release, as make test runs it
#   bash scripts/check-warnings.sh --log build.log                   # only read an existing build log
#
# A file that is not recompiled prints no warnings, so on an incremental build only the files
# compiled this time are checked; `make test` on a clean checkout (CI) compiles them all.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)

log=""
if [[ "${1:-}" == "--log" ]]; then
    log=$2
else
    log=$(mktemp)
    trap 'rm -f "$log"' EXIT
    # The log is shown as the build runs and kept for the check; a failed build fails the script.
    "${SWIFT:-swift}" build --build-tests "$@" 2>&1 | tee "$log"
fi

# Compiler diagnostics start with the file's absolute path: keep those in this package's own
# Sources/ and Tests/ (Package.swift and Examples/ too), then drop duplicates (a file compiled for
# two targets, or a diagnostic repeated by the driver).
own=$(grep -E "^(${root}|$(pwd))/(Sources|Tests|Examples|Package\.swift)[^:]*:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)
# A warning inside a macro expansion (#expect, #require) prints "macro expansion …: warning:" and,
# on the next line, the file the expanded code originates from.
macro=$(awk -v root="$root" '
    /^macro expansion [^:]*:[0-9]+:[0-9]+: warning:/ { warning = $0; next }
    warning != "" { if (index($0, root "/Sources/") || index($0, root "/Tests/")) print warning " (" $0 ")"; warning = "" }
' "$log" | sort -u)
own=$(printf '%s\n%s' "$own" "$macro" | sed '/^$/d')
# SwiftPM's own warnings about this package's targets ("warning: 'springtransitions': …").
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
manifest=$(grep -E "^warning: '(springtransitions|${identity})'" "$log" | sort -u || true)

if [[ -n "$own" || -n "$manifest" ]]; then
    echo "error: the package's own targets built with warnings (make test allows none):" >&2
    [[ -n "$own" ]] && echo "$own" >&2
    [[ -n "$manifest" ]] && echo "$manifest" >&2
    exit 1
fi
echo "check-warnings: no warnings from the package's own targets"
