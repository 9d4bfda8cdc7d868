package org.gametree.othello.learn;

import org.gametree.core.Game;
import org.gametree.core.learn.TrainingRecipe;
import org.gametree.othello.OthelloGame;

/** What every Othello recipe shares: a name, a one-line description, and that it trains for Othello only. */
abstract class OthelloRecipe implements TrainingRecipe {
  private final String name;
  private final String description;

  OthelloRecipe(String name, String description) {
    this.name = name;
    this.description = description;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String description() {
    return description;
  }

  @Override
  public final boolean supports(Game<?> game) {
    return game instanceof OthelloGame;
  }
}
