package org.gametree.core.protocol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The framing of the Go Text Protocol v2, shared by every GTP engine here (Go, and Othello as Edax speaks it):
 * optional numeric ids, {@code = result} / {@code ? error} replies ended by a blank line, comments and control
 * characters removed, and the administrative commands ({@code protocol_version}, {@code name}, {@code version},
 * {@code known_command}, {@code list_commands}, {@code quit}). Subclasses register the game commands.
 */
public abstract class GtpEngine implements ProtocolHandler {
  /** A command's body: takes the arguments, returns the reply text, throws {@link GtpError} for a failure reply. */
  @FunctionalInterface
  public interface Command {
    String run(List<String> args);
  }

  /** A failure reply; its message is the error text the spec prescribes ({@code illegal move}, ...). */
  public static final class GtpError extends RuntimeException {
    public GtpError(String message) {
      super(message, null, false, false);
    }
  }

  private final Map<String, Command> commands = new LinkedHashMap<>();
  protected final ProtocolOutput out;
  private boolean quit;

  protected GtpEngine(ProtocolOutput out, String name, String version) {
    this.out = out;
    register("protocol_version", args -> "2");
    register("name", args -> name);
    register("version", args -> version);
    register("known_command", args -> Boolean.toString(args.size() == 1 && commands.containsKey(args.get(0))));
    register("list_commands", args -> String.join("\n", commands.keySet()));
    register("quit", args -> {
      quit = true;
      return "";
    });
  }

  /** Adds or replaces a command. */
  protected final void register(String name, Command command) {
    commands.put(name, command);
  }

  /** The registered command names, in registration order. */
  public final List<String> commandNames() {
    return Collections.unmodifiableList(new ArrayList<>(commands.keySet()));
  }

  @Override
  public final boolean handle(String rawLine) {
    String line = clean(rawLine);
    if (line.isEmpty()) {
      return true;
    }
    List<String> words = new ArrayList<>(List.of(line.split(" +")));
    String id = "";
    if (words.get(0).chars().allMatch(Character::isDigit)) {
      id = words.remove(0);
      if (words.isEmpty()) {
        out.print("?" + id + " missing command\n\n");
        return true;
      }
    }
    String name = words.remove(0);
    Command command = commands.get(name);
    if (command == null) {
      out.print("?" + id + " unknown command\n\n");
      return true;
    }
    try {
      String result = command.run(words);
      out.print("=" + id + (result.isEmpty() ? "" : " " + result) + "\n\n");
    } catch (GtpError e) {
      out.print("?" + id + " " + e.getMessage() + "\n\n");
    } catch (RuntimeException e) {
      out.print("?" + id + " " + (e.getMessage() == null ? e.toString() : e.getMessage()) + "\n\n");
    }
    return !quit;
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
  protected static void requireArgs(List<String> args, int count) {
    if (args.size() != count) {
      throw new GtpError("syntax error");
    }
  }
}
