#!/usr/bin/env bash
# Strength of the default Gomoku engine against Rapfi (freestyle 15x15, Gomocup protocol), colours alternating from
# random openings, through `gametree match`. Rapfi is GPL and not part of this repository: build it yourself outside
# it and give its Gomocup brain in the environment variable RAPFI. It runs with its built-in classical evaluation
# (the neural networks are a separate repository) on one thread (`INFO thread_num 1`). Not run by CI.
#
# Usage: RAPFI=/path/to/pbrain-rapfi bench/scripts/connect6/rapfi-match.sh [games=40] [millis-per-move=500]
#            [engine=the game's default] [concurrency=1] [rule=freestyle]
# Build:  git clone https://github.com/dhbloo/rapfi /tmp/rapfi && cd /tmp/rapfi/Rapfi && mkdir build && cd build
#         cmake .. -DCMAKE_BUILD_TYPE=Release -DUSE_AVX2=ON -DUSE_BMI2=ON -DNO_COMMAND_MODULES=ON && make
#         (the brain is build/pbrain-rapfi)
#
# The record goes to gomoku-vs-rapfi-<ms>ms-<rule>.jsonl in the current directory; run the same command again after a
# kill and the match resumes. The run uses a private copy of the command-line jar. The script sets no CPU priority:
# on a shared machine run it under `nice -n N ...` (Rapfi inherits it).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
games="${1:-40}"
millis="${2:-500}"
engine="${3:-}"
concurrency="${4:-1}"
rule="${5:-freestyle}"
if [ -z "${RAPFI:-}" ] || [ ! -x "$RAPFI" ]; then
  echo "set RAPFI to Rapfi's Gomocup brain (pbrain-rapfi); see the build lines at the top of $0" >&2
  exit 2
fi
"$root/gametree" games > /dev/null # builds the jar if needed
jar="$(mktemp -d)/gametree.jar"
cp "$root/cli/target/gametree.jar" "$jar"
out="gomoku-vs-rapfi-${millis}ms-${rule}.jsonl"
resume=()
[ -s "$out" ] && resume=(--resume)
args=(match "gomoku(rule=$rule)" --engine2 "gomocup:$RAPFI option.thread_num=1" --games "$games" --time "$millis"
  --opening-plies 4 --seed 41 --concurrency "$concurrency" --out "$out" --json "${resume[@]}")
[ -n "$engine" ] && args+=(--engine1 "$engine")
java -jar "$jar" "${args[@]}"
