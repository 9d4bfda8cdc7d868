package org.gametree.xiangqi;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;
import org.gametree.xiangqi.protocol.XiangqiEnginePlayers;
import org.gametree.xiangqi.protocol.XiangqiProtocols;

/** Xiangqi's plug-ins: the game, its UCCI and UCI servers, and its UCCI and UCI clients. */
public final class XiangqiModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(
        new XiangqiProvider(),
        new XiangqiProtocols.Ucci(),
        new XiangqiProtocols.Uci(),
        new XiangqiEnginePlayers.Ucci(),
        new XiangqiEnginePlayers.Uci());
  }
}
