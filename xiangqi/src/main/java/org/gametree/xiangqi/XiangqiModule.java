package org.gametree.xiangqi;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;
import org.gametree.xiangqi.protocol.UcciClient;
import org.gametree.xiangqi.protocol.UcciServer;
import org.gametree.xiangqi.protocol.UciServer;

/**
 * Xiangqi's plug-ins: the game, its UCCI and UCI servers ({@code UcciSession}, {@code UciSession}) and its UCCI
 * client ({@code UcciPlayer}). {@code uci:} engines are played by core's generic UCI client.
 */
public final class XiangqiModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(
        new XiangqiProvider(),
        new UcciServer(),
        new UciServer(),
        new UcciClient());
  }
}
