#!/usr/bin/env bash
# Strength of the Go MCTS engine against GNU Go 3.8 on 9x9 (or the size given), komi 7, CGOS rules (psk), at equal time per move,
# colours alternating, through `gametree match`. Installs GNU Go (Debian package gnugo) when it is missing.
# Not run by CI.
#
# Usage: bench/scripts/go/gnugo-match.sh [games=50] [millis-per-move=1000] [extra mcts options] [opening plies=0]
#          [concurrency=1] [board size=9] [resign below this win rate, percent=0: never]
# Example: bench/scripts/go/gnugo-match.sh 50 1000 threads=1
# With a resign percentage P, the referee gives the game to GNU Go once our engine's win rate has been at most P % for
# five of its moves in a row (--resign-score, from the win rate's score 1000 * (2 * rate - 1)); GNU Go reports no
# score, so its games are always played out. On 19x19 that saves the hour a lost game takes to be played to the end.
# Concurrency 2 on a two-core machine is fair to both sides (the engines of one game take turns, so each game needs
# about one core) but only when nothing else runs.
#
# The record goes to go-vs-gnugo-<ms>ms[-<options>].jsonl (and .sgf) in the worktree root; run the same command
# again after a kill and the match resumes where it stopped. The run uses a private copy of the command-line jar, so
# rebuilding the worktree during a long match does not change the engine under it. The script sets no CPU priority:
# on a shared machine run it under `nice -n N bench/scripts/go/gnugo-match.sh ...` (GNU Go inherits the priority).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
games="${1:-50}"
millis="${2:-1000}"
extra="${3:-}"
plies="${4:-0}"
concurrency="${5:-1}"
size="${6:-9}"
resign="${7:-0}"
gnugo=/usr/games/gnugo
if [ ! -x "$gnugo" ]; then
  echo "gnugo-match: installing GNU Go (apt-get update && apt-get install -y gnugo)" >&2
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update && apt-get install -y gnugo
  else
    sudo apt-get update && sudo apt-get install -y gnugo
  fi
fi
engine1="mcts:select=rave,eqex=50${extra:+,$extra}"
# Equal time per move: the referee gives both engines --time (GTP engines get time_settings 0 S 1).
# GNU Go at level 10 usually answers well inside a second on 9x9, so it rarely uses its whole budget.
engine2="gtp:$gnugo --mode gtp --level 10 --chinese-rules --positional-superko --capture-all-dead"
cd "$root"
# One record per setting, so that a run with other options never resumes this one's games.
tag="${extra:+-$(printf '%s' "$extra" | tr -c 'A-Za-z0-9=.' '_')}"
[ "$size" = 9 ] || tag="-${size}x${size}${tag}"
adjudicate=()
if [ "$resign" != 0 ]; then
  tag="${tag}-resign${resign}"
  adjudicate=(--resign-score "$(( 1000 - 20 * resign ))" --resign-moves 5)
fi
out="go-vs-gnugo-${millis}ms${tag}.jsonl"
jar="go-vs-gnugo-${millis}ms${tag}.jar"
resume=()
if [ -s "$out" ]; then
  resume=(--resume)
  [ -f "$jar" ] || { echo "gnugo-match: $out exists but its engine jar $jar is gone" >&2; exit 1; }
else
  ./gametree --version >/dev/null # builds the jar when sources changed
  cp cli/target/gametree-cli-0.1.0-SNAPSHOT-all.jar "$jar"
fi
# Games alternate colours; the JSON summary (last line) has wins, draws, losses, score and the Elo interval.
# GNU Go does fixed work per move whatever the clock says; on a loaded machine one move can take over 10 s, which
# the default --engine-timeout would score as a forfeit win for us, so the timeout is a minute.
exec java -Xss16m -jar "$jar" match "go(size=${size},komi=7,rules=psk)" \
  --engine1 "$engine1" --engine2 "$engine2" --games "$games" --time "$millis" --engine-timeout 60000 \
  --opening-plies "$plies" --concurrency "$concurrency" --out "$out" "${adjudicate[@]}" "${resume[@]}" --json
