package org.gametree.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The board in a real browser (Debian's chromium and chromium-driver, headless): full games against the engine, the
 * analysis as it arrives, refused clicks, and a screenshot of every game's board. Skipped where the browser is absent.
 * {@code -Dboard.screenshots=DIR} writes the screenshots there (docs/img/board holds the committed ones).
 */
@Tag("integration")
class BrowserBoardTest {
  private static final File CHROMIUM = new File(System.getProperty("chromium", "/usr/bin/chromium"));
  private static final File DRIVER = new File(System.getProperty("chromedriver", "/usr/bin/chromedriver"));
  private static WebDriver driver;
  private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
  private BoardServer server;

  @BeforeAll
  static void browser() {
    assumeTrue(CHROMIUM.canExecute() && DRIVER.canExecute(), "the browser tests need Debian's chromium and "
        + "chromium-driver (" + CHROMIUM + ", " + DRIVER + "): apt-get install chromium chromium-driver");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-proxy-server", "--window-size=1180,1000", "--hide-scrollbars");
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER).build();
    driver = new ChromeDriver(service, options);
  }

  @AfterAll
  static void quit() {
    if (driver != null) {
      driver.quit();
    }
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private void open(String game, String engine) {
    server = BoardServer.start(Games.byId(game), EngineSpec.parse(engine), "127.0.0.1", 0);
    driver.get("http://127.0.0.1:" + server.port() + "/");
    waitFor(d -> !text("status").isEmpty());
  }

  private String text(String id) {
    return driver.findElement(By.id(id)).getText();
  }

  /** Waits for the page; on a timeout, says what the page showed and keeps a screenshot in target/. */
  private void waitFor(java.util.function.Function<WebDriver, Boolean> condition) {
    try {
      new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20))
          .ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(condition);
    } catch (org.openqa.selenium.TimeoutException e) {
      try {
        Files.write(Path.of("target/board-failure.png"), ((ChromeDriver) driver).getScreenshotAs(OutputType.BYTES));
      } catch (IOException ignored) {
        // the message below is what matters
      }
      throw new AssertionError("the page showed status '" + text("status") + "', message '" + text("message")
          + "', thinking '" + text("thinking") + "' (screenshot: target/board-failure.png)", e);
    }
  }

  private List<WebElement> points(String owner) {
    return driver.findElements(By.cssSelector("#board g.point[data-owner='" + owner + "']"));
  }

  /** Clicks the first element {@code css} finds; the board is redrawn as events arrive, so it retries a stale one. */
  private void click(String css) {
    for (int attempt = 0; ; attempt++) {
      try {
        driver.findElements(By.cssSelector(css)).get(0).click();
        return;
      } catch (org.openqa.selenium.StaleElementReferenceException e) {
        if (attempt == 20) {
          throw e;
        }
      }
    }
  }

  private int pieces() {
    return driver.findElements(By.cssSelector("#board circle.piece")).size();
  }

  private boolean myTurn() {
    return text("status").startsWith("Red to move") || text("status").startsWith("Black to move");
  }

  @Test
  void aWholeTicTacToeGameAgainstTheEngine() {
    open("tictactoe", "negascout:depth=9");
    assertEquals(9, points("-1").size());
    assertEquals(0, driver.findElements(By.cssSelector("#board circle.hint")).size(), "no hints: every cell is legal");
    int turns = 0;
    while (!text("status").startsWith("Game over")) {
      int before = pieces();
      click("#board g.point[data-owner='-1']");
      waitFor(d -> text("status").startsWith("Game over") || (pieces() >= before + 2 && text("thinking").isEmpty()));
      turns++;
      assertTrue(turns <= 5, "tic-tac-toe lasts at most five turns");
      assertFalse(text("depth").isEmpty(), "the engine's depth is shown");
      assertTrue(text("score").startsWith("White "), "the engine's view, named first: " + text("score"));
      assertFalse(text("unit").isEmpty());
      assertFalse(text("pv").isEmpty(), "the principal variation is shown");
      assertEquals(pieces(), driver.findElements(By.cssSelector("#moves li")).size(), "one listed move a stone");
    }
    assertTrue(text("status").matches("Game over: (a draw|White wins)"), "perfect play never loses: "
        + text("status"));

    // a finished game refuses moves; a click on a stone after undo is refused by the page, a typed one by the server
    driver.findElement(By.id("undo")).click();
    waitFor(d -> !text("status").startsWith("Game over") && myTurn());
    int stones = pieces();
    click("#board g.point[data-owner='0']");
    waitFor(d -> text("message").startsWith("Not a legal move"));
    WebElement input = driver.findElement(By.id("move-input"));
    String occupied = driver.findElements(By.cssSelector("#moves li")).get(0).getText();
    input.sendKeys(occupied);
    driver.findElement(By.id("play")).click();
    waitFor(d -> text("message").startsWith("illegal move '" + occupied + "'"));
    assertEquals(stones, pieces(), "refused moves change nothing");
  }

  @Test
  void connectFourShowsMctsVisitsWhileTheEngineThinks() {
    open("connect-four", "mcts:time=2500");
    assertEquals(7, driver.findElements(By.cssSelector("#board circle.hint")).size(), "one landing cell a column");
    click("#board g.point[data-point='3']"); // the top of column 4: the disc drops
    waitFor(d -> text("thinking").startsWith("Thinking"));
    waitFor(d -> driver.findElement(By.id("visits")).isDisplayed() && text("thinking").startsWith("Thinking"));
    assertTrue(driver.findElements(By.cssSelector("#visits tbody tr")).size() >= 2);
    assertTrue(text("score").contains("%"), "MCTS scores are win rates: " + text("score"));
    assertTrue(text("unit").contains("win rate"), text("unit"));
    waitFor(d -> pieces() == 2 && text("thinking").isEmpty());
    waitFor(d -> "0".equals(d.findElement(By.cssSelector("#board g.point[data-point='38']"))
        .getAttribute("data-owner"))); // Red's disc fell to the bottom of column 4
    assertEquals(2, driver.findElements(By.cssSelector("#moves li")).size());
  }

  @Test
  void aXiangqiMoveIsTwoClicksFromPieceToPoint() {
    open("xiangqi", "negascout:depth=2");
    assertEquals(32, pieces());
    click("#board g.point[data-point='70']"); // Red's cannon on h2
    waitFor(d -> !d.findElements(By.cssSelector("#board circle.hint")).isEmpty());
    click("#board g.point[data-point='67']"); // to e2
    waitFor(d -> d.findElements(By.cssSelector("#moves li")).size() == 2 && text("thinking").isEmpty());
    assertEquals("h2e2", driver.findElements(By.cssSelector("#moves li")).get(0).getText());

    driver.findElement(By.cssSelector("details:nth-of-type(2) summary")).click(); // play another game
    driver.findElement(By.id("game-id")).sendKeys("chess");
    driver.findElement(By.id("set-game")).click();
    waitFor(d -> text("message").startsWith("unknown game 'chess'"));
    assertEquals(32, pieces(), "the Xiangqi game goes on");
    driver.findElement(By.id("game-id")).clear();
    driver.findElement(By.id("game-id")).sendKeys("connect-four");
    driver.findElement(By.id("set-game")).click();
    waitFor(d -> d.findElements(By.cssSelector("#board g.point")).size() == 42 && pieces() == 0);
    assertEquals("Red to move", text("status"));
  }

  /** Moves to show on each screenshot, then the engine analyses the position. */
  private static final List<List<String>> SHOTS = List.of(
      List.of("othello", "negascout:depth=8", "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7"),
      List.of("xiangqi", "negascout:depth=6", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"),
      List.of("go(size=9)", "mcts:playouts=4000", "E5 A9 B9 E3 A8 C3 G5 G3 C7 D4 F4"),
      List.of("go(size=19)", "mcts:playouts=3000", "D4 Q16 Q4 D16 C14 R6 F17 O17 R14"),
      List.of("gomoku", "negascout:depth=4", "h8 i9 g9 i7 i8 g7"),
      List.of("connect6", "negascout:depth=2", "j10 k11 k9 j9 l11"),
      List.of("connect-four", "negascout:depth=10", "4 4 3 5 5"),
      List.of("tictactoe", "negascout:depth=9", "b2 a1 c1"));

  @Test
  void screenshotsOfEveryBoard() throws Exception {
    Path dir = Path.of(System.getProperty("board.screenshots", "target/board-screenshots"));
    Files.createDirectories(dir);
    for (List<String> shot : SHOTS) {
      String game = shot.get(0);
      server = BoardServer.start(Games.byId(game), EngineSpec.parse(shot.get(1)), "127.0.0.1", 0);
      post("/api/new", "side=-1");
      for (String move : shot.get(2).split(" ")) {
        assertEquals(200, post("/api/move", "move=" + URLEncoder.encode(move, StandardCharsets.UTF_8)), move);
      }
      post("/api/go", "");
      driver.get("http://127.0.0.1:" + server.port() + "/");
      waitFor(d -> !text("status").isEmpty());
      waitFor(d -> !text("pv").isEmpty() && text("thinking").isEmpty());
      assertTrue(pieces() > 0, game);
      String name = game.replaceAll("\\(size=(\\d+)\\)", "$1").replaceAll("[^a-z0-9]+", "-") + ".png";
      Files.write(dir.resolve(name), ((ChromeDriver) driver).getScreenshotAs(OutputType.BYTES));
      server.close();
      server = null;
    }
  }

  private int post(String path, String form) throws IOException, InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(form)).build();
    return http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode();
  }
}
