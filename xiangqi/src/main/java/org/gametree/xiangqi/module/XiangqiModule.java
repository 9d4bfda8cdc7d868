package org.gametree.xiangqi.module;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;
import org.gametree.xiangqi.learn.FitRecipe;
import org.gametree.xiangqi.learn.TdLeafRecipe;
import org.gametree.xiangqi.learn.XiangqiLinearEvaluation;
import org.gametree.xiangqi.protocol.UcciClient;
import org.gametree.xiangqi.protocol.UcciServer;
import org.gametree.xiangqi.protocol.UciClient;
import org.gametree.xiangqi.protocol.UciServer;

/**
 * Xiangqi's plug-ins: the game, its UCCI and UCI servers ({@code UcciServer}, {@code UciServer}) and its UCCI and
 * UCI clients ({@code UcciClient}; {@code UciClient}, core's UCI player with Xiangqi's setup), and the training
 * recipes {@code tdleaf} and {@code fit}, and the evaluation's weights over its features for core's {@code texel}
 * recipe ({@code XiangqiLinearEvaluation}).
 */
public final class XiangqiModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(
        new XiangqiProvider(),
        new UcciServer(),
        new UciServer(),
        new UcciClient(),
        new UciClient(),
        new TdLeafRecipe(),
        new FitRecipe(),
        XiangqiLinearEvaluation.INSTANCE);
  }
}
