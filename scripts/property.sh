#!/usr/bin/env bash
# The long property run (docs/testing.md): GAMES seeded random games (default 1000000)
# checking every engine invariant at every step, split over PROCESSES processes
# (default: the number of cores) by ranges of game numbers; game i has seed 1000 + i,
# so the split plays exactly the games of one long run. Uses the Release build of
# scripts/test.sh (build/release), configuring and building it first when needed.
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-1000000}"
processes="${2:-$(nproc)}"
if ! [[ "$games" =~ ^[1-9][0-9]{0,9}$ && "$processes" =~ ^[1-9][0-9]{0,2}$ ]] || ((games > 2000000000)); then
  echo "usage: scripts/property.sh [GAMES (1 to 2000000000)] [PROCESSES]" >&2
  exit 2
fi
scripts/install-deps.sh
build=build/release
[ -f "$build/CMakeCache.txt" ] ||
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DDUEL_BUILD_TESTS=ON >/dev/null
cmake --build "$build" -j"$(nproc)" --target duel_tests

logs="$build/property"
mkdir -p "$logs"
per=$(((games + processes - 1) / processes))
echo "== $games random games from seed 1000, $processes processes of up to $per games"
start=$(date +%s.%N)
pids=()
for ((p = 0, first = 0; first < games; p++, first += per)); do
  n=$((games - first < per ? games - first : per))
  DUEL_PROPERTY_GAMES=$n DUEL_PROPERTY_FIRST_GAME=$first \
    "$build/duel_tests" "Random games keep every invariant at every step" >"$logs/part$p.log" 2>&1 &
  pids+=($!)
done
failed=0
for p in "${!pids[@]}"; do
  if wait "${pids[$p]}"; then
    # Catch2 wraps the counts over two lines.
    grep -h -A1 "games from seed" "$logs/part$p.log" | sed 's/^ *//' | paste -sd' '
  else
    failed=1
    echo "FAILED: part $p (log: $logs/part$p.log)"
    tail -n 30 "$logs/part$p.log"
  fi
done
awk -v g="$games" -v s="$start" -v e="$(date +%s.%N)" \
  'BEGIN { printf "%d games in %.1f s: %.0f games/s\n", g, e - s, g / (e - s) }'
exit $failed
