package org.gametree.connect6;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.gametree.core.Evaluator;
import org.gametree.core.Score;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.learn.NeuralNetwork;

/**
 * The per-point network ({@link PointNetwork}) as a player and as an evaluator of the normal engine
 * ({@code eval=point}).
 *
 * <p>{@link #bestPoint} is the network's own move: the empty point with the highest score for the side to move (lowest
 * cell on ties). As an {@link Evaluator} it values a position by its last stone: the score of that point for the
 * stone's owner, from the side to move's view (negated when the turn has passed). A one-ply search
 * ({@code negascout:depth=1,eval=point}) therefore plays exactly {@link #bestPoint}, except that the search takes a
 * winning stone itself. Deeper, the value is path-dependent (the same position reached by another last stone scores
 * differently), so the evaluator is meant for depth 1. A position without a last stone played on this object (a parsed
 * position, the root) scores 0. Single-threaded; {@link #forThread()} gives a copy.
 */
public final class PointEvaluator implements Evaluator<ConnectState> {
  /** The resource holding the shipped gomoku weights (trained by {@code gametree train gomoku point}). */
  public static final String RESOURCE = "/org/gametree/connect6/point-gomoku.params";
  /** The game id written in point-network files. */
  public static final String WEIGHTS_GAME = "gomoku";

  private final ConnectGame game;
  private final PointNetwork net;
  private final int[] neighbours;
  private final double[] x = new double[PointNetwork.DIMENSION];
  private final int[] moves;

  /** The evaluator of {@code net} (used live) on {@code game}'s board. */
  public PointEvaluator(ConnectGame game, PointNetwork net) {
    this(game, net, PointNetwork.neighbours(game));
  }

  private PointEvaluator(ConnectGame game, PointNetwork net, int[] neighbours) {
    this.game = game;
    this.net = net;
    this.neighbours = neighbours;
    this.moves = new int[game.maxLegalMoves()];
  }

  /** The network (live). */
  public PointNetwork network() {
    return net;
  }

  /** The score of {@code point} for {@code player}, as the network's raw value. */
  public double score(ConnectState s, int point, int player) {
    PointNetwork.encode(s, neighbours, point, player, x);
    return net.value(x);
  }

  /** The input vector of {@code point} for {@code player} into {@code out}. */
  public void inputs(ConnectState s, int point, int player, double[] out) {
    PointNetwork.encode(s, neighbours, point, player, out);
  }

  /** The network's move: the best-scored empty point for the side to move (lowest cell on ties). */
  public int bestPoint(ConnectState s) {
    int n = s.legalMoves(moves);
    int mover = s.currentPlayer();
    int best = -1;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double v = score(s, moves[i], mover);
      if (v > bestValue || v == bestValue && moves[i] < best) {
        bestValue = v;
        best = moves[i];
      }
    }
    return best;
  }

  @Override
  public int evaluate(ConnectState s) {
    int last = s.lastMove();
    if (last < 0 || s.isTerminal()) {
      return 0;
    }
    int owner = s.at(last) - 1;
    double v = score(s, last, owner) * PointNetwork.SCALE;
    if (s.currentPlayer() != owner) {
      v = -v;
    }
    long r = Math.round(v);
    return (int) Math.max(-Score.MAX_EVAL / 4, Math.min(Score.MAX_EVAL / 4, r));
  }

  @Override
  public PointEvaluator forThread() {
    return new PointEvaluator(game, net.copy(), neighbours);
  }

  /** The network's parameter file text. */
  public static String write(PointNetwork net) {
    return ModelIO.toText(net.network(), WEIGHTS_GAME, PointNetwork.inputNames());
  }

  /** Reads a point network written by {@link #write}; {@code ModelFormatException} or IAE if malformed. */
  public static PointNetwork read(Reader in) {
    return new PointNetwork(ModelIO.read(in, NeuralNetwork.class, WEIGHTS_GAME, PointNetwork.inputNames()));
  }

  /** The evaluator with the shipped weights ({@code eval=point}). */
  public static PointEvaluator shipped(ConnectGame game) {
    try (InputStream in = PointEvaluator.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("resource " + RESOURCE + " is missing from the connect6 jar");
      }
      return new PointEvaluator(game, read(new InputStreamReader(in, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
