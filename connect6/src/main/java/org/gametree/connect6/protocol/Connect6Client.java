package org.gametree.connect6.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Drives a Connect6 engine speaking the Cloudict-style text protocol over stdin/stdout. Engines mix chatter into
 * their output, so only lines matching {@code move [A-Z]{2}([A-Z]{2})?} (and {@code name ...}) are read.
 */
public final class Connect6Client implements AutoCloseable {
  private static final Pattern MOVE = Pattern.compile("^move ([A-Za-z]{2}([A-Za-z]{2})?)$");
  private final BufferedReader in;
  private final PrintStream out;
  private final Process process;

  /** A client talking to an engine through {@code fromEngine} / {@code toEngine}. */
  public Connect6Client(InputStream fromEngine, OutputStream toEngine) {
    this(fromEngine, toEngine, null);
  }

  private Connect6Client(InputStream fromEngine, OutputStream toEngine, Process process) {
    this.in = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8));
    this.out = new PrintStream(toEngine, true, StandardCharsets.UTF_8);
    this.process = process;
  }

  /** Starts the engine {@code command} (stderr is inherited). */
  public static Connect6Client launch(List<String> command) throws IOException {
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    return new Connect6Client(p.getInputStream(), p.getOutputStream(), p);
  }

  /** {@code name}: the engine's name. */
  public String name() throws IOException {
    send("name");
    String line;
    while ((line = in.readLine()) != null) {
      if (line.strip().startsWith("name ")) {
        return line.strip().substring(5).strip();
      }
    }
    throw new IOException("engine closed its output");
  }

  /** {@code new black} (the engine opens; returns its stones) or {@code new white} (returns null). */
  public String newGame(boolean engineIsBlack) throws IOException {
    send("new " + (engineIsBlack ? "black" : "white"));
    return engineIsBlack ? readMove() : null;
  }

  /** {@code move XXXX}: the opponent's stones; returns the engine's answer (two letters per stone). */
  public String move(String stones) throws IOException {
    send("move " + stones);
    return readMove();
  }

  /** Sends a line without waiting for a reply. */
  public void send(String line) {
    out.print(line + "\n");
    out.flush();
  }

  private String readMove() throws IOException {
    String line;
    while ((line = in.readLine()) != null) {
      var m = MOVE.matcher(line.strip());
      if (m.matches()) {
        return m.group(1).toUpperCase(java.util.Locale.ROOT);
      }
    }
    throw new IOException("engine closed its output");
  }

  /** Sends {@code quit} and, for a launched engine, waits briefly for it to exit. */
  @Override
  public void close() {
    send("quit");
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
