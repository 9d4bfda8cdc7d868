package org.gametree.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
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
    description = "List the registered games, with each game's parameters (NAME(key=value,...)): type, default, help.")
final class GamesCommand implements Callable<Integer> {
  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    ArrayNode rows = Json.array();
    for (GameProvider provider : Games.providers()) {
      for (String name : provider.names().stream().sorted().toList()) {
        Game<?> game = provider.create(new GameSpec(name, java.util.Map.of()));
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
        rows.add(Json.object().put("name", name).put("id", game.id())
            .put("description", provider.description())
            .putPOJO("evaluators", game.evaluatorNames().stream().sorted().toList())
            .putPOJO("protocols", protocols).put("solve", solvable).set("parameters", parameters));
        if (!json) {
          System.out.printf("%-14s %s%n", name, provider.description());
          StringBuilder extras = new StringBuilder("               id " + game.id());
          extras.append("; evaluators ").append(String.join(", ", game.evaluatorNames().stream().sorted().toList()));
          if (!protocols.isEmpty()) {
            extras.append("; protocols ").append(String.join(", ", protocols));
          }
          if (!features.isEmpty()) {
            extras.append("; ").append(String.join(", ", features));
          }
          System.out.println(extras);
          for (org.gametree.core.option.Option<?> p : provider.parameters().options()) {
            System.out.println("               " + p.describe());
          }
        }
      }
    }
    if (json) {
      ObjectNode out = Json.object();
      out.set("games", rows);
      System.out.println(Json.toJson(out));
    }
    return 0;
  }
}
