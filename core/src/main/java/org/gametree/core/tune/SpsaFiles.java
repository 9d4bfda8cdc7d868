package org.gametree.core.tune;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.match.Json;
import org.gametree.core.report.Figure;

/**
 * An SPSA run's directory: the state ({@code state.json}, replaced atomically after every iteration: the run's
 * settings, the iterations applied and θ), the trajectory ({@code trajectory.tsv}, a row appended per iteration, θ
 * at full precision; rows past the state's iteration, left by a kill between the two writes, are dropped on
 * resume), and at the end a figure per parameter and the final spec.
 */
final class SpsaFiles {
  static final String STATE = "state.json";
  static final String TRAJECTORY = "trajectory.tsv";
  static final String FINAL_SPEC = "final-spec.txt";

  private final SpsaConfig config;
  private final Path dir;

  SpsaFiles(SpsaConfig config) {
    this.config = config;
    this.dir = config.out();
  }

  /** θ after each applied iteration (index 0: the start) and each iteration's result. */
  record Loaded(List<double[]> thetas, List<Double> results) {}

  Path trajectory() {
    return dir.resolve(TRAJECTORY);
  }

  /** The run so far: a fresh one from {@code start} when the directory holds no state. */
  Loaded load(double[] start) {
    List<double[]> thetas = new ArrayList<>();
    List<Double> results = new ArrayList<>();
    Path state = dir.resolve(STATE);
    if (!Files.exists(state)) {
      thetas.add(start.clone());
      return new Loaded(thetas, results);
    }
    try {
      Map<String, Object> s = Json.parseObject(Files.readString(state, StandardCharsets.UTF_8));
      if (!config.identity().equals(s.get("run"))) {
        throw new IllegalArgumentException("the tuning run in " + dir + " is '" + s.get("run") + "', not '"
            + config.identity() + "'; continue it with the same settings or choose another --out");
      }
      int k = ((Number) s.get("iteration")).intValue();
      List<String> lines = Files.readAllLines(trajectory(), StandardCharsets.UTF_8);
      int n = config.parameters().size();
      for (String line : lines.subList(1, lines.size())) {
        if (thetas.size() > k) {
          break; // rows a kill left past the saved state
        }
        String[] f = line.split("\t", -1);
        if (f.length != n + 2 || Integer.parseInt(f[0]) != thetas.size()) {
          throw new IllegalArgumentException(trajectory() + ": malformed row '" + line + "'");
        }
        double[] theta = new double[n];
        for (int i = 0; i < n; i++) {
          theta[i] = Double.parseDouble(f[i + 1]);
        }
        thetas.add(theta);
        if (thetas.size() > 1) {
          results.add(Double.parseDouble(f[n + 1]));
        }
      }
      if (thetas.size() != k + 1) {
        throw new IllegalArgumentException(trajectory() + " holds " + (thetas.size() - 1) + " iterations but the state "
            + "says " + k);
      }
      return new Loaded(thetas, results);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the tuning run in " + dir, e);
    } catch (ClassCastException | NullPointerException | NumberFormatException e) {
      throw new IllegalArgumentException("the tuning state in " + dir + " is damaged: " + e.getMessage(), e);
    }
  }

  /**
   * Appends rows and saves the state; starts by replacing the trajectory with the rows loaded (atomically, so a kill
   * now loses nothing either).
   */
  Writer writer(List<double[]> thetas, List<Double> results) {
    try {
      Files.createDirectories(dir);
      StringBuilder text = new StringBuilder(header());
      for (int j = 0; j < thetas.size(); j++) {
        text.append(row(j, thetas.get(j), j == 0 ? Double.NaN : results.get(j - 1)));
      }
      atomicWrite(trajectory(), text.toString());
      saveState(thetas.size() - 1, thetas.get(thetas.size() - 1));
      return new Writer(Files.newBufferedWriter(trajectory(), StandardCharsets.UTF_8, StandardOpenOption.APPEND));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the tuning run in " + dir, e);
    }
  }

  private String header() {
    StringBuilder b = new StringBuilder("iteration");
    config.parameters().forEach(p -> b.append('\t').append(p.name()));
    return b.append("\tresult\n").toString();
  }

  private static String row(int k, double[] theta, double result) {
    StringBuilder b = new StringBuilder().append(k);
    for (double v : theta) {
      b.append('\t').append(v);
    }
    return b.append('\t').append(Double.isNaN(result) ? "" : SpsaParameter.plain(result)).append('\n').toString();
  }

  /** The trajectory being appended to. */
  final class Writer implements AutoCloseable {
    private final BufferedWriter out;

    private Writer(BufferedWriter out) {
      this.out = out;
    }

    /** Saves iteration {@code k}: its row first, then the state that makes it count. */
    void append(int k, double[] theta, double result) {
      try {
        out.write(row(k, theta, result));
        out.flush();
        saveState(k, theta);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the tuning run in " + dir, e);
      }
    }

    @Override
    public void close() {
      try {
        out.close();
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the tuning run in " + dir, e);
      }
    }
  }

  private void saveState(int k, double[] theta) throws IOException {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("run", config.identity());
    s.put("iteration", k);
    s.put("iterations", config.schedule().iterations());
    Map<String, Object> named = new LinkedHashMap<>();
    for (int i = 0; i < theta.length; i++) {
      named.put(config.parameters().get(i).name(), theta[i]);
    }
    s.put("theta", named);
    s.put("spec", config.spec(theta).toString());
    atomicWrite(dir.resolve(STATE), Json.toJson(s) + "\n");
  }

  /** The figures of every parameter over the iterations and the final spec. */
  void finish(List<double[]> thetas, EngineSpec finalSpec) {
    double[] x = new double[thetas.size()];
    for (int j = 0; j < x.length; j++) {
      x[j] = j;
    }
    for (int i = 0; i < config.parameters().size(); i++) {
      SpsaParameter p = config.parameters().get(i);
      double[] y = new double[thetas.size()];
      for (int j = 0; j < y.length; j++) {
        y[j] = thetas.get(j)[i];
      }
      Figure.line("SPSA: " + p.name() + " over the iterations", "iteration", p.name())
          .series(p.name(), x, y)
          .write(dir.resolve("theta-" + p.name() + Figure.EXTENSION));
    }
    try {
      atomicWrite(dir.resolve(FINAL_SPEC), finalSpec + "\n");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + dir.resolve(FINAL_SPEC), e);
    }
  }

  private static void atomicWrite(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
