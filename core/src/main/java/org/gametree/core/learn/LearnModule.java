package org.gametree.core.learn;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;

/**
 * Core's training recipes for every game with the capability they need: {@code texel} ({@link TexelRecipe}) for a
 * game offering a {@link LinearEvaluation}.
 */
public final class LearnModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(new TexelRecipe());
  }
}
