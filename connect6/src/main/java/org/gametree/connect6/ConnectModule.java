package org.gametree.connect6;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;
import org.gametree.connect6.learn.ComparisonRecipe;
import org.gametree.connect6.learn.TdRecipe;
import org.gametree.connect6.protocol.Connect6PlayerFactory;
import org.gametree.connect6.protocol.Connect6Provider;
import org.gametree.connect6.protocol.GomocupPlayerFactory;
import org.gametree.connect6.protocol.GomocupProvider;

/**
 * The connect(m,n,k,p,q) family's plug-ins (Connect6, Gomoku, tic-tac-toe): the game, its Gomocup and Connect6
 * servers and clients, and its TD and comparison training recipes.
 */
public final class ConnectModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(
        new ConnectProvider(),
        new GomocupProvider(),
        new Connect6Provider(),
        new GomocupPlayerFactory(),
        new Connect6PlayerFactory(),
        new TdRecipe(),
        new ComparisonRecipe());
  }
}
