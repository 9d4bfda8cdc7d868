package org.gametree.core.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;

/**
 * Runs a {@link ProtocolHandler} over a line stream until {@code quit} or end of input. A handler that throws is
 * reported on the diagnostic stream and the session goes on: bad input never ends the process.
 */
public final class LineProtocolServer {
  private LineProtocolServer() {}

  /**
   * Reads lines from {@code in} and hands them to {@code handler}; returns when the handler says to stop or input
   * ends, after closing the handler.
   *
   * @param diagnostics where unexpected handler failures are reported (stderr for a real engine)
   */
  public static void run(BufferedReader in, ProtocolHandler handler, PrintStream diagnostics) throws IOException {
    try {
      String line;
      while ((line = in.readLine()) != null) {
        boolean go;
        try {
          go = handler.handle(line);
        } catch (RuntimeException e) {
          diagnostics.println("internal error on '" + line + "': " + e);
          go = true;
        }
        if (!go) {
          break;
        }
      }
    } finally {
      handler.close();
    }
  }
}
