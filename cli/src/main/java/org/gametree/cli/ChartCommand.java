package org.gametree.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code gametree chart FILE|DIR...}: draws figure files as PNG and SVG (XChart). */
@Command(name = "chart", mixinStandardHelpOptions = true,
    description = "Draw figure files (NAME.figure.tsv, written by 'train' recipes and 'match --charts') as NAME.png "
        + "and NAME.svg beside them; a directory draws every figure file in it that changed since it was drawn.")
final class ChartCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "FILE|DIR", description = "Figure files or directories of them.")
  List<Path> paths;

  @Override
  public Integer call() throws IOException {
    for (Path p : ChartFiles.drawFiles(paths)) {
      System.out.println(p);
    }
    return 0;
  }
}
