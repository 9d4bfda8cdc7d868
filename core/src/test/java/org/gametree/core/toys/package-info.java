/**
 * The one set of toy games for the tests of every module: small games whose values or trees the tests know, so that
 * searches, MCTS, learning, matches and the testkit's contract can be checked exactly and quickly.
 *
 * <ul>
 *   <li>{@link org.gametree.core.toys.Nim}: one-pile Nim with known values; options for the allowed takes, turns of
 *       several moves, the evaluator, and faults on purpose (for showing that the contract catches them).
 *   <li>{@link org.gametree.core.toys.TicTacToe}: whole games in milliseconds, for matches, self-play and external
 *       engines.
 *   <li>{@link org.gametree.core.toys.PairLine}: a board game whose players move twice in a row, like Connect6.
 *   <li>{@link org.gametree.core.toys.RandomTreeGame}: a reproducible random tree with transpositions, for comparing
 *       search algorithms; {@link org.gametree.core.toys.TacticalTreeGame} adds the search hooks to it.
 *   <li>{@link org.gametree.core.toys.ScriptedGame}: a tree written node by node, for positions where a selective
 *       technique must or must not cut.
 *   <li>{@link org.gametree.core.toys.Reference}: a textbook negamax, the independent answer searches are checked
 *       against.
 * </ul>
 *
 * <p>They live in core's test sources, because core's own tests need them and core cannot depend on any other module,
 * and core publishes them as its test-jar. Another module's tests use them with a dependency on {@code gametree-core}
 * of type {@code test-jar} in scope {@code test}. Games that exist to show one thing (the guide's take-away game,
 * games broken for one test) stay with their test; a game the project ships (Connect Four) is tested in its own
 * module, never copied here.
 */
package org.gametree.core.toys;
