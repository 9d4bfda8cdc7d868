package org.gametree.core.learn;

import java.io.Reader;
import java.util.Optional;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Plugin;
import org.gametree.core.Registry;

/**
 * A game capability: its evaluator is a linear model over a {@link FeatureExtractor}, so the weights can be fitted
 * ({@code gametree train GAME texel}, {@link TexelFit}) and put back. A game offers it from {@link
 * Game#capability(Class)} or, where its module wires it without touching the game class, from a registered {@link
 * Provider}; {@link #of(Game)} asks both.
 *
 * <p>The features are read from {@link #features()} every time, so an extractor that gains features is fitted over all
 * of them.
 *
 * @param <S> the game's state
 */
public interface LinearEvaluation<S extends GameState> {
  /** The features the evaluator's weights multiply (from the side to move's point of view). */
  FeatureExtractor<S> features();

  /** The weights of the game's default evaluator (score scale 1: the evaluator's own units), where a fit starts. */
  LinearModel startWeights();

  /** The evaluator computing {@code model}, for searches (the quiescence that resolves positions, matches). */
  Evaluator<S> evaluator(LinearModel model);

  /** The game name parameter files carry for these features (so the game's own reader loads the fitted weights). */
  String modelGame();

  /** Reads a parameter file over {@link #features()} (checks the game name and feature names). */
  default LinearModel read(Reader in) {
    return ModelIO.read(in, LinearModel.class, modelGame(), features().names());
  }

  /** A parameter file of {@code model} over {@link #features()}, the command that made it on a first comment line. */
  default String toText(String command, LinearModel model) {
    return "# " + command + "\n" + ModelIO.toText(model, modelGame(), features().names());
  }

  /**
   * A module's plug-in handing out the capability for games whose class does not carry it (a game module lists it
   * among its plug-ins).
   */
  interface Provider extends Plugin {
    /** The capability for {@code game}, or empty if this provider does not serve it. */
    <S extends GameState> Optional<LinearEvaluation<S>> of(Game<S> game);
  }

  /** The game's capability if it has one, else the first registered {@link Provider}'s for it. */
  @SuppressWarnings("unchecked")
  static <S extends GameState> Optional<LinearEvaluation<S>> of(Game<S> game) {
    Optional<LinearEvaluation<S>> own = game.capability(LinearEvaluation.class).map(c -> (LinearEvaluation<S>) c);
    if (own.isPresent()) {
      return own;
    }
    for (Provider p : Registry.plugins(Provider.class)) {
      Optional<LinearEvaluation<S>> found = p.of(game);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }
}
