package org.gametree.core.layers;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;

/**
 * The package layering of a game module, as one ArchUnit rule for a game's base package {@code P} (bottom to top; no
 * package uses a package above it, and there are no cycles):
 *
 * <ol>
 *   <li>{@code P} (and {@code P.internal}, its implementation): state, rules, notation, records, evaluators and the
 *       feature extractors the evaluators read;
 *   <li>{@code P.search}: hooks, solvers, ProbCut models, playout and prior policies;
 *   <li>{@code P.protocol} (servers and clients) and {@code P.learn} (recipes, training games, trainers), side by
 *       side: both may use {@code P.search} and {@code P}, neither uses the other;
 *   <li>{@code P.module}: the {@code GameModule} and {@code GameProvider}s, which wire the game, its capabilities,
 *       protocols, clients and recipes; nothing uses it.
 * </ol>
 *
 * <p>A game may lack a layer (Xiangqi has no {@code .search}). Every class of the game's main code must be in one of
 * these packages, so a new sub-package has to be placed
 * here first. Tests are not checked: a test may wire whatever it tests.
 */
public final class GameLayers {
  private GameLayers() {}

  /** The layering rule for the game whose base package is {@code base}, e.g. {@code org.gametree.othello}. */
  public static ArchRule rule(String base) {
    ArchRule layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
        .ensureAllClassesAreContainedInArchitecture()
        .withOptionalLayers(true) // Xiangqi has no .search: its hooks are on the state
        .layer("module").definedBy(base + ".module..")
        .layer("protocol").definedBy(base + ".protocol..")
        .layer("learn").definedBy(base + ".learn..")
        .layer("search").definedBy(base + ".search..")
        .layer("game").definedBy(base, base + ".internal..")
        .whereLayer("module").mayNotBeAccessedByAnyLayer()
        .whereLayer("protocol").mayOnlyBeAccessedByLayers("module")
        .whereLayer("learn").mayOnlyBeAccessedByLayers("module")
        .whereLayer("search").mayOnlyBeAccessedByLayers("protocol", "learn", "module")
        .as("the packages of " + base + " are layered game < search < protocol, learn < module");
    ArchRule acyclic = slices().matching(base + ".(**)").should().beFreeOfCycles()
        .as("the sub-packages of " + base + " have no cycles");
    return CompositeArchRule.of(layers).and(acyclic);
  }

  /** The main classes (not tests) of the game whose base package is {@code base}, from the class path. */
  public static JavaClasses mainClasses(String base) {
    return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS).importPackages(base);
  }

  /** Checks {@link #rule} on the game's main classes; an {@link AssertionError} lists every violation. */
  public static void check(String base) {
    JavaClasses classes = mainClasses(base);
    if (classes.isEmpty()) {
      throw new AssertionError("no main classes of " + base + " on the class path");
    }
    rule(base).check(classes);
  }
}
