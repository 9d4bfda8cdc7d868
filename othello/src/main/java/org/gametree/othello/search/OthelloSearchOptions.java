package org.gametree.othello.search;

import java.util.List;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchOptions;
import org.gametree.othello.OthelloState;

/** Othello's engine options ({@link SearchOptions}): ProbCut and the endgame solver inside search. */
public final class OthelloSearchOptions implements SearchOptions<OthelloState> {
  /** The options; they hold no state. */
  public static final OthelloSearchOptions INSTANCE = new OthelloSearchOptions();

  private OthelloSearchOptions() {}

  private static final EngineFamily DEPTH_FIRST = EngineFamily.DEPTH_FIRST;
  private static final Option<String> PROBCUT = Option.custom("probcut", "on|pattern|off|FILE", "off",
      "ProbCut: on (the model fitted for the BILL evaluator), pattern (fitted for eval=pattern), off, or a model"
          + " file from 'train othello probcut'",
      OthelloSearchOptions::probCutValue).appliesOnlyTo(DEPTH_FIRST).binds(OthelloSearchOptions::withProbCut);
  private static final Option<Double> PROBCUT_T = Option.number("probcut-t", 1.5, 0, 10,
      "ProbCut's cut threshold in standard deviations").appliesOnlyTo(DEPTH_FIRST)
      .binds((SearchConfig<OthelloState> c, Double t) -> c.withProbCutThreshold(t));
  private static final Option<Integer> SOLVER = Option.integer("solver", 0, 0, 64,
      "empties from which the exact solver takes over (0 = off)").appliesOnlyTo(DEPTH_FIRST)
      .binds((SearchConfig<OthelloState> c, Integer n) -> c.withSolver(EndgameHook.solver(n, c.solver())));
  private static final Option<Integer> SOLVER_MIDGAME = Option.integer("solver-midgame", null, 0, 64,
      "the most empties a node of a midgame search may have to be solved (default: solver's; 0 = never)")
      .appliesOnlyTo(DEPTH_FIRST)
      .binds((SearchConfig<OthelloState> c, Integer m) -> c.withSolver(EndgameHook.midgame(m, c.solver())));
  private static final OptionSet OPTIONS =
      new OptionSet("othello options", List.of(PROBCUT, PROBCUT_T, SOLVER, SOLVER_MIDGAME));

  /**
   * {@code probcut}, {@code probcut-t}, {@code solver} and {@code solver-midgame}: see {@link EndgameHook}. Each binds
   * onto the search configuration; {@code solver} and {@code solver-midgame} each keep what the other set.
   */
  @Override
  public OptionSet options() {
    return OPTIONS;
  }

  /** {@code on}, {@code off} (in every spelling {@link Option#onOff} takes) or a model file's path. */
  private static String probCutValue(String text) {
    String t = text.strip();
    return switch (t.toLowerCase(java.util.Locale.ROOT)) {
      case "on", "true", "yes", "1" -> "on";
      case "off", "false", "no", "0" -> "off";
      case "pattern" -> "pattern";
      default -> {
        if (t.isEmpty()) {
          throw new IllegalArgumentException("probcut must be on, pattern, off or a model file, got '" + text + "'");
        }
        yield t;
      }
    };
  }

  /**
   * ProbCut with BILL's model, the patterns' model, none, or the model read from a file; an explicit probcut wins over
   * selective=off.
   */
  private static SearchConfig<OthelloState> withProbCut(SearchConfig<OthelloState> config, String value) {
    OthelloProbCut model = switch (value) {
      case "on" -> OthelloProbCut.bill();
      case "pattern" -> OthelloProbCut.pattern();
      case "off" -> null;
      default -> OthelloProbCut.read(java.nio.file.Path.of(value));
    };
    return config.withProbCut(model).withSelectivity(config.selectivity().withProbCut(model != null));
  }
}
