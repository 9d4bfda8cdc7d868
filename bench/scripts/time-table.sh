#!/usr/bin/env bash
# How well each game's search keeps to --time: for 50, 200 and 1000 ms, the search's own elapsed time (`millis` in
# its JSON) and the process's wall time minus that of a --depth 1 run of the same game (JVM start-up and loading),
# median of RUNS runs each. Usage: bench/scripts/time-table.sh [RUNS] [GAME...]   (prints a Markdown table)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-3}"
shift || true
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
  games=(connect-four othello xiangqi connect6 gomoku 'go(size=9,komi=7)')
fi
"$root/gametree" games >/dev/null # build once, outside the timings

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }

# wall milliseconds and the search's own millis of one run
run() {
  local start end out
  start=$(date +%s%N)
  out=$("$root/gametree" search "$@" --json 2>/dev/null | tail -1)
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000000 )) $(echo "$out" | sed -n 's/.*"millis":\([0-9]*\).*/\1/p')"
}

echo "| game | --time | search millis (median) | wall − depth-1 wall (median) | worst over |"
echo "|---|---:|---:|---:|---:|"
for game in "${games[@]}"; do
  base=$(for i in $(seq "$runs"); do run "$game" --depth 1 | cut -d' ' -f1; done | median)
  for t in 50 200 1000; do
    searches=()
    walls=()
    for i in $(seq "$runs"); do
      read -r wall own < <(run "$game" --time "$t")
      searches+=("$own")
      walls+=("$((wall - base))")
    done
    s=$(printf '%s\n' "${searches[@]}" | median)
    w=$(printf '%s\n' "${walls[@]}" | median)
    worst=$(printf '%s\n' "${searches[@]}" | sort -n | tail -1)
    echo "| $game | $t | $s | $w | $((worst - t)) ms |"
  done
done
