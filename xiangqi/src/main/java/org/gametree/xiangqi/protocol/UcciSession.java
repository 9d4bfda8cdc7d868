package org.gametree.xiangqi.protocol;

import java.util.Map;
import org.gametree.core.Score;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.protocol.ProtocolOutput;
import org.gametree.core.search.SearchInfo;
import org.gametree.xiangqi.XiangqiGame;

/**
 * The UCCI 3.0 server: one session of {@code gametree serve xiangqi --protocol ucci}, for ElephantEye-style GUIs.
 * {@code ucci} → {@code id}, {@code option}, {@code ucciok}; {@code setoption <name> [<value>]} ({@code usemillisec}
 * switches {@code go time} from seconds to milliseconds); {@code banmoves}; scores with a horse as about 100;
 * {@code nobestmove} when no move is allowed; {@code quit} → {@code bye}. A malformed line gets
 * {@code info message error ...} naming what was wrong, and the session goes on.
 */
public final class UcciSession extends EngineSession {
  /** A session searching with the engine {@code spec} names (for instance {@code negascout:time=1000}). */
  public UcciSession(XiangqiGame game, EngineSpec spec, ProtocolOutput out) {
    super(game, spec, out);
  }

  @Override
  String handshakeCommand() {
    return "ucci";
  }

  @Override
  void handshake() {
    out.println("id name gametree-xiangqi");
    out.println("id author gametree");
    out.println("option usemillisec type check default false");
    out.println("option newgame type button");
    declareEngineOptions();
    out.println("ucciok");
  }

  /** UCCI's names: {@code hashsize} (MB) and {@code threads}. */
  @Override
  Map<String, String> engineOptions() {
    return ordered("hashsize", "threads");
  }

  @Override
  String declare(String name, long current, long min, long max) {
    return "option " + name + " type spin min " + min + " max " + max + " default " + current;
  }

  @Override
  String errorPrefix() {
    return "info message error ";
  }

  /** {@code setoption <name> [<value>]}. */
  @Override
  String[] option(String[] tok) {
    if (tok.length < 2) {
      throw new IllegalArgumentException("setoption needs a name");
    }
    return new String[] {tok[1], tok.length > 2 ? tok[2] : ""};
  }

  /** UCCI's {@code go time} counts seconds unless the GUI turned {@code usemillisec} on. */
  @Override
  long timeUnit() {
    return millis() ? 1 : 1000;
  }

  @Override
  String noMove() {
    return "nobestmove";
  }

  @Override
  String info(SearchInfo info) {
    int score = info.score();
    // UCCI scores count a horse as 100; ours count a soldier as 100 and a horse as about 500
    int s = Score.isDecisive(score) ? (score > 0 ? 10000 - Score.pliesToEnd(score)
        : -10000 + Score.pliesToEnd(score)) : score / 5;
    return "info depth " + info.depth() + " score " + s + " time " + info.elapsed().toMillis() + " nodes "
        + info.nodes() + pv(info);
  }

  @Override
  String goodbye() {
    return "bye";
  }
}
