#!/usr/bin/env bash
# Renders the PNG sizes of the application icon from its SVG (rsvg-convert, Debian package
# librsvg2-bin). The PNGs are committed: the build does not need the tool; run this after
# changing the SVG.
set -euo pipefail
cd "$(dirname "$0")/icons"
id=io.github.sevenwondersduel.Duel
for n in 16 24 32 48 64 128 256 512; do
  mkdir -p "${n}x${n}"
  rsvg-convert -w "$n" -h "$n" "$id.svg" -o "${n}x${n}/$id.png"
done
