package org.gametree.othello.protocol;

import java.util.Locale;
import org.gametree.core.MoveFormatException;
import org.gametree.core.protocol.GtpEngine;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchResult;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloGame;
import org.gametree.othello.OthelloState;

/**
 * Othello over GTP as Edax speaks it: {@code boardsize 8} only, {@code clear_board}, {@code komi} (ignored),
 * {@code play <color> <vertex>}, {@code genmove <color>}, {@code undo}, {@code showboard}, {@code final_score}; vertices
 * are squares {@code D3} (row 1 at the top, as Othello writes it) and {@code PASS}.
 */
public final class GtpSession extends GtpEngine {
  private final OthelloEngine engine;
  private final OthelloGame game = new OthelloGame();
  private OthelloState state = OthelloState.initial();

  /** A session over an engine. */
  public GtpSession(OthelloEngine engine, ProtocolOutput out) {
    super(out, "gametree", "0.1.0");
    this.engine = engine;
    register("boardsize", args -> {
      requireArgs(args, 1);
      if (!args.get(0).equals("8")) {
        throw new GtpError("unacceptable size");
      }
      state = OthelloState.initial();
      return "";
    });
    register("clear_board", args -> {
      state = OthelloState.initial();
      engine.newGame();
      return "";
    });
    register("komi", args -> "");
    register("play", args -> {
      requireArgs(args, 2);
      int colour = colour(args.get(0));
      int move;
      try {
        move = Notation.parseMove(args.get(1));
      } catch (MoveFormatException e) {
        throw new GtpError("invalid coordinate");
      }
      if (state.currentPlayer() != colour) {
        if (move != OthelloState.PASS && state.isLegal(OthelloState.PASS)) {
          state.play(OthelloState.PASS);
        } else {
          throw new GtpError("illegal move");
        }
      }
      if (!state.isLegal(move)) {
        throw new GtpError("illegal move");
      }
      state.play(move);
      return "";
    });
    register("genmove", args -> {
      requireArgs(args, 1);
      int colour = colour(args.get(0));
      if (state.currentPlayer() != colour) {
        if (state.isLegal(OthelloState.PASS)) {
          state.play(OthelloState.PASS);
        } else if (!state.isTerminal()) {
          throw new GtpError("not " + args.get(0) + "'s turn");
        }
      }
      if (state.isTerminal()) {
        return "PASS";
      }
      SearchResult r = engine.search(state, engine.limits());
      int move = r.bestMove() < 0 ? OthelloState.PASS : r.bestMove();
      state.play(move);
      return vertex(move);
    });
    register("undo", args -> {
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
    engine.close();
  }
}
