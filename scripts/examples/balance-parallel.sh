#!/usr/bin/env bash
# Plays a balance run in SHARDS pieces with GNU parallel, on this machine or over SSH,
# then merges them into one report (docs/designers.md, "Long runs").
#
#   usage: balance-parallel.sh GAMES SHARDS OUT [balance options: --p1 A --p2 B --seed S ...]
#   env:   CLI      7wd-cli on every host (default: 7wd-cli on the PATH)
#          HOSTS    GNU parallel's -S list, e.g. "8/alice@node1,8/node2"; default ":" (here)
#          THREADS  threads per shard (default 2)
# Each shard runs in a temporary directory on its host and is copied back (--return);
# the hosts need 7wd-cli and the game data at the same paths as here.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 GAMES SHARDS OUT [balance options]" >&2
  exit 2
fi
games=$1 shards=$2 out=$3
shift 3
# The shards run in a temporary directory: paths relative to here (CLI, --data,
# --baseline, --records) are made absolute first.
absolute() { case $1 in /*) printf '%s\n' "$1" ;; *) printf '%s\n' "$PWD/$1" ;; esac; }
cli=${CLI:-7wd-cli}
case $cli in */*) cli=$(absolute "$cli") ;; esac
options=()
while [ $# -gt 0 ]; do
  case $1 in
    --data | --baseline | --records)
      if [ $# -lt 2 ]; then
        echo "$0: $1 needs a folder" >&2
        exit 2
      fi
      options+=("$1" "$(absolute "$2")")
      shift 2
      ;;
    *)
      options+=("$1")
      shift
      ;;
  esac
done
work=$(mktemp -d "${TMPDIR:-/tmp}/7wd-balance.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
# One job per shard. On remote hosts each runs in a fresh directory (--workdir ...) and
# --return copies its shard directory back here; --cleanup removes it there.
remote=()
[ "${HOSTS:-:}" != ":" ] && remote=(--workdir ... --return 'shard{}' --cleanup)
parallel --halt now,fail=1 -S "${HOSTS:-:}" "${remote[@]}" \
  "$cli" balance --games "$games" --shard {}/"$shards" --threads "${THREADS:-2}" --out shard{} ${options[@]+"${options[@]}"} \
  ::: $(seq 1 "$shards")
cd - > /dev/null
"$cli" balance merge "$work"/shard* --out "$out"
