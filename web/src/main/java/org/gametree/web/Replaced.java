package org.gametree.web;

/** A request that reached a game after another game replaced it; answered with HTTP 409 and changes nothing. */
final class Replaced extends RuntimeException {
  private static final long serialVersionUID = 1L;

  Replaced(String game) {
    super("the " + game + " game was replaced by another; reload the state");
  }
}
