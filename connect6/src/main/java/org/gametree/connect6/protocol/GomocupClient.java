package org.gametree.connect6.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Drives a Gomocup (Piskvork) brain over its stdin/stdout: {@link #launch} starts a program, or wrap any pair of
 * streams. Lines the brain sends on its own ({@code MESSAGE}, {@code DEBUG}, {@code SUGGEST}) are skipped.
 */
public final class GomocupClient implements AutoCloseable {
  private final BufferedReader in;
  private final PrintStream out;
  private final Process process;

  /** A client talking to a brain through {@code fromEngine} / {@code toEngine}. */
  public GomocupClient(InputStream fromEngine, OutputStream toEngine) {
    this(fromEngine, toEngine, null);
  }

  private GomocupClient(InputStream fromEngine, OutputStream toEngine, Process process) {
    this.in = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8));
    this.out = new PrintStream(toEngine, true, StandardCharsets.UTF_8);
    this.process = process;
  }

  /** Starts the brain {@code command} (stderr is inherited). */
  public static GomocupClient launch(List<String> command) throws IOException {
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    return new GomocupClient(p.getInputStream(), p.getOutputStream(), p);
  }

  /** {@code START size}; true if the brain answered OK. */
  public boolean start(int size) throws IOException {
    send("START " + size);
    return readReply().startsWith("OK");
  }

  /** {@code INFO key value} (no reply). */
  public void info(String key, String value) {
    send("INFO " + key + " " + value);
  }

  /** {@code BEGIN}: the brain's first move as {x, y}. */
  public int[] begin() throws IOException {
    send("BEGIN");
    return parseMove(readReply());
  }

  /** {@code TURN x,y}: the opponent's move; returns the brain's answer as {x, y}. */
  public int[] turn(int x, int y) throws IOException {
    send("TURN " + x + "," + y);
    return parseMove(readReply());
  }

  /** {@code ABOUT}: the brain's description line. */
  public String about() throws IOException {
    send("ABOUT");
    return readReply();
  }

  /** Sends a raw line and returns the next reply line (for commands this client does not wrap). */
  public String command(String line) throws IOException {
    send(line);
    return readReply();
  }

  /** Sends a line without waiting for a reply. */
  public void send(String line) {
    out.print(line + "\r\n");
    out.flush();
  }

  private String readReply() throws IOException {
    String line;
    while ((line = in.readLine()) != null) {
      String t = line.strip();
      if (t.isEmpty() || t.startsWith("MESSAGE") || t.startsWith("DEBUG") || t.startsWith("SUGGEST")) {
        continue;
      }
      return t;
    }
    throw new IOException("brain closed its output");
  }

  private static int[] parseMove(String line) throws IOException {
    String[] xy = line.split(",");
    try {
      if (xy.length == 2) {
        return new int[] {Integer.parseInt(xy[0].strip()), Integer.parseInt(xy[1].strip())};
      }
    } catch (NumberFormatException e) {
      // fall through
    }
    throw new IOException("brain did not answer with x,y: '" + line + "'");
  }

  /** Sends {@code END} and, for a launched brain, waits briefly for it to exit. */
  @Override
  public void close() {
    send("END");
    out.close();
    if (process != null) {
      try {
        if (!process.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) {
          process.destroy();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        process.destroy();
      }
    }
  }
}
