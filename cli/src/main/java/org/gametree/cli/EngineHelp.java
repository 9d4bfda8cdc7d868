package org.gametree.cli;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.Games;
import org.gametree.core.engine.Engines;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.option.OptionSet;
import org.gametree.core.search.SearchOptions;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The options an engine spec ({@code KIND:key=value,...}) may carry, printed under the help of every command that
 * takes one: those of every built-in kind, MCTS's, and each registered game's own.
 */
final class EngineHelp {
  private EngineHelp() {}

  static String text() {
    StringBuilder sb = new StringBuilder(String.format("%nEngine specs: KIND[:key=value,...] with KIND minimax, "
        + "alphabeta, negascout, mtdf or mcts;%nor PROTOCOL:COMMAND for an external engine (gtp, uci, ucci, nboard, "
        + "gomocup, connect6),%nfollowed by engine options option.NAME=VALUE sent with the protocol's own command "
        + "(uci, ucci: setoption;%ngomocup: INFO; the others have none), e.g. 'uci:/usr/games/fairy-stockfish "
        + "option.Threads=2'.%nAn option marked [depth-first] or [mcts] is an error for the other kinds; "
        + "selective is a macro:%nit applies first, so options given explicitly win whatever their order.%n%n"));
    sb.append(Engines.OPTIONS.help()).append(MctsConfig.OPTIONS.help());
    Set<String> seen = new LinkedHashSet<>();
    for (GameProvider provider : Games.providers()) {
      Game<?> game = provider.create(new GameSpec(provider.names().iterator().next(), Map.of()));
      OptionSet options = game.capability(SearchOptions.class).map(SearchOptions::options).orElse(null);
      if (options != null && !options.options().isEmpty() && seen.add(options.title())) {
        sb.append(options.help());
      }
    }
    return sb.toString().replace("\n", System.lineSeparator());
  }

  /**
   * What plays when no engine is given: the game's default engine where {@code command}'s {@code GAME} was given on the
   * command line ({@code gametree search go --help}), else a sentence pointing at {@code gametree games}.
   */
  static String defaultEngine(CommandSpec command) {
    Object given = command.positionalParameters().stream().filter(p -> p.paramLabel().equals("GAME"))
        .map(p -> p.getValue()).filter(v -> v != null).findFirst().orElse(null);
    String text;
    if (given == null) {
      text = "%nWithout an engine, each game plays the game's default engine ('gametree games' lists them).%n";
    } else {
      String line;
      try {
        Game<?> game = Games.byId(given.toString());
        line = "The default engine of " + game.id() + ": " + game.defaultEngineSpec();
      } catch (RuntimeException e) {
        line = "Without an engine, each game plays the game's default engine ('gametree games' lists them)";
      }
      text = "%n" + line.replace("%", "%%") + ".%n";
    }
    return String.format(text).replace("\n", System.lineSeparator());
  }

  /** Each game's parameters ({@code go(size=9,komi=7)}), for {@code games --help}. */
  static String gameParameters() {
    StringBuilder sb = new StringBuilder(String.format("%nGame specs: NAME[(key=value,...)]; on|off parameters also "
        + "take true|false, yes|no, 1|0.%n%n"));
    for (GameProvider provider : Games.providers()) {
      String names = String.join(", ", provider.names().stream().sorted().toList());
      OptionSet parameters = provider.parameters();
      if (parameters.options().isEmpty()) {
        sb.append(names).append(": no parameters\n");
      } else {
        sb.append(names).append(":\n");
        parameters.options().forEach(o -> sb.append("  ").append(o.describe()).append('\n'));
      }
    }
    return sb.toString().replace("\n", System.lineSeparator());
  }
}
