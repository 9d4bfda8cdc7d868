package org.gametree.core.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.gametree.core.toys.TicTacToe;

/**
 * A tiny GTP engine for {@link TicTacToe}, run as a child process by the tests. Modes: {@code good} (plays the
 * first free square), {@code crash} (exits at its second genmove), {@code silent} (never answers genmove),
 * {@code mute} (answers nothing at all), {@code resign} (answers {@code resign} to every genmove; with a second
 * argument, a file, it appends a line to it when it starts, so a test can count the processes started),
 * {@code noisy} (plays as {@code good}, but prints progress lines that are no GTP answers around its answers, as Edax
 * does, and refuses {@code time_settings} as Egaroucid does).
 */
public final class FakeGtpEngine {
  private FakeGtpEngine() {}

  public static void main(String[] args) throws Exception {
    String mode = args.length > 0 ? args[0] : "good";
    if (args.length > 1) {
      java.nio.file.Files.writeString(java.nio.file.Path.of(args[1]), "started\n",
          java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
    }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    TicTacToe game = new TicTacToe();
    TicTacToe.State state = game.newInitialState();
    int genmoves = 0;
    String line;
    while ((line = in.readLine()) != null) {
      String[] w = line.strip().split("\\s+");
      if (mode.equals("mute")) {
        continue;
      }
      if (mode.equals("noisy")) {
        System.out.print("*** SEARCH STILL RUNNING ? (0) ***\n\nnoise: =)\n");
        System.out.flush();
      }
      switch (w[0]) {
        case "protocol_version":
          reply("2");
          break;
        case "name":
          reply("fake-" + mode);
          break;
        case "clear_board":
          state = game.newInitialState();
          reply("");
          break;
        case "play":
          try {
            state.play(state.parseMove(w[2]));
            reply("");
          } catch (RuntimeException e) {
            System.out.print("? illegal move\n\n");
            System.out.flush();
          }
          break;
        case "genmove":
          genmoves++;
          if (mode.equals("crash") && genmoves >= 2) {
            System.exit(3);
          }
          if (mode.equals("silent")) {
            break;
          }
          if (mode.equals("resign")) {
            reply("resign");
            break;
          }
          int[] moves = new int[9];
          state.legalMoves(moves);
          state.play(moves[0]);
          reply(state.moveToString(moves[0]));
          break;
        case "time_settings":
          System.out.print("? [ERROR] command not found\n\n");
          System.out.flush();
          break;
        case "quit":
          reply("");
          return;
        default:
          System.out.print("? unknown command\n\n");
          System.out.flush();
      }
    }
  }

  private static void reply(String text) {
    System.out.print("= " + text + "\n\n");
    System.out.flush();
  }
}
