package org.gametree.cli;

/** Entry point of the {@code gametree} command. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(0);
  }
}
