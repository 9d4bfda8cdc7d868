package org.gametree.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.sse.SseClient;
import io.javalin.http.staticfiles.Location;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;
import org.gametree.core.Ascii;
import org.gametree.core.Game;
import org.gametree.core.GameException;
import org.gametree.core.GameState;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.engine.Engines;

/**
 * The browser board over HTTP: the page from this jar's resources, a small JSON API that changes the one game, and
 * server-sent events that push every new state and every analysis update.
 *
 * <pre>
 * GET  /                 the page
 * GET  /api/state        the game (JSON)
 * GET  /api/at?ply=N     the position after the first N moves, for a review of the game
 * GET  /api/events       server-sent events: "state" and "analysis", each a JSON object
 * POST /api/move         move=TEXT       the person's move in the game's notation
 * POST /api/undo                         take back the person's last move and the replies to it
 * POST /api/new          side=0|1|-1     a new game, the person playing that side (-1: both)
 *                        [minutes=M]     with M minutes a side on the clocks (a time control the board shows)
 * POST /api/side         side=0|1|-1     change sides without changing the position
 * POST /api/position     text=TEXT       set up a position from the game's text format
 * POST /api/engine       spec=SPEC       another built-in engine (negascout:depth=6, mcts:playouts=5000)
 * POST /api/go                           the engine moves now for the side to move
 * POST /api/game         id=GAME         another game (an id as 'gametree games' lists them), the same engine spec
 * GET  /api/record       the game in the game's record format (SGF, GGF, ...), as a download
 * </pre>
 *
 * Refused requests get HTTP 400 with {@code {"error": reason}} and leave the game unchanged; a request that finds
 * the game already replaced gets 409 with a reason. Any other failure is logged with its cause and answered 500 with
 * {@code {"error": ...}}. Searches run on the session's own engine thread, never on a request thread.
 */
public final class BoardServer implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final System.Logger LOG = System.getLogger(BoardServer.class.getName());
  private final Javalin app;
  /**
   * Requests on the session hold it shared and a game switch holds it alone, so a request's change and the state it
   * answers with belong to one session, never to one being replaced.
   */
  private final ReadWriteLock switching = new ReentrantReadWriteLock();
  private volatile BoardSession<?> session;
  private final List<SseClient> clients = new CopyOnWriteArrayList<>();

  private BoardServer(Game<?> game, EngineSpec engine, String host, int port) {
    this.session = new BoardSession<>(game, engine, 0, this::broadcast);
    this.app = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.staticFiles.add("/gametree-board", Location.CLASSPATH);
      config.routes.get("/api/state", ctx -> json(ctx, shared(() -> session.snapshot())));
      config.routes.post("/api/move", change(ctx -> session.play(ctx.formParam("move"))));
      config.routes.post("/api/undo", change(ctx -> session.undo()));
      config.routes.get("/api/at", ctx -> json(ctx, shared(() -> session.at(ply(ctx)))));
      config.routes.post("/api/new", change(ctx -> session.newGame(side(ctx), minutes(ctx))));
      config.routes.post("/api/side", change(ctx -> session.setHuman(side(ctx))));
      config.routes.post("/api/position", change(ctx -> session.setPosition(ctx.formParam("text"))));
      config.routes.post("/api/engine", change(ctx -> session.setEngine(ctx.formParam("spec"))));
      config.routes.post("/api/go", change(ctx -> session.engineMove()));
      config.routes.post("/api/game", ctx -> json(ctx, switchGame(ctx.formParam("id"))));
      config.routes.get("/api/record", ctx -> shared(() -> {
        record(ctx);
        return null;
      }));
      config.routes.sse("/api/events", client -> {
        client.keepAlive();
        client.onClose(() -> clients.remove(client));
        clients.add(client);
        client.sendEvent("state", text(session.snapshot()));
      });
      config.routes.exception(BadRequest.class, (e, ctx) -> {
        ctx.status(400);
        json(ctx, Map.of("error", e.getMessage()));
      });
      config.routes.exception(Replaced.class, (e, ctx) -> {
        ctx.status(409);
        json(ctx, Map.of("error", e.getMessage()));
      });
      config.routes.exception(Exception.class, (e, ctx) -> {
        LOG.log(System.Logger.Level.ERROR, "board: " + ctx.method() + " " + ctx.path() + " failed", e);
        ctx.status(500);
        json(ctx, Map.of("error", "internal error: " + e));
      });
    });
    app.start(host, port);
  }

  /**
   * Starts a board for {@code game} on {@code host}:{@code port} (0 for any free port), its engine built from
   * {@code engine}; {@link IllegalArgumentException} if the spec is not a built-in engine for the game.
   */
  public static BoardServer start(Game<?> game, EngineSpec engine, String host, int port) {
    try {
      return new BoardServer(game, engine, host, port);
    } catch (BadRequest e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /** The port the board listens on. */
  public int port() {
    return app.port();
  }

  /** Stops the engine and the server. */
  @Override
  public void close() {
    session.close();
    for (SseClient c : clients) {
      c.close();
    }
    app.stop();
  }

  /** A POST handler that applies a change and answers with the new state (or 400, the game unchanged). */
  private Handler change(Handler action) {
    return ctx -> json(ctx, shared(() -> {
      try {
        action.handle(ctx);
      } catch (RuntimeException e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return session.snapshot();
    }));
  }

  /** Runs {@code work} on the current session, no game switch in between. */
  private <T> T shared(Supplier<T> work) {
    switching.readLock().lock();
    try {
      return work.get();
    } catch (OutOfMemoryError | StackOverflowError e) {
      // Javalin maps exceptions only: without this an Error would be a bare 500 that nothing logs
      throw new IllegalStateException(e.toString(), e);
    } finally {
      switching.readLock().unlock();
    }
  }

  /**
   * Replaces the game and answers with its state; its engine keeps a spec given for the old game if the new game
   * accepts it, else (and in place of the old game's default) takes the new game's default.
   */
  private Map<String, Object> switchGame(String id) {
    if (id == null || id.isBlank()) {
      throw new BadRequest("no game given");
    }
    if (id.strip().length() > 80) {
      throw new BadRequest("unknown game " + BadRequest.quote(id));
    }
    Game<?> game;
    try {
      game = Games.byId(id.strip());
    } catch (GameException | IllegalArgumentException e) {
      throw new BadRequest(e.getMessage());
    }
    switching.writeLock().lock();
    try {
      return replace(game);
    } finally {
      switching.writeLock().unlock();
    }
  }

  private Map<String, Object> replace(Game<?> game) {
    BoardSession<?> fresh = null;
    // a spec the person chose stays if the new game takes it; the old game's default becomes the new game's
    if (!session.engineSpec().equals(Engines.defaultSpec(session.game()))) {
      try {
        fresh = new BoardSession<>(game, session.engineSpec(), session.version() + 1, this::broadcast);
      } catch (BadRequest e) {
        fresh = null;
      }
    }
    if (fresh == null) {
      fresh = new BoardSession<>(game, Engines.defaultSpec(game), session.version() + 1, this::broadcast);
    }
    BoardSession<?> old = session;
    session = fresh;
    old.close();
    Map<String, Object> state = fresh.snapshot();
    broadcast("state", state);
    return state;
  }

  private static int side(Context ctx) {
    String text = ctx.formParam("side");
    if (text == null) {
      return 0;
    }
    try {
      return Ascii.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new BadRequest("side must be 0, 1 or -1 (both), not " + BadRequest.quote(text));
    }
  }

  private static int ply(Context ctx) {
    String text = ctx.queryParam("ply");
    try {
      return Ascii.parseInt(text == null ? "" : text.strip());
    } catch (NumberFormatException e) {
      throw new BadRequest("ply must be a number of moves, not " + BadRequest.quote(String.valueOf(text)));
    }
  }

  /** The time control of a new game in milliseconds a side: {@code minutes} (decimals allowed), or 0 for none. */
  private static long minutes(Context ctx) {
    String text = ctx.formParam("minutes");
    if (text == null || text.isBlank()) {
      return 0;
    }
    try {
      double minutes = Double.parseDouble(text.strip());
      if (!(minutes > 0 && minutes <= 24 * 60)) {
        throw new NumberFormatException();
      }
      return Math.round(minutes * 60_000);
    } catch (NumberFormatException e) {
      throw new BadRequest("minutes must be a time control of more than 0 and at most 1440 minutes a side, not "
          + BadRequest.quote(text));
    }
  }

  private void record(Context ctx) {
    String text = session.recordText();
    if (text == null) {
      throw new BadRequest(session.snapshot().get("game") + " has no record format");
    }
    String ext = session.record().extension();
    String name = session.game().id().replaceAll("[^A-Za-z0-9]+", "-").replaceAll("-+$", "");
    ctx.header("Content-Disposition", "attachment; filename=\"" + name + "." + ext + "\"");
    ctx.contentType("text/plain; charset=utf-8");
    ctx.result(text);
  }

  private void broadcast(String event, Map<String, Object> data) {
    String payload = text(data);
    for (SseClient c : clients) {
      try {
        if (c.terminated()) {
          clients.remove(c);
        } else {
          c.sendEvent(event, payload);
        }
      } catch (RuntimeException e) {
        clients.remove(c); // a page that went away: the game goes on without it
      }
    }
  }

  private static void json(Context ctx, Object value) {
    ctx.contentType("application/json");
    ctx.result(text(value));
  }

  private static String text(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (java.io.IOException e) {
      throw new IllegalStateException("cannot write JSON", e);
    }
  }

  /** For tests: the session's game, typed loosely. */
  @SuppressWarnings("unchecked")
  <S extends GameState> BoardSession<S> session() {
    return (BoardSession<S>) session;
  }
}
