package org.gametree.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.match.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code gametree perft}: counts move sequences with the game's own perft convention. */
@Command(name = "perft", mixinStandardHelpOptions = true,
    description = "Count the move sequences of a given length (the standard check of move generation).")
final class PerftCommand implements Callable<Integer> {
  @Mixin
  GameArgs args;

  @Option(names = "--depth", required = true, paramLabel = "N", description = "Length of the sequences in plies.")
  int depth;

  @Option(names = "--divide", description = "Also print the count below each legal move.")
  boolean divide;

  @Option(names = "--no-pass", description = "Do not count passes as moves (games with a pass move).")
  boolean noPass;

  @Option(names = "--json", description = "Print one JSON object {game, depth, nodes, millis, cpuMillis} on the last line: wall-clock "
      + "and this thread's CPU milliseconds.")
  boolean json;

  @Override
  public Integer call() {
    return run(args.game());
  }

  private <S extends GameState> int run(Game<S> game) {
    if (depth < 0) {
      throw new UserError("--depth must be >= 0, got " + depth);
    }
    S state = args.state(game);
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    boolean cpu = bean.isCurrentThreadCpuTimeSupported();
    long cpuStart = cpu ? bean.getCurrentThreadCpuTime() : 0;
    long start = System.nanoTime();
    long nodes;
    if (divide && depth > 0) {
      nodes = 0;
      int[] moves = new int[game.maxLegalMoves()];
      int n = state.isTerminal() ? 0 : state.legalMoves(moves);
      for (int i = 0; i < n; i++) {
        if (noPass && moves[i] == game.passMove()) {
          continue;
        }
        String text = state.moveToString(moves[i]);
        state.play(moves[i]);
        long count = game.perft(state, depth - 1, !noPass);
        state.undo();
        nodes += count;
        if (!json) {
          System.out.println(text + ": " + count);
        }
      }
    } else {
      nodes = game.perft(state, depth, !noPass);
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    // perft runs on this thread only, so its CPU time is the count's cost without the machine's other load
    long cpuMillis = cpu ? (bean.getCurrentThreadCpuTime() - cpuStart) / 1_000_000 : -1;
    if (json) {
      System.out.println(Json.toJson(Json.object().put("game", game.id()).put("depth", depth)
          .put("nodes", nodes).put("millis", millis).put("cpuMillis", cpuMillis)));
    } else {
      long nps = millis == 0 ? 0 : nodes * 1000 / millis;
      System.out.printf("perft(%d) = %d  (%d ms, %d ms CPU, %,d nodes/s)%n", depth, nodes, millis, cpuMillis, nps);
    }
    return 0;
  }
}
