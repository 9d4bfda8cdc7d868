package org.gametree.core.learn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes model parameters in gametree's versioned text format (described in {@code docs/learning.md}):
 *
 * <pre>
 * gametree-params 1
 * kind linear                      (linear | signature-table | bayes | network | staged)
 * game othello
 * features 2
 * feature mobility
 * feature corners
 * ...body of the kind...
 * end
 * </pre>
 *
 * Lines starting with {@code #} and blank lines are ignored. Numbers are written with {@link Double#toString} and
 * so read back exactly. Loading checks the version, the kind, the game and the feature names, and every count, and
 * throws {@link ModelFormatException} naming the line on any mismatch.
 */
public final class ModelIO {
  /** The first line of every parameter file. */
  public static final String MAGIC = "gametree-params";
  /** The format version this code writes and reads. */
  public static final int VERSION = 1;

  private ModelIO() {}

  /** A loaded file: its header and model. */
  public record ModelFile(String kind, String game, List<String> featureNames, Model model) {}

  /** The kind name of {@code model} as written in the file. */
  public static String kindOf(Model model) {
    return ModelFormat.of(model).kind();
  }

  /** Writes {@code model} for {@code game} with its feature names. */
  public static void write(Model model, String game, List<String> featureNames, Writer out) {
    if (featureNames.size() != model.dimension()) {
      throw new IllegalArgumentException(
          featureNames.size() + " feature names for a model of dimension " + model.dimension());
    }
    for (String name : featureNames) {
      if (name.isEmpty() || name.chars().anyMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("feature names must be non-empty without spaces: '" + name + "'");
      }
    }
    if (game.isEmpty() || game.chars().anyMatch(Character::isWhitespace)) {
      throw new IllegalArgumentException("game id must be non-empty without spaces: '" + game + "'");
    }
    ModelFormat<Model> format = ModelFormat.of(model);
    ParamWriter w = new ParamWriter().line(MAGIC, VERSION).line("kind", format.kind()).line("game", game)
        .line("features", featureNames.size());
    featureNames.forEach(name -> w.line("feature", name));
    format.write(model, w);
    w.line("end", List.of());
    try {
      out.write(w.toString());
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes {@code model} to a string. */
  public static String toText(Model model, String game, List<String> featureNames) {
    java.io.StringWriter w = new java.io.StringWriter();
    write(model, game, featureNames, w);
    return w.toString();
  }

  /** Reads any parameter file without checking game or features. */
  public static ModelFile read(Reader in) {
    ParamReader c = new ParamReader(in);
    String[] magic = c.next();
    if (magic.length != 2 || !magic[0].equals(MAGIC)) {
      throw c.error("not a gametree parameter file (expected '" + MAGIC + " " + VERSION + "')", c.text());
    }
    if (!magic[1].equals(Integer.toString(VERSION))) {
      throw c.error("unsupported parameter format version " + magic[1] + "; this build reads " + VERSION, magic[1]);
    }
    String kind = c.single("kind");
    ModelFormat<?> format = ModelFormat.named(kind);
    if (format == null) {
      throw c.error("unknown model kind; expected one of " + ModelFormat.kinds(), kind);
    }
    String game = c.single("game");
    int n = c.count("features");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      names.add(c.single("feature"));
    }
    Model model = format.read(c, n);
    c.expect("end");
    if (model.dimension() != n) {
      throw c.error("model has dimension " + model.dimension() + " but the file names " + n + " features", kind);
    }
    return new ModelFile(kind, game, List.copyOf(names), model);
  }

  /**
   * Reads a file and checks that it is for {@code game} and has exactly {@code featureNames}, in order.
   *
   * @throws ModelFormatException naming the mismatch
   */
  public static Model read(Reader in, String game, List<String> featureNames) {
    ModelFile f = read(in);
    if (!f.game().equals(game)) {
      throw new ModelFormatException(
          "parameters are for game '" + f.game() + "', not '" + game + "'", 0, f.game());
    }
    if (!f.featureNames().equals(featureNames)) {
      throw new ModelFormatException(
          "feature names differ: file has " + f.featureNames() + ", extractor has " + featureNames, 0,
          f.featureNames().toString());
    }
    return f.model();
  }

  /** Reads a file and checks its game, features and model kind. */
  public static <M extends Model> M read(Reader in, Class<M> kind, String game, List<String> featureNames) {
    Model m = read(in, game, featureNames);
    if (!kind.isInstance(m)) {
      throw new ModelFormatException(
          "parameters hold a " + kindOf(m) + " model, not a " + kind.getSimpleName(), 0, kindOf(m));
    }
    return kind.cast(m);
  }
}
