#!/usr/bin/env python3
"""Search figures for docs/connect.md and docs/benchmarks.md (benchmarks, not tests; timings depend on the load).

  bench/scripts/connect6/search-figures.py depth [RUNS]   depth, nodes and nodes/s in 1 s, candidate moves on and off
  bench/scripts/connect6/search-figures.py time [RUNS]    how long --time 50/200/1000 takes: the search's millis, and the
                                                  process's wall time minus that of a --depth 1 run

Runs ./gametree from the repository root (or the command in the environment variable GAMETREE, e.g. another
build's jar: GAMETREE="java -Xss16m -jar OTHER.jar") on the positions in data/connect6/positions (and the empty
Connect6 board for the time table); prints medians (min-max) of RUNS runs (default 5) as Markdown table rows.
"""
import json
import os
import shlex
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
POSITIONS = os.path.join(ROOT, "data", "connect6", "positions")
MIDGAMES = ["connect6-1", "connect6-2", "connect6-3", "gomoku-1", "gomoku-2", "gomoku-3"]
LAUNCHER = shlex.split(os.environ.get("GAMETREE", "")) or [os.path.join(ROOT, "gametree")]


def search(game, position, *options):
    """One ./gametree search --json; returns (the JSON answer, the process's wall time in ms)."""
    command = [*LAUNCHER, "search", game, "--json", *options]
    if position is not None:
        with open(os.path.join(POSITIONS, position + ".txt")) as f:
            command += ["--position", f.read()]
    start = time.monotonic()
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    wall = (time.monotonic() - start) * 1000
    return json.loads(out.strip().splitlines()[-1]), wall


def spread(values, fmt="{:.0f}"):
    return (fmt.format(statistics.median(values)) + " (" + fmt.format(min(values)) + "–" + fmt.format(max(values))
            + ")")


def depth_table(runs):
    print("| position | candidates | depth | nodes | nodes/s | best move |")
    print("|---|---|---|---|---|---|")
    for position in MIDGAMES:
        game = position.split("-")[0]
        for label, spec in (("on", "negascout"), ("off", "negascout:candidates=off")):
            answers = [search(game, position, "--engine", spec, "--time", "1000")[0] for _ in range(runs)]
            depths = [a["depth"] for a in answers]
            nodes = [a["nodes"] for a in answers]
            rates = [a["nodes"] * 1000 / max(1, a["millis"]) for a in answers]
            moves = sorted({a["bestMove"] for a in answers})
            print(f"| {position} | {label} | {spread(depths)} | {spread(nodes)} | {spread(rates)} | "
                  f"{', '.join(moves)} |")


def time_table(runs):
    print("| position | engine | --time | search millis | wall − wall(--depth 1), ms |")
    print("|---|---|---|---|---|")
    for position in [None] + MIDGAMES:
        game = "connect6" if position is None else position.split("-")[0]
        for spec in ("negascout", "negascout:tss=on"):
            base = [search(game, position, "--engine", spec, "--depth", "1")[1] for _ in range(runs)]
            base_wall = statistics.median(base)
            for budget in (50, 200, 1000):
                results = [search(game, position, "--engine", spec, "--time", str(budget)) for _ in range(runs)]
                millis = [a["millis"] for a, _ in results]
                extra = [wall - base_wall for _, wall in results]
                print(f"| {position or 'connect6 empty'} | {spec} | {budget} | {spread(millis)} | {spread(extra)} |",
                      flush=True)


def main():
    what = sys.argv[1] if len(sys.argv) > 1 else "depth"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    subprocess.run([*LAUNCHER, "games"], check=True, capture_output=True)  # builds ./gametree's jar if needed
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    {"depth": depth_table, "time": time_table}[what](runs)
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())


if __name__ == "__main__":
    main()
