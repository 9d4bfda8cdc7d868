package org.gametree.core.layers;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Core's package direction: dependencies point from the outside in. {@code option} uses none of core's packages; the
 * base package only {@code option} (game parameters are options); {@code search} (with its {@code internal}
 * implementation) the base and {@code option}; {@code mcts} and {@code learn} use {@code search}, and {@code search}
 * uses neither (MCTS plugs into the builder as a {@code SearcherFactory}); {@code engine} turns specs into searchers of
 * both; {@code match} and {@code protocol} drive engines; {@code report} draws on matches; {@code tune} plays
 * matches between engines it builds and reports on them.
 */
class CoreLayersTest {
  private static final String CORE = "org.gametree.core";
  private static JavaClasses classes;

  @BeforeAll
  static void importCore() {
    classes = GameLayers.mainClasses(CORE);
  }

  @Test
  void corePackagesPointFromTheOutsideIn() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .ensureAllClassesAreContainedInArchitecture()
        .layer("base").definedBy(CORE)
        .layer("option").definedBy(CORE + ".option..")
        .layer("search").definedBy(CORE + ".search..")
        .layer("mcts").definedBy(CORE + ".mcts..")
        .layer("learn").definedBy(CORE + ".learn..")
        .layer("engine").definedBy(CORE + ".engine..")
        .layer("match").definedBy(CORE + ".match..")
        .layer("protocol").definedBy(CORE + ".protocol..")
        .layer("report").definedBy(CORE + ".report..")
        .layer("tune").definedBy(CORE + ".tune..")
        .whereLayer("option").mayNotAccessAnyLayer()
        .whereLayer("base").mayOnlyAccessLayers("option")
        .whereLayer("search").mayOnlyAccessLayers("base", "option")
        .whereLayer("mcts").mayOnlyAccessLayers("base", "option", "search")
        .whereLayer("learn").mayOnlyAccessLayers("base", "option", "search")
        .whereLayer("engine").mayOnlyAccessLayers("base", "option", "search", "mcts")
        .whereLayer("match").mayOnlyAccessLayers("base", "option", "search", "mcts", "engine")
        .whereLayer("protocol").mayOnlyAccessLayers("base", "option", "search", "mcts", "engine", "match")
        .whereLayer("report").mayOnlyAccessLayers("base", "option", "search", "match")
        .whereLayer("tune").mayOnlyAccessLayers("base", "option", "search", "mcts", "engine", "match", "report")
        .check(classes);
  }

  @Test
  void onlyTheSearchPackageUsesItsImplementation() {
    noClasses().that().resideOutsideOfPackage(CORE + ".search..").should().dependOnClassesThat()
        .resideInAPackage(CORE + ".search.internal..").check(classes);
  }

  @Test
  void corePackagesHaveNoCycles() {
    slices().matching(CORE + ".(*)..").should().beFreeOfCycles().check(classes);
  }
}
