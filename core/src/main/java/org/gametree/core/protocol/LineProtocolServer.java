package org.gametree.core.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;

/**
 * Runs a {@link ProtocolHandler} over a line stream until {@code quit} or end of input. A handler that throws — even
 * {@link OutOfMemoryError} or {@link StackOverflowError} — is reported on the diagnostic stream and the session goes
 * on: bad input never ends the process. A line longer than {@link #MAX_LINE} characters is not read into memory
 * whole: its first {@link #MAX_LINE} characters are handed to {@link ProtocolHandler#lineTooLong}, the rest skipped.
 */
public final class LineProtocolServer {
  /** The longest line handed to a handler (1 MiB characters; an NBoard game or a GTP command is far shorter). */
  public static final int MAX_LINE = 1 << 20;

  private LineProtocolServer() {}

  /**
   * Reads lines from {@code in} and hands them to {@code handler}; returns when the handler says to stop or input
   * ends, after closing the handler.
   *
   * @param diagnostics where unexpected handler failures are reported (stderr for a real engine)
   */
  public static void run(BufferedReader in, ProtocolHandler handler, PrintStream diagnostics) throws IOException {
    run(in, handler, diagnostics, MAX_LINE);
  }

  /** {@link #run(BufferedReader, ProtocolHandler, PrintStream)} with another line limit (for tests). */
  static void run(Reader in, ProtocolHandler handler, PrintStream diagnostics, int maxLine) throws IOException {
    try {
      StringBuilder b = new StringBuilder();
      while (true) {
        int status = readLine(in, b, maxLine);
        if (status == EOF) {
          break;
        }
        String line = b.toString();
        boolean go;
        try {
          if (status == TOO_LONG) {
            handler.lineTooLong(line);
            go = true;
          } else {
            go = handler.handle(line);
          }
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
          diagnostics.println("internal error on '" + quote(b) + "': " + e);
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

  private static final int EOF = 0;
  private static final int LINE = 1;
  private static final int TOO_LONG = 2;

  /**
   * Reads one line (ended by {@code \n}; a {@code \r} before it is dropped) into {@code b}: {@link #LINE},
   * {@link #TOO_LONG} (b holds the first {@code max} characters, the rest of the line was skipped) or {@link #EOF}
   * (nothing was left to read).
   */
  private static int readLine(Reader in, StringBuilder b, int max) throws IOException {
    b.setLength(0);
    boolean any = false;
    boolean tooLong = false;
    int c;
    while ((c = in.read()) >= 0) {
      any = true;
      if (c == '\n') {
        break;
      }
      if (b.length() < max) {
        b.append((char) c);
      } else {
        tooLong = true;
      }
    }
    if (!any) {
      return EOF;
    }
    if (!tooLong && b.length() > 0 && b.charAt(b.length() - 1) == '\r') {
      b.setLength(b.length() - 1);
    }
    return tooLong ? TOO_LONG : LINE;
  }

  private static String quote(CharSequence text) {
    return text.length() <= GtpEngine.QUOTE ? text.toString() : text.subSequence(0, GtpEngine.QUOTE) + "...";
  }
}
