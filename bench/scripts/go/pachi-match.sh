#!/usr/bin/env bash
# Strength of the Go MCTS engine against Pachi 12.90 (no DCNN) on 9x9, komi 7, Chinese rules with positional
# superko, colours alternating, through `gametree match`. Pachi is GPL and not part of this repository: build it
# yourself (docs/go.md, "Against Pachi") and give its binary in the environment variable PACHI. Not run by CI.
#
# Usage: PACHI=/path/to/pachi bench/scripts/go/pachi-match.sh [games=40] [millis-per-move=700] [extra mcts options]
#            [concurrency=1] [pachi playouts per move]
# Example: PACHI=/tmp/pachi/pachi bench/scripts/go/pachi-match.sh 40 1000     (both engines on the clock, 1 s a move)
#
# Pachi's time: Pachi keeps 2 s of every move's clock for network lag and then thinks at least 1 s (MAX_NET_LAG and
# MIN_THINK_WITH_LAG in its timeinfo.c), so on the clock it cannot think for less than a second: told 1 s a move (our
# GTP client sends `time_settings 0 1 1` for anything up to 1000 ms, GTP times being whole seconds) it answers in
# about 0.05 s. Hence two modes:
# - with a playout count (5th argument): Pachi plays that many playouts a move (`-t =N`, its tree reused from the
#   move before counting); pick N so that Pachi's time per move is about ours (the record has both engines' time);
# - without one, millis must be at least 1000: Pachi gets `-t S` with S = millis/1000 + 2, which after its 2 s lag
#   reserve leaves it a search of 1 s up to millis a move, on the clock like our engine (at 1000 ms its genmove took
#   0.98-1.54 s, median 1.01 s, with its set-up before the search).
# Pachi runs on one thread, without pondering (its default), without a tree opening book (no_tbook) and, through
# pass_all_alive, passes only once our dead stones are off the board, so that the referee's count of every stone
# as alive (Tromp-Taylor area) is the game's score; its own dead stones it may leave, and our engine, which scores
# the same way, captures them when the result depends on it.
#
# The record goes to go-vs-pachi-<ms>ms[-p<N>][-<options>].jsonl (and .sgf) in the worktree root, Pachi's log
# (stderr) to the same name with .pachi.log; run the same command again after a kill and the match resumes where
# it stopped. The run uses a private copy of the command-line jar, so rebuilding the worktree during a long match
# does not change the engine under it. The script sets no CPU priority: on a shared machine run it under
# `nice -n N bench/scripts/go/pachi-match.sh ...` (Pachi inherits the priority).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
games="${1:-40}"
millis="${2:-700}"
extra="${3:-}"
concurrency="${4:-1}"
playouts="${5:-}"
build_help="build Pachi outside this repository (docs/go.md, \"Against Pachi\"):
  git clone https://github.com/pasky/pachi /tmp/pachi && cd /tmp/pachi && git checkout pachi-12.90
  make DCNN=0 JOSEKIFIX=0
then run with PACHI=/tmp/pachi/pachi"
if [ -z "${PACHI:-}" ]; then
  echo "pachi-match: set PACHI to the Pachi binary; to get one, $build_help" >&2
  exit 2
fi
if [ ! -x "$PACHI" ]; then
  echo "pachi-match: PACHI=$PACHI is not an executable file; $build_help" >&2
  exit 2
fi
pachi="$(cd "$(dirname "$PACHI")" && pwd)/$(basename "$PACHI")"
# Pachi looks for its pattern files in the current directory, $DATA_DIR and its own directory; without them it
# plays without its move patterns, much weaker.
data="${DATA_DIR:-$(dirname "$pachi")}"
for f in patterns_mm.gamma patterns_mm.spat; do
  if [ ! -f "$data/$f" ]; then
    echo "pachi-match: $data/$f is missing (it is in Pachi's source tree, beside the binary it builds); $build_help" >&2
    exit 2
  fi
done
case "$pachi" in
  *[[:space:]\"]*) echo "pachi-match: the path of PACHI must not contain spaces or quotes: $pachi" >&2; exit 2 ;;
esac
if [ -n "$playouts" ]; then
  [[ "$playouts" =~ ^[0-9]+$ ]] || { echo "pachi-match: playouts must be a whole number, not '$playouts'" >&2; exit 2; }
  pachi_time="=$playouts"
  ptag="-p$playouts"
else
  if [ "$millis" -lt 1000 ]; then
    echo "pachi-match: Pachi cannot think for less than 1 s on the clock (it keeps 2 s a move for network lag);" \
      "below 1000 ms give a playout count as 5th argument" >&2
    exit 2
  fi
  pachi_time="$(awk -v ms="$millis" 'BEGIN { printf "%g", ms / 1000 + 2 }')"
  ptag=""
fi
engine1="mcts:select=rave,eqex=50${extra:+,$extra}"
cd "$root"
# One record per setting, so that a run with other options never resumes this one's games.
tag="${ptag}${extra:+-$(printf '%s' "$extra" | tr -c 'A-Za-z0-9=.' '_')}"
out="go-vs-pachi-${millis}ms${tag}.jsonl"
jar="go-vs-pachi-${millis}ms${tag}.jar"
log="go-vs-pachi-${millis}ms${tag}.pachi.log"
# Pachi's stderr (its thinking: playouts, time, win rate per move) is appended to the log; the referee drains and
# drops an engine's stderr otherwise.
engine2="gtp:sh -c \"exec $pachi -r chinese -t $pachi_time threads=1 pass_all_alive no_tbook 2>>$log\""
resume=()
if [ -s "$out" ]; then
  resume=(--resume)
  [ -f "$jar" ] || { echo "pachi-match: $out exists but its engine jar $jar is gone" >&2; exit 1; }
else
  ./gametree --version >/dev/null # builds the jar when sources changed
  cp cli/target/gametree-cli-0.1.0-SNAPSHOT-all.jar "$jar"
fi
# Games alternate colours; the JSON summary (last line) has wins, draws, losses, score and the Elo interval.
exec java -Xss16m -jar "$jar" match 'go(size=9,komi=7,rules=psk)' \
  --engine1 "$engine1" --engine2 "$engine2" --games "$games" --time "$millis" --engine-timeout 60000 \
  --concurrency "$concurrency" --out "$out" "${resume[@]}" --json
