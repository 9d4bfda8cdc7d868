package org.gametree.othello.search;

import java.util.List;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchOptions;
import org.gametree.othello.OthelloState;

/** Othello's engine options ({@link SearchOptions}): ProbCut and the endgame solver inside search. */
public final class OthelloSearchOptions implements SearchOptions<OthelloState> {
  /** The options; they hold no state. */
  public static final OthelloSearchOptions INSTANCE = new OthelloSearchOptions();

  private OthelloSearchOptions() {}

  private static final Option<String> PROBCUT = Option.text("probcut", "off",
      "ProbCut: on (the model fitted for the BILL evaluator), off, or a model file from 'train othello probcut'");
  private static final Option<Double> PROBCUT_T = Option.number("probcut-t", 1.5, 0, 10,
      "ProbCut's cut threshold in standard deviations");
  private static final Option<Integer> SOLVER = Option.integer("solver", 0, 0, 64,
      "empties from which the exact solver takes over (0 = off)");
  private static final Option<Integer> SOLVER_MIDGAME = Option.integer("solver-midgame", null, 0, 64,
      "the most empties a node of a midgame search may have to be solved (default: solver's; 0 = never)");
  private static final OptionSet OPTIONS =
      new OptionSet("othello options", List.of(PROBCUT, PROBCUT_T, SOLVER, SOLVER_MIDGAME));

  /** {@code probcut}, {@code probcut-t}, {@code solver} and {@code solver-midgame}: see {@link EndgameHook}. */
  @Override
  public OptionSet options() {
    return OPTIONS;
  }

  @Override
  public boolean configureSearch(Search.Builder<OthelloState> builder, String key, String value) {
    switch (key) {
      case "probcut" -> {
        String v = PROBCUT.parse(value);
        OthelloProbCut model = switch (v.toLowerCase(java.util.Locale.ROOT)) {
          case "on", "true", "yes", "1" -> OthelloProbCut.bill();
          case "off", "false", "no", "0" -> null;
          default -> OthelloProbCut.read(java.nio.file.Path.of(v));
        };
        builder.probCut(model, builder.probCutThreshold());
      }
      case "probcut-t" -> builder.probCut(builder.probCut(), PROBCUT_T.parse(value));
      case "solver" -> builder.solver(EndgameHook.solver(SOLVER.parse(value), builder.solver()));
      case "solver-midgame" -> builder.solver(EndgameHook.midgame(SOLVER_MIDGAME.parse(value), builder.solver()));
      default -> {
        return false;
      }
    }
    return true;
  }
}
