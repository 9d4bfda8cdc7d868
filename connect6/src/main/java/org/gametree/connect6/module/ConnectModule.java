package org.gametree.connect6.module;

import java.util.List;
import org.gametree.connect6.learn.ComparisonRecipe;
import org.gametree.connect6.learn.PointRecipe;
import org.gametree.connect6.learn.TdRecipe;
import org.gametree.connect6.protocol.Connect6Client;
import org.gametree.connect6.protocol.Connect6Server;
import org.gametree.connect6.protocol.GomocupClient;
import org.gametree.connect6.protocol.GomocupServer;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;

/**
 * The connect(m,n,k,p,q) family's plug-ins (Connect6, Gomoku, tic-tac-toe): the game, its Gomocup and Connect6
 * servers and clients, and its TD and comparison training recipes.
 */
public final class ConnectModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(
        new ConnectProvider(),
        new GomocupServer(),
        new Connect6Server(),
        new GomocupClient(),
        new Connect6Client(),
        new TdRecipe(),
        new ComparisonRecipe(),
        new PointRecipe());
  }
}
