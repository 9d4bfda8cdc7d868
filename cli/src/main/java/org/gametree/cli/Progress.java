package org.gametree.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarConsumer;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A long job's progress on standard error (never standard output, so {@code --json} stays one clean object): a bar
 * drawn by me.tongfei:progressbar when standard error is a terminal, a plain line every few seconds otherwise (CI,
 * logs, pipes), or nothing.
 *
 * <p>The mode comes from the system property {@code gametree.progress} or the environment variable {@code
 * GAMETREE_PROGRESS} ({@code bar}, {@code lines} or {@code none}); the launcher script sets the variable from whether
 * standard error is a terminal. Without either, a bar is drawn when the JVM has a console. The system property {@code
 * gametree.progress.every} sets the plain lines' interval in milliseconds (default 5000; 0 prints one per step).
 */
abstract class Progress implements AutoCloseable {
  /** How progress is shown. */
  enum Mode {
    BAR,
    LINES,
    NONE
  }

  /** The default interval of plain lines. */
  static final long EVERY_MILLIS = 5000;

  /** The mode this process uses (see the class comment). */
  static Mode mode() {
    String v = System.getProperty("gametree.progress", System.getenv("GAMETREE_PROGRESS"));
    if (v != null) {
      for (Mode m : Mode.values()) {
        if (m.name().equalsIgnoreCase(v.strip())) {
          return m;
        }
      }
    }
    return System.console() != null ? Mode.BAR : Mode.LINES;
  }

  /** The interval of plain lines this process uses. */
  static long everyMillis() {
    try {
      return Math.max(0, Long.parseLong(System.getProperty("gametree.progress.every", "" + EVERY_MILLIS)));
    } catch (NumberFormatException e) {
      return EVERY_MILLIS;
    }
  }

  /**
   * Starts showing a job on {@link System#err}.
   *
   * @param task what runs ({@code bench}, {@code match}), first on every line
   * @param total the steps it takes, or -1 if unknown (then the bar shows only the time)
   * @param unit what a step is ({@code games}, {@code positions}), for the plain lines
   * @param alreadyDone steps done before this run (a resumed match): the bar starts there and the ETA counts only
   *     the steps of this run
   */
  static Progress start(String task, long total, String unit, long alreadyDone) {
    return start(task, total, unit, alreadyDone, mode(), System.err, everyMillis());
  }

  static Progress start(String task, long total, String unit, long alreadyDone, Mode mode, PrintStream err,
      long everyMillis) {
    return switch (mode) {
      case BAR -> new Bar(task, total, alreadyDone, err);
      case LINES -> new Lines(task, total, unit, alreadyDone, err, everyMillis);
      case NONE -> new Quiet(err);
    };
  }

  /** The job has done {@code done} steps; {@code message} (or null) says how it stands. */
  abstract void step(long done, String message);

  /**
   * A stream for the job's own log lines (a training recipe's): they appear above a bar, or as they are among plain
   * lines (which then wait their interval again, as the log shows the job alive).
   */
  abstract PrintStream log();

  /** Prints {@code line} on {@code out} (standard output, say) without tearing a bar drawn on the same terminal. */
  void printAbove(PrintStream out, String line) {
    out.println(line);
  }

  @Override
  public abstract void close();

  /** A PrintStream that hands each complete line to {@code sink}. */
  static PrintStream lineStream(java.util.function.Consumer<String> sink) {
    return new PrintStream(new OutputStream() {
      private final ByteArrayOutputStream line = new ByteArrayOutputStream();

      @Override
      public synchronized void write(int b) {
        if (b == '\n') {
          sink.accept(line.toString(StandardCharsets.UTF_8));
          line.reset();
        } else {
          line.write(b);
        }
      }
    }, true, StandardCharsets.UTF_8);
  }

  static String duration(Duration d) {
    long secs = d.toSeconds();
    return secs >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", secs / 3600, secs / 60 % 60)
        : secs >= 60 ? String.format(Locale.ROOT, "%dm%02ds", secs / 60, secs % 60)
        : String.format(Locale.ROOT, "%.1fs", d.toMillis() / 1000.0);
  }

  /**
   * The terminal bar. A job of unknown length (a training recipe, a solve) shows only its time while it runs and ends
   * full, at 100 %, rather than at "?" when it is done.
   */
  private static final class Bar extends Progress {
    private final ProgressBar bar;
    private final boolean unknownLength;
    private final PrintStream err;
    private final PrintStream log;

    Bar(String task, long total, long alreadyDone, PrintStream err) {
      this.err = err;
      this.unknownLength = total < 0;
      this.bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setStyle(ProgressBarStyle.ASCII)
          .startsFrom(Math.max(0, alreadyDone), Duration.ZERO).setUpdateIntervalMillis(200).continuousUpdate()
          .setConsumer(new ClosedOnce(new ConsoleProgressBarConsumer(err))).build();
      this.log = lineStream(line -> {
        synchronized (this) {
          // Clear the bar's line, print the log line, and draw the bar again below it.
          err.print("\r\u001b[K" + line + "\n");
          bar.refresh();
        }
      });
    }

    @Override
    synchronized void step(long done, String message) {
      bar.stepTo(done);
      if (message != null) {
        bar.setExtraMessage(message);
      }
    }

    @Override
    PrintStream log() {
      return log;
    }

    @Override
    synchronized void printAbove(PrintStream out, String line) {
      err.print("\r\u001b[K");
      err.flush();
      out.println(line);
      out.flush();
      bar.refresh();
    }

    @Override
    public synchronized void close() {
      if (unknownLength) {
        long steps = Math.max(1, bar.getCurrent());
        bar.maxHint(steps);
        bar.stepTo(steps);
      }
      bar.close();
      err.flush();
    }
  }

  /**
   * The library's console output, drawn no more after it is closed: when a job ends while the library's periodic
   * refresh is running, both its refresh task and its close would otherwise end the bar, leaving it on two lines.
   */
  private static final class ClosedOnce implements ProgressBarConsumer {
    private final ProgressBarConsumer out;
    private boolean closed;

    ClosedOnce(ProgressBarConsumer out) {
      this.out = out;
    }

    @Override
    public int getMaxRenderedLength() {
      return out.getMaxRenderedLength();
    }

    @Override
    public synchronized void accept(String rendered) {
      if (!closed) {
        out.accept(rendered);
      }
    }

    @Override
    public synchronized void close() {
      if (!closed) {
        closed = true;
        out.close();
      }
    }
  }

  /** Plain lines: one every interval while the job runs, and one at the end if any was printed. */
  private static final class Lines extends Progress {
    private final String task;
    private final long total;
    private final String unit;
    private final PrintStream err;
    private final long every;
    private final long startNanos = System.nanoTime();
    private final ScheduledExecutorService timer;
    private final PrintStream log;
    private final long resumedAt;
    private long done;
    private String message;
    private long lastLineNanos = System.nanoTime();
    private boolean printed;

    Lines(String task, long total, String unit, long alreadyDone, PrintStream err, long everyMillis) {
      this.task = task;
      this.resumedAt = Math.max(0, alreadyDone);
      this.done = resumedAt;
      this.total = total;
      this.unit = unit;
      this.err = err;
      this.every = TimeUnit.MILLISECONDS.toNanos(everyMillis);
      this.log = lineStream(line -> {
        synchronized (this) {
          err.println(line);
          lastLineNanos = System.nanoTime();
        }
      });
      if (everyMillis > 0) {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
          Thread t = new Thread(r, "gametree-progress");
          t.setDaemon(true);
          return t;
        });
        long tick = Math.max(50, everyMillis / 5);
        timer.scheduleAtFixedRate(this::maybePrint, tick, tick, TimeUnit.MILLISECONDS);
      } else {
        timer = null;
      }
    }

    private synchronized void maybePrint() {
      if (System.nanoTime() - lastLineNanos >= every) {
        print(false);
      }
    }

    private void print(boolean last) {
      long now = System.nanoTime();
      Duration elapsed = Duration.ofNanos(now - startNanos);
      StringBuilder b = new StringBuilder(task).append(": ");
      if (total >= 0) {
        b.append(done).append('/').append(total).append(' ').append(unit);
        if (total > 0) {
          b.append(String.format(Locale.ROOT, " (%d%%)", done * 100 / total));
        }
      } else {
        b.append(last ? "done" : "running");
      }
      if (message != null && !message.isEmpty()) {
        b.append("  ").append(message);
      }
      b.append(last ? "  in " : "  elapsed ").append(duration(elapsed));
      long fresh = done - resumedAt;
      if (!last && total > 0 && fresh > 0 && done < total) {
        b.append("  ETA ").append(duration(elapsed.multipliedBy(total - done).dividedBy(fresh)));
      }
      err.println(b);
      err.flush();
      lastLineNanos = now;
      printed = true;
    }

    @Override
    synchronized void step(long done, String message) {
      this.done = done;
      this.message = message;
      if (System.nanoTime() - lastLineNanos >= every) {
        print(false);
      }
    }

    @Override
    PrintStream log() {
      return log;
    }

    @Override
    public void close() {
      if (timer != null) {
        timer.shutdownNow();
      }
      synchronized (this) {
        if (printed || System.nanoTime() - startNanos >= every) {
          print(true);
        }
      }
    }
  }

  /** No progress; the job's own log lines still go to standard error. */
  private static final class Quiet extends Progress {
    private final PrintStream err;

    Quiet(PrintStream err) {
      this.err = err;
    }

    @Override
    void step(long done, String message) {}

    @Override
    PrintStream log() {
      return err;
    }

    @Override
    public void close() {}
  }
}
