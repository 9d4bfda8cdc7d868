#!/usr/bin/env bash
# SPSA throughput: one short tuning run played locally (--concurrency 2, two pairs at once) and the same run on Spark
# local[2] (batches of BATCH pairs), each in a fresh directory; prints wall seconds, CPU seconds and games per hour of
# each. Run from the repository root on a quiet machine:
#   bench/scripts/tune/spsa-throughput.sh GAME BASE_SPEC PARAM ITERATIONS [BATCH]
#   bench/scripts/tune/spsa-throughput.sh xiangqi negascout:depth=3,hash=16 futility-scale=100,25,300,10 40 4
set -euo pipefail
game=$1 base=$2 param=$3 iterations=$4 batch=${5:-4}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./gametree tune "$game" spsa --help > /dev/null          # builds the jars outside the timing
./gametree tune "$game" spsa --base "$base" --param "$param" --iterations 1 --out "$work/warm" --spark local[2] \
  > /dev/null 2>&1
run() {
  local label=$1
  shift
  local t0 t1
  t0=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$work/cpu" ./gametree tune "$game" spsa --base "$base" --param "$param" \
    --iterations "$iterations" --out "$work/$label" "$@" > /dev/null 2> "$work/$label.err"
  t1=$(date +%s.%N)
  awk -v label="$label" -v t0="$t0" -v t1="$t1" -v games=$((2 * iterations)) '{
    wall = t1 - t0; cpu = $1 + $2
    printf "%-8s %d games  wall %.1f s  cpu %.1f s  %.0f games/hour  %.2f cpu s/game\n", label, games, wall, cpu,
      games * 3600 / wall, cpu / games }' "$work/cpu"
}
uptime
run local --concurrency 2
run spark --concurrency "$batch" --spark local[2]
uptime
