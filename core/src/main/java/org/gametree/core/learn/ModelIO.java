package org.gametree.core.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
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

  private static final List<String> KINDS = List.of("linear", "signature-table", "bayes", "network", "staged");

  private ModelIO() {}

  /** A loaded file: its header and model. */
  public record ModelFile(String kind, String game, List<String> featureNames, Model model) {}

  /** The kind name of {@code model} as written in the file. */
  public static String kindOf(Model model) {
    if (model instanceof LinearModel) {
      return "linear";
    } else if (model instanceof SignatureTable) {
      return "signature-table";
    } else if (model instanceof BayesianDiscriminant) {
      return "bayes";
    } else if (model instanceof NeuralNetwork) {
      return "network";
    } else if (model instanceof StagedModel) {
      return "staged";
    }
    throw new IllegalArgumentException("cannot write a " + model.getClass().getName());
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
    StringBuilder sb = new StringBuilder();
    sb.append(MAGIC).append(' ').append(VERSION).append('\n');
    sb.append("kind ").append(kindOf(model)).append('\n');
    sb.append("game ").append(game).append('\n');
    sb.append("features ").append(featureNames.size()).append('\n');
    for (String name : featureNames) {
      sb.append("feature ").append(name).append('\n');
    }
    body(model, sb);
    sb.append("end\n");
    try {
      out.write(sb.toString());
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

  private static void body(Model model, StringBuilder sb) {
    if (model instanceof LinearModel m) {
      sb.append("scale ").append(m.scoreScale()).append('\n');
      sb.append("bias ").append(m.bias()).append('\n');
      numbers(sb, "weights", m.weights());
    } else if (model instanceof SignatureTable m) {
      sb.append("levels ").append(m.levels()).append('\n');
      numbers(sb, "steps", m.steps());
      int[][] inputs = m.inputs();
      sb.append("tables ").append(inputs.length).append('\n');
      for (int t = 0; t < inputs.length; t++) {
        sb.append("table");
        for (int v : inputs[t]) {
          sb.append(' ').append(v >= 0 ? "f" + v : "t" + (-1 - v));
        }
        sb.append('\n');
        numbers(sb, "cells", m.cells(t));
      }
    } else if (model instanceof BayesianDiscriminant m) {
      sb.append("ridge ").append(m.ridge()).append('\n');
      numbers(sb, "mean-win", m.meanWin());
      matrix(sb, "covariance-win", m.covarianceWin());
      numbers(sb, "mean-loss", m.meanLoss());
      matrix(sb, "covariance-loss", m.covarianceLoss());
    } else if (model instanceof NeuralNetwork m) {
      sb.append("layers");
      for (int s : m.sizes()) {
        sb.append(' ').append(s);
      }
      sb.append('\n').append("activations");
      for (Activation a : m.activations()) {
        sb.append(' ').append(a.fileName());
      }
      sb.append('\n');
      numbers(sb, "parameters", m.parameters());
    } else if (model instanceof StagedModel m) {
      Model first = m.modelFor(m.firstStage());
      sb.append("stage-kind ").append(kindOf(first)).append('\n');
      sb.append("stages ").append(m.firstStage()).append(' ').append(m.lastStage()).append('\n');
      for (int s = m.firstStage(); s <= m.lastStage(); s++) {
        Model inner = m.modelFor(s);
        if (inner instanceof StagedModel || !kindOf(inner).equals(kindOf(first))) {
          throw new IllegalArgumentException("every stage must hold a model of one plain kind");
        }
        sb.append("stage ").append(s).append('\n');
        body(inner, sb);
      }
    }
  }

  private static void numbers(StringBuilder sb, String key, double[] values) {
    sb.append(key).append(' ').append(values.length).append('\n');
    for (int i = 0; i < values.length; i++) {
      sb.append(i % 8 == 0 ? "" : " ").append(values[i]);
      if (i % 8 == 7 || i == values.length - 1) {
        sb.append('\n');
      }
    }
  }

  private static void matrix(StringBuilder sb, String key, double[][] m) {
    sb.append(key).append('\n');
    for (double[] row : m) {
      numbers(sb, "row", row);
    }
  }

  /** Reads any parameter file without checking game or features. */
  public static ModelFile read(Reader in) {
    Cursor c = new Cursor(in);
    String[] magic = c.next();
    if (magic.length != 2 || !magic[0].equals(MAGIC)) {
      throw c.error("not a gametree parameter file (expected '" + MAGIC + " " + VERSION + "')", c.text);
    }
    if (!magic[1].equals(Integer.toString(VERSION))) {
      throw c.error("unsupported parameter format version " + magic[1] + "; this build reads " + VERSION, magic[1]);
    }
    String kind = c.single("kind");
    if (!KINDS.contains(kind)) {
      throw c.error("unknown model kind; expected one of " + KINDS, kind);
    }
    String game = c.single("game");
    int n = c.count("features");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      names.add(c.single("feature"));
    }
    Model model = readBody(c, kind, n);
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

  private static Model readBody(Cursor c, String kind, int n) {
    switch (kind) {
      case "linear": {
        double scale = c.number("scale");
        double bias = c.number("bias");
        double[] w = c.numbers("weights", n);
        return new LinearModel(w, bias, scale);
      }
      case "signature-table": {
        int levels = c.count("levels");
        double[] steps = c.numbers("steps", n);
        int tables = c.count("tables");
        int[][] inputs = new int[tables][];
        double[][] cells = new double[tables][];
        for (int t = 0; t < tables; t++) {
          String[] line = c.expect("table");
          inputs[t] = new int[line.length - 1];
          for (int k = 1; k < line.length; k++) {
            String tok = line[k];
            try {
              int v = Integer.parseInt(tok.substring(1));
              if (tok.charAt(0) == 'f') {
                inputs[t][k - 1] = v;
              } else if (tok.charAt(0) == 't') {
                inputs[t][k - 1] = -1 - v;
              } else {
                throw new NumberFormatException(tok);
              }
            } catch (RuntimeException e) {
              throw c.error("table input must be f<feature> or t<table>", tok);
            }
          }
          int size = (int) Math.round(Math.pow(levels, inputs[t].length));
          cells[t] = c.numbers("cells", size);
        }
        SignatureTable st;
        try {
          st = new SignatureTable(levels, steps, inputs);
        } catch (IllegalArgumentException e) {
          throw c.error(e.getMessage(), kind);
        }
        for (int t = 0; t < tables; t++) {
          System.arraycopy(cells[t], 0, st.cells(t), 0, cells[t].length);
        }
        return st;
      }
      case "bayes": {
        double ridge = c.number("ridge");
        double[] mw = c.numbers("mean-win", n);
        double[][] cw = c.matrix("covariance-win", n);
        double[] ml = c.numbers("mean-loss", n);
        double[][] cl = c.matrix("covariance-loss", n);
        try {
          return new BayesianDiscriminant(mw, cw, ml, cl, ridge);
        } catch (IllegalArgumentException e) {
          throw c.error(e.getMessage(), kind);
        }
      }
      case "network": {
        String[] layers = c.expect("layers");
        int[] sizes = new int[layers.length - 1];
        for (int i = 1; i < layers.length; i++) {
          sizes[i - 1] = c.parseInt(layers[i]);
        }
        String[] acts = c.expect("activations");
        Activation[] activations = new Activation[acts.length - 1];
        for (int i = 1; i < acts.length; i++) {
          try {
            activations[i - 1] = Activation.fromFileName(acts[i]);
          } catch (IllegalArgumentException e) {
            throw c.error(e.getMessage(), acts[i]);
          }
        }
        NeuralNetwork net;
        try {
          net = new NeuralNetwork(sizes, activations);
        } catch (IllegalArgumentException e) {
          throw c.error(e.getMessage(), String.join(" ", layers));
        }
        if (net.dimension() != n) {
          throw c.error("network has " + net.dimension() + " inputs but the file names " + n + " features",
              String.join(" ", layers));
        }
        double[] p = c.numbers("parameters", net.parameterCount());
        System.arraycopy(p, 0, net.parameters(), 0, p.length);
        return net;
      }
      case "staged": {
        String inner = c.single("stage-kind");
        if (inner.equals("staged") || !KINDS.contains(inner)) {
          throw c.error("stage models must be of one plain kind: linear, signature-table, bayes or network", inner);
        }
        String[] range = c.expect("stages");
        if (range.length != 3) {
          throw c.error("expected 'stages FIRST LAST'", String.join(" ", range));
        }
        int first = c.parseInt(range[1]);
        int last = c.parseInt(range[2]);
        if (last < first) {
          throw c.error("last stage before first", String.join(" ", range));
        }
        Model[] models = new Model[last - first + 1];
        for (int s = first; s <= last; s++) {
          int got = c.count("stage");
          if (got != s) {
            throw c.error("expected stage " + s, Integer.toString(got));
          }
          models[s - first] = readBody(c, inner, n);
        }
        return new StagedModel(first, models);
      }
      default:
        throw c.error("unknown model kind; expected linear, signature-table, bayes, network or staged", kind);
    }
  }

  /** Reads significant lines as whitespace-separated tokens, tracking line numbers. */
  private static final class Cursor {
    private final BufferedReader reader;
    private int line;
    private String text = "";

    Cursor(Reader in) {
      this.reader = in instanceof BufferedReader b ? b : new BufferedReader(in);
    }

    String[] next() {
      try {
        while (true) {
          String s = reader.readLine();
          if (s == null) {
            throw new ModelFormatException("unexpected end of parameter file", line + 1, "");
          }
          line++;
          s = s.strip();
          if (!s.isEmpty() && !s.startsWith("#")) {
            text = s;
            return s.split("\\s+");
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    ModelFormatException error(String message, String input) {
      return new ModelFormatException(message, line, input);
    }

    String[] expect(String key) {
      String[] t = next();
      if (!t[0].equals(key)) {
        throw error("expected '" + key + "'", text);
      }
      return t;
    }

    String single(String key) {
      String[] t = expect(key);
      if (t.length != 2) {
        throw error("expected '" + key + " VALUE'", text);
      }
      return t[1];
    }

    int parseInt(String s) {
      try {
        return Integer.parseInt(s);
      } catch (NumberFormatException e) {
        throw error("not an integer", s);
      }
    }

    double parseDouble(String s) {
      try {
        return Double.parseDouble(s);
      } catch (NumberFormatException e) {
        throw error("not a number", s);
      }
    }

    int count(String key) {
      int v = parseInt(single(key));
      if (v < 0) {
        throw error("negative count", text);
      }
      return v;
    }

    double number(String key) {
      return parseDouble(single(key));
    }

    double[] numbers(String key, int expected) {
      int n = count(key);
      if (n != expected) {
        throw error("'" + key + "' has " + n + " values, expected " + expected, text);
      }
      double[] v = new double[n];
      int i = 0;
      while (i < n) {
        String[] t = next();
        for (String tok : t) {
          if (i >= n) {
            throw error("more than " + n + " values for '" + key + "'", text);
          }
          v[i++] = parseDouble(tok);
        }
      }
      return v;
    }

    double[][] matrix(String key, int n) {
      expect(key);
      double[][] m = new double[n][];
      for (int i = 0; i < n; i++) {
        m[i] = numbers("row", n);
      }
      return m;
    }

    @Override
    public String toString() {
      return Arrays.toString(new Object[] {line, text});
    }
  }
}
