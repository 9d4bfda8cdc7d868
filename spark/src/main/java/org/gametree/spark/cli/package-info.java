/**
 * The {@code gametree selfplay|match|tournament|train ... --spark [MASTER]} commands: the launcher script runs them
 * from this module's own jar, so the everyday command line carries no Spark.
 */
package org.gametree.spark.cli;
