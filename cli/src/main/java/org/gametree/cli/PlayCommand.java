package org.gametree.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.GameException;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.search.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code gametree play}: a person against the engine in the terminal. */
@Command(name = "play", mixinStandardHelpOptions = true,
    description = "Play against the engine in the terminal. Type moves in the game's notation, or: undo, hint, "
        + "board, help, quit.")
final class PlayCommand implements Callable<Integer> {
  @Mixin
  GameArgs args;

  @Mixin
  EngineArgs engine;

  @Option(names = "--human", paramLabel = "SIDE", defaultValue = "first",
      description = "Which side you play: first, second, both or none (default ${DEFAULT-VALUE}); the prompt names "
          + "the side to move as the board does.")
  String human;

  @Override
  public Integer call() throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    return run(args.game(), in, System.out);
  }

  private <S extends GameState> int run(Game<S> game, BufferedReader in, PrintStream out) throws IOException {
    boolean[] humanPlays = sides(human);
    S state = args.state(game);
    try (SearchEngine<S> e = engine.build(game)) {
      out.println(game.render(state));
      while (!state.isTerminal()) {
        int mover = state.currentPlayer();
        if (!humanPlays[mover]) {
          SearchResult r = e.searcher().search(state, e.limits());
          out.printf("engine plays %s  %s  depth %d  %d nodes%n", state.moveToString(r.bestMove()),
              scoreText(game, mover, r), r.depth(), r.nodes());
          state.play(r.bestMove());
          out.println(game.render(state));
          continue;
        }
        out.printf("%s to move> ", Sides.name(game, mover));
        out.flush();
        String line = in.readLine();
        if (line == null) {
          out.println();
          return 0;
        }
        String text = line.strip();
        switch (text.toLowerCase(Locale.ROOT)) {
          case "":
            continue;
          case "quit":
          case "exit":
            return 0;
          case "help":
          case "?":
            out.println("moves in the game's notation, e.g. " + exampleMove(game, state)
                + "; undo = take back your last move; hint = ask the engine; board = redraw; quit");
            continue;
          case "board":
            out.println(game.render(state));
            continue;
          case "hint":
            SearchResult hint = e.searcher().search(state, e.limits());
            out.printf("hint: %s  %s%n", state.moveToString(hint.bestMove()), scoreText(game, mover, hint));
            continue;
          case "undo":
            undoToHumanTurn(state, humanPlays, out);
            out.println(game.render(state));
            continue;
          default:
            try {
              state.play(state.parseMove(text));
            } catch (GameException ex) {
              out.println(ex.getMessage() + " — try again (help lists the commands)");
              continue;
            }
            out.println(game.render(state));
        }
      }
      Outcome o = state.outcome();
      out.println(o.isDraw() ? "game over: draw"
          : "game over: " + Sides.name(game, o.winner()) + " wins" + (o.margin() > 0 ? " by " + o.margin() : ""));
    }
    return 0;
  }

  /** The result's value from the mover's view, naming the mover as the game names its sides. */
  static String scoreText(Game<?> game, int mover, SearchResult r) {
    return r.value().describe(Sides.name(game, mover)) + (r.resigned() ? "; the engine would resign" : "");
  }

  /**
   * Takes back moves until one of the person's own moves was taken back: after an undo the mover is the player who had
   * made the undone move, so stopping at a person's turn means their last move is gone and it is theirs to replay.
   */
  private static void undoToHumanTurn(GameState state, boolean[] humanPlays, PrintStream out) {
    try {
      do {
        state.undo();
      } while (!humanPlays[state.currentPlayer()]);
    } catch (IllegalStateException e) {
      out.println("nothing more to undo");
    }
  }

  private static String exampleMove(Game<?> game, GameState state) {
    int[] moves = new int[game.maxLegalMoves()];
    int n = state.legalMoves(moves);
    return n == 0 ? "(none)" : state.moveToString(moves[0]);
  }

  private static boolean[] sides(String text) {
    switch (text.toLowerCase(Locale.ROOT)) {
      case "first":
        return new boolean[] {true, false};
      case "second":
        return new boolean[] {false, true};
      case "both":
        return new boolean[] {true, true};
      case "none":
        return new boolean[] {false, false};
      default:
        throw new UserError("--human must be first, second, both or none, got '" + text + "'");
    }
  }
}
