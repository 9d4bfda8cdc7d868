package org.gametree.connect6;


import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gametree.core.Evaluator;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelIO;

/**
 * {@code eval=file:PATH} for connect games: a parameter file written by one of the module's recipes, recognised by
 * its kind and input names: a point network ({@code gametree train gomoku point}), the comparison recipe's linear model
 * ({@code gametree train gomoku comparison}) or, otherwise, a TD network ({@code gametree train connect6 td}), played
 * with the χ and S range its file gives (χ = 1 and S range 12,000 for files written before they were recorded).
 */
public final class LearnedFiles {
  private LearnedFiles() {}

  /** The evaluator of the file; {@link IllegalArgumentException} naming the file if it cannot be read or used. */
  public static Evaluator<ConnectState> evaluator(ConnectGame game, Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read parameter file '" + file + "': " + e.getMessage(), e);
    }
    ModelIO.ModelFile header;
    try {
      header = ModelIO.read(new StringReader(text));
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("parameter file '" + file + "': " + e.getMessage(), e);
    }
    try {
      if (header.kind().equals("network") && header.featureNames().equals(PointNetwork.inputNames())) {
        return new PointEvaluator(game, PointEvaluator.read(new StringReader(text)));
      }
      if (header.kind().equals("linear") && header.model() instanceof LinearModel m
          && header.featureNames().equals(TdNetwork.names())) {
        return new TdLinearEvaluator(game, m);
      }
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("parameter file '" + file + "': " + e.getMessage(), e);
    }
    return TdNetwork.evaluator(game, TdNetwork.readWeights(file));
  }
}
