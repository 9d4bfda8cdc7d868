package org.gametree.xiangqi.module;

import java.util.List;
import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.option.Option;
import org.gametree.core.option.OptionSet;
import org.gametree.xiangqi.XiangqiGame;

/** Registers {@link XiangqiGame} as {@code xiangqi} (alias {@code chinese-chess}), option {@code chase=none|asian}. */
public final class XiangqiProvider implements GameProvider {
  private static final Option<String> CHASE = Option.choice("chase", "none", List.of("none", "asian"),
      "asian: perpetual chase loses too; none: only perpetual check loses");
  private static final OptionSet PARAMS = new OptionSet("xiangqi parameters", List.of(CHASE));

  /** chase. */
  @Override
  public OptionSet parameters() {
    return PARAMS;
  }

  @Override
  public Set<String> names() {
    return Set.of("xiangqi", "chinese-chess");
  }

  @Override
  public String description() {
    return "Xiangqi (Chinese chess): perpetual check loses, threefold repetition draws, 60-move rule;"
        + " chase=asian: perpetual chase loses too";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    return new XiangqiGame(spec.parameters(PARAMS).get(CHASE).equals("asian"));
  }
}
