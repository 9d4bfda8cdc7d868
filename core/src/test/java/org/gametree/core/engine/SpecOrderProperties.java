package org.gametree.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gametree.core.toys.TicTacToe;

/** Any permutation of a valid spec's options resolves to an equal configuration and equal limits. */
class SpecOrderProperties {
  private static final TicTacToe GAME = new TicTacToe();

  @Property(tries = 200)
  void depthFirstSpecsDoNotDependOnOptionOrder(@ForAll("depthFirst") List<String> options, @ForAll Random random) {
    assertPermutationsAgree("negascout", options, random);
  }

  @Property(tries = 200)
  void mctsSpecsDoNotDependOnOptionOrder(@ForAll("mcts") List<String> options, @ForAll Random random) {
    assertPermutationsAgree("mcts", options, random);
  }

  private static void assertPermutationsAgree(String kind, List<String> options, Random random) {
    List<String> shuffled = new ArrayList<>(options);
    Collections.shuffle(shuffled, random);
    EngineConfig<TicTacToe.State> a = configure(kind, options);
    EngineConfig<TicTacToe.State> b = configure(kind, shuffled);
    // evaluators compare by identity: both come from the same game under the same name, so compare that
    assertEquals(a.search().evaluator().getClass(), b.search().evaluator().getClass());
    assertEquals(a.search(), b.search().withEvaluator(a.search().evaluator()), options + " vs " + shuffled);
    assertEquals(a.limits(), b.limits(), options + " vs " + shuffled);
  }

  private static EngineConfig<TicTacToe.State> configure(String kind, List<String> options) {
    return Engines.configure(GAME, EngineSpec.parse(kind + (options.isEmpty() ? "" : ":" + String.join(",", options))));
  }

  @Provide
  Arbitrary<List<String>> depthFirst() {
    Map<String, Arbitrary<String>> values = new LinkedHashMap<>();
    values.put("depth", Arbitraries.integers().between(1, 30).map(String::valueOf));
    values.put("nodes", Arbitraries.longs().between(1, 1_000_000).map(String::valueOf));
    values.put("time", Arbitraries.longs().between(1, 100_000).map(String::valueOf));
    values.put("threads", Arbitraries.integers().between(1, 4).map(String::valueOf));
    values.put("hash", Arbitraries.integers().between(0, 8).map(String::valueOf));
    values.put("eval", Arbitraries.of("default"));
    values.put("aspiration", Arbitraries.of("on", "off", "25", "true", "0"));
    values.put("contempt", Arbitraries.integers().between(-500, 500).map(String::valueOf));
    for (String onOff : List.of("quiescence", "nullmove", "lmr", "futility", "razoring", "iid", "candidates",
        "selective")) {
      values.put(onOff, Arbitraries.of("on", "off", "true", "false", "yes", "no", "1", "0"));
    }
    return subsets(values);
  }

  @Provide
  Arbitrary<List<String>> mcts() {
    Map<String, Arbitrary<String>> values = new LinkedHashMap<>();
    values.put("playouts", Arbitraries.longs().between(1, 1_000_000).map(String::valueOf));
    values.put("nodes", Arbitraries.longs().between(1, 1_000_000).map(String::valueOf));
    values.put("time", Arbitraries.longs().between(1, 100_000).map(String::valueOf));
    values.put("threads", Arbitraries.integers().between(1, 4).map(String::valueOf));
    values.put("c", Arbitraries.of("0", "0.7", "1.5", "2"));
    values.put("select", Arbitraries.of("uct", "rave", "puct", "RAVE"));
    values.put("bias", Arbitraries.of("0.03", "0.1"));
    values.put("priorvisits", Arbitraries.integers().between(0, 50).map(String::valueOf));
    values.put("eqex", Arbitraries.integers().between(0, 50).map(String::valueOf));
    values.put("virtualloss", Arbitraries.integers().between(0, 3).map(String::valueOf));
    values.put("reuse", Arbitraries.of("on", "off", "true", "0"));
    values.put("resign", Arbitraries.of("0", "0.1"));
    values.put("mix", Arbitraries.of("0", "0.5", "1"));
    values.put("evalscale", Arbitraries.of("400", "100"));
    values.put("expand", Arbitraries.integers().between(0, 3).map(String::valueOf));
    values.put("rolloutplies", Arbitraries.integers().between(1, 2000).map(String::valueOf));
    values.put("rollout", Arbitraries.of("default", "random"));
    values.put("seed", Arbitraries.longs().map(String::valueOf));
    values.put("parallel", Arbitraries.of("tree-locked", "tree", "root", "leaf"));
    values.put("mcts-solver", Arbitraries.of("on", "off"));
    values.put("final", Arbitraries.of("robust", "max"));
    return subsets(values);
  }

  /** Some of the options, each with a value, in the order of {@code values}. */
  private static Arbitrary<List<String>> subsets(Map<String, Arbitrary<String>> values) {
    List<Arbitrary<Optional<String>>> each = new ArrayList<>();
    values.forEach((key, value) -> each.add(value.map(v -> key + "=" + v).optional(0.5)));
    return Combinators.combine(each).as(list -> list.stream().flatMap(Optional::stream).toList());
  }
}
