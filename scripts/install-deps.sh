#!/usr/bin/env bash
# Installs the Debian packages the project builds with; with --tests also what only the
# test suite needs (skips apt when everything is there).
set -euo pipefail
packages=(build-essential cmake ninja-build pkg-config nlohmann-json3-dev catch2
          libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev
          libeigen3-dev)  # the AI's learned evaluation: fitting it (7wd-cli train)
if [ "${1:-}" = "--tests" ]; then
  packages+=(clang libclang-rt-14-dev  # the fuzz targets (libFuzzer, sanitizer runtimes)
             chromium   # headless: the test that renders balance's HTML report
             parallel   # GNU parallel: scripts/examples/balance-parallel.sh and its test
             desktop-file-utils appstream)  # the install test validates the .desktop file and metainfo
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
