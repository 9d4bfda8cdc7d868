package org.gametree.core.match;

import java.util.SplittableRandom;
import org.gametree.core.GameState;

/** Plays a uniformly random legal move from a seeded generator (spec {@code random} or {@code random:seed=N}). */
public final class RandomPlayer<S extends GameState> implements Player<S> {
  private final SplittableRandom random;
  private final int[] buffer;
  private final String name;

  /**
   * A player of uniformly random legal moves in positions of at most {@code maxLegalMoves} moves, reproducible from
   * {@code seed}.
   */
  public RandomPlayer(int maxLegalMoves, long seed, String name) {
    this.random = new SplittableRandom(seed);
    this.buffer = new int[maxLegalMoves];
    this.name = name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public int chooseMove(MoveRequest<S> request) {
    int n = request.state().legalMoves(buffer);
    if (n == 0) {
      throw new PlayerException("no legal move to choose from");
    }
    return buffer[random.nextInt(n)];
  }
}
