package org.gametree.cli.options;

import picocli.CommandLine.Option;

/**
 * {@code --spark [MASTER]}: run the command on Apache Spark. The everyday command only recognises it (the launcher
 * script hands such a command line to the Spark module); the Spark commands read the master from it.
 */
public final class SparkFlag {
  /** The master used when {@code --spark} has no value: every local core. */
  public static final String DEFAULT_MASTER = "local[*]";

  /** The master given, {@link #DEFAULT_MASTER} for a bare {@code --spark}, null without the option. */
  @Option(names = "--spark", arity = "0..1", paramLabel = "MASTER", fallbackValue = DEFAULT_MASTER,
      description = "Run on Apache Spark (docs/spark.md), MASTER one of local[*] (the default without a value), "
          + "local[N], spark://HOST:7077, yarn, k8s://... The gametree launcher script hands the command to the gametree-spark "
          + "module; under spark-submit, --spark with no value keeps the submitted master.")
  public String master;
}
