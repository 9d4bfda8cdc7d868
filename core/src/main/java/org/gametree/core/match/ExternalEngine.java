package org.gametree.core.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A child process spoken to in lines: a reader thread queues its output so every read has a timeout, stderr is
 * drained, and {@link #close()} asks politely, then kills the process (and its children) if it does not exit.
 */
public final class ExternalEngine implements AutoCloseable {
  private static final String EOF = new String("<eof>");

  private final String commandLine;
  private final Process process;
  private final Writer in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private volatile boolean dead;
  /** How many lines {@link #skipped} has logged; after {@link #MAX_LOGGED} it stays quiet. */
  private int logged;
  private static final int MAX_LOGGED = 50;
  private static final System.Logger LOG = System.getLogger(ExternalEngine.class.getName());

  private ExternalEngine(String commandLine, Process process) {
    this.commandLine = commandLine;
    this.process = process;
    this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread out = new Thread(() -> pump(process.getInputStream(), true), "engine-out");
    out.setDaemon(true);
    out.start();
    Thread err = new Thread(() -> pump(process.getErrorStream(), false), "engine-err");
    err.setDaemon(true);
    err.start();
  }

  /** Starts {@code commandLine} (split on whitespace; quote with "..." to keep spaces). */
  public static ExternalEngine start(String commandLine) {
    List<String> argv = split(commandLine);
    if (argv.isEmpty()) {
      throw new PlayerException("empty engine command line");
    }
    try {
      return new ExternalEngine(commandLine, new ProcessBuilder(argv).start());
    } catch (IOException e) {
      throw new PlayerException("cannot start engine '" + commandLine + "': " + e.getMessage(), e);
    }
  }

  /** Splits a command line on whitespace, keeping double-quoted parts together. */
  static List<String> split(String commandLine) {
    List<String> argv = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    for (int i = 0; i < commandLine.length(); i++) {
      char c = commandLine.charAt(i);
      if (c == '"') {
        quoted = !quoted;
        any = true;
      } else if (Character.isWhitespace(c) && !quoted) {
        if (any) {
          argv.add(cur.toString());
          cur.setLength(0);
          any = false;
        }
      } else {
        cur.append(c);
        any = true;
      }
    }
    if (any) {
      argv.add(cur.toString());
    }
    return argv;
  }

  private void pump(InputStream stream, boolean keep) {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (keep) {
          lines.add(line);
        }
      }
    } catch (IOException e) {
      // the process went away; the EOF marker below tells the reader
    } finally {
      if (keep) {
        dead = true;
        lines.add(EOF);
      }
    }
  }

  /** The command line this engine was started with. */
  public String commandLine() {
    return commandLine;
  }

  /** Sends one line; {@link PlayerException} if the engine has gone. */
  public void send(String line) {
    try {
      in.write(line);
      in.write('\n');
      in.flush();
    } catch (IOException e) {
      throw new PlayerException("engine '" + commandLine + "' is gone (" + e.getMessage() + ")", e);
    }
  }

  /** The next output line; {@link PlayerException} if none comes within {@code timeout} or the engine exits. */
  public String readLine(Duration timeout) {
    try {
      String line = lines.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
      if (line == null) {
        throw new PlayerException("engine '" + commandLine + "' silent for " + timeout.toMillis() + " ms");
      }
      if (line == EOF) {
        lines.add(EOF);
        throw new PlayerException("engine '" + commandLine + "' exited" + exitText());
      }
      return line;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new PlayerException("interrupted while waiting for engine '" + commandLine + "'", e);
    }
  }

  private String exitText() {
    try {
      if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
        return " with status " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "";
  }

  /**
   * Notes a line a client skipped as not part of its protocol (an engine's progress text on stdout, say), on the
   * logger (stderr by default), never on stdout; the first {@value #MAX_LOGGED} of them, then one line that says so.
   */
  public synchronized void skipped(String line, String why) {
    if (logged < MAX_LOGGED) {
      LOG.log(System.Logger.Level.INFO, "engine " + label() + ": " + why + ": " + clip(line));
    } else if (logged == MAX_LOGGED) {
      LOG.log(System.Logger.Level.INFO, "engine " + label() + ": further skipped lines are not logged");
    }
    logged++;
  }

  /** The program's file name, for a log line (a command line may be a whole class path long). */
  private String label() {
    List<String> argv = split(commandLine);
    String program = argv.isEmpty() ? commandLine : argv.get(0);
    return "'" + clip(program.substring(Math.max(program.lastIndexOf('/'), program.lastIndexOf('\\')) + 1)) + "'";
  }

  private static String clip(String line) {
    return line.length() <= 200 ? line : line.substring(0, 197) + "...";
  }

  /** Whether the process is still running and its output open. */
  public boolean isAlive() {
    return process.isAlive() && !dead;
  }

  /**
   * Sends {@code quitCommand} (if not null), waits up to {@code grace} for the process to exit, then kills it and
   * its descendants.
   */
  public void close(String quitCommand, Duration grace) {
    try {
      if (quitCommand != null && process.isAlive()) {
        try {
          send(quitCommand);
        } catch (PlayerException e) {
          // already gone
        }
      }
      try {
        in.close();
      } catch (IOException e) {
        // closing stdin of a dead process
      }
      if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
        kill();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill();
    }
  }

  private void kill() {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Kills the process at once. */
  @Override
  public void close() {
    close(null, Duration.ZERO);
  }
}
