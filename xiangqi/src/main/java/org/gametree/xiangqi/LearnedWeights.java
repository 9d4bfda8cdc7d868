package org.gametree.xiangqi;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelIO;

/**
 * The trained weight sets shipped with the module, as {@link WeightedEvaluator}s: resources {@code
 * org/gametree/xiangqi/eval-KIND.txt}, each written by the {@code gametree train xiangqi KIND} command its first line
 * names ({@code tdleaf}: TDLeaf(λ) from games against Fairy-Stockfish; {@code tdleaf-selfplay}: TDLeaf(λ) from
 * self-play; {@code fit}: least squares on deeper-search scores). Parameter files are linear models over {@link
 * XiangqiFeatures} for game {@code xiangqi}.
 */
public final class LearnedWeights {
  /** The kinds shipped. */
  public static final List<String> KINDS = List.of("tdleaf", "tdleaf-selfplay", "fit");

  /** The game name parameter files carry. */
  public static final String GAME = "xiangqi";

  private static final Map<String, WeightedEvaluator> LOADED = new ConcurrentHashMap<>();

  private LearnedWeights() {}

  /** The evaluator of the shipped weight set {@code kind} (one of {@link #KINDS}); parsed once, then shared. */
  public static WeightedEvaluator evaluator(String kind) {
    if (!KINDS.contains(kind)) {
      throw new IllegalArgumentException("no trained Xiangqi weights '" + kind + "'; shipped: " + KINDS);
    }
    return LOADED.computeIfAbsent(kind, LearnedWeights::load);
  }

  /** A linear model over {@link XiangqiFeatures} read from a parameter file; a typed error names what is wrong. */
  public static LinearModel read(Reader in) {
    return ModelIO.read(in, LinearModel.class, GAME, XiangqiFeatures.INSTANCE.names());
  }

  /** The evaluator of a parameter file ({@code eval=file:PATH}); {@link IllegalArgumentException} naming the file. */
  public static WeightedEvaluator read(Path file) {
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return new WeightedEvaluator(read(r));
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read evaluator file '" + file + "': " + e.getMessage(), e);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("evaluator file '" + file + "': " + e.getMessage(), e);
    }
  }

  /**
   * The evaluator of a parameter file ({@code eval=file:PATH}) over either feature set: {@link FullFeatures}' (a
   * {@link FullEvaluator}) or {@link XiangqiFeatures}' (a {@link WeightedEvaluator}); {@link
   * IllegalArgumentException} naming the file.
   */
  public static org.gametree.core.Evaluator<XiangqiState> readAny(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read evaluator file '" + file + "': " + e.getMessage(), e);
    }
    try {
      List<String> names = ModelIO.read(new java.io.StringReader(text)).featureNames();
      if (names.equals(FullFeatures.INSTANCE.names())) {
        return new FullEvaluator(ModelIO.read(new java.io.StringReader(text), LinearModel.class, GAME, names));
      }
      return new WeightedEvaluator(read(new java.io.StringReader(text)));
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("evaluator file '" + file + "': " + e.getMessage(), e);
    }
  }

  private static WeightedEvaluator load(String kind) {
    String name = "eval-" + kind + ".txt";
    try (InputStream in = LearnedWeights.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("resource " + name + " is missing from the xiangqi module");
      }
      return new WeightedEvaluator(read(new InputStreamReader(in, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
