package org.gametree.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.gametree.core.Games;
import org.gametree.core.engine.EngineSpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The board's HTTP API under concurrent clients: a request that meets a game being replaced, or an engine being
 * swapped, still gets a proper answer (200 with a state, or 4xx with a reason), never a 500.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BoardServerConcurrencyTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY)
      .connectTimeout(Duration.ofSeconds(5)).build();
  private BoardServer server;
  private final ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private void post(String path, String key, String value) {
    String form = key == null ? "" : key + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
        .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(form)).build();
    try {
      HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
      int status = r.statusCode();
      JsonNode body = r.body().startsWith("{") ? JSON.readTree(r.body()) : null;
      boolean ok = status == 200 && body != null && body.has("game")
          || status >= 400 && status < 500 && body != null && body.hasNonNull("error");
      if (!ok) {
        wrong.add(path + " " + value + " -> " + status + " " + r.body());
      }
    } catch (Exception e) {
      wrong.add(path + " " + value + " -> " + e);
    }
  }

  /** Runs {@code threads} clients, each sending {@code requests} requests chosen by {@code request}. */
  private void run(int threads, int requests, Client request) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        done.add(pool.submit(() -> {
          for (int i = 0; i < requests; i++) {
            request.send(thread, i);
          }
        }));
      }
      for (Future<?> f : done) {
        f.get(50, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  interface Client {
    void send(int thread, int i);
  }

  @Test
  void requestsThatRaceAGameSwitchGetAStateOrAReasonNever500() throws Exception {
    server = BoardServer.start(Games.byId("connect-four"), EngineSpec.parse("negascout:depth=2"), "127.0.0.1", 0);
    String[] games = {"tictactoe", "connect-four"};
    run(3, 100, (thread, i) -> {
      if (thread == 0) {
        post("/api/game", "id", games[i % 2]);
        return;
      }
      switch ((i + thread) % 6) {
        case 0 -> post("/api/new", "side", i % 3 == 0 ? "-1" : "0");
        case 1 -> post("/api/go", null, null);
        case 2 -> post("/api/engine", "spec", i % 2 == 0 ? "negascout:depth=1" : "mcts:playouts=50");
        case 3 -> post("/api/undo", null, null);
        case 4 -> post("/api/move", "move", i % 2 == 0 ? "4" : "b2");
        default -> post("/api/side", "side", "-1");
      }
    });
    assertTrue(wrong.isEmpty(), wrong.size() + " improper answers, e.g. " + List.copyOf(wrong).subList(0,
        Math.min(5, wrong.size())));
  }

  @Test
  void concurrentEngineSwapsToAnUnboundedSpecAreAllAnswered() throws Exception {
    server = BoardServer.start(Games.byId("connect-four"), EngineSpec.parse("negascout:depth=2"), "127.0.0.1", 0);
    run(8, 50, (thread, i) -> post("/api/engine", "spec", "negascout:depth=10000,time=1000000000"));
    assertTrue(wrong.isEmpty(), wrong.size() + " improper answers, e.g. " + List.copyOf(wrong).subList(0,
        Math.min(5, wrong.size())));
    assertEquals(0, wrong.size());
  }
}
