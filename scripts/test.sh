#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite: a Release build, then a build with
# AddressSanitizer and UndefinedBehaviorSanitizer (engine, AI and CLI tests), then each
# libFuzzer target for a short while ($DUEL_FUZZ_SECONDS, default 60 s each) after
# replaying its saved regression inputs (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --tests
jobs="$(nproc)"

echo "== Release build and tests"
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DDUEL_BUILD_TESTS=ON >/dev/null
cmake --build build/release -j"$jobs"
# Property tests: 10,000 games each of the base game, Pantheon and Agora, 5,000 with both.
DUEL_PROPERTY_BOTH_GAMES=5000 SDL_VIDEODRIVER=dummy ctest --test-dir build/release --output-on-failure -j"$jobs"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
# -O1 with line tables only, as AddressSanitizer's documentation suggests: reports keep
# their file and line, and this build compiles in half the time of -O2 -g (most of
# the CI's time went into it).
cmake -S . -B build/sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDUEL_SANITIZE=ON \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
      -DDUEL_BUILD_UI=OFF -DDUEL_BUILD_TESTS=ON >/dev/null
cmake --build build/sanitize -j"$jobs"
DUEL_PROPERTY_GAMES=1000 DUEL_PROPERTY_AGORA_GAMES=300 DUEL_PROPERTY_BOTH_GAMES=300 DUEL_QUICK_TESTS=1 \
  ctest --test-dir build/sanitize --output-on-failure -j"$jobs"

echo "== libFuzzer targets (clang, ASan + UBSan)"
scripts/fuzz.sh "${DUEL_FUZZ_SECONDS:-60}"
