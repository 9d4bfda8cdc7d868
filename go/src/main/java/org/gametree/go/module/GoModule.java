package org.gametree.go.module;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;
import org.gametree.go.learn.MovesRecipe;
import org.gametree.go.learn.ValueRecipe;
import org.gametree.go.protocol.GtpClient;
import org.gametree.go.protocol.GtpServer;

/** Go's plug-ins: the game, its GTP server, its GTP client and the move-model training recipe. */
public final class GoModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(new GoProvider(), new GtpServer(), new GtpClient(), new MovesRecipe(), new ValueRecipe());
  }
}
