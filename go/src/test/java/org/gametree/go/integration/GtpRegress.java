package org.gametree.go.integration;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A runner for GTP regression files in the format GNU Go's regression suite and gogui-regress read ({@code .tst}):
 * GTP commands, one a line, and after a numbered command a line {@code #? [PATTERN]} with the expected answer.
 * PATTERN is a Java regular expression that must match the whole answer (without the {@code =ID } prefix; a failure
 * answer is matched as {@code ?} followed by its text); {@code !} before it negates it; a {@code *} after the closing
 * bracket marks a known failure, which is reported but does not fail the run. Other comments are ignored.
 */
final class GtpRegress {
  private GtpRegress() {}

  /** The outcome of one numbered test. */
  record Result(int id, String command, String expected, String answer, boolean passed, boolean knownFailure) {
    /** Whether this result should fail the run: a failed test not marked as known, or a known failure that passed. */
    boolean unexpected() {
      return passed == knownFailure;
    }

    @Override
    public String toString() {
      return id + " " + command + ": expected [" + expected + "]" + (knownFailure ? "*" : "") + ", got '" + answer
          + "'" + (passed ? " PASS" : " FAIL");
    }
  }

  private static final Pattern EXPECT = Pattern.compile("#\\?\\s*\\[(.*)\\](\\*?)\\s*");
  private static final Pattern NUMBERED = Pattern.compile("(\\d+)\\s+(.*)");

  /**
   * Runs {@code lines} through {@code gtp}, which sends one command and returns the engine's raw reply
   * ({@code =ID text} or {@code ?ID text}, without the blank line).
   */
  static List<Result> run(List<String> lines, UnaryOperator<String> gtp) {
    List<Result> results = new ArrayList<>();
    int lastId = -1;
    String lastCommand = null;
    String lastAnswer = null;
    for (String raw : lines) {
      String line = raw.strip();
      Matcher expect = EXPECT.matcher(line);
      if (expect.matches()) {
        if (lastCommand == null) {
          throw new IllegalArgumentException("#? without a numbered command before it: " + line);
        }
        String pattern = expect.group(1);
        boolean negate = pattern.startsWith("!");
        boolean matches = Pattern.compile(negate ? pattern.substring(1) : pattern).matcher(lastAnswer).matches();
        results.add(new Result(lastId, lastCommand, pattern, lastAnswer, matches != negate,
            !expect.group(2).isEmpty()));
        lastCommand = null;
        continue;
      }
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String reply = gtp.apply(line).strip();
      Matcher numbered = NUMBERED.matcher(line);
      if (numbered.matches()) {
        lastId = Integer.parseInt(numbered.group(1));
        lastCommand = numbered.group(2);
        String text = reply.replaceFirst("^([=?])" + lastId + "\\s?", "$1");
        lastAnswer = text.startsWith("=") ? text.substring(1).strip() : text;
      } else if (reply.startsWith("?")) {
        throw new IllegalStateException("set-up command failed: '" + line + "' -> " + reply);
      }
    }
    return results;
  }
}
