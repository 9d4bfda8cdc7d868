package org.gametree.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.imageio.ImageIO;
import org.gametree.core.Game;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What players expect of a board (Lichess, Sabaki, NBoard), in a 1280×900 Chromium viewport: the controls on screen,
 * Xiangqi's Chinese pieces with letters as an option, Othello's disc count, a per-game move hint, a move list that
 * reviews the game, the evaluation graph, the clocks, the engine's side in the header, a capture ring that leaves the
 * piece visible, and a game without a board view shown as text with no stand-in Pass button. Each test keeps a
 * screenshot in target/board-players/ and checks its size and what is on it ({@code -Dboard.screenshots=DIR} also
 * writes the Othello review there). Skipped where the browser is absent.
 */
@Tag("integration")
class BrowserBoardPlayersTest {
  private static final File CHROMIUM = new File(System.getProperty("chromium", "/usr/bin/chromium"));
  private static final File DRIVER = new File(System.getProperty("chromedriver", "/usr/bin/chromedriver"));
  private static final int WIDTH = 1280;
  private static final int HEIGHT = 900;
  private static final Path SHOTS = Path.of("target/board-players");
  private static ChromeDriver driver;
  private BoardServer server;

  @BeforeAll
  static void browser() {
    assumeTrue(CHROMIUM.canExecute() && DRIVER.canExecute(), "the browser tests need Debian's chromium and "
        + "chromium-driver (" + CHROMIUM + ", " + DRIVER + "): apt-get install chromium chromium-driver");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-proxy-server", "--window-size=" + WIDTH + "," + HEIGHT, "--hide-scrollbars");
    driver = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER).build(), options);
    viewport(HEIGHT); // the viewport itself is 1280×900, whatever the window's frame takes
  }

  private static void viewport(int height) {
    driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
        Map.of("width", WIDTH, "height", height, "deviceScaleFactor", 1, "mobile", false));
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

  private void open(Game<?> game, String engine, String query) {
    server = BoardServer.start(game, EngineSpec.parse(engine), "127.0.0.1", 0);
    driver.get("http://127.0.0.1:" + server.port() + "/" + query);
    waitFor(d -> !text("status").isEmpty());
  }

  private String text(String id) {
    return driver.findElement(By.id(id)).getText();
  }

  private void waitFor(Function<WebDriver, Boolean> condition) {
    try {
      new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20))
          .ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(condition);
    } catch (org.openqa.selenium.TimeoutException e) {
      throw new AssertionError("the page showed status '" + text("status") + "', message '" + text("message")
          + "', thinking '" + text("thinking") + "'", e);
    }
  }

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

  private List<WebElement> all(String css) {
    return driver.findElements(By.cssSelector(css));
  }

  private String labels() {
    return (String) ((JavascriptExecutor) driver).executeScript(
        "return [...document.querySelectorAll('#board text.label')].map(t => t.textContent).join('')");
  }

  private void type(String move) {
    WebElement input = driver.findElement(By.id("move-input"));
    input.clear();
    input.sendKeys(move);
    driver.findElement(By.id("play")).click();
  }

  /** A screenshot of the whole viewport, kept in target/: its size is the viewport's, and {@code ids} are inside. */
  private BufferedImage screenshot(String name, String... ids) throws IOException {
    byte[] png = driver.getScreenshotAs(OutputType.BYTES);
    Files.createDirectories(SHOTS);
    Files.write(SHOTS.resolve(name + ".png"), png);
    String docs = System.getProperty("board.screenshots");
    if (docs != null && name.equals("othello-review")) { // the one docs/board.md shows
      Files.write(Path.of(docs).resolve(name + ".png"), png);
    }
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    assertEquals(WIDTH, image.getWidth(), name);
    assertEquals(HEIGHT, image.getHeight(), name);
    for (String id : ids) {
      WebElement e = driver.findElement(By.id(id));
      assertTrue(e.isDisplayed(), id + " is shown");
      Rectangle r = e.getRect();
      assertTrue(r.x >= 0 && r.y >= 0 && r.x + r.width <= WIDTH && r.y + r.height <= HEIGHT,
          name + ": " + id + " at " + r.x + "," + r.y + " " + r.width + "x" + r.height + " is inside " + WIDTH + "x"
              + HEIGHT);
    }
    return image;
  }

  @Test
  void xiangqiShowsChinesePiecesFitsTheWindowAndRingsACapture() throws IOException {
    open(Games.byId("xiangqi"), "negascout:depth=1", "");
    assertEquals(32, all("#board circle.piece").size());
    String chinese = labels();
    for (String glyph : List.of("俥", "傌", "相", "仕", "帥", "炮", "兵", "車", "馬", "象", "士", "將", "卒")) {
      assertTrue(chinese.contains(glyph), glyph + " on the board: " + chinese);
    }
    assertFalse(chinese.matches(".*[A-Z].*"), "no letters by default: " + chinese);
    assertTrue(text("engine-side").contains("Engine plays Black"), text("engine-side"));
    String hint = driver.findElement(By.id("move-input")).getAttribute("placeholder");
    assertTrue(hint.matches("move, e\\.g\\. [a-i][0-9][a-i][0-9]"), "a Xiangqi move as the game writes it: " + hint);

    click("#board g.point[data-point='70']"); // Red's cannon on h2 takes the knight on h9 over the cannon on h7
    waitFor(d -> !d.findElements(By.cssSelector("#board circle.hint")).isEmpty());
    WebElement ring = driver.findElement(By.cssSelector("#board circle.hint.capture"));
    WebElement knight = driver.findElement(By.cssSelector("#board g.point[data-point='7'] circle.piece"));
    assertEquals(knight.getAttribute("cx"), ring.getAttribute("cx"));
    assertEquals(knight.getAttribute("cy"), ring.getAttribute("cy"));
    assertEquals("none", ring.getAttribute("fill"), "a ring, the piece seen through it");
    assertTrue(Double.parseDouble(ring.getAttribute("r")) > Double.parseDouble(knight.getAttribute("r")));
    for (WebElement dot : all("#board circle.hint:not(.capture)")) {
      assertFalse(dot.getAttribute("cx").equals(knight.getAttribute("cx"))
          && dot.getAttribute("cy").equals(knight.getAttribute("cy")), "no dot over the knight");
    }
    screenshot("xiangqi-chinese", "game-row", "new", "side", "board");

    // a lower window (a browser's toolbars take 150 px of 900): the board shrinks, the row stays on screen
    long tall = driver.findElement(By.id("board")).getRect().height;
    viewport(700);
    try {
      waitFor(d -> d.findElement(By.id("board")).getRect().height < tall);
      Rectangle row = driver.findElement(By.id("game-row")).getRect();
      assertTrue(row.y + row.height <= 700, "the row ends at " + (row.y + row.height));
    } finally {
      viewport(HEIGHT);
    }

    // letters as an option, remembered across a reload; an address's ?pieces= wins
    new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("piece-set"))).selectByValue("letters");
    waitFor(d -> labels().contains("R"));
    assertFalse(labels().contains("俥"));
    driver.get("http://127.0.0.1:" + server.port() + "/");
    waitFor(d -> labels().length() == 32);
    assertTrue(labels().contains("K") && labels().contains("C"), labels());
    driver.get("http://127.0.0.1:" + server.port() + "/?pieces=chinese");
    waitFor(d -> labels().contains("帥"));
    ((JavascriptExecutor) driver).executeScript("localStorage.clear()");
  }

  @Test
  void goBoardsKeepTheirControlsOnScreenAndPassIsTheGamesPass() throws IOException {
    for (String id : List.of("go(size=19)", "go(size=9)")) {
      open(Games.byId(id), "negascout:depth=1", "");
      screenshot(id.replaceAll("[^a-z0-9]+", "-"), "game-row", "new", "side", "board", "pass");
      assertEquals("Pass", text("pass"));
      String hint = driver.findElement(By.id("move-input")).getAttribute("placeholder");
      assertEquals(id.contains("19") ? "move, e.g. K10 or pass" : "move, e.g. E5 or pass", hint);
      server.close();
      server = null;
    }
  }

  @Test
  void othelloCountsDiscsGraphsScoresReviewsMovesAndRunsClocks() throws IOException {
    open(Games.byId("othello"), "negascout:depth=3", "");
    assertTrue(text("facts").contains("Black 2 discs") || text("facts").contains("Black\n2 discs"), text("facts"));
    assertEquals("move, e.g. d3", driver.findElement(By.id("move-input")).getAttribute("placeholder"));
    assertTrue(text("engine-side").contains("Engine plays White"), text("engine-side"));
    assertTrue(driver.findElement(By.id("pass")).getAttribute("hidden") != null, "no pass to play at the start");
    type("d3");
    waitFor(d -> all("#moves li").size() == 2 && text("thinking").isEmpty());
    type(driver.findElements(By.cssSelector("#board circle.hint")).isEmpty() ? "pass" : legalMove());
    waitFor(d -> all("#moves li").size() == 4 && text("thinking").isEmpty());
    waitFor(d -> all("#graph circle.graph-point").size() == 2);
    assertTrue(driver.findElement(By.id("graph")).isDisplayed());
    assertFalse(text("graph-unit").isEmpty(), "the graph names its unit");
    assertEquals(8, all("#board circle.piece").size());
    String facts = text("facts").replace('\n', ' ');
    assertTrue(facts.matches("Black \\d+ discs? White \\d+ discs?"), facts);
    List<WebElement> clocks = all("#clocks .clock");
    assertEquals(2, clocks.size());
    assertTrue(clocks.get(0).getText().matches("Black \\d+:\\d\\d"), clocks.get(0).getText());
    assertTrue(clocks.get(1).getText().matches("White \\d+:\\d\\d"), clocks.get(1).getText());
    screenshot("othello-graph", "game-row", "graph", "clocks", "facts");

    click("#moves li[data-ply='1']"); // the position after d3: read-only
    waitFor(d -> d.findElement(By.id("review")).isDisplayed() && all("#board circle.piece").size() == 5);
    assertTrue(text("review-text").startsWith("After move 1, d3"), text("review-text"));
    assertEquals("Black 4 discs White 1 disc", text("facts").replace('\n', ' '), "the facts of the position shown");
    click("#board g.point[data-owner='-1']");
    waitFor(d -> text("message").startsWith("This is an earlier position"));
    assertEquals(5, all("#board circle.piece").size(), "a click in a review plays nothing");
    screenshot("othello-review", "review", "moves");
    click("#review-back");
    waitFor(d -> !d.findElement(By.id("review")).isDisplayed() && all("#board circle.piece").size() == 8);
    assertEquals(4, all("#moves li").size());

    // a time control shows what is left
    driver.findElement(By.id("minutes")).sendKeys("5");
    click("#new");
    waitFor(d -> all("#moves li").isEmpty() && all("#clocks .clock").get(0).getText().contains("left"));
    assertTrue(all("#clocks .clock").get(0).getText().matches("Black 0:0\\d · 4:5\\d left|Black 0:00 · 5:00 left"),
        all("#clocks .clock").get(0).getText());
    assertEquals(0, all("#graph circle.graph-point").size());
  }

  private String legalMove() {
    return (String) ((JavascriptExecutor) driver).executeScript("return game.legal[0].text");
  }

  @Test
  void aGameWithoutABoardViewShowsItsTextAndLegalMovesAndNoPassButton() throws IOException {
    open(org.gametree.core.toys.Nim.of(10), "negascout:depth=12", "");
    assertFalse(driver.findElement(By.id("pass")).isDisplayed(), "Nim has no pass move");
    WebElement board = driver.findElement(By.id("board"));
    assertFalse(board.isDisplayed(), "no empty drawing");
    assertEquals(0L, ((JavascriptExecutor) driver).executeScript(
        "return Math.round(document.getElementById('board').getBoundingClientRect().height)"), "it takes no room");
    assertTrue(driver.findElement(By.id("text-board")).isDisplayed());
    assertFalse(text("text-board").isBlank());
    List<WebElement> moves = all("#legal-moves button");
    assertFalse(moves.isEmpty(), "the legal moves as buttons");
    String hint = driver.findElement(By.id("move-input")).getAttribute("placeholder");
    assertEquals("move, e.g. " + moves.get(0).getText(), hint);
    screenshot("nim-text", "text-board", "legal-moves", "game-row");
    String before = text("text-board");
    moves.get(0).click();
    waitFor(d -> all("#moves li").size() == 2 && text("thinking").isEmpty());
    assertNotEquals(before, text("text-board"));
    click("#moves li[data-ply='1']");
    waitFor(d -> d.findElement(By.id("review")).isDisplayed());
    assertNotEquals(before, text("text-board"), "the position after the first move");
  }
}
