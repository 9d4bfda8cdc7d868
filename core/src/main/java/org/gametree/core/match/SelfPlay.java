package org.gametree.core.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.gametree.core.Evaluator;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.search.Solvable;

/**
 * Generates games for learning: random opening plies, then one engine playing both sides with Xu et al.'s weighted
 * top-K choice for the first plies, each position labelled with the final result (or the exact solver's value), one
 * JSON line per game in the training file ({@link TrainingData} reads it back; docs/matches.md documents it).
 * Game {@code i} is reproducible from {@code (seed, i)} with a deterministic engine; runs are resumable like matches.
 */
public final class SelfPlay<S extends GameState> {
  /** Format version written in every line. */
  public static final int FORMAT = 1;

  /** Receives progress; one call at a time. */
  public interface Progress {
    /** Ignores everything. */
    Progress NONE = new Progress() {};

    /** Before the first game. */
    default void started(int total, int alreadyDone) {}

    /** After each game. */
    default void gameFinished(int done, int total, int positions, Duration elapsed) {}
  }

  /**
   * What a run produced.
   *
   * @param games games in the file for this run's ids
   * @param resumed games recovered from the file
   * @param positions labelled positions written by this run
   * @param exactLabels positions labelled by the exact solver in this run
   * @param elapsed wall time
   */
  public record Result(int games, int resumed, long positions, long exactLabels, Duration elapsed) {}

  private final Game<S> game;
  private final SelfPlayConfig config;
  private final EngineSpec spec;
  private final Object lock = new Object();
  private RecordFile records;
  private int done;
  private long positions;
  private long exact;
  private long startNanos;
  private Progress progress;

  private SelfPlay(Game<S> game, SelfPlayConfig config) {
    this.game = game;
    this.config = config;
    this.spec = EngineSpec.parse(config.engine());
  }

  /** Generates the games {@code config} asks for. */
  public static <S extends GameState> Result run(Game<S> game, SelfPlayConfig config, Progress progress) {
    return new SelfPlay<>(game, config).run(progress);
  }

  /**
   * Plays single games of a run by id, for drivers that schedule the games themselves (a Spark task, say): the line
   * for id {@code i} is the one {@link #run} writes for it, so with a deterministic engine (fixed depth) the output
   * does not depend on which games share a player. One instance plays one game at a time; close it to free the engine.
   */
  public static <S extends GameState> SelfPlay<S>.GamePlayer gamePlayer(Game<S> game, SelfPlayConfig config) {
    return new SelfPlay<>(game, config).new GamePlayer();
  }

  /** Plays the games of one run by id ({@link #gamePlayer}). */
  public final class GamePlayer implements AutoCloseable {
    private final TopKChooser<S> chooser;
    private final Player<S> player;

    private GamePlayer() {
      checkRun();
      Evaluator<S> evaluator =
          spec.params().containsKey("eval") ? game.evaluator(spec.params().get("eval")) : game.defaultEvaluator();
      chooser = new TopKChooser<>(evaluator, config.topK(), config.valueScale(), game.maxLegalMoves());
      player = Players.create(game, spec, config.seed(), null);
    }

    /** The record line of game {@code id} (its fields in the order {@link #run} writes them). */
    public Map<String, Object> play(int id) {
      return SelfPlay.this.play(id, player, chooser);
    }

    @Override
    public void close() {
      player.close();
    }
  }

  /** Refuses what no game of this run could play: an external engine, exact labels for a game without a solver. */
  private void checkRun() {
    if (spec.isExternal()) {
      throw new IllegalArgumentException("self-play needs a built-in engine, not '" + spec + "'");
    }
    if (config.exactLabels() && game.capability(Solvable.class).isEmpty()) {
      throw new IllegalArgumentException(game.id() + " has no exact solver for labels");
    }
  }

  private Result run(Progress listener) {
    this.progress = listener;
    checkRun();
    Players.validate(game, spec);
    BitSet finished = new BitSet(config.games());
    try {
      if (Files.exists(config.out()) && Files.size(config.out()) > 0 && !config.resume()) {
        throw new IllegalArgumentException(
            "training file " + config.out() + " exists; resume it (--resume) or choose another (--out)");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int resumed = 0;
    for (Map<String, Object> line : RecordFile.readAndRepair(config.out())) {
      int id = ((Number) line.get("id")).intValue();
      if (id < config.games() && !finished.get(id)) {
        finished.set(id);
        resumed++;
      }
    }
    done = resumed;
    ConcurrentLinkedQueue<Integer> todo = new ConcurrentLinkedQueue<>();
    for (int id = 0; id < config.games(); id++) {
      if (!finished.get(id)) {
        todo.add(id);
      }
    }
    startNanos = System.nanoTime();
    progress.started(config.games(), resumed);
    records = RecordFile.append(config.out());
    List<Thread> threads = new ArrayList<>();
    List<RuntimeException> errors = new ArrayList<>();
    int workers = Math.min(config.concurrency(), Math.max(1, todo.size()));
    for (int w = 0; w < workers; w++) {
      Thread t = new Thread(() -> {
        try {
          work(todo);
        } catch (RuntimeException e) {
          synchronized (errors) {
            errors.add(e);
          }
          todo.clear();
        }
      }, "selfplay-worker-" + w);
      threads.add(t);
      t.start();
    }
    try {
      for (Thread t : threads) {
        t.join();
      }
    } catch (InterruptedException e) {
      todo.clear();
      Thread.currentThread().interrupt();
    } finally {
      records.close();
    }
    if (!errors.isEmpty()) {
      throw errors.get(0);
    }
    return new Result(done, resumed, positions, exact, Duration.ofNanos(System.nanoTime() - startNanos));
  }

  private void work(ConcurrentLinkedQueue<Integer> todo) {
    Evaluator<S> evaluator =
        spec.params().containsKey("eval") ? game.evaluator(spec.params().get("eval")) : game.defaultEvaluator();
    TopKChooser<S> chooser = new TopKChooser<>(evaluator, config.topK(), config.valueScale(), game.maxLegalMoves());
    try (Player<S> player = Players.create(game, spec, config.seed(), null)) {
      Integer id;
      while ((id = todo.poll()) != null) {
        Map<String, Object> line = play(id, player, chooser);
        synchronized (lock) {
          records.writeJson(line);
          done++;
          int n = ((List<?>) line.get("labels")).size();
          positions += n;
          progress.gameFinished(done, config.games(), n, Duration.ofNanos(System.nanoTime() - startNanos));
        }
      }
    }
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> play(int id, Player<S> player, TopKChooser<S> chooser) {
    SplittableRandom random = new SplittableRandom(config.seed() * 0x9E3779B97F4A7C15L + id);
    int[] buffer = new int[game.maxLegalMoves()];
    S start = game.newInitialState();
    S state = (S) start.copy();
    List<String> opening = new ArrayList<>();
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < config.openingPlies() && !state.isTerminal(); i++) {
      int n = state.legalMoves(buffer);
      int m = buffer[random.nextInt(n)];
      opening.add(state.moveToString(m));
      state.play(m);
      moves.add(m);
    }
    player.newGame(start);
    List<String> played = new ArrayList<>();
    List<Integer> movers = new ArrayList<>();
    List<S> positionsSeen = new ArrayList<>();
    while (!state.isTerminal()) {
      int m;
      boolean topKPly = config.topK() > 1 && (config.topKPlies() == 0 || played.size() < config.topKPlies());
      if (topKPly) {
        m = chooser.choose(state, random);
      } else {
        int[] history = moves.stream().mapToInt(Integer::intValue).toArray();
        m = player.chooseMove(new Player.MoveRequest<>(state, start, true, history, null));
      }
      if (config.exactLabels()) {
        positionsSeen.add((S) state.copy());
      }
      movers.add(state.currentPlayer());
      played.add(state.moveToString(m));
      state.play(m);
      moves.add(m);
    }
    Outcome outcome = state.outcome();
    List<Double> labels = new ArrayList<>();
    List<Boolean> exactFlags = new ArrayList<>();
    int exactHere = 0;
    for (int i = 0; i < movers.size(); i++) {
      double label = outcome.pointsFor(movers.get(i));
      boolean proven = false;
      if (config.exactLabels()) {
        Solvable.SolveResult r = game.capability(Solvable.class).orElseThrow().solve(positionsSeen.get(i), config.solverLimits());
        if (r.proven()) {
          label = r.value() > 0 ? 1 : r.value() < 0 ? 0 : 0.5;
          proven = true;
          exactHere++;
        }
      }
      labels.add(label);
      exactFlags.add(proven);
    }
    synchronized (lock) {
      exact += exactHere;
    }
    Map<String, Object> line = new LinkedHashMap<>();
    line.put("format", FORMAT);
    line.put("game", game.id());
    line.put("id", id);
    line.put("engine", spec.toString());
    line.put("opening", opening);
    line.put("moves", played);
    line.put("winner", outcome.winner());
    line.put("margin", outcome.margin());
    line.put("labels", labels);
    if (config.exactLabels()) {
      line.put("exact", exactFlags);
    }
    return line;
  }
}
