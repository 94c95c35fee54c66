#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan, build/fuzz) and runs each for
# SECONDS (default 600) over its seed corpus, after replaying every saved regression
# input (docs/testing.md). Give target names to run only those, e.g.
#   scripts/fuzz.sh 3600 data_edits
# New interesting inputs collect in build/fuzz/corpus/TARGET (kept between runs); a crash,
# timeout or out-of-memory input is saved in build/fuzz/crashes/TARGET/ and fails the run:
# once fixed, copy it into tests/fuzz/TARGET/regressions/ so it is replayed from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
if ! [[ "$seconds" =~ ^[1-9][0-9]{0,6}$ ]]; then
  echo "usage: scripts/fuzz.sh [SECONDS per target] [TARGET...]" >&2
  exit 2
fi
# The largest input each target reads: a whole cards.json, a short edit program, a game
# record with its setup, a session with a one-line record.
declare -A max_len=([data_files]=16384 [data_edits]=512 [record]=8192 [bot]=8192)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(data_files data_edits record bot)
for t in "${targets[@]}"; do
  [ -n "${max_len[$t]:-}" ] || { echo "unknown fuzz target \"$t\" (expected: ${!max_len[*]})" >&2; exit 2; }
done

scripts/install-deps.sh --tests
build=build/fuzz
CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDUEL_FUZZ=ON \
      -DDUEL_BUILD_UI=OFF -DDUEL_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" --target "${targets[@]/#/fuzz_}"

failed=()
for t in "${targets[@]}"; do
  fuzzer="$build/tests/fuzz/fuzz_$t"
  source_dir="tests/fuzz/$t"
  corpus="$build/corpus/$t"
  crashes="$build/crashes/$t/"
  mkdir -p "$corpus" "$crashes"
  limits=(-timeout=10 -rss_limit_mb=2048 -artifact_prefix="$crashes")
  echo "== fuzz_$t: replaying $source_dir/regressions"
  # One run per input, so every failing one is reported.
  regressions_ok=1
  while IFS= read -r input; do
    log="$build/$t-regression-$(basename "$input").log"
    if ! "$fuzzer" "${limits[@]}" "$input" >"$log" 2>&1; then
      grep -E "fuzz check failed|ERROR|Assertion|runtime error|SUMMARY" "$log" | head -n 5
      failed+=("$t: regression input $input (log: $log)")
      regressions_ok=0
    fi
  done < <(find "$source_dir/regressions" -type f ! -name .gitkeep | sort)
  [ $regressions_ok -eq 1 ] || continue
  echo "== fuzz_$t: ${seconds} s from $source_dir/seeds"
  if ! "$fuzzer" "${limits[@]}" -max_len="${max_len[$t]}" -max_total_time="$seconds" -print_final_stats=1 \
       "$corpus" "$source_dir/seeds" >"$build/$t.log" 2>&1; then
    tail -n 40 "$build/$t.log"
    failed+=("$t: input saved in $crashes (log: $build/$t.log)")
    continue
  fi
  grep -E "^stat::number_of_executed_units|^stat::new_units_added" "$build/$t.log" | tr '\n' ' '
  echo
done
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FUZZ FAILURE: %s\n' "${failed[@]}"
  exit 1
fi
