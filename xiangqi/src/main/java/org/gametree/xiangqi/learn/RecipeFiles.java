package org.gametree.xiangqi.learn;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.gametree.core.Ascii;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelIO;
import org.gametree.core.match.Match;
import org.gametree.core.match.MatchConfig;
import org.gametree.core.match.MatchProgress;
import org.gametree.core.match.MatchResult;
import org.gametree.xiangqi.LearnedWeights;
import org.gametree.xiangqi.XiangqiFeatures;
import org.gametree.xiangqi.XiangqiGame;
import org.gametree.xiangqi.XiangqiState;

/** What the Xiangqi recipes share: files written atomically, the weights format, openings, the checkpoint match. */
final class RecipeFiles {
  private RecipeFiles() {}

  static void writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** The weights file: the command that wrote it on its first line, then the model over {@link XiangqiFeatures}. */
  static void writeWeights(Path file, String command, LinearModel model) throws IOException {
    writeAtomically(file, "# " + command + "\n"
        + ModelIO.toText(model, LearnedWeights.GAME, XiangqiFeatures.INSTANCE.names()));
  }

  static LinearModel readWeights(Path file) throws IOException {
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return LearnedWeights.read(r);
    }
  }

  /** How many games (or positions) a run has finished, from its {@code state.txt} ("done N"); 0 if absent. */
  static int readDone(Path state) throws IOException {
    if (!Files.exists(state)) {
      return 0;
    }
    String text = Files.readString(state, StandardCharsets.UTF_8).strip();
    if (!text.startsWith("done ")) {
      throw new IOException(state + ": expected 'done N', got '" + text + "'");
    }
    return Integer.parseInt(text.substring(5).strip());
  }

  /**
   * Keeps the lines of a CSV whose first column is at most {@code done} (a run killed between writing a row and
   * its state leaves a row the resumed run writes again), or writes {@code header} if the file is absent.
   */
  static void trimCsv(Path csv, String header, int done) throws IOException {
    if (!Files.exists(csv)) {
      writeAtomically(csv, header + "\n");
      return;
    }
    StringBuilder kept = new StringBuilder();
    for (String line : Files.readAllLines(csv, StandardCharsets.UTF_8)) {
      if (line.isBlank()) {
        continue;
      }
      String first = line.split(",", 2)[0];
      if (!Ascii.isDigits(first) || Integer.parseInt(first) <= done) {
        kept.append(line).append('\n');
      }
    }
    writeAtomically(csv, kept.toString());
  }

  /** Whether the CSV has a row whose first column is {@code key}. */
  static boolean hasRow(Path csv, int key) throws IOException {
    String prefix = key + ",";
    return Files.readAllLines(csv, StandardCharsets.UTF_8).stream().anyMatch(l -> l.startsWith(prefix));
  }

  static void append(Path csv, String line) throws IOException {
    Files.writeString(csv, line + "\n", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
  }

  /** The start position after {@code plies} uniformly random legal moves (fewer if the game ends first). */
  static XiangqiState randomOpening(XiangqiGame game, int plies, SplittableRandom random) {
    XiangqiState s = game.newInitialState();
    int[] moves = new int[XiangqiState.MAX_MOVES];
    for (int i = 0; i < plies && !s.isTerminal(); i++) {
      int n = s.legalMoves(moves);
      s.play(moves[random.nextInt(n)]);
    }
    return s;
  }

  /**
   * The checkpoint match: the weights in {@code file} against the hand-set evaluator, the same NegaScout at {@code
   * depth}, {@code games} games from random 4-ply openings (seed 1), colours swapped; returns "score,lo,hi".
   */
  static String checkpointMatch(XiangqiGame game, Path file, int depth, int games) {
    String spec = "negascout:depth=" + depth + ",hash=16";
    MatchConfig config = MatchConfig.builder(spec + ",eval=file:" + file.toAbsolutePath(), spec + ",eval=handset")
        .games(games).openingPlies(4).seed(1).build();
    MatchResult r = Match.run(game, config, MatchProgress.NONE);
    double score = r.stats().score();
    double e = r.stats().scoreError95();
    return String.format(Locale.ROOT, "%.4f,%.4f,%.4f", score, score - e, score + e);
  }

  static List<String> names() {
    return new ArrayList<>(XiangqiFeatures.INSTANCE.names());
  }
}
