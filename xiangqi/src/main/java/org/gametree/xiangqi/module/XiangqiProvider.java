package org.gametree.xiangqi.module;

import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.UnknownGameException;
import org.gametree.xiangqi.XiangqiGame;

/** Registers {@link XiangqiGame} as {@code xiangqi} (alias {@code chinese-chess}), option {@code chase=none|asian}. */
public final class XiangqiProvider implements GameProvider {
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
    spec.requireOnly(Set.of("chase"));
    String chase = spec.stringParam("chase", "none");
    switch (chase) {
      case "none":
        return new XiangqiGame(false);
      case "asian":
        return new XiangqiGame(true);
      default:
        throw new UnknownGameException(spec.toString(),
            "parameter chase must be 'none' or 'asian', got '" + chase + "'");
    }
  }
}
