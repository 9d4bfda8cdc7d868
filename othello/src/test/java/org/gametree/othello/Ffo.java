package org.gametree.othello;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** FFO test positions with the exact score of each listed move. */
public record Ffo(int number, String obf, Map<Integer, Integer> moveScores) {
  public int best() {
    return moveScores.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
  }

  public static List<Ffo> load(String resource, int firstNumber) {
    List<Ffo> out = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        Ffo.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
      String line;
      int n = firstNumber;
      while ((line = r.readLine()) != null) {
        if (line.isBlank() || line.startsWith("%")) {
          continue;
        }
        String[] parts = line.split(";");
        Map<Integer, Integer> scores = new HashMap<>();
        for (int i = 1; i < parts.length; i++) {
          String f = parts[i].strip();
          if (f.isEmpty()) {
            continue;
          }
          String[] ms = f.split(":");
          scores.put(Notation.parseMove(ms[0]), Integer.parseInt(ms[1].replace("+", "")));
        }
        out.add(new Ffo(n++, parts[0], scores));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
