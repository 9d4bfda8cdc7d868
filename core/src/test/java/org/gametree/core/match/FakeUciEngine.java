package org.gametree.core.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.toys.TicTacToe;

/**
 * A tiny UCI-style engine for {@link TicTacToe}: replays {@code position startpos moves ...}, plays the last free
 * square. With the argument {@code noisy} it prints free text before every answer, lines that merely begin like one
 * ({@code bestmoves}, {@code uciokay}) among them.
 */
public final class FakeUciEngine {
  private FakeUciEngine() {}

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    TicTacToe game = new TicTacToe();
    TicTacToe.State state = game.newInitialState();
    boolean noisy = args.length > 0 && args[0].equals("noisy");
    String line;
    while ((line = in.readLine()) != null) {
      String[] w = line.strip().split("\\s+");
      if (noisy) {
        System.out.println("info string bestmove soon");
        System.out.println("*** SEARCH STILL RUNNING ? (0) ***");
        System.out.println("bestmoves are coming; uciokay");
        System.out.println("");
      }
      switch (w[0]) {
        case "uci":
          System.out.println("id name fake-uci");
          System.out.println("uciok");
          break;
        case "isready":
          System.out.println("readyok");
          break;
        case "position":
          state = w[1].equals("startpos") ? game.newInitialState() : game.parsePosition(w[2]);
          boolean moves = false;
          for (String word : w) {
            if (moves) {
              state.play(state.parseMove(word));
            }
            moves |= word.equals("moves");
          }
          break;
        case "go":
          int[] legal = new int[9];
          int n = state.legalMoves(legal);
          System.out.println("info depth 1 score cp 0");
          System.out.println("bestmove " + state.moveToString(legal[n - 1]));
          break;
        case "quit":
          return;
        default:
          break;
      }
      System.out.flush();
    }
  }
}
