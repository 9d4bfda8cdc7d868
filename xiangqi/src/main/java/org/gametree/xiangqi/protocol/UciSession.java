package org.gametree.xiangqi.protocol;

import java.util.Arrays;
import java.util.Map;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchInfo;
import org.gametree.xiangqi.XiangqiGame;

/**
 * The UCI server for Xiangqi, as Pikafish speaks it: one session of {@code gametree serve xiangqi --protocol uci},
 * for GUIs such as VinXiangQi, Sharp Xiangqi or cutechess. {@code uci} → {@code id}, {@code uciok};
 * {@code setoption name <N> [value <V>]}; {@code go wtime/btime/winc/binc/movestogo/movetime/depth/nodes/infinite};
 * scores in centipawns or {@code mate N} (moves); {@code bestmove (none)} when no move is allowed. Moves are ICCS-style
 * with ranks 0–9 (Pikafish) unless the option {@code Ranks} (or the serve engine spec's {@code ranks=1-10}) asks for
 * 1–10 (Fairy-Stockfish). A malformed line
 * gets {@code info string error ...} naming what was wrong, and the session goes on.
 */
public final class UciSession extends EngineSession {
  /** A session searching with the engine {@code spec} names (for instance {@code negascout:time=1000}). */
  public UciSession(XiangqiGame game, EngineSpec spec, ProtocolOutput out) {
    this(game, spec, out, false);
  }

  /**
   * As above, writing and reading moves with ranks 1–10 (Fairy-Stockfish's convention) when {@code ranksFromOne};
   * the GUI can change it with {@code setoption name Ranks value 0-9|1-10}.
   */
  public UciSession(XiangqiGame game, EngineSpec spec, ProtocolOutput out, boolean ranksFromOne) {
    super(game, spec, out);
    setRanksFromOne(ranksFromOne);
  }

  @Override
  String handshakeCommand() {
    return "uci";
  }

  @Override
  void handshake() {
    out.println("id name gametree-xiangqi");
    out.println("id author gametree");
    declareEngineOptions();
    out.println("option name Ranks type combo default " + (ranksFromOne() ? "1-10" : "0-9") + " var 0-9 var 1-10");
    out.println("uciok");
  }

  /** UCI's names, {@code Hash} (MB) and {@code Threads}, matched without case as the protocol asks. */
  @Override
  Map<String, String> engineOptions() {
    return ordered("hash", "threads");
  }

  @Override
  String declare(String name, long current, long min, long max) {
    String shown = name.equals("hash") ? "Hash" : "Threads";
    return "option name " + shown + " type spin default " + current + " min " + min + " max " + max;
  }

  @Override
  boolean rankOption() {
    return true;
  }

  @Override
  String errorPrefix() {
    return "info string error ";
  }

  /** {@code setoption name <N> [value <V>]}, where name and value may have spaces. */
  @Override
  String[] option(String[] tok) {
    int v = indexOf(tok, "value");
    if (tok.length < 3 || !tok[1].equals("name")) {
      throw new IllegalArgumentException("setoption needs 'name <N> [value <V>]'");
    }
    String name = String.join(" ", Arrays.copyOfRange(tok, 2, v < 0 ? tok.length : v));
    String value = v < 0 ? "" : String.join(" ", Arrays.copyOfRange(tok, v + 1, tok.length));
    return new String[] {name, value};
  }

  @Override
  long timeUnit() {
    return 1;
  }

  @Override
  String noMove() {
    return "bestmove (none)";
  }

  @Override
  String info(SearchInfo info) {
    StringBuilder sb = new StringBuilder("info depth ").append(info.depth());
    int score = info.score();
    if (Score.isDecisive(score)) {
      int plies = Score.pliesToEnd(score);
      sb.append(" score mate ").append(score > 0 ? (plies + 1) / 2 : -(plies / 2));
    } else {
      sb.append(" score cp ").append(score);
    }
    sb.append(" nodes ").append(info.nodes()).append(" nps ").append(info.nodesPerSecond())
        .append(" time ").append(info.elapsed().toMillis());
    return sb.append(pv(info)).toString();
  }

  @Override
  String goodbye() {
    return null;
  }
}
