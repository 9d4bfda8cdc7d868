package org.gametree.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import javax.xml.parsers.DocumentBuilderFactory;
import org.gametree.core.search.Search;
import org.gametree.testkit.GameContract;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * docs/getting-started.md is true as printed, in seconds and without Maven: its Java snippets compile together without
 * a warning against this build's classes, the first search prints a legal move for every algorithm and MCTS, the
 * contract test is a {@link GameContract}, and the POM is a whole project naming this build's version.
 */
class GettingStartedSnippetsTest {
  private static final Path PAGE = Path.of("..").toAbsolutePath().normalize().resolve("docs/getting-started.md");
  private static final Pattern CLASS = Pattern.compile("(?m)^(?:public )?(?:final )?class (\\w+)");
  private static final Pattern FENCE = Pattern.compile("```(\\w+)\\n(.*?)```", Pattern.DOTALL);

  @Test
  void everyJavaSnippetCompilesWithoutWarningsAndTheFirstSearchPlaysALegalMove(@TempDir Path dir) throws Exception {
    Map<String, String> sources = javaSnippets();
    assertEquals(List.of("TakeAway", "FirstSearch", "TakeAwayContractTest"), List.copyOf(sources.keySet()));
    Path classes = compile(sources, dir);

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      String output = runMain(loader.loadClass("FirstSearch"));
      List<String> lines = output.lines().collect(Collectors.toList());
      assertEquals(5, lines.size(), output);
      List<String> names = new ArrayList<>();
      for (String line : lines) {
        Matcher m = Pattern.compile("(\\w+): take ([1-3]), .+").matcher(line);
        assertTrue(m.matches(), "not a legal move of the opening pile: " + line);
        names.add(m.group(1));
        if (!m.group(1).equals("MCTS")) {
          assertEquals("1", m.group(2), "21 stones: only taking one wins, " + line);
        }
      }
      assertEquals(List.of("MINIMAX", "ALPHA_BETA", "NEGASCOUT", "MTDF", "MCTS"), names);

      Class<?> contract = loader.loadClass("TakeAwayContractTest");
      assertTrue(GameContract.class.isAssignableFrom(contract), "the contract test implements GameContract");
      Constructor<?> constructor = contract.getDeclaredConstructor();
      constructor.setAccessible(true);
      GameContract<?> test = (GameContract<?>) constructor.newInstance();
      assertNotNull(test.game().newInitialState());
    }
  }

  @Test
  void thePomIsAWholeProjectOnThisBuildsVersion() throws Exception {
    String page = Files.readString(PAGE);
    Matcher m = FENCE.matcher(page);
    String pom = null;
    while (pom == null && m.find()) {
      pom = m.group(1).equals("xml") ? m.group(2) : null;
    }
    assertNotNull(pom, "no xml block in " + PAGE);
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(pom.getBytes(StandardCharsets.UTF_8)));
    Element project = doc.getDocumentElement();
    assertEquals("project", project.getTagName());
    for (String required : List.of("modelVersion", "groupId", "artifactId", "version")) {
      assertTrue(!child(project, required).isBlank(), "the POM names its " + required);
    }
    assertEquals("17", child((Element) project.getElementsByTagName("properties").item(0), "maven.compiler.release"));
    String gametreeVersion = child((Element) project.getElementsByTagName("properties").item(0), "gametree.version");
    assertEquals(buildVersion(), gametreeVersion);

    Map<String, String> scopes = new LinkedHashMap<>();
    NodeList deps = project.getElementsByTagName("dependency");
    for (int i = 0; i < deps.getLength(); i++) {
      Element dep = (Element) deps.item(i);
      scopes.put(child(dep, "artifactId"), child(dep, "scope").isEmpty() ? "compile" : child(dep, "scope"));
    }
    assertEquals(Map.of("gametree-core", "compile", "gametree-testkit", "test", "junit-jupiter", "test",
        "jqwik", "test"), scopes);
    List<String> plugins = new ArrayList<>();
    NodeList ps = project.getElementsByTagName("plugin");
    for (int i = 0; i < ps.getLength(); i++) {
      plugins.add(child((Element) ps.item(i), "artifactId"));
      assertTrue(!child((Element) ps.item(i), "version").isBlank(), "every plugin is named with its version");
    }
    assertTrue(plugins.contains("exec-maven-plugin"), "mvn exec:java needs the exec plugin: " + plugins);
    assertTrue(pom.contains("<mainClass>FirstSearch</mainClass>"), "exec:java runs the first search");
  }

  @Test
  void theJqwikDatabaseIsIgnored() throws Exception {
    assertTrue(Files.readString(PAGE).contains("echo .jqwik-database >> .gitignore"));
  }

  /** The page's java blocks in order, by the class each declares. */
  private static Map<String, String> javaSnippets() throws Exception {
    Map<String, String> sources = new LinkedHashMap<>();
    Matcher m = FENCE.matcher(Files.readString(PAGE));
    while (m.find()) {
      if (m.group(1).equals("java")) {
        Matcher name = CLASS.matcher(m.group(2));
        assertTrue(name.find(), "a java block without a class: " + m.group(2));
        sources.put(name.group(1), m.group(2));
      }
    }
    return sources;
  }

  private static Path compile(Map<String, String> sources, Path dir) throws Exception {
    Path src = Files.createDirectories(dir.resolve("src"));
    Path out = Files.createDirectories(dir.resolve("classes"));
    List<File> files = new ArrayList<>();
    for (Map.Entry<String, String> e : sources.entrySet()) {
      files.add(Files.writeString(src.resolve(e.getKey() + ".java"), e.getValue()).toFile());
    }
    // JUnit's and jqwik's annotations carry @API, which javac warns about when its class is not on the class path.
    Class<?> apiGuardian = Class.forName("org.apiguardian.api.API");
    String classPath = List.of(Search.class, GameContract.class, net.jqwik.api.Property.class, Test.class, apiGuardian)
        .stream().map(GettingStartedSnippetsTest::location).collect(Collectors.joining(File.pathSeparator));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
      boolean ok = javac.getTask(null, fm, diagnostics, List.of("--release", "17", "-Xlint:all", "-Werror",
          "-classpath", classPath, "-d", out.toString()), null, fm.getJavaFileObjectsFromFiles(files)).call();
      assertTrue(ok && diagnostics.getDiagnostics().isEmpty(), diagnostics.getDiagnostics().toString());
    }
    return out;
  }

  private static String location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(type.getName(), e);
    }
  }

  private static String runMain(Class<?> main) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream saved = System.out;
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      main.getMethod("main", String[].class).invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(saved);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static String child(Element parent, String tag) {
    NodeList nodes = parent.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      if (nodes.item(i) instanceof Element e && e.getTagName().equals(tag)) {
        return e.getTextContent().strip();
      }
    }
    return "";
  }

  private static String buildVersion() throws Exception {
    Document parent = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(PAGE.getParent().getParent().resolve("pom.xml").toFile());
    return child(parent.getDocumentElement(), "version");
  }
}
