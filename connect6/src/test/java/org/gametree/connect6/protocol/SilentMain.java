package org.gametree.connect6.protocol;

/** Test helper: an engine that reads its input and never answers, to check the clients' timeouts. */
public final class SilentMain {
  private SilentMain() {}

  public static void main(String[] args) throws Exception {
    while (System.in.read() >= 0) {
      // swallow every command
    }
  }
}
