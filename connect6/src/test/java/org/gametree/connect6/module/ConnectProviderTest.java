package org.gametree.connect6.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.connect6.ConnectGame;
import org.gametree.core.Games;
import org.gametree.core.search.SearchOptions;
import org.gametree.core.search.Solvable;
import org.junit.jupiter.api.Test;

class ConnectProviderTest {
  @Test
  void theRegisteredGamesHaveTheSolverAndTheTssOptionAndTheRulesAloneHaveNeither() {
    assertTrue(Games.byId("tictactoe").capability(Solvable.class).isPresent());
    assertTrue(Games.byId("connect6").capability(SearchOptions.class).isPresent());
    assertTrue(ConnectGame.gomoku().capability(SearchOptions.class).isEmpty());
    assertTrue(ConnectProvider.wire(ConnectGame.gomoku()).capability(SearchOptions.class).isPresent());
  }

  @Test
  void anotherBoardKeepsTheCapabilitiesAsTheGomocupServerNeedsOnStart() {
    ConnectGame small = ConnectProvider.wire(ConnectGame.gomoku()).withBoard(10, 12);
    assertEquals("connect(m=10,n=12,k=5,p=1,q=1)", small.id());
    assertTrue(small.capability(SearchOptions.class).orElseThrow().options().find("tss") != null);
    assertTrue(small.capability(Solvable.class).isPresent());
  }
}
