#!/usr/bin/env bash
# Games of Fairy-Stockfish against itself for `gametree train xiangqi texel`: batches of 100 games (50 random
# 4-ply openings, colours swapped) at 10 ms a move over UCCI, the two sides' Skill Level varied batch by batch.
# Usage: bench/scripts/xiangqi/texel-games.sh JAR OUT_DIR BATCHES   (each batch appends OUT_DIR/games-B.jsonl;
# a batch whose file is complete is skipped, a partial one resumed, so a killed run continues)
set -euo pipefail
jar="$1"
out="$2"
batches="${3:-10}"
levels=(3 6 9 12 15 18 20)
mkdir -p "$out"
for ((b = 0; b < batches; b++)); do
  s1=${levels[$((b % 7))]}
  s2=${levels[$(((b * 3 + 2) % 7))]}
  file="$out/games-$b.jsonl"
  if [ -f "$file" ] && [ "$(wc -l < "$file")" -ge 100 ]; then
    continue
  fi
  resume=()
  [ -f "$file" ] && resume=(--resume)
  nice -n 10 java -jar "$jar" match xiangqi \
    --engine1 "ucci:/usr/games/fairy-stockfish option.Skill_Level=$s1" \
    --engine2 "ucci:/usr/games/fairy-stockfish option.Skill_Level=$s2" \
    --games 100 --time 10 --opening-plies 4 --seed $((b + 1)) --draw-after 300 --out "$file" "${resume[@]}" \
    > "$out/log-$b.txt" 2>&1
done
