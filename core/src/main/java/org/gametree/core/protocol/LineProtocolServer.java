package org.gametree.core.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Runs a {@link ProtocolHandler} over a line stream until {@code quit} or end of input.
 *
 * <p>Input is read on its own thread, so reading never waits for a command that is being handled (a search): each
 * line is shown to the handler at once ({@link ProtocolHandler#received}, where GTP's {@code # interrupt} and
 * {@code quit} stop a running search), the end of input likewise ({@link ProtocolHandler#endOfInput}), and the lines
 * are then handled one at a time, in order, on the calling thread. At most {@link #BACKLOG} lines wait to be handled.
 *
 * <p>A handler that throws — even {@link OutOfMemoryError} or {@link StackOverflowError} — is reported on the
 * diagnostic stream and the session goes on: bad input never ends the process. A line longer than {@link #MAX_LINE}
 * characters is not read into memory whole: its first {@link #MAX_LINE} characters go to
 * {@link ProtocolHandler#lineTooLong}, the rest is skipped.
 */
public final class LineProtocolServer {
  /** The longest line handed to a handler (64 Ki characters; an NBoard game or a GTP command is far shorter). */
  public static final int MAX_LINE = 1 << 16;
  /** The most lines read ahead of the one being handled. */
  public static final int BACKLOG = 256;

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

  private record Item(int kind, String text) {}

  private static final int EOF = 0;
  private static final int LINE = 1;
  private static final int TOO_LONG = 2;

  /** {@link #run(BufferedReader, ProtocolHandler, PrintStream)} with another line limit (for tests). */
  static void run(Reader in, ProtocolHandler handler, PrintStream diagnostics, int maxLine) throws IOException {
    BlockingQueue<Item> queue = new ArrayBlockingQueue<>(BACKLOG);
    IOException[] failure = new IOException[1];
    Thread reader = new Thread(() -> read(in, handler, diagnostics, maxLine, queue, failure), "protocol-input");
    reader.setDaemon(true);
    reader.start();
    try {
      while (true) {
        Item item;
        try {
          item = queue.take();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
        if (item.kind() == EOF) {
          break;
        }
        boolean go;
        try {
          if (item.kind() == TOO_LONG) {
            handler.lineTooLong(item.text());
            go = true;
          } else {
            go = handler.handle(item.text());
          }
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
          diagnostics.println("internal error on '" + quote(item.text()) + "': " + e);
          go = true;
        }
        if (!go) {
          break;
        }
      }
    } finally {
      handler.close();
    }
    synchronized (failure) {
      if (failure[0] != null) {
        throw failure[0];
      }
    }
  }

  /** The input thread: reads lines, shows each to the handler, queues it; at the end, queues EOF. */
  private static void read(Reader in, ProtocolHandler handler, PrintStream diagnostics, int maxLine,
      BlockingQueue<Item> queue, IOException[] failure) {
    StringBuilder b = new StringBuilder();
    try {
      while (true) {
        int kind;
        try {
          kind = readLine(in, b, maxLine);
        } catch (IOException e) {
          synchronized (failure) {
            failure[0] = e;
          }
          kind = EOF;
        }
        String text = b.toString();
        try {
          if (kind == EOF) {
            handler.endOfInput();
          } else if (kind == LINE) {
            handler.received(text);
          }
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
          diagnostics.println("internal error on '" + quote(text) + "': " + e);
        }
        queue.put(new Item(kind, text));
        if (kind == EOF) {
          return;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

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
    return GtpEngine.quote(text.toString());
  }
}
