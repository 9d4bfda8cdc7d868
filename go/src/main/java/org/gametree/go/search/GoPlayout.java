package org.gametree.go.search;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.gametree.core.mcts.RolloutPolicy;
import org.gametree.go.GoBoard;
import org.gametree.go.GoGame;
import org.gametree.go.GoPlayoutBoard;
import org.gametree.go.GoState;
import org.gametree.go.GoTactics;

/**
 * Go rollouts on a per-thread {@link GoPlayoutBoard} (no history, simple ko only, no suicide), allocation-free.
 * Five strengths:
 *
 * <ul>
 *   <li>{@code light}: a uniformly random legal point from the sparse empty-point set that does not fill an own
 *       eye-like point, else pass;
 *   <li>{@code heavy}: before the random move, capture a chain next to the opponent's last move that is in atari, or
 *       save an own chain there that the last move put in atari (by extending on its liberty when that gives it
 *       more room);
 *   <li>{@code patterns} (the default): as heavy, then a random one of the last move's eight neighbours that has a
 *       {@link GoPatterns} shape and is not a self-atari; the random move avoids self-ataris of two or more stones.
 *   <li>{@code replies}: as patterns, but first the last good reply to the opponent's last move (Baier and Drake's
 *       LGRF-1, "The power of forgetting", 2010): after each rollout the winner's every answer (a move to the move
 *       just before it) is stored as that colour's reply to that point, and a loser's answer that is the stored
 *       reply is forgotten. A stored reply is played when it is legal, not an own eye and not a self-atari. The
 *       tables are per thread and outlive the search, as the tree does.
 *   <li>{@code tactics}: as patterns, with {@link GoPlayoutTactics} between the capture/escape answers and the
 *       shapes: two-liberty defence and attack at the last move, the vital point of a three-point eye space next to
 *       it, then after the shapes fill-board on boards of 13 and more, and a random move that allows small
 *       eye-killing self-ataris.
 * </ul>
 */
public final class GoPlayout implements RolloutPolicy<GoState> {
  /** Random moves only. */
  public static final int LIGHT = 0;
  /** Tactical answers to the last two moves first. */
  public static final int HEAVY = 1;
  /** Tactical answers, then 3×3 shapes, and no big self-ataris. */
  public static final int PATTERNS = 2;
  /** The last good reply first, then as {@link #PATTERNS}. */
  public static final int REPLIES = 3;
  /** As {@link #PATTERNS}, with two-liberty tactics, nakade and fill-board ({@link GoPlayoutTactics}). */
  public static final int TACTICS = 4;

  private final int level;
  private final int[] ring;
  private final ThreadLocal<GoPlayoutBoard> scratch;
  private final ThreadLocal<Replies> replies;

  /** Rollouts of strength {@code level} ({@link #LIGHT} … {@link #TACTICS}) for {@code game}. */
  public GoPlayout(GoGame game, int level) {
    if (level < LIGHT || level > TACTICS) {
      throw new IllegalArgumentException("no playout level " + level);
    }
    this.level = level;
    this.ring = GoPatterns.ringOffsets(game.size() + 2);
    this.scratch = ThreadLocal.withInitial(() -> new GoPlayoutBoard(game));
    int points = (game.size() + 2) * (game.size() + 2);
    int maxPlies = 3 * game.size() * game.size() + 20;
    this.replies = ThreadLocal.withInitial(() -> new Replies(points, maxPlies));
  }

  /** This thread's reply tables ({@link #REPLIES}). */
  Replies replies() {
    return replies.get();
  }

  /** One thread's reply tables and the points of the rollout being played (-1 a pass). */
  static final class Replies {
    /** {@code reply[colour][point]}: the colour's last good reply to a stone on the point, or -1. */
    final int[][] reply;
    final int[] played;

    Replies(int points, int maxPlies) {
      reply = new int[3][points];
      Arrays.fill(reply[GoBoard.BLACK], -1);
      Arrays.fill(reply[GoBoard.WHITE], -1);
      played = new int[maxPlies + 1];
    }

    /** The stored reply of colour {@code c} to {@code last}, if it is playable, no own eye and no self-atari. */
    int answer(GoTactics t, int last, int c) {
      int p = reply[c][last];
      GoBoard b = t.board();
      return p > 0 && b.color(p) == GoBoard.EMPTY && b.isPlayable(p, c) && !t.isEyeLike(p, c)
          && t.selfAtariStones(p, c) == 0 ? p : -1;
    }

    /**
     * Learns from a finished rollout: {@code played[0]} is the move before it, by the colour other than {@code first},
     * then {@code count − 1} rollout moves alternating from {@code first}; {@code winner} is a colour or 0 (jigo).
     */
    void learn(int count, int first, int winner) {
      if (winner == 0) {
        return;
      }
      for (int i = 1; i < count; i++) {
        int before = played[i - 1];
        int answer = played[i];
        if (before < 0 || answer < 0) {
          continue;
        }
        int mover = (i & 1) == 1 ? first : 3 - first;
        if (mover == winner) {
          reply[mover][before] = answer;
        } else if (reply[mover][before] == answer) {
          reply[mover][before] = -1;
        }
      }
    }
  }

  @Override
  public double rollout(GoState state, SplittableRandom random, MoveRecorder recorder) {
    GoPlayoutBoard s = scratch.get();
    s.load(state);
    GoBoard b = s.board();
    GoTactics t = s.tactics();
    int n = b.size();
    int pass = n * n;
    int maxPlies = 3 * n * n + 20;
    int lastMove = state.lastMove();
    int last = lastMove < 0 || lastMove == pass ? -1 : b.point(lastMove);
    int beforeLast = state.moveBeforeLast();
    int prev = beforeLast < 0 || beforeLast == pass ? -1 : b.point(beforeLast);
    boolean filter = level >= PATTERNS;
    Replies r = level == REPLIES ? replies.get() : null;
    boolean tactics = level == TACTICS;
    int first = s.player() + 1;
    int count = 0;
    if (r != null) {
      r.played[count++] = last;
    }
    for (int ply = 0; ply < maxPlies && s.passes() < 2; ply++) {
      int c = s.player() + 1;
      int p = r != null && last > 0 ? r.answer(t, last, c) : -1;
      if (p < 0 && level >= HEAVY && last > 0) {
        p = tactical(t, last, prev, c, random);
        if (p < 0 && tactics) {
          p = GoPlayoutTactics.twoLiberty(t, last, c, random);
          if (p < 0) {
            p = GoPlayoutTactics.nakade(t, last, c);
          }
        }
        if (p < 0 && level >= PATTERNS) {
          p = patternMove(t, last, c, ring, random);
        }
      }
      if (p < 0 && tactics) {
        p = GoPlayoutTactics.fillBoard(b, ring, random);
        if (p < 0) {
          p = s.randomPoint(c, random, true, GoPlayoutTactics.NAKADE_STONES);
        }
      }
      if (p < 0 && !tactics) {
        p = s.randomPoint(c, random, filter);
      }
      recorder.record(s.player(), p < 0 ? pass : b.moveOf(p));
      s.play(p);
      if (r != null) {
        r.played[count++] = p;
      }
      prev = last;
      last = p;
    }
    double diff = b.areaDifference() - state.game().komi();
    if (r != null) {
      r.learn(count, first, diff > 0 ? GoBoard.BLACK : diff < 0 ? GoBoard.WHITE : 0);
    }
    return diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
  }

  /** A uniformly random one of the last move's neighbours that has a shape and is safe to play there, or -1. */
  private static int patternMove(GoTactics t, int last, int c, int[] ring, SplittableRandom random) {
    GoBoard b = t.board();
    int chosen = -1;
    int found = 0;
    for (int i = 0; i < 8; i++) {
      int p = last + ring[i];
      if (b.color(p) == GoBoard.EMPTY && GoPatterns.matches(b, p, ring) && !t.isEyeLike(p, c)
          && b.isPlayable(p, c) && t.selfAtariStones(p, c) == 0 && random.nextInt(++found) == 0) {
        chosen = p;
      }
    }
    return chosen;
  }

  /**
   * A random one of the tactical answers to the last two moves, or -1: capture the opponent's last chain when it is
   * in atari; save an own chain that the last move put in atari, by capturing a neighbouring chain that is itself in
   * atari or by extending on its liberty when that gives two liberties; capture an opponent chain next to our own
   * previous move that was left in atari (the opponent played elsewhere). MoGo's first rule, with Pachi's
   * capture-to-save and the answer to a tenuki added.
   */
  private static int tactical(GoTactics t, int last, int prev, int c, SplittableRandom random) {
    GoBoard b = t.board();
    int opp = 3 - c;
    int chosen = -1;
    int found = 0;
    if (b.color(last) == opp && b.chainInAtari(last)) {
      int lib = b.atariLiberty(last);
      if (b.isPlayable(lib, c) && random.nextInt(++found) == 0) {
        chosen = lib;
      }
    }
    for (int i = 0; i < 4; i++) {
      int q = last + b.direction(i);
      if (b.color(q) != c || !b.chainInAtari(q)) {
        continue;
      }
      // Capturing a neighbour in atari saves the chain (the neighbour is often the stone that gave the atari).
      int root = b.chainRoot(q);
      int stone = root;
      do {
        for (int k = 0; k < 4; k++) {
          int r = stone + b.direction(k);
          if (b.color(r) == opp && b.chainInAtari(r)) {
            int lib = b.atariLiberty(r);
            if (b.isPlayable(lib, c) && random.nextInt(++found) == 0) {
              chosen = lib;
            }
          }
        }
        stone = b.nextStone(stone);
      } while (stone != root);
      int lib = b.atariLiberty(q);
      if (b.isPlayable(lib, c) && t.selfAtariStones(lib, c) == 0 && random.nextInt(++found) == 0) {
        chosen = lib;
      }
    }
    if (prev > 0) {
      for (int i = 0; i < 4; i++) {
        int q = prev + b.direction(i);
        if (b.color(q) == opp && b.chainInAtari(q)) {
          int lib = b.atariLiberty(q);
          if (b.isPlayable(lib, c) && random.nextInt(++found) == 0) {
            chosen = lib;
          }
        }
      }
    }
    return chosen;
  }
}
