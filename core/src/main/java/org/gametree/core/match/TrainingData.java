package org.gametree.core.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gametree.core.Game;
import org.gametree.core.GameState;

/**
 * Reads a self-play training file (one JSON object per game; see docs/matches.md) back into labelled positions:
 * every position after the opening from which a move was played, with the label from the side to move's view.
 */
public final class TrainingData {
  private TrainingData() {}

  /**
   * One labelled position.
   *
   * @param state the position (an independent copy)
   * @param mover the side to move
   * @param target 1 if the side to move won (or the solver proves a win), ½ draw, 0 loss
   * @param exact whether the exact solver gave the label
   * @param ply moves played from the initial position
   * @param gameId the game's id in the file
   */
  public record Position<S extends GameState>(S state, int mover, double target, boolean exact, int ply,
      int gameId) {}

  /** All positions of the file at {@code path} for {@code game}; {@link IllegalArgumentException} on a mismatch. */
  @SuppressWarnings("unchecked")
  public static <S extends GameState> List<Position<S>> read(Game<S> game, Path path) {
    List<Position<S>> out = new ArrayList<>();
    int lineNo = 0;
    for (Map<String, Object> line : RecordFile.readAndRepair(path)) {
      lineNo++;
      Object fmt = line.get("format");
      if (!(fmt instanceof Number) || ((Number) fmt).intValue() != SelfPlay.FORMAT) {
        throw new IllegalArgumentException(path + " game " + lineNo + ": unknown training format " + fmt);
      }
      if (!game.id().equals(line.get("game"))) {
        throw new IllegalArgumentException(
            path + " game " + lineNo + " is " + line.get("game") + ", not " + game.id());
      }
      int id = ((Number) line.get("id")).intValue();
      S s = game.newInitialState();
      for (String m : MatchGame.strings(line.get("opening"))) {
        s.play(s.parseMove(m));
      }
      List<String> moves = MatchGame.strings(line.get("moves"));
      List<?> labels = (List<?>) line.get("labels");
      List<?> exact = (List<?>) line.get("exact");
      if (labels.size() != moves.size()) {
        throw new IllegalArgumentException(path + " game " + lineNo + ": " + labels.size() + " labels for "
            + moves.size() + " moves");
      }
      for (int i = 0; i < moves.size(); i++) {
        out.add(new Position<>((S) s.copy(), s.currentPlayer(), ((Number) labels.get(i)).doubleValue(),
            exact != null && Boolean.TRUE.equals(exact.get(i)), s.plyCount(), id));
        s.play(s.parseMove(moves.get(i)));
      }
    }
    return out;
  }
}
