package org.gametree.xiangqi;

import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;

/** Registers {@link XiangqiGame} as {@code xiangqi} (alias {@code chinese-chess}). */
public final class XiangqiProvider implements GameProvider {
  @Override
  public Set<String> names() {
    return Set.of("xiangqi", "chinese-chess");
  }

  @Override
  public String description() {
    return "Xiangqi (Chinese chess), Asian rules: perpetual check loses, threefold repetition draws, 60-move rule";
  }

  @Override
  public Game<?> create(GameSpec spec) {
    spec.requireOnly(Set.of());
    return new XiangqiGame();
  }
}
