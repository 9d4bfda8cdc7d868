#!/usr/bin/env bash
# Records for the Go move-prediction model (docs/go-learning.md, "Move prediction"): GNU Go 3.8 at one level (Black in
# even games) against another on a board of side SIZE (komi 7, Chinese rules, positional superko), two random opening
# plies per game pair, colours alternating, through `gametree match`. Writes go-moves-records/gnugo-lA-lB.jsonl (9x9)
# or go-moves-records/gnugo-lA-lB-SIZExSIZE.jsonl and, beside it, the same games as SGF, one a line; run it again
# after a kill and it resumes. Then train (the second records path adds the GNU Go level-10 moves of the committed
# match records of that size):
#   ./gametree train 'go(size=9,komi=7,rules=psk)' moves --records=go-moves-records/gnugo-l3-l4.sgf,results/go \
#     --player=gnugo --out=moves-go
# Not run by CI. Usage: bench/scripts/go/moves-records.sh [games=800] [size=9] [levelA=3] [levelB=4]
# The script sets no CPU priority: on a shared machine run it under `nice -n N bench/scripts/go/moves-records.sh`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
games="${1:-800}"
size="${2:-9}"
la="${3:-3}"
lb="${4:-4}"
gnugo=/usr/games/gnugo
[ -x "$gnugo" ] || { echo "moves-records: needs GNU Go (apt-get install gnugo)" >&2; exit 1; }
cd "$root"
mkdir -p go-moves-records
out="go-moves-records/gnugo-l$la-l$lb.jsonl"
[ "$size" = 9 ] || out="go-moves-records/gnugo-l$la-l$lb-${size}x$size.jsonl"
resume=()
[ -s "$out" ] && resume=(--resume)
exec ./gametree match "go(size=$size,komi=7,rules=psk)" \
  --engine1 "gtp:$gnugo --mode gtp --level $la --chinese-rules --positional-superko --capture-all-dead" \
  --engine2 "gtp:$gnugo --mode gtp --level $lb --chinese-rules --positional-superko --capture-all-dead" \
  --games "$games" --opening-plies 2 --seed 18 --engine-timeout 60000 --out "$out" "${resume[@]}" --json
