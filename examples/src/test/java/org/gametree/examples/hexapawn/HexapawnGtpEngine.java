package org.gametree.examples.hexapawn;

import java.util.List;
import java.util.Locale;
import org.gametree.core.MoveFormatException;
import org.gametree.core.engine.SearchEngine;
import org.gametree.core.protocol.GtpEngine;
import org.gametree.core.protocol.ProtocolOutput;

/**
 * Hexapawn over GTP v2. Core's {@link GtpEngine} does the framing (ids, {@code =}/{@code ?} replies, comments) and
 * the administrative commands; this class adds the game's: {@code boardsize 3}, {@code clear_board}, {@code komi}
 * (ignored), {@code play <colour> <move>}, {@code genmove <colour>} and {@code showboard}. Colours are {@code w} and
 * {@code b}; unlike Go, White moves first. Moves are written {@code a1a2}; {@code genmove} answers {@code resign} when
 * the game is over, since the side to move has then lost.
 */
public final class HexapawnGtpEngine extends GtpEngine {
  private final SearchEngine<HexapawnState> engine;
  private HexapawnState state;

  /** A session from the start, searching with {@code engine} (its limits are the spec's: depth, time, ...). */
  public HexapawnGtpEngine(HexapawnGame game, SearchEngine<HexapawnState> engine, ProtocolOutput out) {
    super(out, "gametree-hexapawn", "0.1");
    this.engine = engine;
    this.state = game.newInitialState();
    register("boardsize", args -> {
      requireArgs(args, 1);
      if (!args.get(0).equals("3")) {
        throw new GtpError("unacceptable size");
      }
      return "";
    });
    register("clear_board", args -> {
      state = game.newInitialState();
      engine.searcher().newGame();
      return "";
    });
    register("komi", args -> "");
    register("play", this::play);
    register("genmove", this::genmove);
    register("showboard", args -> "\n" + game.render(state).stripTrailing());
  }

  private String play(List<String> args) {
    requireArgs(args, 2);
    int colour = colour(args.get(0));
    int move;
    try {
      move = state.parseMove(args.get(1));
    } catch (MoveFormatException e) {
      throw new GtpError("syntax error");
    }
    // Checked before playing, so a refused move leaves the position exactly as it was.
    if (colour != state.currentPlayer() || !state.isLegal(move)) {
      throw new GtpError("illegal move");
    }
    state.play(move);
    return "";
  }

  private String genmove(List<String> args) {
    requireArgs(args, 1);
    int colour = colour(args.get(0));
    if (state.isTerminal()) {
      return "resign";
    }
    if (colour != state.currentPlayer()) {
      throw new GtpError("not " + args.get(0) + "'s turn");
    }
    int move = engine.searcher().search(state, engine.limits()).bestMove();
    state.play(move);
    return state.moveToString(move);
  }

  private static int colour(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "w", "white" -> HexapawnState.WHITE;
      case "b", "black" -> HexapawnState.BLACK;
      default -> throw new GtpError("syntax error");
    };
  }

  /** The position (for tests). */
  HexapawnState state() {
    return state;
  }

  @Override
  public void close() {
    engine.close();
  }
}
