#!/usr/bin/env bash
# Checks the referee's scores of finished 9x9 match games against GNU Go's: for each game of a match's .sgf file
# (one game a line, as `gametree match` writes them) that ended by two passes, GNU Go 3.8 (`loadsgf`, then
# `final_score` under Chinese rules, komi from the record) scores the final position after removing the stones it
# judges dead; the referee counts every stone on the board as alive (Tromp-Taylor area). Prints one line a game and
# a summary: how many games have the same winner, and how many the same margin too (they differ when dead stones
# were left on the board). Games ended by resignation or forfeit (RE[B+R], RE[W+R]) are counted and skipped.
# Not run by CI.
#
# Usage: bench/scripts/go/rescore-gnugo.sh RECORDS.sgf
# The script sets no CPU priority: on a shared machine run it under `nice -n N bench/scripts/go/rescore-gnugo.sh ...`.
set -euo pipefail
sgf="${1:?usage: rescore-gnugo.sh RECORDS.sgf}"
gnugo=/usr/games/gnugo
[ -x "$gnugo" ] || { echo "rescore-gnugo: needs GNU Go ($gnugo; apt-get install gnugo)" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
n=0 scored=0 resigned=0 winner=0 margin=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  n=$((n + 1))
  re="$(printf '%s' "$line" | sed -n 's/.*RE\[\([^]]*\)\].*/\1/p')"
  case "$re" in
    *+R) resigned=$((resigned + 1)); echo "game $n: $re (no count)"; continue ;;
  esac
  printf '%s\n' "$line" >"$tmp/g.sgf"
  gg="$(printf 'loadsgf %s\nfinal_score\nquit\n' "$tmp/g.sgf" \
    | "$gnugo" --mode gtp --chinese-rules --positional-superko 2>/dev/null \
    | sed -n 's/^= \([BW0].*\)/\1/p' | tail -1)"
  scored=$((scored + 1))
  same=""
  if [ "${re:0:1}" = "${gg:0:1}" ]; then
    winner=$((winner + 1))
    same="same winner"
    if [ "${re#?+}" = "${gg#?+}" ] || [ "$(awk -v a="${re#?+}" -v b="${gg#?+}" 'BEGIN { print (a + 0 == b + 0) }')" = 1 ]; then
      margin=$((margin + 1))
      same="same score"
    fi
  fi
  echo "game $n: referee $re, GNU Go $gg${same:+ ($same)}"
done <"$sgf"
echo "games $n, resigned or forfeited $resigned, counted $scored: same winner $winner, same score $margin"
