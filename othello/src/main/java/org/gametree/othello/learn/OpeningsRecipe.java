package org.gametree.othello.learn;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.learn.RecipeOptions;
import org.gametree.core.option.Option;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.Searcher;
import org.gametree.othello.BillEvaluator;
import org.gametree.othello.Notation;
import org.gametree.othello.OthelloState;

/**
 * {@code gametree train othello openings}: near-balanced openings for the experiments (Lee &amp; Mahajan 1986 played BILL
 * 3.0 against BILL 2.0 from 100 such openings of 20 discs). Random lines of {@code plies} moves are searched to
 * {@code depth} with the hand-set BILL evaluator (neither contender) and the {@code count} closest to 0 are written
 * as {@code moves: ...} lines, the format of {@code gametree match --openings}.
 */
public final class OpeningsRecipe extends OthelloRecipe {
  /** The recipe {@code openings}, with its options. */
  public OpeningsRecipe() {
    super("openings",
        "near-balanced random openings (the closest to 0 by a BILL search) for gametree match --openings");
  }

  @Override
  public List<Option<?>> options() {
    return List.of(
        Option.integer("count", 100, 1, Integer.MAX_VALUE, "openings written"),
        Option.integer("plies", 16, 1, Integer.MAX_VALUE, "random plies of each opening (16 plies = 20 discs)"),
        Option.integer("candidates", 4, 1, Integer.MAX_VALUE, "random lines searched per opening kept"),
        Option.integer("depth", 8, 1, Integer.MAX_VALUE, "search depth that judges the balance"),
        Option.longInteger("seed", 1L, Long.MIN_VALUE, Long.MAX_VALUE, "random seed"),
        Option.text("out", "othello-openings.txt", "the openings file"));
  }

  @Override
  public String run(Game<?> game, Map<String, String> options, PrintStream log) throws IOException {
    int count = RecipeOptions.positiveInt(options, "count");
    int plies = RecipeOptions.positiveInt(options, "plies");
    int candidates = RecipeOptions.positiveInt(options, "candidates");
    int depth = RecipeOptions.positiveInt(options, "depth");
    long seed = RecipeOptions.longValue(options, "seed");
    Path out = Path.of(options.get("out"));
    Random rnd = new Random(seed);
    record Line(String moves, int score) {}
    List<Line> lines = new ArrayList<>();
    Set<OthelloState> seen = new HashSet<>();
    int[] buf = new int[64];
    int attempts = 0;
    try (Searcher<OthelloState> searcher = TrainingGames.searcher(new BillEvaluator())) {
      while (lines.size() < count * candidates) {
        if (++attempts > 100 * count * candidates) {
          throw new IllegalArgumentException("could not find " + count * candidates + " distinct live openings of "
              + plies + " plies");
        }
        OthelloState s = OthelloState.initial();
        StringBuilder moves = new StringBuilder();
        while (s.plyCount() < plies && !s.isTerminal()) {
          int n = s.legalMoves(buf);
          int m = buf[rnd.nextInt(n)];
          moves.append(moves.length() == 0 ? "" : " ").append(Notation.moveToString(m));
          s.play(m);
        }
        OthelloState key = new OthelloState(s.black(), s.white(), s.currentPlayer());
        if (s.isTerminal() || !seen.add(key)) {
          continue;
        }
        searcher.newGame();
        int score = searcher.search(s, SearchLimits.depth(depth), SearchListener.NONE).score();
        lines.add(new Line(moves.toString(), score));
      }
    }
    lines.sort(Comparator.comparingInt((Line l) -> Math.abs(l.score())));
    List<Line> kept = lines.subList(0, count);
    int worst = Math.abs(kept.get(count - 1).score());
    try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      w.write("# gametree train othello openings --count=" + count + " --plies=" + plies + " --candidates=" + candidates
          + " --depth=" + depth + " --seed=" + seed + "\n");
      w.write("# the " + count + " of " + lines.size() + " random lines closest to 0 (|BILL score at depth " + depth
          + "| <= " + worst + ")\n");
      for (Line l : kept) {
        w.write("moves: " + l.moves() + "\n");
      }
    }
    return String.format(Locale.ROOT, "openings: wrote %d openings to %s (|score| <= %d of %d candidates)", count,
        out, worst, lines.size());
  }
}
