package org.gametree.core;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The rules, notation and evaluators of one game (with its parameters fixed).
 *
 * <p>Optional capabilities (an exact solver, game-specific engine options, MCTS knowledge, a record format) are small
 * interfaces of the packages that use them; search, matches and the command line ask for them in one way,
 * {@link #capability(Class)}.
 */
public interface Game<S extends GameState> {
  /** The engine spec of a game that declares none of its own ({@link #defaultEngineSpec()}). */
  String DEFAULT_ENGINE_SPEC = "negascout:time=1000";

  /** The game's id as {@link Games#byId} accepts it, including parameters that differ from the defaults. */
  String id();

  /** The starting position. */
  S newInitialState();

  /** Parses a position in the game's format; {@link PositionFormatException} with line and column if malformed. */
  S parsePosition(String text);

  /** The position in the game's format; {@code parsePosition(formatPosition(s))} equals {@code s}. */
  String formatPosition(S state);

  /** A board a person can read in a terminal. */
  String render(S state);

  /** Moves are dense ints in {@code [0, moveSpace())}. */
  int moveSpace();

  /** A safe size for {@link GameState#legalMoves} buffers. */
  int maxLegalMoves();

  /** The evaluator used when none is named. */
  Evaluator<S> defaultEvaluator();

  /** The names {@link #evaluator(String)} accepts; {@code "default"} is always one of them. */
  default Set<String> evaluatorNames() {
    return Set.of("default");
  }

  /** An evaluator by name; {@link IllegalArgumentException} naming the choices if unknown. */
  default Evaluator<S> evaluator(String name) {
    if (name.equals("default")) {
      return defaultEvaluator();
    }
    throw new IllegalArgumentException(
        "unknown evaluator '" + name + "' for " + id() + "; choose from " + evaluatorNames());
  }

  /**
   * The engine spec every front end (the command line's {@code search}, {@code play}, {@code serve}, {@code match},
   * {@code selfplay}, the protocol servers, the browser board) plays this game with when none is given: the game's
   * recommended engine. {@link #DEFAULT_ENGINE_SPEC} unless the game declares its own.
   */
  default String defaultEngineSpec() {
    return DEFAULT_ENGINE_SPEC;
  }

  /** The pass move, or -1 if the game has none. */
  default int passMove() {
    return -1;
  }

  /** Whether decisive search scores should prefer larger final margins ({@link Score#winByMargin}). */
  default boolean scoresMargin() {
    return false;
  }

  /**
   * Counts the move sequences of length {@code depth} from {@code state} under this game's perft convention. The
   * default counts leaves at exactly that depth (a finished game before it counts nothing), with or without passes.
   */
  default long perft(S state, int depth, boolean countPasses) {
    return Perft.count(state, depth, countPasses ? -1 : passMove(), maxLegalMoves(), false);
  }

  /** Positions (in {@link #formatPosition} format) that {@code gametree bench} searches; the start by default. */
  default List<String> benchPositions() {
    return List.of(formatPosition(newInitialState()));
  }

  /** The fixed depth {@code gametree bench} searches to. */
  default int benchDepth() {
    return 6;
  }

  /**
   * The capability of kind {@code type} this game offers, if any: {@code Solvable} (an exact solver),
   * {@code SearchOptions} (engine options of its own, such as Othello's {@code probcut}), {@code MctsKnowledge}
   * (playout and prior policies), {@code GameRecordFormat} (a record file format), {@code BoardView} (a grid to draw).
   * The default finds the ones the game class implements; a game may override it to hand out a separate object,
   * usually by holding the {@link Capabilities} its module wired and returning {@code capabilities.find(type, this)}.
   */
  default <T> Optional<T> capability(Class<T> type) {
    return type.isInstance(this) ? Optional.of(type.cast(this)) : Optional.empty();
  }
}
