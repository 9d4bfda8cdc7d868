package org.gametree.core.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.toys.TicTacToe;

/** A tiny UCI-style engine for {@link TicTacToe}: replays {@code position startpos moves ...}, plays the last free square. */
public final class FakeUciEngine {
  private FakeUciEngine() {}

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    TicTacToe game = new TicTacToe();
    TicTacToe.State state = game.newInitialState();
    String line;
    while ((line = in.readLine()) != null) {
      String[] w = line.strip().split("\\s+");
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
