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
  void anMctsConfigIsTheBuildersFactoryAndMctsWithoutOneIsAClearError() {
    Nim game = Nim.of(5);
    assertTrue(Search.builder(game).algorithm(Algorithm.MCTS).mcts(MctsConfig.uct()).build() instanceof MctsSearcher);
    IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
        () -> Search.builder(game).algorithm(Algorithm.MCTS).build());
    assertTrue(e.getMessage().contains("MctsConfig"), e.getMessage());
    assertTrue(Mcts.searcher(Search.builder(game)) instanceof MctsSearcher, "Mcts.searcher defaults to UCT");
  }
}
