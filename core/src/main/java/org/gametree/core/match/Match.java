package org.gametree.core.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.gametree.core.Game;
import org.gametree.core.GameState;
import org.gametree.core.Outcome;
import org.gametree.core.engine.EngineSpec;
import org.gametree.core.search.TimeControl;

/**
 * Plays a match: each opening twice with colours swapped, {@code concurrency} games at once (each worker with its own
 * pair of players), every finished game appended durably to the record file, resumable after a kill, with Elo
 * statistics and an optional SPRT that stops the match when it decides.
 *
 * <p>A game's identity is {@code (opening, swapped)}, written as {@code id = 2 * opening + swapped}; resuming reads
 * the ids already recorded and plays only the others, so no game is lost or played twice.
 */
public final class Match<S extends GameState> {
  private final Game<S> game;
  private final MatchConfig config;
  private final EngineSpec spec1;
  private final EngineSpec spec2;
  private final List<Opening> openings;
  private final AtomicBoolean stop = new AtomicBoolean();
  private final Object lock = new Object();
  private EloStatistics stats = new EloStatistics(0, 0, 0);
  private int forfeits;
  private int done;
  private long startNanos;
  private RecordFile records;
  private RecordFile gameRecords;
  private Sprt.Decision decision = Sprt.Decision.CONTINUE;
  private MatchProgress progress = MatchProgress.NONE;
  private final PlayerSource<S> source;

  /** Makes the players of a match from its specs; {@link Players#create} unless an embedder brings its own. */
  @FunctionalInterface
  public interface PlayerSource<S extends GameState> {
    /** A new player for {@code spec}; {@code seed} differs per worker and side. */
    Player<S> create(EngineSpec spec, long seed);
  }

  private Match(Game<S> game, MatchConfig config, PlayerSource<S> source) {
    this(game, config, source, null);
  }

  private Match(Game<S> game, MatchConfig config, PlayerSource<S> source, List<Opening> given) {
    this.game = game;
    this.source = source;
    this.config = config;
    this.spec1 = EngineSpec.parse(config.engine1());
    this.spec2 = EngineSpec.parse(config.engine2());
    int needed = (config.games() + 1) / 2;
    if (given != null) {
      openings = List.copyOf(given);
    } else if (config.openingsFile() != null) {
      openings = Opening.read(game, config.openingsFile());
    } else {
      openings = Opening.random(game, needed, config.openingPlies(), config.seed());
    }
  }

  /** Runs the match described by {@code config} on {@code game}, reporting to {@code progress}. */
  public static <S extends GameState> MatchResult run(Game<S> game, MatchConfig config, MatchProgress progress) {
    return new Match<>(game, config, (spec, seed) -> Players.create(game, spec, seed, config.engineTimeout()))
        .run(progress, true);
  }

  /** Runs a match whose players come from {@code players} (for engines the spec strings cannot describe). */
  public static <S extends GameState> MatchResult run(
      Game<S> game, MatchConfig config, MatchProgress progress, PlayerSource<S> players) {
    return new Match<>(game, config, players).run(progress, false);
  }

  /**
   * Plays single games of a match by id, for drivers that schedule the games themselves (a Spark task, say): game
   * {@code id} is the game {@link #run} plays under that id (same opening, same colours, same adjudication), with
   * players made from the specs and restarted after a failure, as a worker of {@code run} does. Nothing is recorded.
   * One instance plays one game at a time; close it to stop the engines.
   */
  public static <S extends GameState> Match<S>.GamePlayer gamePlayer(Game<S> game, MatchConfig config, int worker) {
    Match<S> match =
        new Match<>(game, config, (spec, seed) -> Players.create(game, spec, seed, config.engineTimeout()));
    return match.new GamePlayer(worker);
  }

  /**
   * Plays single games by id as {@link #gamePlayer(Game, MatchConfig, int)} does, but from {@code openings} (game
   * {@code id} plays opening {@code id / 2} modulo their number) and with players from {@code players}: for drivers
   * whose every pair of games has its own engines and opening (a parameter tuner). The config's openings are ignored.
   */
  public static <S extends GameState> Match<S>.GamePlayer gamePlayer(Game<S> game, MatchConfig config,
      List<Opening> openings, PlayerSource<S> players, int worker) {
    if (openings.isEmpty()) {
      throw new IllegalArgumentException("no openings to play");
    }
    return new Match<>(game, config, players, openings).new GamePlayer(worker);
  }

  /** Plays the games of one match by id ({@link #gamePlayer}). */
  public final class GamePlayer implements AutoCloseable {
    private final PlayerSlot p1;
    private final PlayerSlot p2;

    private GamePlayer(int worker) {
      p1 = new PlayerSlot(spec1, config.seed() * 31 + worker * 2L);
      p2 = new PlayerSlot(spec2, config.seed() * 31 + worker * 2L + 1);
    }

    /** Plays game {@code id} (opening {@code id / 2}, colours swapped when odd). */
    public MatchGame play(int id) {
      return Match.this.play(id, p1, p2);
    }

    @Override
    public void close() {
      p1.close();
      p2.close();
    }
  }

  private MatchResult run(MatchProgress listener, boolean validate) {
    this.progress = listener;
    if (validate) {
      Players.validate(game, spec1);
      Players.validate(game, spec2);
    }
    BitSet finished = new BitSet(config.games());
    int resumed = 0;
    if (config.out() != null) {
      if (Files.exists(config.out()) && !config.resume()) {
        try {
          if (Files.size(config.out()) > 0) {
            throw new IllegalArgumentException(
                "record file " + config.out() + " exists; resume it (--resume) or choose another (--out)");
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      for (Map<String, Object> line : RecordFile.readAndRepair(config.out())) {
        MatchGame g = MatchGame.fromJson(line);
        if (!g.engine1().equals(config.engine1()) || !g.engine2().equals(config.engine2())) {
          throw new IllegalArgumentException("record file " + config.out() + " holds a match between " + g.engine1()
              + " and " + g.engine2() + ", not " + config.engine1() + " and " + config.engine2());
        }
        if (g.id() < config.games() && !finished.get(g.id())) {
          finished.set(g.id());
          stats = stats.plus(g.engine1Points());
          resumed++;
          if (g.termination().startsWith("forfeit")) {
            forfeits++;
          }
        }
      }
      records = RecordFile.append(config.out());
      if (game.capability(GameRecordFormat.class).isPresent()) {
        String ext = game.capability(GameRecordFormat.class).orElseThrow().extension();
        gameRecords = RecordFile.append(sibling(config.out(), ext));
      }
    }
    done = resumed;
    ConcurrentLinkedQueue<Integer> todo = new ConcurrentLinkedQueue<>();
    for (int id = 0; id < config.games(); id++) {
      if (!finished.get(id)) {
        todo.add(id);
      }
    }
    if (config.sprt() != null) {
      decision = config.sprt().decide(stats);
      if (decision != Sprt.Decision.CONTINUE) {
        todo.clear();
      }
    }
    startNanos = System.nanoTime();
    progress.started(config.games(), resumed);
    int workers = Math.min(config.concurrency(), Math.max(1, todo.size()));
    List<Thread> threads = new ArrayList<>();
    List<Throwable> errors = new ArrayList<>();
    for (int w = 0; w < workers; w++) {
      int worker = w;
      Thread t = new Thread(() -> {
        try {
          work(worker, todo);
        } catch (Throwable e) {
          synchronized (errors) {
            errors.add(e);
          }
          stop.set(true);
        }
      }, "match-worker-" + w);
      threads.add(t);
      t.start();
    }
    try {
      for (Thread t : threads) {
        t.join();
      }
    } catch (InterruptedException e) {
      stop.set(true);
      Thread.currentThread().interrupt();
    } finally {
      if (records != null) {
        records.close();
      }
      if (gameRecords != null) {
        gameRecords.close();
      }
    }
    if (!errors.isEmpty()) {
      Throwable e = errors.get(0);
      if (e instanceof RuntimeException) {
        throw (RuntimeException) e;
      }
      throw new IllegalStateException("match worker failed", e);
    }
    MatchResult result = new MatchResult(config.engine1(), config.engine2(), stats, config.sprt(), decision,
        config.games(), resumed, forfeits, Duration.ofNanos(System.nanoTime() - startNanos));
    progress.finished(result);
    return result;
  }

  static Path sibling(Path out, String ext) {
    String name = out.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return out.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + "." + ext);
  }

  private void work(int worker, ConcurrentLinkedQueue<Integer> todo) {
    PlayerSlot p1 = new PlayerSlot(spec1, config.seed() * 31 + worker * 2L);
    PlayerSlot p2 = new PlayerSlot(spec2, config.seed() * 31 + worker * 2L + 1);
    try {
      Integer id;
      while (!stop.get() && (id = todo.poll()) != null) {
        MatchGame g = play(id, p1, p2);
        finish(g);
      }
    } finally {
      p1.close();
      p2.close();
    }
  }

  /** A player that is restarted after it fails. */
  private final class PlayerSlot {
    private final EngineSpec spec;
    private final long seed;
    private Player<S> player;
    private String name;

    PlayerSlot(EngineSpec spec, long seed) {
      this.spec = spec;
      this.seed = seed;
      this.name = spec.toString();
    }

    Player<S> get() {
      if (player == null) {
        player = source.create(spec, seed);
      }
      return player;
    }

    void broken() {
      close();
    }

    void close() {
      if (player != null) {
        try {
          player.close();
        } catch (RuntimeException e) {
          // a failing close must not stop the match
        }
        player = null;
      }
    }
  }

  private MatchGame play(int id, PlayerSlot p1, PlayerSlot p2) {
    int openingIndex = id / 2;
    boolean swapped = (id & 1) == 1;
    Opening opening = openings.get(openingIndex % openings.size());
    S start = opening.start(game);
    @SuppressWarnings("unchecked")
    S state = (S) start.copy();
    int[] openingMoves = opening.play(state);
    List<Integer> moves = new ArrayList<>();
    for (int m : openingMoves) {
      moves.add(m);
    }
    List<String> played = new ArrayList<>();
    List<PlayerSlot> byColour = swapped ? List.of(p2, p1) : List.of(p1, p2);
    long[] millis = new long[2];
    MatchClock tc = config.clock();
    Duration[] clocks = tc == null ? null : new Duration[] {tc.start(), tc.start()};
    int[] movesMade = new int[2];
    int[] badStreak = new int[2];
    OptionalInt[] lastScore = {OptionalInt.empty(), OptionalInt.empty()};
    Outcome outcome = null;
    String termination = "rules";
    for (int c = 0; c < 2 && outcome == null; c++) {
      try {
        byColour.get(c).get().newGame(start);
      } catch (RuntimeException e) {
        outcome = Outcome.win(1 - c);
        termination = forfeit(byColour.get(c), e);
      }
    }
    boolean startIsInitial = opening.position() == null;
    while (outcome == null) {
      if (state.isTerminal()) {
        outcome = state.outcome();
        break;
      }
      if (config.drawAfterPlies() > 0 && played.size() >= config.drawAfterPlies()) {
        outcome = Outcome.draw();
        termination = "adjudicated-draw";
        break;
      }
      int mover = state.currentPlayer();
      PlayerSlot slot = byColour.get(mover);
      int[] history = moves.stream().mapToInt(Integer::intValue).toArray();
      long t0 = System.nanoTime();
      int move;
      Player<S> player;
      try {
        player = slot.get();
        TimeControl control = tc == null ? null : tc.control(clocks[mover], movesMade[mover]);
        Duration time = control == null ? config.timePerMove() : control.budget().optimum();
        move = player.chooseMove(new Player.MoveRequest<>(state, start, startIsInitial, history, time, control));
        if (!state.isLegal(move)) {
          throw new PlayerException("illegal move " + move);
        }
      } catch (RuntimeException e) {
        millis[mover] += (System.nanoTime() - t0) / 1_000_000;
        outcome = Outcome.win(1 - mover);
        termination = e instanceof PlayerException p && p.isResignation() ? "resign" : forfeit(slot, e);
        break;
      }
      long usedNanos = System.nanoTime() - t0;
      millis[mover] += usedNanos / 1_000_000;
      if (tc != null) {
        Duration used = Duration.ofNanos(usedNanos);
        if (tc.flagged(clocks[mover], used)) {
          outcome = Outcome.win(1 - mover);
          termination = "time";
          break;
        }
        movesMade[mover]++;
        clocks[mover] = tc.after(clocks[mover], used, movesMade[mover]);
      }
      played.add(state.moveToString(move));
      state.play(move);
      moves.add(move);
      if (config.resignScore() > 0) {
        lastScore[mover] = player.lastScore();
        boolean losing = lastScore[mover].isPresent() && lastScore[mover].getAsInt() <= -config.resignScore();
        badStreak[mover] = losing ? badStreak[mover] + 1 : 0;
        OptionalInt other = lastScore[1 - mover];
        boolean agreed = other.isEmpty() || other.getAsInt() >= config.resignScore();
        if (badStreak[mover] >= config.resignMoves() && agreed && !state.isTerminal()) {
          outcome = Outcome.win(1 - mover);
          termination = "adjudicated-resign";
        }
      }
    }
    int e1 = swapped ? 1 : 0;
    return new MatchGame(id, openingIndex, swapped, opening.position(), opening.moves(), played,
        outcome.winner(), outcome.margin(), termination, config.engine1(), config.engine2(), millis[e1],
        millis[1 - e1]);
  }

  private String forfeit(PlayerSlot slot, RuntimeException e) {
    slot.broken();
    String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return "forfeit: " + slot.name + ": " + msg.replace('\n', ' ');
  }

  private void finish(MatchGame g) {
    synchronized (lock) {
      if (records != null) {
        if (gameRecords != null) {
          writeGameRecord(g);
        }
        records.writeJson(g.toJson());
      }
      stats = stats.plus(g.engine1Points());
      done++;
      if (g.termination().startsWith("forfeit")) {
        forfeits++;
      }
      if (config.sprt() != null && decision == Sprt.Decision.CONTINUE) {
        decision = config.sprt().decide(stats);
        if (decision != Sprt.Decision.CONTINUE) {
          stop.set(true);
        }
      }
      progress.gameFinished(g, stats, done, config.games(), Duration.ofNanos(System.nanoTime() - startNanos));
    }
  }

  @SuppressWarnings("unchecked")
  private void writeGameRecord(MatchGame g) {
    GameRecordFormat<S> format = game.capability(GameRecordFormat.class).orElseThrow();
    S start = g.openingPosition() == null ? game.newInitialState() : game.parsePosition(g.openingPosition());
    S s = (S) start.copy();
    List<Integer> moves = new ArrayList<>();
    for (String m : g.openingMoves()) {
      int mv = s.parseMove(m);
      moves.add(mv);
      s.play(mv);
    }
    for (String m : g.moves()) {
      int mv = s.parseMove(m);
      moves.add(mv);
      s.play(mv);
    }
    String black = g.swapped() ? g.engine2() : g.engine1();
    String white = g.swapped() ? g.engine1() : g.engine2();
    gameRecords.write(format.format(start, moves, List.of(black, white), new Outcome(g.winner(), g.margin())));
  }
}
