#!/usr/bin/env bash
# A paired match of Hard against rival (docs/ai.md "rival") at a fixed time per move,
# one search thread each, every setup played from both seats, on THREADS game threads
# (one per core: 16 on a 16-core machine), then sim's report (win rates with 95%
# intervals, victory types, seconds per move).
#
#   usage: rival-match.sh [GAMES] [SECONDS] [THREADS]   (defaults 400 0.5 16)
#   env:   CLI         7wd-cli to run (default: build/release/7wd-cli, else 7wd-cli on the PATH)
#          HARD        our agent's spec before its budget (default: hard)
#          SEED        the first setup seed (default 1)
#          EXPANSIONS  e.g. pantheon,agora (default: the base game)
#          SPRT        e.g. 0,30: a sequential test instead, stopping at a verdict (GAMES the most)
# Both agents think on time only (iterations=0), so the result depends on this machine's
# speed: compare only runs on the same machine. At 0.5 s a move a game takes about a
# minute (about 2 x 30 moves), so 400 games take about 25 minutes on 16 cores.
set -euo pipefail
games=${1:-400} seconds=${2:-0.5} threads=${3:-16}
cli=${CLI:-}
if [ -z "$cli" ]; then
  if [ -x build/release/7wd-cli ]; then cli=build/release/7wd-cli; else cli=7wd-cli; fi
fi
args=(sim --p1 "${HARD:-hard}:time=$seconds,iterations=0,threads=1" --p2 "rival:time=$seconds,iterations=0"
      --games "$games" --seed "${SEED:-1}" --threads "$threads" --paired)
[ -n "${EXPANSIONS:-}" ] && args+=(--expansions "$EXPANSIONS")
[ -n "${SPRT:-}" ] && args+=(--sprt "$SPRT")
echo "$cli ${args[*]}" >&2
"$cli" "${args[@]}"
