package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.gametree.core.Evaluator;
import org.gametree.core.learn.LinearModel;
import org.gametree.core.learn.ModelEvaluator;
import org.gametree.core.learn.ModelIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The full evaluation ({@code eval=full}): each term on composed positions where its sign is known (its contribution
 * is the evaluation minus the evaluation with that term's two weights set to 0), the left-right and colour symmetries
 * on positions of random games, and the linear form: {@link FullEvaluator} computes what core's {@link ModelEvaluator}
 * computes over {@link FullFeatures}, whose names are those a weights file carries.
 */
class FullEvaluatorTest {
  private final XiangqiGame game = new XiangqiGame();

  /** The evaluation of {@code fen} minus the evaluation without term {@code name}. */
  private int contribution(String fen, String name) {
    LinearModel hand = FullFeatures.handSet();
    double[] w = hand.weights();
    int mg = FullFeatures.INSTANCE.names().indexOf("mg-" + name);
    int eg = FullFeatures.INSTANCE.names().indexOf("eg-" + name);
    assertTrue(mg >= 0 && eg >= 0, name);
    w[mg] = 0;
    w[eg] = 0;
    XiangqiState s = game.parsePosition(fen);
    return new FullEvaluator(hand).evaluate(s) - new FullEvaluator(new LinearModel(w, hand.bias())).evaluate(s);
  }

  @Test
  void aCannonFacingTheGeneralOverOneScreenIsAThreat() {
    // Black's cannon on e5 faces Red's general over Red's advisor: Red, to move, is threatened
    String screened = "3k5/9/9/9/4c4/9/9/9/4A4/4K4 w - - 0 1";
    assertTrue(contribution(screened, "cannon-screen") < 0);
    // the same cannon on the c file faces nothing
    assertEquals(0, contribution("3k5/9/9/9/2c6/9/9/9/4A4/4K4 w - - 0 1", "cannon-screen"));
    // over no piece (a hollow cannon) it threatens too, seen from either side
    String hollow = "3k5/9/9/9/4c4/9/9/9/9/3AK4 w - - 0 1";
    assertTrue(contribution(hollow, "cannon-hollow") < 0);
    assertTrue(contribution(hollow.replace(" w ", " b "), "cannon-hollow") > 0);
    // over two of Red's pieces both are pinned: either leaving gives check
    String two = "3k5/9/9/4c4/9/9/4N4/9/4A4/4K4 w - - 0 1";
    assertTrue(contribution(two, "cannon-two-screens") < 0);
    assertTrue(contribution(two, "pinned") < 0);
  }

  @Test
  void aPieceBetweenTheGeneralAndAChariotIsPinned() {
    assertTrue(contribution("3k5/9/4r4/9/9/9/9/4N4/9/4K4 w - - 0 1", "pinned") < 0);
    assertEquals(0, contribution("3k5/9/3r5/9/9/9/9/4N4/9/4K4 w - - 0 1", "pinned"));
  }

  @Test
  void aHangingChariotIsSeen() {
    // Red's chariot on c4 is attacked by Black's horse on d6 and not defended
    String hanging = "3k5/9/9/3n5/9/2R6/9/9/9/4K4 w - - 0 1";
    assertTrue(contribution(hanging, "hanging-mover") < 0);
    assertTrue(contribution(hanging.replace(" w ", " b "), "hanging-opponent") > 0);
    // a soldier defending it does not help against the cheaper horse; away from the horse nothing hangs
    assertTrue(contribution("3k5/9/9/3n5/9/2R6/2P6/9/9/4K4 w - - 0 1", "hanging-mover") < 0);
    assertEquals(0, contribution("3k5/9/9/3n5/9/7R1/9/9/9/4K4 w - - 0 1", "hanging-mover"));
  }

  @Test
  void generalSafetyTerms() {
    // Red has no advisors or elephants, Black has two chariots; the open e file and attacks on the palace
    String bare = "3k5/9/9/9/3r1r3/9/9/9/9/4K4 b - - 0 1";
    assertTrue(contribution(bare, "advisor-missing") > 0);
    assertTrue(contribution(bare, "elephant-missing") > 0);
    assertTrue(contribution(bare, "palace-chariot") > 0);
    assertTrue(contribution(bare, "palace-pairs") > 0);
    assertTrue(contribution(bare.replace(" b ", " w "), "open-file") < 0);
    assertEquals(0, contribution("3k5/9/9/9/3r1r3/9/9/9/4A4/4K4 w - - 0 1", "open-file"));
  }

  @Test
  void soldiersChariotsAndHorses() {
    // two Red soldiers side by side across the river, next to the palace
    String soldiers = "3k5/9/3PP4/9/9/9/9/9/9/4K4 w - - 0 1";
    assertTrue(contribution(soldiers, "soldier-connected") > 0);
    assertTrue(contribution(soldiers, "soldier-near-palace") > 0);
    assertTrue(contribution("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "chariot-open-file") > 0);
    assertEquals(0, contribution("3k5/9/9/p8/9/9/P8/9/9/R3K4 w - - 0 1", "chariot-open-file"));
    // a Red horse across the river defended by a soldier and attacked by nothing
    assertTrue(contribution("3k5/9/9/4N4/4P4/9/9/9/9/4K4 w - - 0 1", "horse-outpost") > 0);
  }

  @Test
  void mirroredAndColourFlippedPositionsScoreTheSame() {
    FullEvaluator full = FullEvaluator.handSet();
    int checked = forRandomPositions(3, s -> {
      String fen = Fen.format(s);
      int v = full.evaluate(s);
      assertEquals(v, full.evaluate(game.parsePosition(mirror(fen))), () -> "mirror of " + fen);
      // the colour-flipped position with the other side to move: the same for the mover, negated for Red
      assertEquals(v, full.evaluate(game.parsePosition(flip(fen))), () -> "colours flipped in " + fen);
    });
    assertTrue(checked > 3000, "positions: " + checked);
  }

  @Test
  void theEvaluatorComputesTheLinearModelOverTheFeatures() {
    SplittableRandom r = new SplittableRandom(7);
    LinearModel hand = FullFeatures.handSet();
    double[] w = hand.weights();
    for (int i = 0; i < w.length; i++) {
      w[i] = w[i] * (0.5 + r.nextDouble()) + 30 * (r.nextDouble() - 0.5);
    }
    LinearModel other = new LinearModel(w, 5);
    ModelEvaluator<XiangqiState> slowHand = new ModelEvaluator<>(FullFeatures.INSTANCE, hand);
    ModelEvaluator<XiangqiState> slowOther = new ModelEvaluator<>(FullFeatures.INSTANCE, other);
    FullEvaluator fastHand = FullEvaluator.handSet();
    Evaluator<XiangqiState> fastOther = new FullEvaluator(other).forThread();
    int terms = FullTerms.TERMS;
    int[] seen = new int[2 * terms];
    double[] x = new double[FullFeatures.INSTANCE.dimension()];
    forRandomPositions(5, s -> {
      int a = slowHand.evaluate(s);
      int b = fastHand.evaluate(s);
      assertTrue(Math.abs(a - b) <= 1, () -> a + " vs " + b + " on " + Fen.format(s));
      int c = slowOther.evaluate(s);
      int d = fastOther.evaluate(s);
      assertTrue(Math.abs(c - d) <= 1, () -> c + " vs " + d + " on " + Fen.format(s));
      FullFeatures.INSTANCE.extract(s, x);
      for (int i = 0; i < seen.length; i++) {
        seen[i] += x[i] != 0 ? 1 : 0;
      }
    });
    for (int i = 0; i < seen.length; i++) {
      assertTrue(seen[i] > 0, "feature never non-zero: " + FullFeatures.INSTANCE.names().get(i));
    }
  }

  @Test
  void namesAndWeightsFilesAgree(@TempDir Path dir) throws IOException {
    FullFeatures f = FullFeatures.INSTANCE;
    assertEquals(f.dimension(), f.names().size());
    assertEquals(f.dimension(), new HashSet<>(f.names()).size(), "names are unique");
    assertEquals(f.dimension(), FullFeatures.handSet().dimension());
    assertEquals(f.dimension(), FullEvaluator.handSet().model().dimension());
    Path file = dir.resolve("full.params");
    Files.writeString(file, ModelIO.toText(FullFeatures.handSet(), "xiangqi", f.names()), StandardCharsets.UTF_8);
    Evaluator<XiangqiState> read = game.evaluator("file:" + file);
    Evaluator<XiangqiState> named = game.evaluator("full");
    assertTrue(read instanceof FullEvaluator);
    forRandomPositions(9, s -> assertEquals(named.evaluate(s), read.evaluate(s), () -> Fen.format(s)));
    // the start is symmetric: only the tempo is left
    assertEquals(10, named.evaluate(game.newInitialState()));
    assertThrows(IllegalArgumentException.class, () -> new FullEvaluator(LinearModel.zeros(24)));
    String shortNames = ModelIO.toText(XiangqiFeatures.handSet(), "xiangqi", XiangqiFeatures.INSTANCE.names());
    assertEquals(24, LearnedWeights.read(new StringReader(shortNames)).dimension());
  }

  /** The FEN of the left-right mirror image. */
  static String mirror(String fen) {
    String[] parts = fen.split(" ", 2);
    StringBuilder sb = new StringBuilder();
    for (String rank : parts[0].split("/")) {
      sb.append(sb.length() > 0 ? "/" : "").append(new StringBuilder(rank).reverse());
    }
    return sb + " " + parts[1];
  }

  /** The FEN with colours exchanged: ranks upside down, cases swapped, the other side to move. */
  static String flip(String fen) {
    String[] parts = fen.split(" ");
    String[] ranks = parts[0].split("/");
    StringBuilder sb = new StringBuilder();
    for (int i = ranks.length - 1; i >= 0; i--) {
      sb.append(i < ranks.length - 1 ? "/" : "");
      for (char ch : ranks[i].toCharArray()) {
        sb.append(Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.toUpperCase(ch));
      }
    }
    parts[0] = sb.toString();
    parts[1] = parts[1].equals("b") ? "w" : "b";
    return String.join(" ", parts);
  }

  private int forRandomPositions(long seed, Consumer<XiangqiState> check) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] buf = new int[XiangqiState.MAX_MOVES];
    int checked = 0;
    for (int g = 0; g < 30; g++) {
      XiangqiState s = game.newInitialState();
      for (int played = 0; played < 200 && !s.isTerminal(); played++) {
        check.accept(s);
        checked++;
        int n = s.legalMoves(buf);
        s.playUnchecked(buf[random.nextInt(n)]);
      }
    }
    return checked;
  }
}
