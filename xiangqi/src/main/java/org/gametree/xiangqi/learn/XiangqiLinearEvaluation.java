package org.gametree.xiangqi.learn;

import java.util.Optional;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.LinearEvaluation;
import org.gametree.core.learn.LinearModel;
import org.gametree.xiangqi.LearnedWeights;
import org.gametree.xiangqi.WeightedEvaluator;
import org.gametree.xiangqi.XiangqiFeatures;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;

/**
 * Xiangqi's evaluation as a {@link LinearEvaluation} (so {@code gametree train xiangqi texel} fits it): the features
 * are {@link XiangqiFeatures}, all of them, however many; the start weights those of the game's default evaluator
 * when it is a {@link WeightedEvaluator} (else the hand-set ones); fitted weights are evaluated by a {@link
 * WeightedEvaluator} and written as parameter files that {@code eval=file:PATH} loads.
 */
public final class XiangqiLinearEvaluation implements LinearEvaluation<XiangqiState>, LinearEvaluation.Provider {
  /** The one instance. */
  public static final XiangqiLinearEvaluation INSTANCE = new XiangqiLinearEvaluation();

  private XiangqiLinearEvaluation() {}

  @Override
  public FeatureExtractor<XiangqiState> features() {
    return XiangqiFeatures.INSTANCE;
  }

  @Override
  public LinearModel startWeights() {
    Evaluator<XiangqiState> e = new XiangqiGame().defaultEvaluator();
    return e instanceof WeightedEvaluator w ? w.model() : XiangqiFeatures.handSet();
  }

  @Override
  public Evaluator<XiangqiState> evaluator(LinearModel model) {
    return new WeightedEvaluator(model);
  }

  @Override
  public String modelGame() {
    return LearnedWeights.GAME;
  }

  /** This capability for a Xiangqi game (any rules), nothing for another. */
  @Override
  @SuppressWarnings("unchecked")
  public <S extends GameState> Optional<LinearEvaluation<S>> of(Game<S> game) {
    return game instanceof XiangqiGame ? Optional.of((LinearEvaluation<S>) (LinearEvaluation<?>) this)
        : Optional.empty();
  }
}
