package org.gametree.core.match;

import java.nio.file.Path;

/** Command lines that start a test main class in a child JVM with the test classpath. */
final class TestJava {
  private TestJava() {}

  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  static String commandLine(Class<?> main, String... args) {
    StringBuilder b = new StringBuilder("\"" + java() + "\" -Xmx64m -XX:TieredStopAtLevel=1 -cp \""
        + System.getProperty("java.class.path") + "\" " + main.getName());
    for (String a : args) {
      b.append(' ').append(a);
    }
    return b.toString();
  }
}
