/**
 * Property-based contracts (jqwik) that any game runs by implementing {@link org.gametree.testkit.GameContract} in a
 * test class, plus reusable arbitraries of reachable positions ({@link org.gametree.testkit.Positions}).
 */
package org.gametree.testkit;
