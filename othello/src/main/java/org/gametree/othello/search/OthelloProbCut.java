package org.gametree.othello.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gametree.core.search.ProbCut;
import org.gametree.othello.OthelloState;

/**
 * Othello's ProbCut model (Buro 1995): for a node of depth d, a null-window search at depth d/2 predicts the depth-d
 * value as {@code v_d ≈ a·v_{d/2} + b} with residual σ, fitted by regression per depth and game stage (disc count) by
 * {@code gametree train othello probcut}. Depths beyond the deepest fitted one reuse its regression.
 *
 * <p>Text format ({@code gametree-probcut 1}): after the header line, one line per fit:
 * {@code depth shallow minDiscs maxDiscs a b sigma samples}; {@code #} starts a comment.
 */
public final class OthelloProbCut implements ProbCut<OthelloState> {
  /** The header line of the text format. */
  public static final String HEADER = "gametree-probcut 1";
  /** The shallowest node depth ProbCut is tried at. */
  public static final int MIN_DEPTH = 3;
  private static final int MAX_DEPTH = 64;

  /** One fitted regression, valid for nodes of {@code depth} with {@code minDiscs..maxDiscs} discs. */
  public record Fit(int depth, int shallow, int minDiscs, int maxDiscs, double a, double b, double sigma, int samples) {}

  private final List<Fit> fits;
  private final ProbCut.Check[][] table = new ProbCut.Check[65][MAX_DEPTH + 1];

  /** A model from fits; for each (discs, depth) the fit of that depth (or the deepest below it) covering the discs. */
  public OthelloProbCut(List<Fit> fits) {
    if (fits.isEmpty()) {
      throw new IllegalArgumentException("a ProbCut model needs at least one fit");
    }
    this.fits = List.copyOf(fits);
    for (int discs = 0; discs <= 64; discs++) {
      for (int depth = MIN_DEPTH; depth <= MAX_DEPTH; depth++) {
        Fit best = null;
        for (Fit f : fits) {
          if (f.depth() <= depth && discs >= f.minDiscs() && discs <= f.maxDiscs()
              && (best == null || f.depth() > best.depth())) {
            best = f;
          }
        }
        if (best != null) {
          int shallow = best.depth() == depth ? best.shallow() : Math.max(1, depth / 2);
          table[discs][depth] = new ProbCut.Check(shallow, best.a(), best.b(), best.sigma());
        }
      }
    }
  }

  /** The shallow depth paired with a node of {@code depth}: half of it, at least 1. */
  public static int shallowDepth(int depth) {
    return Math.max(1, depth / 2);
  }

  @Override
  public ProbCut.Check check(OthelloState state, int depth) {
    return depth > MAX_DEPTH ? table[state.discCount()][MAX_DEPTH] : table[state.discCount()][depth];
  }

  /** The check for a node of {@code depth} with {@code discs} discs, or null. */
  public ProbCut.Check check(int discs, int depth) {
    return table[discs][Math.min(depth, MAX_DEPTH)];
  }

  /** The fits this model was built from. */
  public List<Fit> fits() {
    return fits;
  }

  /** The model shipped for BILL's evaluator ({@code bill}), fitted by {@code gametree train othello probcut}. */
  public static OthelloProbCut bill() {
    return shipped("probcut-bill.txt");
  }

  /**
   * The model shipped for the pattern tables ({@code eval=pattern}, the default evaluation), fitted by {@code gametree
   * train othello probcut --eval=pattern}.
   */
  public static OthelloProbCut pattern() {
    return shipped("probcut-pattern.txt");
  }

  private static OthelloProbCut shipped(String resource) {
    try (InputStream in = OthelloProbCut.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(resource + " is missing from the Othello jar");
      }
      return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), resource);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads a model file; {@link IllegalArgumentException} naming the file and line of anything malformed. */
  public static OthelloProbCut read(Path file) {
    try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(r, file.toString());
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read ProbCut model " + file + ": " + e.getMessage(), e);
    }
  }

  private static OthelloProbCut read(BufferedReader r, String name) throws IOException {
    String header = r.readLine();
    if (header == null || !header.strip().equals(HEADER)) {
      throw new IllegalArgumentException(name + ": line 1 should be '" + HEADER + "', got '" + header + "'");
    }
    List<Fit> fits = new ArrayList<>();
    int lineNo = 1;
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      lineNo++;
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      String[] f = text.split("\\s+");
      try {
        if (f.length != 8) {
          throw new IllegalArgumentException("8 fields expected");
        }
        Fit fit = new Fit(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]),
            Integer.parseInt(f[3]), Double.parseDouble(f[4]), Double.parseDouble(f[5]), Double.parseDouble(f[6]),
            Integer.parseInt(f[7]));
        new ProbCut.Check(fit.shallow(), fit.a(), fit.b(), fit.sigma()); // validates
        if (fit.shallow() >= fit.depth() || fit.minDiscs() > fit.maxDiscs()) {
          throw new IllegalArgumentException("needs shallow < depth and minDiscs <= maxDiscs");
        }
        fits.add(fit);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(name + ": line " + lineNo + " '" + text + "': " + e.getMessage(), e);
      }
    }
    return new OthelloProbCut(fits);
  }

  /** Writes the model in the text format. */
  public void write(Writer out, String comment) throws IOException {
    out.write(HEADER + "\n");
    for (String c : comment.split("\n")) {
      out.write("# " + c + "\n");
    }
    out.write("# depth shallow minDiscs maxDiscs a b sigma samples\n");
    for (Fit f : fits) {
      out.write(String.format(Locale.ROOT, "%d %d %d %d %.4f %.2f %.2f %d%n", f.depth(), f.shallow(), f.minDiscs(),
          f.maxDiscs(), f.a(), f.b(), f.sigma(), f.samples()));
    }
  }
}
