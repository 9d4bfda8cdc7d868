package org.gametree.core.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.Search;
import org.gametree.core.toys.Nim;
import org.junit.jupiter.api.Test;

/** The search package does not depend on the MCTS package: MCTS plugs into the builder as a factory. */
class PackageDirectionTest {
  @Test
  void noCodeOfTheSearchPackagesNamesTheMctsPackage() throws IOException {
    Path search = Path.of("src/main/java/org/gametree/core/search");
    assertTrue(Files.isDirectory(search), "run from the core module: " + search.toAbsolutePath());
    List<Path> offenders;
    try (Stream<Path> files = Files.walk(search)) {
      offenders = files.filter(p -> p.toString().endsWith(".java")).filter(p -> {
        try {
          // code, not comments: a javadoc may name the package that plugs in
          return Files.readAllLines(p).stream().map(String::strip)
              .filter(l -> !l.startsWith("*") && !l.startsWith("/*") && !l.startsWith("//"))
              .anyMatch(l -> l.contains("org.gametree.core.mcts"));
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).collect(Collectors.toList());
    }
    assertEquals(List.of(), offenders);
  }

  @Test
  void anMctsConfigIsTheSearcherKindTheBuilderTakes() {
    Nim game = Nim.of(5);
    Search.Builder<Nim.State> builder = Search.builder(game).mcts(MctsConfig.uct());
    assertTrue(builder.config().kind() instanceof MctsConfig, "the configuration holds the kind as a value");
    assertTrue(builder.build() instanceof MctsSearcher);
    assertTrue(Search.builder(game).mcts(MctsConfig.uct()).algorithm(Algorithm.NEGASCOUT).build()
        .getClass() != MctsSearcher.class, "a later algorithm(...) replaces the kind");
  }
}
