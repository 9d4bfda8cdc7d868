package org.gametree.examples.connectfour;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;

/** The example's one plug-in: Connect Four itself. */
public final class ConnectFourModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(new ConnectFourProvider());
  }
}
