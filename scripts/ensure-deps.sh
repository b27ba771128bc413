#!/usr/bin/env bash
# Makes sure the GNU Scientific Library headers (libgsl-dev) and pkg-config are present.
# Installs them with apt-get when running as root; otherwise says exactly what to install.
set -euo pipefail

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists gsl; then
    exit 0
fi

packages="libgsl-dev pkg-config"
if [ "$(id -u)" -ne 0 ]; then
    echo "error: GSL was not found by pkg-config." >&2
    echo "Install it as root:  apt-get update && apt-get install -y $packages" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: GSL was not found and apt-get is not available; install GSL (>= 2.5) and pkg-config by hand." >&2
    exit 1
fi

echo "Installing $packages with apt-get..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq $packages >/dev/null 2>&1 || {
    apt-get update -qq
    apt-get install -y -qq $packages
}
pkg-config --exists gsl || { echo "error: GSL is still not visible to pkg-config after installing $packages" >&2; exit 1; }
