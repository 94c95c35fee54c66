#!/usr/bin/env bash
# ctest "install": `cmake --install` into a temporary prefix, then moves that prefix (a
# relocated install) and runs the installed binaries from another folder with an empty
# environment. Broken copies of the installed data and fonts prove the binaries read
# those and not the source tree (which stays reachable as the last fallback).
# usage: install_test.sh BUILD_DIR SOURCE_DIR APP_ID VERSION
set -euo pipefail
build=$1 source=$2 id=$3 version=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install test: $*" >&2; exit 1; }
# No DUEL_* variables, no display: what a freshly installed game sees.
run() { (cd "$tmp" && env -i PATH=/usr/bin:/bin HOME="$tmp/home" "$@"); }

cmake --install "$build" --prefix "$tmp/staged" >/dev/null
mv "$tmp/staged" "$tmp/prefix"
p=$tmp/prefix
has_ui=0
[ -x "$build/7wd" ] && has_ui=1

# What is installed where.
expect=(bin/7wd-cli share/7wd/assets/fonts/DejaVuSans.ttf share/7wd/assets/fonts/LICENSE-DejaVu.txt
        share/7wd/assets/report/report.html share/7wd/assets/report/vega/LICENSE.vega)
for module in "$source"/data/*/; do
  m=$(basename "$module")
  for f in "$module"*.json; do expect+=("share/7wd/data/$m/$(basename "$f")"); done
done
if [ $has_ui = 1 ]; then
  expect+=(bin/7wd "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml"
           "share/icons/hicolor/scalable/apps/$id.svg")
  for n in 16 24 32 48 64 128 256 512; do expect+=("share/icons/hicolor/${n}x${n}/apps/$id.png"); done
fi
for f in "${expect[@]}"; do [ -f "$p/$f" ] || fail "not installed: $f"; done

# --version
out=$(run "$p/bin/7wd-cli" --version)
[[ $out == "7wd-cli $version"* ]] || fail "7wd-cli --version printed \"$out\""
# The data found is the relocated prefix's own.
out=$(run "$p/bin/7wd-cli" validate)
[[ $out == "$p/share/7wd/data (base): valid"* ]] || fail "7wd-cli validate (installed data) printed \"$out\""
run "$p/bin/7wd-cli" sim --games 2 >/dev/null || fail "installed 7wd-cli sim --games 2 failed"
cp -r "$p" "$tmp/broken-data"
echo '{' >"$tmp/broken-data/share/7wd/data/base/cards.json"
if run "$tmp/broken-data/bin/7wd-cli" sim --games 2 >/dev/null 2>&1; then
  fail "7wd-cli played with the source tree's data, not its installed copy"
fi

if [ $has_ui = 1 ]; then
  out=$(run "$p/bin/7wd" --version)
  [[ $out == "7wd $version"* ]] || fail "7wd --version printed \"$out\""
  run "$p/bin/7wd" --screenshot "$tmp/menu.png" --size 960x540 || fail "installed 7wd --screenshot failed"
  [ -s "$tmp/menu.png" ] || fail "installed 7wd wrote no screenshot"
  if run "$tmp/broken-data/bin/7wd" --screenshot "$tmp/x.png" 2>/dev/null; then
    fail "7wd loaded the source tree's data, not its installed copy"
  fi
  cp -r "$p" "$tmp/broken-fonts"
  rm "$tmp/broken-fonts/share/7wd/assets/fonts/"*.ttf
  if run "$tmp/broken-fonts/bin/7wd" --screenshot "$tmp/x.png" 2>/dev/null; then
    fail "7wd used the source tree's fonts, not its installed copy"
  fi
  # The validators, where installed (Debian: desktop-file-utils, appstream).
  if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$p/share/applications/$id.desktop" || fail "the .desktop file does not validate"
  fi
  if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$p/share/metainfo/$id.metainfo.xml" >/dev/null ||
      fail "the AppStream metainfo does not validate"
  fi
fi
echo "install test: ok ($p)"
