package org.gametree.othello.learn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.gametree.core.Evaluator;
import org.gametree.core.search.Search;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.Searcher;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;
import org.gametree.othello.search.EndgameSolver;

/**
 * BILL's training games (Lee &amp; Mahajan 1986, section 3.3.1): the first plies random, the middle played by a fixed-depth search,
 * the last plies solved exactly, so that the winner of every game is known.
 *
 * <p>The games file holds one game per line, {@code INDEX MARGIN ENGINE_PLY SOLVER_PLY MOVES}: the game's index in
 * its run (which fixes its random opening), the final disc difference for Black (empties to the winner), the first
 * ply played by the engine, the first ply played by the solver, and the moves as two characters each ({@code f5},
 * {@code PA} for a pass). Lines starting with {@code #} are comments. Positions and features are recomputed by
 * replaying the moves, which {@link #read} checks (legality and the recorded result).
 */
public final class TrainingGames {
  private TrainingGames() {}

  /** One game: its index, Black's final margin, where the engine and the solver took over, the moves. */
  public record Game(int index, int blackMargin, int engineFrom, int solverFrom, int[] moves) {
    /** The positions before each move, in order (a fresh state per position). */
    public List<OthelloState> positions() {
      List<OthelloState> out = new ArrayList<>(moves.length);
      OthelloState s = OthelloState.initial();
      for (int m : moves) {
        out.add(new OthelloState(s.black(), s.white(), s.currentPlayer()));
        s.play(m);
      }
      return out;
    }

    /** +1 if the player to move in {@code s} won, −1 if it lost, 0 for a draw. */
    public int resultFor(OthelloState s) {
      int sign = Integer.signum(blackMargin);
      return s.currentPlayer() == OthelloState.BLACK ? sign : -sign;
    }

    /** The line written to a games file (without the newline). */
    public String toLine() {
      StringBuilder b = new StringBuilder();
      b.append(index).append(' ').append(blackMargin).append(' ').append(engineFrom).append(' ').append(solverFrom)
          .append(' ');
      for (int m : moves) {
        b.append(m == OthelloState.PASS ? "PA" : Notation.moveToString(m));
      }
      return b.toString();
    }
  }

  /**
   * Plays game {@code index} of a run: {@code randomPlies} uniformly random moves (from a generator seeded by
   * {@code seed} and {@code index}), then {@code searcher} at fixed {@code depth} until at most {@code solveEmpties}
   * squares are empty, then the solver's best move at every ply to the end.
   */
  public static Game play(long seed, int index, int randomPlies, int depth, int solveEmpties,
      Searcher<OthelloState> searcher, EndgameSolver solver) {
    Random rnd = new Random(seed * 1_000_003L + index);
    OthelloState s = OthelloState.initial();
    int[] buf = new int[64];
    int engineFrom = -1;
    int solverFrom = -1;
    searcher.newGame();
    solver.clear();
    while (!s.isTerminal()) {
      int ply = s.plyCount();
      int move;
      if (ply < randomPlies) {
        int n = s.legalMoves(buf);
        move = buf[rnd.nextInt(n)];
      } else if (s.empties() > solveEmpties) {
        if (engineFrom < 0) {
          engineFrom = ply;
        }
        move = searcher.search(s, SearchLimits.depth(depth), SearchListener.NONE).bestMove();
      } else {
        if (solverFrom < 0) {
          solverFrom = ply;
        }
        if (s.moveMask() == 0) {
          move = OthelloState.PASS;
        } else {
          move = solver.solve(s.player(), s.opponent()).bestMove();
        }
      }
      s.play(move);
    }
    int margin = s.outcome().isDraw() ? 0
        : s.outcome().winner() == OthelloState.BLACK ? s.outcome().margin() : -s.outcome().margin();
    int n = s.plyCount();
    return new Game(index, margin, engineFrom < 0 ? n : engineFrom, solverFrom < 0 ? n : solverFrom,
        s.history());
  }

  /** Reads a games file; a missing file is empty; a partial last line (a run killed while writing) is skipped. */
  public static List<Game> read(Path file) {
    List<Game> out = new ArrayList<>();
    if (!Files.exists(file)) {
      return out;
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      try {
        out.add(parse(line));
      } catch (RuntimeException e) {
        if (i == lines.size() - 1) {
          continue; // a game cut short by a kill: it is played again
        }
        throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage() + ": '"
            + (line.length() > 60 ? line.substring(0, 60) + "…" : line) + "'", e);
      }
    }
    return out;
  }

  /** Parses one line, replaying and checking its moves and result. */
  public static Game parse(String line) {
    String[] f = line.strip().split(" ");
    if (f.length != 5) {
      throw new IllegalArgumentException("expected INDEX MARGIN ENGINE_PLY SOLVER_PLY MOVES, got " + f.length
          + " fields");
    }
    int index = Integer.parseInt(f[0]);
    int margin = Integer.parseInt(f[1]);
    int engineFrom = Integer.parseInt(f[2]);
    int solverFrom = Integer.parseInt(f[3]);
    String ms = f[4];
    if (ms.length() % 2 != 0) {
      throw new IllegalArgumentException("moves are two characters each");
    }
    int[] moves = new int[ms.length() / 2];
    OthelloState s = OthelloState.initial();
    for (int k = 0; k < moves.length; k++) {
      String t = ms.substring(2 * k, 2 * k + 2);
      moves[k] = t.equals("PA") ? OthelloState.PASS : Notation.parseMove(t);
      s.play(moves[k]);
    }
    if (!s.isTerminal()) {
      throw new IllegalArgumentException("the game does not reach its end");
    }
    int real = s.outcome().isDraw() ? 0
        : s.outcome().winner() == OthelloState.BLACK ? s.outcome().margin() : -s.outcome().margin();
    if (real != margin) {
      throw new IllegalArgumentException("recorded margin " + margin + " but the moves give " + real);
    }
    return new Game(index, margin, engineFrom, solverFrom, moves);
  }

  /** The indices already present, as a sorted array. */
  static int[] indices(List<Game> games) {
    return games.stream().mapToInt(Game::index).sorted().toArray();
  }

  static boolean contains(int[] sorted, int index) {
    return Arrays.binarySearch(sorted, index) >= 0;
  }

  /**
   * A midgame searcher for training games: the core NegaScout with Othello's move ordering and a 4 MB table, exact
   * at its depth (no ProbCut or other selectivity) and without exact solving of its own. Close it when done.
   */
  public static Searcher<OthelloState> searcher(Evaluator<OthelloState> evaluator) {
    return Search.builder(new OthelloGame()).evaluator(evaluator).hashMegabytes(4).selective(false).build();
  }
}
