package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/getting-started.md works as printed: its POM, its game and its first search, taken from the page, are built and
 * run by Maven in a new project, against the artifacts this build has just made (installed into the local repository
 * as section 1 of the page does). Tagged {@code integration}: it runs Maven, which takes a minute.
 */
@Tag("integration")
class GettingStartedTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern VERSION = Pattern.compile("<version>([^<]+)</version>");

  @Test
  void theSnippetBuildsAndTheFirstSearchRuns(@TempDir Path project) throws Exception {
    String page = Files.readString(ROOT.resolve("docs/getting-started.md"));
    String version = projectVersion();
    for (String module : new String[] {"core", "testkit"}) {
      assumeTrue(Files.exists(jar(module, version)), "run after `mvn package`: " + jar(module, version) + " is missing");
    }
    String mvn = "mvn";
    assumeTrue(run(ROOT, List.of(mvn, "-v")).code == 0, "Maven (mvn) is not on the PATH");

    install(ROOT.resolve("pom.xml"), null, "pom");
    install(ROOT.resolve("bom/pom.xml"), null, "pom");
    for (String module : new String[] {"core", "testkit"}) {
      install(ROOT.resolve(module + "/pom.xml"), jar(module, version), "jar");
    }

    Files.writeString(project.resolve("pom.xml"), block(page, "```xml\n"));
    Path sources = Files.createDirectories(project.resolve("src/main/java"));
    Files.writeString(sources.resolve("TakeAway.java"), block(page.substring(page.indexOf("## 3.")), "```java\n"));
    Files.writeString(sources.resolve("FirstSearch.java"), block(page.substring(page.indexOf("## 4.")), "```java\n"));

    Result build = run(project, List.of(mvn, "-B", "-q", "compile", "dependency:build-classpath",
        "-Dmdep.outputFile=classpath.txt"));
    assertEquals(0, build.code, build.output);
    String classPath = project.resolve("target/classes") + java.io.File.pathSeparator
        + Files.readString(project.resolve("classpath.txt")).strip();
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Result search = run(project, List.of(java.toString(), "-cp", classPath, "FirstSearch"));
    assertEquals(0, search.code, search.output);
    assertTrue(search.output.strip().matches("(?s)(\\w+: take [1-3], [^\\n]+\\n?){5}"), search.output);
  }

  private static Path jar(String module, String version) {
    return ROOT.resolve(module + "/target/gametree-" + module + "-" + version + ".jar");
  }

  private static String projectVersion() throws IOException {
    String pom = Files.readString(ROOT.resolve("pom.xml"));
    Matcher m = VERSION.matcher(pom);
    assertTrue(m.find(), "no version in the parent POM");
    return m.group(1);
  }

  /** The first fenced block that opens with {@code fence} in {@code text}. */
  private static String block(String text, String fence) {
    int start = text.indexOf(fence);
    assertTrue(start >= 0, "no " + fence.strip() + " block in docs/getting-started.md");
    start += fence.length();
    return text.substring(start, text.indexOf("```", start));
  }

  private static void install(Path pom, Path file, String packaging) throws Exception {
    List<String> command = new ArrayList<>(List.of("mvn", "-B", "-q", "install:install-file",
        "-DpomFile=" + pom, "-Dpackaging=" + packaging, "-Dfile=" + (file == null ? pom : file)));
    Result r = run(ROOT, command);
    assertEquals(0, r.code, r.output);
  }

  private record Result(int code, String output) {}

  private static Result run(Path dir, List<String> command) throws Exception {
    Process p;
    try {
      p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    } catch (IOException e) {
      return new Result(-1, e.getMessage());
    }
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      return new Result(-1, "timed out: " + command);
    }
    return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
  }
}
