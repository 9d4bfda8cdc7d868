package org.gametree.connect6.search;

import java.util.List;
import java.util.function.UnaryOperator;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.ExactSolver;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchOptions;

/**
 * The connect games' engine options ({@link SearchOptions}): {@code tss} (the threat-search hook, {@link TssSolver}),
 * and its settings {@code tss-vct}, {@code tss-defence}, {@code tss-nodes}, {@code tss-time} and {@code tss-near}.
 * The settings keep the hook {@code tss} made (or make one with the other settings at their defaults), in any order.
 */
public final class ConnectSearchOptions implements SearchOptions<ConnectState> {
  private final OptionSet options;

  /** The options of {@code game}'s engines. */
  public ConnectSearchOptions(ConnectGame game) {
    TssSolver.Settings d = TssSolver.Settings.defaults(game);
    this.options = new OptionSet("connect options", List.of(
        Option.onOff("tss", false, "threat search at each turn start proves wins (gomoku: VCF, with VCT and the "
            + "refutation-only defence within tss-near plies of the root; Connect6: VCDT); on in the default engines")
            .appliesOnlyTo(EngineFamily.DEPTH_FIRST)
            .binds((SearchConfig<ConnectState> c, Boolean on) -> c.withSolver(on ? hook(game, c.solver()) : null)),
        Option.onOff("tss-vct", d.vct(), "the threat search also tries threes (VCT), one stone a turn")
            .appliesOnlyTo(EngineFamily.DEPTH_FIRST)
            .binds((SearchConfig<ConnectState> c, Boolean on) -> change(game, c, s -> new TssSolver.Settings(on,
                s.defence(), s.nodes(), s.turns(), s.timeShare(), s.near()))),
        Option.onOff("tss-defence", d.defence(), "against the opponent's threat win search only its refutations")
            .appliesOnlyTo(EngineFamily.DEPTH_FIRST)
            .binds((SearchConfig<ConnectState> c, Boolean on) -> change(game, c, s -> new TssSolver.Settings(s.vct(),
                on, s.nodes(), s.turns(), s.timeShare(), s.near()))),
        Option.integer("tss-nodes", (int) d.nodes(), 1, 100_000_000, "stones each threat search may play")
            .appliesOnlyTo(EngineFamily.DEPTH_FIRST)
            .binds((SearchConfig<ConnectState> c, Integer n) -> change(game, c, s -> new TssSolver.Settings(s.vct(),
                s.defence(), n, s.turns(), s.timeShare(), s.near()))),
        Option.number("tss-time", d.timeShare(), 0, 1, "share of the search time the threat search may take before "
            + "its budget shrinks to an eighth (1: never)")
            .appliesOnlyTo(EngineFamily.DEPTH_FIRST)
            .binds((SearchConfig<ConnectState> c, Double t) -> change(game, c, s -> new TssSolver.Settings(s.vct(),
                s.defence(), s.nodes(), s.turns(), t, s.near()))),
        Option.integer("tss-near", d.near(), 0, 64, "plies from the root within which VCT and the defence run "
            + "(deeper: a VCF on an eighth of the budget)")
            .appliesOnlyTo(EngineFamily.DEPTH_FIRST)
            .binds((SearchConfig<ConnectState> c, Integer n) -> change(game, c, s -> new TssSolver.Settings(s.vct(),
                s.defence(), s.nodes(), s.turns(), s.timeShare(), n)))));
  }

  private static TssSolver hook(ConnectGame game, ExactSolver<ConnectState> current) {
    return current instanceof TssSolver t ? t : new TssSolver(game);
  }

  private static SearchConfig<ConnectState> change(ConnectGame game, SearchConfig<ConnectState> c,
      UnaryOperator<TssSolver.Settings> f) {
    TssSolver t = hook(game, c.solver());
    return c.withSolver(t.with(f.apply(t.settings())));
  }

  /**
   * Engine options {@code tss=on|off}, {@code tss-vct}, {@code tss-defence}, {@code tss-nodes}, {@code tss-time}
   * (depth-first engines): see {@link TssSolver}.
   */
  @Override
  public OptionSet options() {
    return options;
  }
}
