package org.gametree.cli;

import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * Numbers on the command line are counts, sizes, times and timeouts: a negative one, or a number that is not finite,
 * is refused before any command runs (one line, exit code 2). Seeds are the exception: any long is a seed.
 */
final class NumberChecks {
  /** Options whose numbers may be negative. */
  private static final Set<String> SIGNED = Set.of("--seed");

  private NumberChecks() {}

  /** Throws a {@link CommandLine.ParameterException} for the first negative or non-finite number given. */
  static void check(ParseResult parsed) {
    for (ParseResult p = parsed; p != null; p = p.subcommand()) {
      for (OptionSpec o : p.matchedOptions()) {
        if (SIGNED.contains(o.longestName())) {
          continue;
        }
        Object v = o.getValue();
        boolean bad = v instanceof Double d && (!Double.isFinite(d) || d < 0)
            || v instanceof Float f && (!Float.isFinite(f) || f < 0)
            || v instanceof Number n && !(v instanceof Double) && !(v instanceof Float) && n.longValue() < 0;
        if (bad) {
          boolean whole = !(v instanceof Double || v instanceof Float);
          throw new CommandLine.ParameterException(p.commandSpec().commandLine(),
              o.longestName() + " must be " + (whole ? "0 or more" : "a finite number >= 0") + ", got " + v);
        }
      }
    }
  }
}
