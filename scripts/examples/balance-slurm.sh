#!/usr/bin/env bash
# One shard of a balance run as a Slurm array task (docs/designers.md, "Long runs").
#
#   sbatch --array=1-8 balance-slurm.sh        # 8 shards; GAMES, WORK, CLI from the environment
#   then, when every task succeeded (or chained with --dependency=afterok:JOBID):
#   7wd-cli balance merge "$WORK"/shard* --out report
#
# Test it without Slurm by setting the variables Slurm would:
#   for k in 1 2; do SLURM_ARRAY_TASK_ID=$k SLURM_ARRAY_TASK_COUNT=2 GAMES=10 ./balance-slurm.sh; done
#SBATCH --job-name=7wd-balance
#SBATCH --cpus-per-task=2
#SBATCH --time=01:00:00
#SBATCH --output=7wd-balance-%A_%a.log
set -euo pipefail
: "${SLURM_ARRAY_TASK_ID:?run it with sbatch --array=1-N (or set SLURM_ARRAY_TASK_ID to test it)}"
shards=${SLURM_ARRAY_TASK_COUNT:?Slurm sets SLURM_ARRAY_TASK_COUNT for array jobs}
work=${WORK:-$PWD/balance-shards}  # a directory every node can write (shared disk)
mkdir -p "$work"
# BALANCE_OPTIONS: e.g. "--p1 medium --p2 greedy --seed 7 --data mydata" (word-split on purpose)
# shellcheck disable=SC2086
"${CLI:-7wd-cli}" balance --games "${GAMES:-100000}" --shard "$SLURM_ARRAY_TASK_ID/$shards" \
  --threads "${SLURM_CPUS_PER_TASK:-2}" --out "$work/shard$SLURM_ARRAY_TASK_ID" ${BALANCE_OPTIONS:-}
