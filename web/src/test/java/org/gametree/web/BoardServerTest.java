package org.gametree.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Predicate;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The board's HTTP API without a browser: every refused request is a 400 with a reason and changes nothing. */
class BoardServerTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
  private BoardServer server;

  record Reply(int status, JsonNode body, String text) {}

  private void start(String game, String engine) {
    server = BoardServer.start(Games.byId(game), EngineSpec.parse(engine), "127.0.0.1", 0);
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
    HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(20)).build(),
        HttpResponse.BodyHandlers.ofString());
    JsonNode body = r.body().startsWith("{") ? JSON.readTree(r.body()) : null;
    return new Reply(r.statusCode(), body, r.body());
  }

  private URI uri(String path) {
    return URI.create("http://127.0.0.1:" + server.port() + path);
  }

  Reply get(String path) throws IOException, InterruptedException {
    return send(HttpRequest.newBuilder(uri(path)));
  }

  Reply post(String path, String key, String value) throws IOException, InterruptedException {
    String form = key == null ? "" : key + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
    return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(form)));
  }

  /** What must not change when a request is refused. */
  private String gameText() throws IOException, InterruptedException {
    JsonNode s = get("/api/state").body();
    return s.get("position") + " " + s.get("moves") + " " + s.get("human") + " " + s.get("engine");
  }

  /** Polls the state until {@code done} holds (the engine thinks on its own thread). */
  private JsonNode await(Predicate<JsonNode> done) throws IOException, InterruptedException {
    long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (true) {
      JsonNode s = get("/api/state").body();
      if (done.test(s) || System.nanoTime() > end) {
        return s;
      }
      Thread.sleep(20);
    }
  }

  private void assertRefused(Reply r, String reasonPart) {
    assertEquals(400, r.status(), r.text());
    assertNotNull(r.body(), r.text());
    assertTrue(r.body().get("error").asText().contains(reasonPart), r.text());
  }

  @Test
  void refusedRequestsAre400WithAReasonAndLeaveTheGameAsItWas() throws Exception {
    start("tictactoe", "negascout:depth=9");
    assertEquals(200, post("/api/move", "move", "b2").status());
    JsonNode afterReply = await(s -> s.get("moves").size() == 2 && !s.get("thinking").asBoolean());
    assertEquals(2, afterReply.get("moves").size(), afterReply.toString());
    String before = gameText();
    String taken = afterReply.get("moves").get(1).get("text").asText();

    assertRefused(post("/api/move", "move", "b2"), "illegal move 'b2'");
    assertRefused(post("/api/move", "move", taken), "illegal move");
    assertRefused(post("/api/move", "move", "z99"), "z99");
    assertRefused(post("/api/move", "move", ""), "no move");
    assertRefused(post("/api/move", null, null), "no move");
    assertRefused(post("/api/position", "text", "this is no position"), "malformed position 'this is no position'");
    assertRefused(post("/api/position", "text", "x".repeat(500)), "...");
    assertRefused(post("/api/engine", "spec", "negascout:depth=banana"), "banana");
    assertRefused(post("/api/engine", "spec", "nosuchalgorithm"), "nosuchalgorithm");
    assertRefused(post("/api/engine", "spec", "gtp:gnugo --mode gtp"), "built-in engines only");
    assertRefused(post("/api/new", "side", "2"), "side must be");
    assertRefused(post("/api/side", "side", "red"), "side must be");
    assertRefused(post("/api/side", "side", "\u0661"), "side must be");
    assertEquals(before, gameText());
    assertTrue(post("/api/move", "move", "b2").body().get("error").asText().length() <= 120);
    Reply longMove = post("/api/move", "move", "c3".repeat(300));
    assertRefused(longMove, "not a move");
    assertTrue(longMove.body().get("error").asText().length() <= 120, "the offending text is cut");
    Reply longGame = post("/api/game", "id", "g".repeat(300));
    assertRefused(longGame, "unknown game");
    assertTrue(longGame.body().get("error").asText().length() <= 120, "the offending text is cut");
    assertEquals(before, gameText());
  }

  @Test
  void thePersonMovesTheEngineRepliesAndUndoTakesBothBack() throws Exception {
    start("connect-four", "negascout:depth=3");
    JsonNode s = get("/api/state").body();
    assertEquals(7, s.get("layout").get("columns").asInt());
    assertEquals(7, s.get("legal").size());
    assertEquals(38, s.get("legal").get(3).get("to").asInt(), "column 4 lands on the bottom row");
    post("/api/move", "move", "4");
    s = await(x -> x.get("moves").size() == 2);
    assertEquals(2, s.get("moves").size());
    assertEquals("Red to move", s.get("status").asText());
    JsonNode a = s.get("analysis");
    assertTrue(a.get("final").asBoolean());
    assertEquals(3, a.get("depth").asInt());
    assertTrue(a.get("scoreUnit").asText().contains("evaluation units"), a.toString());
    assertTrue(a.get("pv").size() >= 1);
    assertEquals(0, s.get("owners").get(38).asInt(), "Red's disc at the bottom of column 4");

    s = post("/api/undo", null, null).body();
    assertEquals(0, s.get("moves").size(), "the person's move and the reply");
    assertRefused(post("/api/undo", null, null), "no move to take back");
  }

  @Test
  void positionsEnginesSidesAndNewGames() throws Exception {
    start("tictactoe", "negascout:depth=9");
    Game<?> game = Games.byId("tictactoe");
    String text = positionAfter(game, "a1", "b2");
    JsonNode s = post("/api/position", "text", text).body();
    assertEquals(text, s.get("position").asText());
    assertEquals(0, s.get("moves").size());

    s = post("/api/engine", "spec", "mcts:playouts=3000").body();
    assertEquals("mcts:playouts=3000", s.get("engine").asText());
    s = post("/api/side", "side", "1").body(); // the engine now plays the first player, who is to move
    s = await(x -> !x.get("thinking").asBoolean() && x.get("moves").size() == 1);
    JsonNode a = s.get("analysis");
    assertEquals("playouts", a.get("nodesUnit").asText());
    assertTrue(a.get("scoreUnit").asText().contains("win rate"), a.toString());
    assertTrue(a.get("visits").size() >= 2, a.toString());
    assertTrue(a.get("visits").get(0).get("visits").asInt() >= a.get("visits").get(1).get("visits").asInt());

    s = post("/api/new", "side", "-1").body();
    assertEquals(0, s.get("moves").size());
    assertEquals(-1, s.get("human").asInt());
    assertFalse(s.get("thinking").asBoolean(), "a person playing both sides: the engine waits to be asked");
    post("/api/go", null, null);
    s = await(x -> x.get("moves").size() == 1);
    assertEquals(1, s.get("moves").size());
  }

  @Test
  void aGameWithoutARecordFormatRefusesTheDownload() throws Exception {
    start("connect-four", "negascout:depth=1");
    assertRefused(get("/api/record"), "no record format");
  }

  @Test
  void theRecordDownloadsInTheGamesFormat() throws Exception {
    start("go(size=9)", "negascout:depth=1");
    post("/api/move", "move", "E5");
    await(x -> x.get("moves").size() == 2);
    HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri("/api/record")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode());
    assertTrue(r.headers().firstValue("Content-Disposition").orElse("").contains(".sgf"), r.headers().toString());
    assertTrue(r.body().contains("SZ[9]") && r.body().contains(";B[ee]"), r.body());
    JsonNode s = get("/api/state").body();
    assertEquals("sgf", s.get("record").asText());
    assertEquals("0", s.get("facts").get("Captured by Black").asText());
  }

  @Test
  void thePageAndItsEventsAreServed() throws Exception {
    start("othello", "negascout:depth=2");
    Reply page = get("/");
    assertEquals(200, page.status());
    assertTrue(page.text().contains("<svg id=\"board\""), page.text());
    assertEquals(200, get("/board.js").status());
    HttpResponse<java.io.InputStream> events = http.send(HttpRequest.newBuilder(uri("/api/events"))
        .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofInputStream());
    try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(events.body(), StandardCharsets.UTF_8))) {
      assertEquals("event: state", in.readLine());
      assertTrue(in.readLine().startsWith("data: {\"game\":\"othello\""));
    }
  }

  @Test
  void anotherGameOrA400NamingTheUnknownOne() throws Exception {
    start("othello", "negascout:depth=2,eval=discs");
    post("/api/move", "move", "f5");
    JsonNode before = await(x -> x.get("moves").size() == 2);
    assertRefused(post("/api/game", "id", "chess"), "unknown game 'chess'");
    assertRefused(post("/api/game", "id", "go(size=99)"), "99");
    assertRefused(post("/api/game", "id", ""), "no game");
    assertEquals(before.get("position"), get("/api/state").body().get("position"));
    assertEquals("othello", get("/api/state").body().get("game").asText());

    JsonNode s = post("/api/game", "id", "go(size=13)").body();
    assertEquals(13, s.get("layout").get("columns").asInt());
    assertEquals(0, s.get("moves").size());
    assertEquals(Games.byId("go").defaultEngineSpec(), s.get("engine").asText(),
        "Othello's evaluator is no Go evaluator: Go's default engine");
    assertTrue(s.get("version").asLong() > before.get("version").asLong(), "the page must not take it for stale");
    s = post("/api/game", "id", "tictactoe").body();
    assertEquals("negascout:time=1000", s.get("engine").asText(), "Go's default gives way to the new game's");
  }

  @Test
  void aSpecTheNewGameAcceptsIsKeptAcrossAGameChange() throws Exception {
    start("othello", "negascout:depth=2");
    JsonNode s = post("/api/game", "id", "tictactoe").body();
    assertEquals("negascout:depth=2", s.get("engine").asText());
  }

  @Test
  void aGameWithoutABoardViewIsShownAsTextAndPlayedByTypedMoves() throws Exception {
    server = BoardServer.start(org.gametree.core.toys.Nim.of(10), EngineSpec.parse("negascout:depth=12"),
        "127.0.0.1", 0);
    JsonNode s = get("/api/state").body();
    assertTrue(s.get("layout").isNull());
    assertFalse(s.get("text").asText().isBlank());
    assertEquals(-1, s.get("legal").get(0).get("to").asInt());
    assertRefused(post("/api/move", "move", "9"), "9");
    post("/api/move", "move", "2");
    s = await(x -> x.get("moves").size() == 2);
    assertEquals("2", s.get("moves").get(0).get("text").asText());
    assertEquals(1, s.get("analysis").get("visits") == null ? 1 : 0, "no visit counts from a depth-first engine");
  }

  @Test
  void aReviewShowsThePositionAfterAnyPlyAndRefusesOthers() throws Exception {
    start("othello", "negascout:depth=2");
    post("/api/move", "move", "d3");
    JsonNode s = await(x -> x.get("moves").size() == 2 && !x.get("thinking").asBoolean());
    JsonNode first = get("/api/at?ply=1").body();
    assertEquals(positionAfter(Games.byId("othello"), "d3"), first.get("position").asText());
    assertEquals("d3", first.get("last").get("text").asText());
    assertEquals("4 discs", first.get("facts").get("Black").asText());
    assertTrue(get("/api/at?ply=0").body().get("last").isNull());
    assertEquals(s.get("position").asText(), get("/api/at?ply=2").body().get("position").asText());
    for (String bad : new String[] {"3", "-1", "x"}) {
      Reply r = get("/api/at?ply=" + bad);
      assertEquals(400, r.status(), bad);
      assertTrue(r.body().get("error").asText().contains(bad), r.text());
    }
  }

  @Test
  void theEnginesMovesMakeTheGraphInTheFirstPlayersViewAndAnUndoCutsIt() throws Exception {
    start("othello", "negascout:depth=2");
    post("/api/move", "move", "d3");
    JsonNode s = await(x -> x.get("moves").size() == 2 && !x.get("thinking").asBoolean());
    assertEquals(1, s.get("graph").size());
    JsonNode point = s.get("graph").get(0);
    assertEquals(1, point.get("ply").asInt(), "the engine searched the position after d3");
    assertEquals("discs", point.get("unit").asText());
    double white = Double.parseDouble(s.get("analysis").get("value").get("playerValue").asText());
    assertEquals(-white, point.get("score").asDouble(), 1e-9, "White's score, seen from Black");
    assertTrue(point.get("text").asText().startsWith("White "));
    s = post("/api/undo", null, null).body();
    assertEquals(0, s.get("graph").size());
  }

  @Test
  void theClockChargesEachSideAndATimeControlIsOptional() throws Exception {
    start("othello", "negascout:depth=2");
    JsonNode s = get("/api/state").body();
    assertTrue(s.get("clock").get("limit").isNull());
    assertEquals(0, s.get("clock").get("running").asInt());
    assertRefused(post("/api/new", "minutes", "ten"), "ten");
    assertRefused(post("/api/new", "minutes", "-5"), "-5");
    s = post("/api/new", "minutes", "3").body();
    assertEquals(180_000, s.get("clock").get("limit").asLong());
    assertTrue(s.get("clock").get("remaining").get(0).asLong() <= 180_000);
    Thread.sleep(30);
    post("/api/move", "move", "d3");
    s = await(x -> x.get("moves").size() == 2 && !x.get("thinking").asBoolean());
    assertTrue(s.get("clock").get("used").get(0).asLong() >= 30, s.get("clock").toString());
  }

  @Test
  void theMoveHintAndThePassButtonComeFromTheGame() throws Exception {
    start("othello", "negascout:depth=2");
    JsonNode s = get("/api/state").body();
    assertEquals("d3", s.get("moveHint").asText());
    assertTrue(s.get("pass").isNull(), "Othello's pass is not legal at the start");
    server.close();
    start("go(size=9)", "negascout:depth=1");
    s = get("/api/state").body();
    assertEquals("E5", s.get("moveHint").asText());
    assertEquals("pass", s.get("pass").asText());
    server.close();
    start("xiangqi", "negascout:depth=1");
    s = get("/api/state").body();
    assertEquals("e3e4", s.get("moveHint").asText());
    assertEquals("車", s.get("pieceSets").get("chinese").get(0).asText());
    assertEquals("R", s.get("pieceSets").get("letters").get(0).asText());
    assertEquals("chinese", s.get("layout").get("pieceSets").get(0).asText());
    server.close();
    server = BoardServer.start(org.gametree.core.toys.Nim.of(10), EngineSpec.parse("negascout:depth=2"),
        "127.0.0.1", 0);
    s = get("/api/state").body();
    assertTrue(s.get("pass").isNull(), "Nim has no pass move");
    assertEquals(s.get("legal").get(0).get("text").asText(), s.get("moveHint").asText());
  }

  static <S extends GameState> String positionAfter(Game<S> game, String... moves) {
    S s = game.newInitialState();
    for (String m : moves) {
      s.play(s.parseMove(m));
    }
    return game.formatPosition(s);
  }
}
