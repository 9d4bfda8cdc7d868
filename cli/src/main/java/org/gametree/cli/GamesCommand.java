package org.gametree.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gametree.core.Game;
import org.gametree.core.GameProvider;
import org.gametree.core.GameSpec;
import org.gametree.core.Games;
import org.gametree.core.match.Json;
import org.gametree.core.protocol.Protocols;
import org.gametree.core.search.Solvable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gametree games}: the registered games, their parameters and what each supports. */
@Command(name = "games", mixinStandardHelpOptions = true,
    description = "List the registered games, one row per game with its aliases, its default engine and its parameters "
        + "(NAME(key=value,...)): type, default, help.")
final class GamesCommand implements Callable<Integer> {
  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    ArrayNode rows = Json.array();
    for (GameProvider provider : Games.providers()) {
      // names that build the same game (othello, reversi) are one row: the name that is its id, then its aliases
      Map<String, List<String>> namesById = new LinkedHashMap<>();
      Map<String, Game<?>> games = new LinkedHashMap<>();
      for (String name : provider.names().stream().sorted().toList()) {
        Game<?> game = provider.create(new GameSpec(name, Map.of()));
        namesById.computeIfAbsent(game.id(), id -> new ArrayList<>()).add(name);
        games.putIfAbsent(game.id(), game);
      }
      for (Map.Entry<String, List<String>> e : namesById.entrySet()) {
        Game<?> game = games.get(e.getKey());
        List<String> names = new ArrayList<>(e.getValue());
        String name = names.contains(game.id()) ? game.id() : names.get(0);
        names.remove(name);
        row(rows, provider, game, name, names);
      }
    }
    if (json) {
      ObjectNode out = Json.object();
      out.set("games", rows);
      System.out.println(Json.toJson(out));
    }
    return 0;
  }

  private void row(ArrayNode rows, GameProvider provider, Game<?> game, String name, List<String> aliases) {
    List<String> features = new ArrayList<>();
    boolean solvable = game.capability(Solvable.class).isPresent();
    if (solvable) {
      features.add("solve");
    }
    List<String> protocols = Protocols.supported(game);
    ArrayNode parameters = Json.array();
    for (org.gametree.core.option.Option<?> p : provider.parameters().options()) {
      parameters.add(Json.object().put("name", p.name()).put("type", p.type()).put("default", p.defaultText())
          .put("help", p.help()));
    }
    rows.add(Json.object().put("name", name).putPOJO("aliases", aliases).put("id", game.id())
        .put("description", provider.description())
        .putPOJO("evaluators", game.evaluatorNames().stream().sorted().toList())
        .put("defaultEngine", game.defaultEngineSpec())
        .putPOJO("protocols", protocols).put("solve", solvable).set("parameters", parameters));
    if (json) {
      return;
    }
    String title = aliases.isEmpty() ? name : name + " (" + String.join(", ", aliases) + ")";
    System.out.printf("%-14s %s%n", title, provider.description());
    StringBuilder extras = new StringBuilder(INDENT + "id " + game.id());
    extras.append("; evaluators ").append(String.join(", ", game.evaluatorNames().stream().sorted().toList()));
    if (!protocols.isEmpty()) {
      extras.append("; protocols ").append(String.join(", ", protocols));
    }
    if (!features.isEmpty()) {
      extras.append("; ").append(String.join(", ", features));
    }
    System.out.println(extras);
    System.out.println(INDENT + "default engine " + game.defaultEngineSpec());
    for (org.gametree.core.option.Option<?> p : provider.parameters().options()) {
      System.out.println(INDENT + p.describe());
    }
  }

  private static final String INDENT = " ".repeat(15);
}
