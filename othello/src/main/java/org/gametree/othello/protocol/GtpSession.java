package org.gametree.othello.protocol;

import java.util.Locale;
import org.gametree.core.MoveFormatException;
import org.gametree.core.protocol.GtpClock;
import org.gametree.core.protocol.GtpEngine;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchResult;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;

/**
 * Othello over GTP as Edax speaks it: {@code boardsize 8} only, {@code clear_board}, {@code komi} (checked, ignored),
 * {@code play <color> <vertex>}, {@code genmove <color>}, {@code time_settings}, {@code time_left} (as Go's, main
 * time shared over half the empty squares), {@code undo}, {@code showboard}, {@code final_score}; vertices
 * are squares {@code D3} (row 1 at the top, as Othello writes it) and {@code PASS}. A refused command changes nothing
 * (the framing restores the position).
 */
public final class GtpSession extends GtpEngine {
  private final OthelloEngine engine;
  private final OthelloGame game = new OthelloGame();
  private OthelloState state = OthelloState.initial();
  private GtpClock clock = GtpClock.none();

  /** A session over an engine. */
  public GtpSession(OthelloEngine engine, ProtocolOutput out) {
    super(out, "gametree", "0.1.0");
    this.engine = engine;
    register("boardsize", args -> {
      requireArgs(args, 1);
      integer(args.get(0), Integer.MIN_VALUE, Integer.MAX_VALUE);
      if (!args.get(0).equals("8")) {
        throw new GtpError("unacceptable size");
      }
      state = OthelloState.initial();
      return "";
    });
    register("clear_board", args -> {
      requireArgs(args, 0);
      state = OthelloState.initial();
      engine.newGame();
      return "";
    });
    register("komi", args -> {
      requireArgs(args, 1);
      number(args.get(0), -64, 64); // checked, then ignored: Othello has no komi
      return "";
    });
    register("play", args -> {
      requireArgs(args, 2);
      int colour = colour(args.get(0));
      int move;
      try {
        move = Notation.parseMove(args.get(1));
      } catch (MoveFormatException e) {
        throw new GtpError("invalid coordinate '" + quote(args.get(1)) + "'");
      }
      state = played(state, colour, move);
      return "";
    });
    register("genmove", args -> {
      requireArgs(args, 1);
      int colour = colour(args.get(0));
      OthelloState s = state.copy();
      if (s.isTerminal()) {
        return "PASS";
      }
      if (s.currentPlayer() != colour) {
        if (!s.isLegal(OthelloState.PASS)) {
          throw new GtpError("not " + args.get(0) + "'s turn");
        }
        s.play(OthelloState.PASS); // the controller left out the opponent's forced pass
      }
      int move;
      if (s.isLegal(OthelloState.PASS)) {
        move = OthelloState.PASS;
      } else {
        SearchResult r = engine.search(s, interruptible(clock.limits(colour, s.empties(), engine.limits())));
        move = r.bestMove();
        if (move < 0 || !s.isLegal(move)) {
          throw new GtpError("the search found no move");
        }
      }
      s.play(move);
      state = s;
      return vertex(move);
    });
    register("time_settings", args -> {
      clock = clock.settings(args);
      return "";
    });
    register("time_left", args -> {
      requireArgs(args, 3);
      clock = clock.left(colour(args.get(0)), args.subList(1, 3));
      return "";
    });
    register("undo", args -> {
      requireArgs(args, 0);
      if (state.history().length == 0) {
        throw new GtpError("cannot undo");
      }
      state.undo();
      return "";
    });
    register("showboard", args -> "\n" + game.render(state).stripTrailing());
    register("final_score", args -> {
      int b = Long.bitCount(state.black());
      int w = Long.bitCount(state.white());
      int diff = b - w;
      int empties = 64 - b - w;
      if (diff == 0) {
        return "0";
      }
      return (diff > 0 ? "B+" : "W+") + (Math.abs(diff) + (state.isTerminal() ? empties : 0));
    });
  }

  /**
   * The position after {@code colour} plays {@code move}, computed on a copy so that a refused move changes nothing.
   * Passes as real engines send them are accepted: the forced pass of the side to move, a pass when the game is over
   * (GRhino and Edax answer {@code pass} to {@code genmove} on a full board; it is recorded, so {@code undo} takes it
   * back), and a move by the other colour when the side to move must pass (the controller left the pass out).
   */
  static OthelloState played(OthelloState position, int colour, int move) {
    OthelloState s = position.copy();
    if (move == OthelloState.PASS && s.isTerminal()) {
      s.playUnchecked(OthelloState.PASS);
      return s;
    }
    if (s.currentPlayer() != colour) {
      if (move == OthelloState.PASS || !s.isLegal(OthelloState.PASS)) {
        throw new GtpError("illegal move");
      }
      s.play(OthelloState.PASS);
    }
    if (!s.isLegal(move)) {
      throw new GtpError("illegal move");
    }
    s.play(move);
    return s;
  }

  private record Snapshot(OthelloState state, GtpClock clock) {}

  @Override
  protected Object saveState() {
    return new Snapshot(state.copy(), clock);
  }

  @Override
  protected void restoreState(Object saved) {
    state = ((Snapshot) saved).state();
    clock = ((Snapshot) saved).clock();
  }

  private static int colour(String text) {
    switch (text.toLowerCase(Locale.ROOT)) {
      case "b":
      case "black":
        return OthelloState.BLACK;
      case "w":
      case "white":
        return OthelloState.WHITE;
      default:
        throw new GtpError("syntax error");
    }
  }

  private static String vertex(int move) {
    return move == OthelloState.PASS ? "PASS" : Notation.moveToString(move).toUpperCase(Locale.ROOT);
  }

  /** The current position (for tests). */
  OthelloState state() {
    return state;
  }

  @Override
  public void close() {
    super.close();
    engine.close();
  }
}
