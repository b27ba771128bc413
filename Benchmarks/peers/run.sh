#!/usr/bin/env bash
# Regenerates Benchmarks/peers/RESULTS.md, results.csv and wp-*.svg: GSL (release springlab)
# beside scipy's solve_ivp and SUNDIALS CVODE on the catalogue problems. Installs what it needs
# (python3-scipy through pip, libsundials-dev through apt-get) when missing; none of it is a
# dependency of the library. Takes several minutes; not part of `make test`.
#
#   bash Benchmarks/peers/run.sh [peers.py options, e.g. --problems rober,hires --repetitions 5]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "run as root, or install yourself: $*" >&2; exit 1; fi; }

if ! python3 -c 'import scipy, numpy' 2>/dev/null; then
    echo "installing scipy with pip" >&2
    python3 -m pip install --quiet scipy numpy || python3 -m pip install --quiet --break-system-packages scipy numpy
fi
if [ ! -f /usr/include/cvode/cvode.h ]; then
    echo "installing libsundials-dev with apt-get" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq libsundials-dev
fi
make -s -C "$here/cvode"
(cd "$root" && swift build -c release --product springlab >&2)
cd "$root"
python3 "$here/peers.py" --springlab "$root/.build/release/springlab" --cvode "$here/cvode/cvode_peers" --out "$here" "$@"
