package org.gametree.othello;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gametree.core.Evaluator;
import org.gametree.core.learn.Model;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.learn.ModelIO;

/**
 * The trained evaluators shipped with the module (resources {@code org/gametree/othello/eval-KIND.txt}, written by
 * {@code gametree train othello KIND}; docs/othello-learning.md has the commands): {@code bayes} (BILL 3.0),
 * {@code linear} (BILL 2.0's form, fitted) and {@code signature} (Samuel). Each parameter file is parsed once;
 * every evaluator returned has its own copy of the model.
 */
public final class LearnedEvaluators {
  /** Score scale of the models trained as classifiers (Bayesian, logistic): 1000 per nat of log-odds. */
  public static final double PER_NAT = 1000;

  /** Score units per disc of the margin model ({@code margin}): centi-discs. */
  public static final double PER_DISC = 100;

  /** The kinds shipped. */
  public static final java.util.List<String> KINDS = java.util.List.of("bayes", "linear", "margin", "signature", "samuel");

  private static final Map<String, ModelEvaluator<OthelloState>> MODELS = new ConcurrentHashMap<>();

  private LearnedEvaluators() {}

  /** A fresh evaluator of the shipped {@code kind} (one of {@link #KINDS}). */
  public static ModelEvaluator<OthelloState> evaluator(String kind) {
    return MODELS.computeIfAbsent(kind, LearnedEvaluators::load).copy();
  }

  /**
   * An evaluator read from a parameter file written by {@code gametree train othello}: over BILL's four features, or
   * over the ten {@link SamuelFeatures} when the file names those.
   */
  public static ModelEvaluator<OthelloState> read(Reader in) {
    ModelIO.ModelFile f = ModelIO.read(in);
    if (!f.game().equals("othello")) {
      throw new IllegalArgumentException("the file is for game '" + f.game() + "', not othello");
    }
    if (f.featureNames().equals(new SamuelFeatures().names())) {
      return new ModelEvaluator<>(new SamuelFeatures(), f.model(), f.model().scoreScale());
    }
    if (!f.featureNames().equals(new BillFeatures().names())) {
      throw new IllegalArgumentException("the file's features " + f.featureNames() + " are neither BILL's nor the "
          + "signature table's");
    }
    return evaluator(f.model());
  }

  /** An evaluator read from a parameter file; {@link IllegalArgumentException} naming the file if it cannot be read. */
  public static ModelEvaluator<OthelloState> read(java.nio.file.Path file) {
    try (Reader r = java.nio.file.Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(r);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read evaluator file '" + file + "': " + e.getMessage(), e);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("evaluator file '" + file + "': " + e.getMessage(), e);
    }
  }

  /**
   * An evaluator over BILL's features. Models trained as classifiers ({@code bayes}, {@code linear}) score the
   * log-odds of a win in thousandths of a nat, so their {@link Evaluator#winProbability} is
   * {@code 1 / (1 + e^(−score/1000))}; the margin model ({@code margin}, 100 per disc) counts centi-discs; the
   * signature table's scale has no such meaning.
   */
  private static ModelEvaluator<OthelloState> evaluator(Model m) {
    boolean logOdds = m.scoreScale() == PER_NAT;
    if (m.scoreScale() == PER_DISC) {
      return new ModelEvaluator<>(new BillFeatures(), m, m.scoreScale(), false, BillEvaluator.CENTI_DISCS);
    }
    return new ModelEvaluator<>(new BillFeatures(), m, m.scoreScale(), logOdds);
  }

  private static ModelEvaluator<OthelloState> load(String kind) {
    if (!KINDS.contains(kind)) {
      throw new IllegalArgumentException("no trained evaluator '" + kind + "'; shipped: " + KINDS);
    }
    String name = "eval-" + kind + ".txt";
    try (InputStream in = LearnedEvaluators.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("resource org/gametree/othello/" + name + " is missing from the jar");
      }
      try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        return read(r);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
