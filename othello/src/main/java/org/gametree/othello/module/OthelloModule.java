package org.gametree.othello.module;

import java.util.List;
import org.gametree.core.GameModule;
import org.gametree.core.Plugin;
import org.gametree.othello.learn.EndgameAgreementRecipe;
import org.gametree.othello.learn.EvaluatorRecipe;
import org.gametree.othello.learn.FiguresRecipe;
import org.gametree.othello.learn.GamesRecipe;
import org.gametree.othello.learn.MatchRecipe;
import org.gametree.othello.learn.OpeningsRecipe;
import org.gametree.othello.learn.PatternRecipe;
import org.gametree.othello.learn.ProbCutRecipe;
import org.gametree.othello.protocol.GtpClient;
import org.gametree.othello.protocol.GtpServer;
import org.gametree.othello.protocol.NBoardClient;
import org.gametree.othello.protocol.NBoardServer;

/**
 * Othello's plug-ins: the game, its NBoard and GTP servers, its GTP and NBoard clients, and its training and experiment
 * recipes.
 */
public final class OthelloModule implements GameModule {
  @Override
  public List<Plugin> plugins() {
    return List.of(
        new OthelloProvider(),
        new NBoardServer(),
        new GtpServer(),
        new GtpClient(),
        new NBoardClient(),
        new ProbCutRecipe(),
        new GamesRecipe(),
        GamesRecipe.patternData(),
        new PatternRecipe(),
        new EvaluatorRecipe.Bayes(),
        new EvaluatorRecipe.Linear(),
        new EvaluatorRecipe.Margin(),
        new EvaluatorRecipe.Signature(),
        new EvaluatorRecipe.Samuel(),
        new OpeningsRecipe(),
        new MatchRecipe(),
        new FiguresRecipe(),
        new EndgameAgreementRecipe());
  }
}
