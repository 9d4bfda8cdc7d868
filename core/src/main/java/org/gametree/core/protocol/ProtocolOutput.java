package org.gametree.core.protocol;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Where a protocol handler writes: one line at a time, flushed, safe to call from a search thread. */
public final class ProtocolOutput {
  private final PrintStream out;

  /** Lines written to {@code out} in UTF-8, each flushed. */
  public ProtocolOutput(OutputStream out) {
    this.out = new PrintStream(out, false, StandardCharsets.UTF_8);
  }

  /** Writes {@code line} and a newline, then flushes. */
  public synchronized void println(String line) {
    out.print(line);
    out.print('\n');
    out.flush();
  }

  /** Writes text as it is (it may hold several lines), then flushes. */
  public synchronized void print(String text) {
    out.print(text);
    out.flush();
  }
}
