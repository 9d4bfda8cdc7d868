package org.gametree.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.option.EngineFamily;
import picocli.CommandLine.Option;

/**
 * Search options shared by {@code search} and {@code play}; they override what the engine spec says, which is
 * {@code --engine} or else the game's default engine ({@link Game#defaultEngineSpec()}).
 */
final class EngineArgs {
  @Option(names = "--algorithm", paramLabel = "A",
      description = "minimax, alphabeta, negascout, mtdf or mcts (default: the game's default engine's).")
  String algorithm;

  @Option(names = "--depth", paramLabel = "N", description = "Search to this depth in plies (depth-first kinds).")
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
      description = "An engine spec such as negascout:depth=8,hash=64 (default: the game's default engine, see "
          + "'gametree games'; the options above override it).")
  String engine;

  /**
   * The engine spec these options describe: {@code --engine}, or the game's default engine, with the options above on
   * top. {@code --algorithm} of the other family (depth-first against MCTS) than the game's default starts from that
   * kind with only the default's limits, since the default's other options belong to its own family. {@code --depth}
   * and {@code --hash} have no meaning for MCTS and are refused for it.
   */
  EngineSpec spec(Game<?> game) {
    EngineSpec spec = engine != null ? EngineSpec.parse(engine) : Engines.defaultSpec(game);
    String origin = engine != null ? "'" + spec + "'" : "'" + spec + "', the default engine of " + game.id();
    if (algorithm != null) {
      String kind = algorithm.strip().toLowerCase(Locale.ROOT);
      Map<String, String> params = new LinkedHashMap<>(spec.params());
      if (engine == null && EngineFamily.ofKind(kind) != EngineFamily.ofKind(spec.kind())) {
        params.keySet().retainAll(Set.of("time", "nodes"));
      }
      spec = new EngineSpec(kind, params, spec.command());
      origin = "'" + spec + "'";
    }
    boolean mcts = !spec.isExternal() && EngineFamily.ofKind(spec.kind()) == EngineFamily.MCTS;
    if (mcts && depth != null) {
      throw new UserError("--depth has no meaning for MCTS (" + origin + "): give --nodes (playouts) or --time, "
          + "or a depth-first --algorithm such as negascout");
    }
    if (mcts && hash != null) {
      throw new UserError("--hash has no meaning for MCTS (" + origin + "), which keeps its tree instead");
    }
    boolean limitGiven = depth != null || time != null || nodes != null;
    if (limitGiven) {
      Map<String, String> params = new LinkedHashMap<>(spec.params());
      params.keySet().removeAll(Set.of("depth", "time", "nodes", "playouts"));
      spec = new EngineSpec(spec.kind(), params, spec.command());
    }
    if (depth != null) {
      spec = spec.with("depth", Integer.toString(depth));
    }
    if (time != null) {
      spec = spec.with("time", Long.toString(time));
    }
    if (nodes != null) {
      spec = spec.with(mcts ? "playouts" : "nodes", Long.toString(nodes));
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

  <S extends GameState> SearchEngine<S> build(Game<S> game) {
    EngineSpec spec = spec(game);
    if (spec.isExternal()) {
      throw new UserError("this command needs a built-in engine, not '" + spec + "'");
    }
    return Engines.create(game, spec);
  }
}
