/**
 * gametree on Apache Spark: self-play ({@link org.gametree.spark.SparkSelfPlay}), tournaments ({@link
 * org.gametree.spark.SparkTournament}) and fits from aggregated statistics ({@link org.gametree.spark.SparkFits}),
 * local by default ({@code local[*]}) and submittable to a cluster; docs/spark.md describes them.
 */
package org.gametree.spark;
