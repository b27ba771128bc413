#!/usr/bin/env bash
# Builds the 15-line reproduction of the Swift 6.3 InlineArray alignment defect in debug and in
# release and runs both. Expected today: debug prints the string, release dies with SIGSEGV in
# "initializeWithCopy for Holder". Exits 0 when the defect reproduces, 1 when it no longer does.
set -uo pipefail
cd "$(dirname "$0")"
swift build -c debug >/dev/null && swift build -c release >/dev/null || { echo "build failed" >&2; exit 2; }
echo "debug:";   ./.build/debug/repro;   echo "  exit $?"
echo "release:"; ./.build/release/repro 2>/dev/null; status=$?; echo "  exit $status"
if [ "$status" -ne 0 ]; then echo "defect reproduces (release exit $status)"; exit 0; fi
echo "defect no longer reproduces with $(swift --version 2>/dev/null | head -1)"; exit 1
