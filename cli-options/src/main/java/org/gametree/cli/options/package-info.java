/**
 * The options {@code gametree selfplay|match|train} and their {@code --spark} forms share, as picocli mixins: one
 * declaration each for the everyday command (module {@code cli}) and the Spark commands (module {@code spark}), in a
 * module that carries neither the web server nor Spark.
 */
package org.gametree.cli.options;
