package org.gametree.cli;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;

/** A test-only module: it registers {@link EchoRecipe} and {@link FigureRecipe} the way any game module registers its plug-ins. */
public final class EchoModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(new EchoRecipe(), new FigureRecipe());
  }
}
