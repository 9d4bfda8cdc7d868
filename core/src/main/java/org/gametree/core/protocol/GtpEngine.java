package org.gametree.core.protocol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gametree.core.Ascii;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;

/**
 * The framing of the Go Text Protocol v2, shared by every GTP engine here (Go, and Othello as Edax speaks it):
 * optional numeric ids, {@code = result} / {@code ? error} replies ended by a blank line, comments and control
 * characters removed, and the administrative commands ({@code protocol_version}, {@code name}, {@code version},
 * {@code known_command}, {@code list_commands}, {@code quit}, {@code gogui-interrupt}). Subclasses register the game
 * commands.
 *
 * <p>Commands run one at a time, in order. {@link LineProtocolServer} keeps reading while one runs: the line
 * {@code # interrupt} (GoGui's convention, announced by {@code gogui-interrupt}) stops its search
 * ({@link #interruptible}), which then answers with its best move so far. {@code quit} and the end of input do not:
 * a {@code genmove} queued before {@code quit} is a command like any other and gets its whole time, as GNU Go
 * does. A command that answers
 * {@code ?} leaves the session as it was: the subclass's
 * {@link #saveState()} is taken before every command and {@link #restoreState} puts it back after a failure, which
 * includes {@link OutOfMemoryError} and {@link StackOverflowError}.
 */
public abstract class GtpEngine implements ProtocolHandler {
  /** A command's body: takes the arguments, returns the reply text, throws {@link GtpError} for a failure reply. */
  @FunctionalInterface
  public interface Command {
    /** The reply to the command with these arguments. */
    String run(List<String> args);
  }

  /** A failure reply; its message is the error text the spec prescribes ({@code illegal move}, ...). */
  public static final class GtpError extends RuntimeException {
    /** A failure reply with the error text {@code message}. */
    public GtpError(String message) {
      super(message, null, false, false);
    }
  }

  /** The longest piece of client input quoted back in an error reply. */
  public static final int QUOTE = 80;

  private final Map<String, Command> commands = new LinkedHashMap<>();
  /** Where replies are written. */
  protected final ProtocolOutput out;
  private volatile StopSignal current = new StopSignal();

  /**
   * An engine answering on {@code out} that registers the standard administrative commands with its {@code name} and
   * {@code version}.
   */
  protected GtpEngine(ProtocolOutput out, String name, String version) {
    this.out = out;
    register("protocol_version", args -> "2");
    register("name", args -> name);
    register("version", args -> version);
    register("known_command", args -> Boolean.toString(args.size() == 1 && commands.containsKey(args.get(0))));
    register("list_commands", args -> String.join("\n", commands.keySet()));
    register("quit", args -> "");
    register("gogui-interrupt", args -> "");
  }

  /** Adds or replaces a command. */
  protected final void register(String name, Command command) {
    commands.put(name, command);
  }

  /** The registered command names, in registration order. */
  public final List<String> commandNames() {
    return Collections.unmodifiableList(new ArrayList<>(commands.keySet()));
  }

  /**
   * {@code limits} with the stop signal of the running command: a search given these limits ends early on
   * {@code # interrupt}.
   */
  protected final SearchLimits interruptible(SearchLimits limits) {
    return limits.withStop(current);
  }

  /** A snapshot of everything a command may change, taken before each command; null (the default) for none. */
  protected Object saveState() {
    return null;
  }

  /** Puts back a snapshot {@link #saveState()} took, after a command answered an error. */
  protected void restoreState(Object saved) {}

  @Override
  public final boolean handle(String rawLine) {
    String line = clean(rawLine);
    if (line.isEmpty()) {
      return true;
    }
    run(line);
    return !isQuit(line);
  }

  /**
   * On the input thread: {@code # interrupt} stops the running search. Other lines, {@code quit} included, wait their
   * turn: the commands before them are answered in full first.
   */
  @Override
  public final void received(String rawLine) {
    if (rawLine.strip().equals("# interrupt")) {
      current.raise();
    }
  }

  /** Answers an over-long line with {@code ? line too long} (with its id, if it starts with one). */
  @Override
  public final void lineTooLong(String prefix) {
    String first = clean(prefix).split(" +")[0];
    String id = !first.isEmpty() && Ascii.isDigits(first) ? quote(first) : "";
    out.print("?" + id + " line too long\n\n");
  }

  private static boolean isQuit(String line) {
    String[] words = line.split(" +");
    int i = Ascii.isDigits(words[0]) ? 1 : 0;
    return i < words.length && words[i].equals("quit");
  }

  /** Runs one cleaned command line and prints its reply. */
  private void run(String line) {
    current = new StopSignal();
    List<String> words = new ArrayList<>(List.of(line.split(" +")));
    String id = "";
    if (Ascii.isDigits(words.get(0))) {
      id = words.remove(0);
      if (words.isEmpty()) {
        out.print("?" + quote(id) + " missing command\n\n");
        return;
      }
      id = quote(id);
    }
    String name = words.remove(0);
    Command command = commands.get(name);
    if (command == null) {
      out.print("?" + id + " unknown command\n\n");
      return;
    }
    Object saved = null;
    String reply;
    try {
      saved = saveState();
      String result = command.run(words);
      reply = "=" + id + (result.isEmpty() ? "" : " " + result) + "\n\n";
    } catch (GtpError e) {
      reply = failure(saved, id, e.getMessage());
    } catch (RuntimeException e) {
      reply = failure(saved, id, e.getMessage() == null ? e.toString() : e.getMessage());
    } catch (OutOfMemoryError e) {
      reply = failure(saved, id, "out of memory");
    } catch (StackOverflowError e) {
      reply = failure(saved, id, "input nested too deeply");
    }
    out.print(reply);
  }

  private String failure(Object saved, String id, String message) {
    try {
      if (saved != null) {
        restoreState(saved);
      }
    } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
      // the snapshot is kept by the subclass; nothing more can be done here
    }
    return "?" + id + " " + oneLine(message) + "\n\n";
  }

  /** A message as one line of at most a few hundred characters, so that it cannot break the reply's framing. */
  private static String oneLine(String message) {
    String m = message.replace('\n', ' ').replace('\r', ' ').strip();
    return m.length() > 4 * QUOTE ? m.substring(0, 4 * QUOTE) + "..." : m;
  }

  /** At most {@link #QUOTE} characters of client input, for an error message. */
  public static String quote(String text) {
    String t = Protocols.printable(text);
    return t.length() <= QUOTE ? t : t.substring(0, QUOTE) + "...";
  }

  /** Stops a running search; a subclass that holds an engine calls {@code super.close()}, then releases it. */
  @Override
  public void close() {
    current.raise();
  }

  /** Removes comments and control characters, turns tabs into spaces, trims (GTP spec, section 2.4). */
  static String clean(String line) {
    int hash = line.indexOf('#');
    if (hash >= 0) {
      line = line.substring(0, hash);
    }
    StringBuilder b = new StringBuilder(line.length());
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\t') {
        b.append(' ');
      } else if (c >= 32 && c != 127) {
        b.append(c);
      }
    }
    return b.toString().strip();
  }

  /** A {@link GtpError} for a wrong number of arguments. */
  public static void requireArgs(List<String> args, int count) {
    if (args.size() != count) {
      throw new GtpError("syntax error");
    }
  }

  /**
   * A finite, non-negative number of at most {@code max}, or a {@link GtpError} naming the text: GTP's numbers
   * ({@code komi}, {@code time_settings}, {@code time_left}) are checked before anything uses them.
   */
  public static double number(String text, double min, double max) {
    double v;
    try {
      v = Ascii.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new GtpError("syntax error: not a number '" + quote(text) + "'");
    }
    if (!Double.isFinite(v) || v < min || v > max) {
      throw new GtpError("syntax error: '" + quote(text) + "' is not in " + min + ".." + max);
    }
    return v;
  }

  /** A whole number in {@code min..max}, or a {@link GtpError} naming the text. */
  public static int integer(String text, int min, int max) {
    int v;
    try {
      v = Ascii.parseInt(text);
    } catch (NumberFormatException e) {
      throw new GtpError("syntax error: not a whole number '" + quote(text) + "'");
    }
    if (v < min || v > max) {
      throw new GtpError("syntax error: '" + quote(text) + "' is not in " + min + ".." + max);
    }
    return v;
  }
}
