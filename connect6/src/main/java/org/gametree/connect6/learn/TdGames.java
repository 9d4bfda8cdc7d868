package org.gametree.connect6.learn;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.gametree.connect6.ConnectGame;
import org.gametree.connect6.ConnectState;
import org.gametree.connect6.PriorEvaluator;
import org.gametree.connect6.Threats;
import org.gametree.connect6.search.ThreatSpaceSearch;
import org.gametree.core.Evaluator;
import org.gametree.core.learn.FeatureExtractor;
import org.gametree.core.learn.TdLambda;

/**
 * The games of Xu et al.'s experiment: balanced openings, self-play training games with TD(λ) and TSS-based
 * truncation, and evaluation games between two evaluators at equal (shallow) search.
 *
 * <p>Both kinds of game use the same rules of play: at the start of every turn the side to move runs a threat-space
 * search (TSS, {@code tssTurns} attacker turns, {@code tssNodes} stones); a proven win ends the game as a win for that
 * side (Xu et al. 2010 §4.3: "if one side finds it can win, it tells the opponent and the game stops"). If instead the
 * opponent has more threats than the mover has stones (no defence; the cheap case of Anti-TSS) the game ends as a
 * loss for the mover. Otherwise each stone is chosen by a {@link Mover}: the core search ({@link SearchPlayer}, what
 * {@code eval=td} plays with) or the one-stone greedy {@link StonePlayer}.
 */
final class TdGames {
  /** Chooses stones for one side. */
  interface Mover {
    /** The stone to play ({@code s} is left as given). */
    int best(ConnectState s);

    /** A weighted random stone among the {@code k} best (Xu et al. 2010, figure 5), with temperature {@code t}. */
    int topK(ConnectState s, int k, double t, SplittableRandom random);

    /** Forgets what earlier games taught it (search tables), e.g. because the weights changed. */
    default void newGame() {}
  }

  /** How a game ended. */
  enum End { TSS, ANTI_TSS, LINE, DRAW }

  /** A finished game: winner (−1 draw), stones played from the start position, how it ended, TD steps learnt. */
  record Played(int winner, int stones, End end, int learnt) {}

  private final ConnectGame game;
  private final ThreatSpaceSearch tss;
  private final Threats threats;
  private final int tssTurns;
  private final long tssNodes;
  private final int radius;

  TdGames(ConnectGame game, int tssTurns, long tssNodes, int radius) {
    this.game = game;
    this.tss = new ThreatSpaceSearch(game);
    this.threats = new Threats(game);
    this.tssTurns = tssTurns;
    this.tssNodes = tssNodes;
    this.radius = radius;
  }

  /**
   * Balanced Connect6 openings after Xu et al. §4.1: Black's first stone on the centre and White's two stones within
   * Chebyshev distance 2 of it. The pairs are grouped into classes under the 8 symmetries of the board; the
   * {@code classes} classes whose prior S(p) (Black to move) is closest to 0 are kept, ties by the smaller cells, and
   * every distinct symmetric image of each is returned (class by class), as position texts.
   */
  List<ConnectState> openings(int classes) {
    return openings(0, classes);
  }

  /** The openings of classes {@code from} … {@code from + classes − 1} in the order of {@link #openings(int)}. */
  List<ConnectState> openings(int from, int classes) {
    if (game.width() != game.height() || game.q() != 1 || game.p() != 2) {
      throw new IllegalArgumentException("balanced openings need a square board with p = 2, q = 1: " + game.id());
    }
    int size = game.width();
    int c = size / 2;
    int centre = game.cell(c, c);
    List<Integer> near = new ArrayList<>();
    for (int y = c - 2; y <= c + 2; y++) {
      for (int x = c - 2; x <= c + 2; x++) {
        if (x != c || y != c) {
          near.add(game.cell(x, y));
        }
      }
    }
    PriorEvaluator prior = new PriorEvaluator(game);
    java.util.Set<Long> seen = new java.util.HashSet<>();
    List<long[]> reps = new ArrayList<>();
    for (int i = 0; i < near.size(); i++) {
      for (int j = i + 1; j < near.size(); j++) {
        int a = near.get(i);
        int b = near.get(j);
        long canon = Long.MAX_VALUE;
        for (int t = 0; t < 8; t++) {
          canon = Math.min(canon, pairKey(transform(a, t, size), transform(b, t, size)));
        }
        if (!seen.add(canon)) {
          continue;
        }
        ConnectState s = game.newInitialState();
        s.play(centre);
        s.play((int) (canon >> 20));
        s.play((int) (canon & 0xFFFFF));
        int v = Math.abs(prior.evaluate(s));
        reps.add(new long[] {v, canon});
      }
    }
    reps.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
    List<ConnectState> out = new ArrayList<>();
    for (int r = from; r < Math.min(from + classes, reps.size()); r++) {
      long canon = reps.get(r)[1];
      int a = (int) (canon >> 20);
      int b = (int) (canon & 0xFFFFF);
      java.util.Set<Long> images = new java.util.TreeSet<>();
      for (int t = 0; t < 8; t++) {
        int ta = transform(a, t, size);
        int tb = transform(b, t, size);
        images.add(pairKey(ta, tb));
      }
      for (long key : images) {
        ConnectState s = game.newInitialState();
        s.play(centre);
        s.play((int) (key >> 20));
        s.play((int) (key & 0xFFFFF));
        out.add(s);
      }
    }
    return out;
  }

  private static long pairKey(int a, int b) {
    return a < b ? ((long) a << 20) | b : ((long) b << 20) | a;
  }

  /** Cell {@code cell} of a size×size board under symmetry {@code t} (0..7). */
  static int transform(int cell, int t, int size) {
    int x = cell % size;
    int y = cell / size;
    int m = size - 1;
    int nx;
    int ny;
    switch (t) {
      case 0: nx = x; ny = y; break;
      case 1: nx = m - x; ny = y; break;
      case 2: nx = x; ny = m - y; break;
      case 3: nx = m - x; ny = m - y; break;
      case 4: nx = y; ny = x; break;
      case 5: nx = m - y; ny = x; break;
      case 6: nx = y; ny = m - x; break;
      default: nx = m - y; ny = m - x; break;
    }
    return ny * size + nx;
  }

  private boolean turnStart(ConnectState s) {
    return s.stoneCount() == 0 || s.stonesLeft() == game.p();
  }

  /**
   * Plays one game from {@code start} (copied), player i choosing with {@code players[i]}; the first
   * {@code randomStones} stones by weighted top-K; {@code td} (or null) learns the game through {@code learner}'s
   * inputs, mover's view, with outcome ±1 (0 for a draw) from player 0's side.
   */
  Played play(ConnectState start, Mover[] players, int randomStones, int topK, double temperature,
      SplittableRandom random, TdLambda td, FeatureExtractor<ConnectState> inputs, double[] x) {
    ConnectState s = start.copy();
    int first = s.stoneCount();
    int winner = -1;
    End end = End.DRAW;
    int learnt = 0;
    if (td != null) {
      td.startGame();
    }
    players[0].newGame();
    if (players[1] != players[0]) {
      players[1].newGame();
    }
    while (true) {
      if (s.isTerminal()) {
        winner = s.winner();
        end = winner < 0 ? End.DRAW : End.LINE;
        break;
      }
      int mover = s.currentPlayer();
      boolean decided = false;
      if (turnStart(s)) {
        if (tss.search(s, tssTurns, tssNodes, null).win()) {
          winner = mover;
          end = End.TSS;
          decided = true;
        } else if (threats.count(s, mover ^ 1) > s.stonesLeft()) {
          winner = mover ^ 1;
          end = End.ANTI_TSS;
          decided = true;
        }
      }
      if (td != null) {
        inputs.extract(s, x);
        td.observe(x, mover);
        learnt++;
      }
      if (decided) {
        break;
      }
      Mover p = players[mover];
      int stone = s.stoneCount() - first < randomStones ? p.topK(s, topK, temperature, random) : p.best(s);
      s.play(stone);
    }
    if (td != null) {
      td.endGame(winner < 0 ? 0 : winner == 0 ? 1 : -1);
    }
    return new Played(winner, s.stoneCount() - first, end, learnt);
  }

  /** A greedy one-stone player for this game's rules using {@code evaluator}. */
  StonePlayer player(Evaluator<ConnectState> evaluator) {
    return new StonePlayer(game, evaluator, radius);
  }

  /** A player using the core search to {@code depth} with {@code evaluator}, as {@code negascout:depth=D} does. */
  SearchPlayer searchPlayer(Evaluator<ConnectState> evaluator, int depth) {
    return new SearchPlayer(game, evaluator, depth);
  }
}
