package org.gametree.cli;

import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import picocli.CommandLine.Option;

/** Search options shared by {@code search} and friends; they override what an engine spec says. */
final class EngineArgs {
  @Option(names = "--algorithm", paramLabel = "A",
      description = "minimax, alphabeta, negascout (default), mtdf or mcts.")
  String algorithm;

  @Option(names = "--depth", paramLabel = "N", description = "Search to this depth in plies.")
  Integer depth;

  @Option(names = "--time", paramLabel = "MS", description = "Search for this many milliseconds.")
  Long time;

  @Option(names = "--nodes", paramLabel = "N", description = "Search about this many nodes (MCTS: playouts).")
  Long nodes;

  @Option(names = "--threads", paramLabel = "K", description = "Search threads (default 1).")
  Integer threads;

  @Option(names = "--hash", paramLabel = "MB", description = "Transposition table size in MB (default 16; 0 = none).")
  Integer hash;

  @Option(names = "--eval", paramLabel = "NAME", description = "Evaluator by name (see 'gametree games').")
  String eval;

  @Option(names = "--engine", paramLabel = "SPEC",
      description = "An engine spec such as negascout:depth=8,hash=64 (the options above override it).")
  String engine;

  /** The engine spec these options describe, starting from {@code --engine} or {@code fallback}. */
  EngineSpec spec(String fallback) {
    EngineSpec spec = EngineSpec.parse(engine != null ? engine : fallback);
    if (algorithm != null) {
      spec = new EngineSpec(algorithm.strip().toLowerCase(java.util.Locale.ROOT), spec.params(), spec.command());
    }
    boolean limitGiven = depth != null || time != null || nodes != null;
    if (limitGiven) {
      java.util.Map<String, String> params = new java.util.LinkedHashMap<>(spec.params());
      params.keySet().removeAll(java.util.Set.of("depth", "time", "nodes", "playouts"));
      spec = new EngineSpec(spec.kind(), params, spec.command());
    }
    if (depth != null) {
      spec = spec.with("depth", Integer.toString(depth));
    }
    if (time != null) {
      spec = spec.with("time", Long.toString(time));
    }
    if (nodes != null) {
      spec = spec.with(spec.kind().equals("mcts") ? "playouts" : "nodes", Long.toString(nodes));
    }
    if (threads != null) {
      spec = spec.with("threads", Integer.toString(threads));
    }
    if (hash != null) {
      spec = spec.with("hash", Integer.toString(hash));
    }
    if (eval != null) {
      spec = spec.with("eval", eval);
    }
    return spec;
  }

  <S extends GameState> SearchEngine<S> build(Game<S> game, String fallback) {
    EngineSpec spec = spec(fallback);
    if (spec.isExternal()) {
      throw new UserError("this command needs a built-in engine, not '" + spec + "'");
    }
    return Engines.create(game, spec);
  }
}
