package org.gametree.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.Evaluator;
import org.gametree.core.mcts.MctsConfig;
import org.gametree.core.search.Algorithm;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchScales;
import org.gametree.core.search.Selectivity;
import org.gametree.core.toys.TicTacToe;
import org.junit.jupiter.api.Test;

/** Engine specs resolve in two phases: collect and check every option, then macros first and explicit options win. */
class EnginesConfigTest {
  private final TicTacToe game = new TicTacToe();

  private SearchConfig<TicTacToe.State> config(String spec) {
    // evaluators compare by identity, and every spec here names the game's default one
    return Engines.configure(game, EngineSpec.parse(spec)).search().withEvaluator(EVALUATOR);
  }

  private static final Evaluator<TicTacToe.State> EVALUATOR = s -> 0;

  private IllegalArgumentException error(String spec) {
    return assertThrows(IllegalArgumentException.class, () -> Engines.configure(game, EngineSpec.parse(spec)));
  }

  @Test
  void aMacroExpandsFirstSoAnExplicitOptionWinsInEitherOrder() {
    SearchConfig<TicTacToe.State> a = config("negascout:depth=6,selective=off,nullmove=on");
    SearchConfig<TicTacToe.State> b = config("negascout:depth=6,nullmove=on,selective=off");
    assertEquals(a, b);
    assertEquals(Selectivity.NONE.withNullMove(true), a.selectivity());
    assertEquals(Engines.configure(game, EngineSpec.parse("negascout:depth=6,selective=off,nullmove=on")).limits(),
        Engines.configure(game, EngineSpec.parse("negascout:depth=6,nullmove=on,selective=off")).limits());
    assertEquals(Selectivity.NONE, config("negascout:selective=off").selectivity());
    assertEquals(Selectivity.DEFAULT.withLateMoveReductions(false), config("negascout:lmr=off,selective=on").selectivity());
  }

  @Test
  void anOptionThatDoesNotApplyToTheKindIsAnErrorNamingItAndTheSpec() {
    String spec = "mcts:time=100,hash=512,lmr=off,nullmove=off,aspiration=7,contempt=5";
    IllegalArgumentException e = error(spec);
    assertTrue(e.getMessage().contains("'hash'") && e.getMessage().contains(spec), e.getMessage());
    for (String option : new String[] {"hash=512", "lmr=off", "nullmove=off", "aspiration=7", "contempt=5", "depth=3",
        "selective=off", "quiescence=off", "iid=off", "candidates=off"}) {
      IllegalArgumentException one = error("mcts:" + option);
      String key = option.substring(0, option.indexOf('='));
      assertTrue(one.getMessage().contains("'" + key + "'") && one.getMessage().contains("mcts:" + option),
          one.getMessage());
    }
    for (String option : new String[] {"c=1.4", "select=rave", "playouts=100", "eqex=5"}) {
      IllegalArgumentException one = error("negascout:" + option);
      assertTrue(one.getMessage().contains("'" + option.substring(0, option.indexOf('=')) + "'"), one.getMessage());
    }
    assertTrue(error("negascout:bogus=1").getMessage().contains("unknown engine option 'bogus'"));
  }

  @Test
  void theSearchConstantsScalesAreOptionsInPercent() {
    assertEquals(SearchScales.DEFAULT, config("negascout").scales());
    assertEquals(new SearchScales(80, 100, 125, 100, 0),
        config("negascout:futility-scale=80,lmr-scale=125,singular-scale=0").scales());
    assertTrue(error("negascout:lmr-scale=1001").getMessage().contains("lmr-scale"));
    assertTrue(error("mcts:lmp-scale=50").getMessage().contains("lmp-scale"));
  }

  @Test
  void anOptionGivenTwiceIsAnErrorNamingIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> EngineSpec.parse("negascout:depth=3,hash=8,depth=4"));
    assertTrue(e.getMessage().contains("'depth' given twice"), e.getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("mcts:select=uct,select=rave"))
        .getMessage().contains("'select' given twice"));
  }

  @Test
  void mctsSelectionIsOneChoiceAndTheOldSwitchesSayWhatToWrite() {
    assertEquals(MctsConfig.Selection.PUCT, mcts("mcts:select=puct").selectionKind());
    assertEquals(MctsConfig.Selection.RAVE, mcts("mcts:select=rave").selectionKind());
    assertEquals(MctsConfig.Selection.UCT, mcts("mcts").selectionKind());
    assertTrue(error("mcts:puct=on,rave=off").getMessage().contains("puct=on: write select=puct"));
    assertTrue(error("mcts:rave=on").getMessage().contains("rave=on: write select=rave"));
    assertTrue(error("mcts:rave=off").getMessage().contains("rave=off: write select=uct"));
    IllegalArgumentException e = error("mcts:select=amaf");
    assertTrue(e.getMessage().contains("select") && e.getMessage().contains("'amaf'"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> MctsConfig.uct().configure("rave", "on"));
  }

  @Test
  void everyBooleanTakesEveryOnOffSpelling() {
    for (String on : new String[] {"on", "true", "yes", "1", "ON"}) {
      assertTrue(config("negascout:nullmove=off,quiescence=" + on).quiescence(), on);
      assertTrue(mcts("mcts:mcts-solver=" + on).equals(MctsConfig.<TicTacToe.State>uct().solver(true)), on);
    }
  }

  @Test
  void theKindIsAValueOfTheConfiguration() {
    assertEquals(Algorithm.MTDF, config("mtdf:depth=3").kind());
    assertEquals(Algorithm.ALPHA_BETA, config("alphabeta").kind());
    assertEquals(MctsConfig.uct(), config("mcts").kind());
    assertEquals(MctsConfig.<TicTacToe.State>uct().exploration(1.2).seed(7), mcts("mcts:seed=7,c=1.2"));
  }

  @SuppressWarnings("unchecked")
  private MctsConfig<TicTacToe.State> mcts(String spec) {
    return (MctsConfig<TicTacToe.State>) config(spec).kind();
  }
}
