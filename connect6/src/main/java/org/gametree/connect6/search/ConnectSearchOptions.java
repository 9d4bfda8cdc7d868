package org.gametree.connect6.search;

import java.util.List;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;

/** The connect games' engine options ({@link org.gametree.core.search.SearchOptions}): {@code tss}. */
public final class ConnectSearchOptions implements org.gametree.core.search.SearchOptions<ConnectState> {
  private final ConnectGame game;

  /** The options of {@code game}'s engines. */
  public ConnectSearchOptions(ConnectGame game) {
    this.game = game;
  }

  /**
   * Engine option {@code tss=on|off}: hand positions where a small threat-space search proves a win to the search
   * as an exact solver ({@link TssSolver}).
   */
  @Override
  public org.gametree.core.option.OptionSet options() {
    return OPTIONS;
  }

  private static final org.gametree.core.option.OptionSet OPTIONS = new org.gametree.core.option.OptionSet(
      "connect options", List.of(org.gametree.core.option.Option.onOff(
          "tss", false, "threat-space search proves wins at the nodes it can (on for Connect6 engines)")));

  @Override
  public boolean configureSearch(org.gametree.core.search.Search.Builder<ConnectState> builder, String key,
      String value) {
    if (!key.equals("tss")) {
      return false;
    }
    switch (value) {
      case "on":
        builder.solver(new TssSolver(game));
        return true;
      case "off":
        builder.solver(null);
        return true;
      default:
        throw new IllegalArgumentException("tss must be on or off, got '" + value + "'");
    }
  }
}
