package org.gametree.connect6.search;

import java.util.List;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.core.option.EngineFamily;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchOptions;

/** The connect games' engine options ({@link SearchOptions}): {@code tss}. */
public final class ConnectSearchOptions implements SearchOptions<ConnectState> {
  private final OptionSet options;

  /** The options of {@code game}'s engines. */
  public ConnectSearchOptions(ConnectGame game) {
    this.options = new OptionSet("connect options", List.of(Option.onOff(
        "tss", false, "threat-space search proves wins at the nodes it can (on for Connect6 engines)")
        .appliesOnlyTo(EngineFamily.DEPTH_FIRST)
        .binds((SearchConfig<ConnectState> c, Boolean on) -> c.withSolver(on ? new TssSolver(game) : null))));
  }

  /**
   * Engine option {@code tss=on|off} (depth-first engines): hand positions where a small threat-space search proves a
   * win to the search as an exact solver ({@link TssSolver}).
   */
  @Override
  public OptionSet options() {
    return options;
  }
}
