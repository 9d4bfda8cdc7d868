package org.gametree.go.protocol;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gametree.core.protocol.GtpEngine;

/** What the Go GTP session needs besides its state: the GTP spec's handicap points, and reading an SGF file safely. */
final class GtpSupport {
  private GtpSupport() {}

  /** Standard handicap points (GTP spec section 4.1.1) for {@code count} stones on this board. */
  static int[] fixedHandicap(int size, int count) {
    if (size < 7 || count < 2 || count > 9 || (size % 2 == 0 && count > 4) || (size == 7 && count > 4)) {
      return null;
    }
    int edge = size >= 13 ? 3 : 2;
    int lo = edge;
    int hi = size - 1 - edge;
    int mid = size / 2;
    // (row from top, column)
    int[][] corners = {{hi, hi}, {lo, lo}, {lo, hi}, {hi, lo}};
    List<int[]> pts = new ArrayList<>();
    // Black's bottom-left is placed last by convention of the table below: the spec's order.
    int[][] order = {{lo, hi}, {hi, lo}, {hi, hi}, {lo, lo}};
    for (int i = 0; i < Math.min(4, count); i++) {
      pts.add(order[i]);
    }
    if (count == 5 || count == 7 || count == 9) {
      pts.add(new int[] {mid, mid});
    }
    if (count >= 6) {
      pts.add(new int[] {mid, lo});
      pts.add(new int[] {mid, hi});
    }
    if (count >= 8) {
      pts.add(new int[] {lo, mid});
      pts.add(new int[] {hi, mid});
    }
    int[] moves = new int[count];
    for (int i = 0; i < count; i++) {
      moves[i] = pts.get(i)[0] * size + pts.get(i)[1];
    }
    return corners.length > 0 ? moves : null;
  }

  /** The text of an SGF file of at most {@code maxBytes} bytes, or {@code ? cannot load file}. */
  static String readSgf(String name, long maxBytes) {
    try {
      Path path = Path.of(name);
      if (!Files.isRegularFile(path)) {
        throw new GtpEngine.GtpError("cannot load file: no such file '" + GtpEngine.quote(name) + "'");
      }
      if (Files.size(path) > maxBytes) {
        throw new GtpEngine.GtpError("cannot load file: larger than " + maxBytes + " bytes");
      }
      byte[] bytes;
      try (java.io.InputStream in = Files.newInputStream(path)) {
        bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
      }
      if (bytes.length > maxBytes) {
        throw new GtpEngine.GtpError("cannot load file: larger than " + maxBytes + " bytes");
      }
      return new String(bytes, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      if (e instanceof GtpEngine.GtpError g) {
        throw g;
      }
      throw new GtpEngine.GtpError("cannot load file '" + GtpEngine.quote(name) + "'");
    }
  }

}
