#!/usr/bin/env bash
# Texel's method's time per pass on a large positions file: Xiangqi self-play games (depth 1) labelled into quiet
# positions, the positions repeated under new game keys up to about POSITIONS, then the local fit (mini-batch Adam,
# seconds per epoch) and the Spark fit on local[2] (Newton, seconds per step) on that file, from the fits' own traces.
# Run from the repository root on a quiet machine:
#   bench/scripts/tune/texel-throughput.sh [GAMES] [POSITIONS]      (defaults 300, 1000000)
set -euo pipefail
games=${1:-300} target=${2:-1000000}
work=${TEXEL_WORK:-$(mktemp -d)}
echo "work directory: $work"
uptime
./gametree selfplay xiangqi --engine negascout:depth=1,hash=1 --games "$games" --opening-plies 6 --concurrency 2 \
  --out "$work/selfplay.jsonl" > /dev/null
./gametree train xiangqi texel --games "$work/selfplay.jsonl" --out "$work/label" --epochs 0 > /dev/null
base=$(wc -l < "$work/label/positions.tsv")
copies=$(( (target + base - 1) / base ))
awk -v copies="$copies" -F '\t' 'BEGIN { OFS = "\t" } { line[NR] = $0; key[NR] = $1; rest[NR] = $2 "\t" $3 }
  END { for (c = 0; c < copies; c++) for (i = 1; i <= NR; i++) print key[i] "#" c, rest[i] }' \
  "$work/label/positions.tsv" > "$work/positions.tsv"
echo "$base quiet positions from $games games, repeated $copies times: $(wc -l < "$work/positions.tsv") positions"
/usr/bin/time -f "local: %e s wall, %U+%S s cpu" ./gametree train xiangqi texel --games "$work/positions.tsv" \
  --out "$work/local" --epochs 2 > /dev/null
echo "local fit (epoch, train loss, held-out loss, seconds):"
cat "$work/local/fit.tsv"
/usr/bin/time -f "spark: %e s wall, %U+%S s cpu" ./gametree train xiangqi texel --data "$work/positions.tsv" \
  --out "$work/spark/weights.params" --iterations 3 --spark local[2] > /dev/null
echo "spark fit (step, train loss, held-out loss, seconds):"
cat "$work/spark/weights.params.fit.tsv"
uptime
