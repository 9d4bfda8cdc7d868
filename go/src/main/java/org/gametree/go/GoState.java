package org.gametree.go;

import java.util.Arrays;
import org.gametree.core.GameState;
import org.gametree.core.IllegalMoveException;
import org.gametree.core.Outcome;

/**
 * A Go position on a 1-D board with a border ring. Chains are kept incrementally as circular stone lists with
 * pseudo-liberty count, sum and sum of squares (a chain is in atari when all its pseudo-liberties are one point).
 * Moves are {@code row * size + column} with row 0 at the top; {@code size * size} is the pass. Undo restores a
 * per-ply snapshot held in buffers that are reused.
 */
public final class GoState implements GameState {
  static final int EMPTY = 0;
  static final int BLACK = 1;
  static final int WHITE = 2;
  static final int BORDER = 3;
  private static final int BLOOM = 4096;

  private final GoGame game;
  final int n;
  final int w;
  final int points;
  final int pass;
  private final int[] dirs;
  private final int[] diagonals;
  private int[] regionScratch;
  private int[] stackScratch;
  // Board arrays (all snapshotted).
  final int[] color;
  final int[] chain;
  final int[] next;
  final int[] libs;
  final int[] libSum;
  final int[] libSumSq;
  final int[] emptyList;
  final int[] emptyIdx;
  int emptyCount;
  int toMove;
  int koPoint = -1;
  int passes;
  int capB;
  int capW;
  long posHash;
  private int ply;
  // History.
  private long[] posHistory = new long[64];
  private int[] moveHistory = new int[64];
  private final int[] bloom = new int[BLOOM];
  private int[][] snaps = new int[0][];
  private long[] snapHash = new long[0];
  private final int[] setup;
  private int setupToMove;
  private final int[] mark;
  private int markGen;

  GoState(GoGame game) {
    this.game = game;
    this.n = game.size();
    this.w = n + 2;
    this.points = w * w;
    this.pass = n * n;
    this.dirs = new int[] {-w, w, -1, 1};
    this.diagonals = new int[] {-w - 1, -w + 1, w - 1, w + 1};
    color = new int[points];
    chain = new int[points];
    next = new int[points];
    libs = new int[points];
    libSum = new int[points];
    libSumSq = new int[points];
    emptyList = new int[points];
    emptyIdx = new int[points];
    mark = new int[points];
    setup = new int[n * n];
    Arrays.fill(color, BORDER);
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        int p = (r + 1) * w + c + 1;
        color[p] = EMPTY;
        emptyIdx[p] = emptyCount;
        emptyList[emptyCount++] = p;
      }
    }
    posHistory[0] = 0;
    bloom[0]++;
  }

  private GoState(GoState o) {
    game = o.game;
    n = o.n;
    w = o.w;
    points = o.points;
    pass = o.pass;
    dirs = o.dirs;
    diagonals = o.diagonals;
    color = o.color.clone();
    chain = o.chain.clone();
    next = o.next.clone();
    libs = o.libs.clone();
    libSum = o.libSum.clone();
    libSumSq = o.libSumSq.clone();
    emptyList = o.emptyList.clone();
    emptyIdx = o.emptyIdx.clone();
    emptyCount = o.emptyCount;
    toMove = o.toMove;
    koPoint = o.koPoint;
    passes = o.passes;
    capB = o.capB;
    capW = o.capW;
    posHash = o.posHash;
    ply = o.ply;
    posHistory = o.posHistory.clone();
    moveHistory = o.moveHistory.clone();
    System.arraycopy(o.bloom, 0, bloom, 0, BLOOM);
    snaps = new int[o.snaps.length][];
    for (int i = 0; i < ply && i < o.snaps.length; i++) {
      snaps[i] = o.snaps[i] == null ? null : o.snaps[i].clone();
    }
    snapHash = o.snapHash.clone();
    setup = o.setup.clone();
    setupToMove = o.setupToMove;
    mark = new int[points];
  }

  /** The game this position belongs to. */
  public GoGame game() {
    return game;
  }

  /** Board side length. */
  public int size() {
    return n;
  }

  /** The point index of a move (not the pass). */
  int point(int move) {
    return (move / n + 1) * w + move % n + 1;
  }

  /** The move of a point index. */
  int moveOf(int p) {
    return (p / w - 1) * n + p % w - 1;
  }

  /** The stone on a move's point: 0 empty, 1 Black, 2 White. */
  public int stoneAt(int move) {
    return color[point(move)];
  }

  /** Stones captured by Black so far (own stones lost by White's suicides included). */
  public int capturesByBlack() {
    return capB;
  }

  /** Stones captured by White so far. */
  public int capturesByWhite() {
    return capW;
  }

  /** Consecutive passes just played. */
  public int consecutivePasses() {
    return passes;
  }

  /** The last move played since the setup, or -1 when there is none. */
  int lastMove() {
    return ply > setupPly() ? moveHistory[ply - 1] : -1;
  }

  /** The move before the last one played since the setup, or -1 when there is none. */
  int moveBeforeLast() {
    return ply - 1 > setupPly() ? moveHistory[ply - 2] : -1;
  }

  /** The moves played since the setup, oldest first. */
  public int[] moves() {
    return Arrays.copyOf(moveHistory, ply - setupPly());
  }

  private int setupPly() {
    return 0;
  }

  /** The board as a row-major string from the top-left: {@code .}, {@code X} (Black), {@code O} (White). */
  public String boardString() {
    StringBuilder b = new StringBuilder(n * n);
    for (int m = 0; m < n * n; m++) {
      int c = color[point(m)];
      b.append(c == BLACK ? 'X' : c == WHITE ? 'O' : '.');
    }
    return b.toString();
  }

  @Override
  public int currentPlayer() {
    return toMove;
  }

  @Override
  public int legalMoves(int[] out) {
    if (passes >= 2) {
      return 0;
    }
    int k = 0;
    int c = toMove + 1;
    for (int m = 0; m < pass; m++) {
      if (legalPoint(point(m), c, true)) {
        out[k++] = m;
      }
    }
    out[k++] = pass;
    return k;
  }

  /** Whether the side to move may place a stone on {@code move}'s point (the game need not be running). */
  public boolean isLegalPlacement(int move) {
    return move >= 0 && move < pass && legalPoint(point(move), toMove + 1, true);
  }

  @Override
  public boolean isLegal(int move) {
    if (passes >= 2 || move < 0 || move > pass) {
      return false;
    }
    return move == pass || legalPoint(point(move), toMove + 1, true);
  }

  private boolean inAtari(int root) {
    int l = libs[root];
    return l > 0 && (long) libSum[root] * libSum[root] == (long) l * libSumSq[root];
  }

  /** Legality of a placement; {@code superko} false checks only simple ko (for playouts). */
  boolean legalPoint(int p, int c, boolean superko) {
    if (color[p] != EMPTY) {
      return false;
    }
    GoRules rules = game.rules();
    boolean simpleKo = !rules.positionalSuperko() || !superko;
    if (p == koPoint && simpleKo) {
      return false;
    }
    int opp = 3 - c;
    boolean liberty = false;
    boolean capture = false;
    boolean ownNeighbour = false;
    for (int d : dirs) {
      int q = p + d;
      int cq = color[q];
      if (cq == EMPTY) {
        liberty = true;
      } else if (cq == c) {
        ownNeighbour = true;
        if (!inAtari(chain[q])) {
          liberty = true;
        }
      } else if (cq == opp && inAtari(chain[q])) {
        capture = true;
      }
    }
    boolean suicide = !liberty && !capture;
    if (suicide && (!rules.multiStoneSuicide() || !ownNeighbour || !superko)) {
      return false;
    }
    if (!rules.positionalSuperko() || !superko) {
      return true;
    }
    long h = resultHash(p, c, suicide);
    return !seen(h);
  }

  private long resultHash(int p, int c, boolean suicide) {
    long[][] z = game.zobrist();
    int gen = ++markGen;
    long h = posHash;
    if (suicide) {
      for (int d : dirs) {
        int q = p + d;
        if (color[q] == c && mark[chain[q]] != gen) {
          mark[chain[q]] = gen;
          h ^= chainHash(chain[q], c);
        }
      }
      return h;
    }
    h ^= z[c][p];
    int opp = 3 - c;
    for (int d : dirs) {
      int q = p + d;
      if (color[q] == opp && mark[chain[q]] != gen && inAtari(chain[q])) {
        mark[chain[q]] = gen;
        h ^= chainHash(chain[q], opp);
      }
    }
    return h;
  }

  private long chainHash(int root, int c) {
    long[] z = game.zobrist()[c];
    long h = 0;
    int s = root;
    do {
      h ^= z[s];
      s = next[s];
    } while (s != root);
    return h;
  }

  private boolean seen(long h) {
    if (bloom[(int) (h & (BLOOM - 1))] == 0) {
      return false;
    }
    for (int i = 0; i <= ply; i++) {
      if (posHistory[i] == h) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void play(int move) {
    if (!isLegal(move)) {
      throw new IllegalMoveException(
          move, move >= 0 && move <= pass ? moveToString(move) : Integer.toString(move));
    }
    playUnchecked(move);
  }

  @Override
  public void playUnchecked(int move) {
    saveSnapshot();
    if (move == pass) {
      passes++;
      koPoint = -1;
    } else {
      passes = 0;
      place(point(move), toMove + 1);
    }
    toMove ^= 1;
    ply++;
    if (ply >= posHistory.length) {
      posHistory = Arrays.copyOf(posHistory, ply * 2);
      moveHistory = Arrays.copyOf(moveHistory, ply * 2);
    }
    posHistory[ply] = posHash;
    moveHistory[ply - 1] = move;
    bloom[(int) (posHash & (BLOOM - 1))]++;
  }

  /** Plays a move in a playout: no snapshot, no history (the state cannot undo past it afterwards). */
  void playFast(int p, int c) {
    if (p < 0) {
      passes++;
      koPoint = -1;
    } else {
      passes = 0;
      place(p, c);
    }
    toMove = c == BLACK ? 1 : 0;
  }

  /** GTP only: gives the move to {@code player} without a move (a colour playing twice); not undoable. */
  void forcePlayer(int player) {
    toMove = player;
  }

  /** GTP only: lets play go on after two passes (cleanup phase); not undoable. */
  void resumeAfterPasses() {
    passes = 0;
  }

  /** Copies the board and the scalars (not the history) of another state of the same game: a playout scratch. */
  void loadBoard(GoState o) {
    System.arraycopy(o.color, 0, color, 0, points);
    System.arraycopy(o.chain, 0, chain, 0, points);
    System.arraycopy(o.next, 0, next, 0, points);
    System.arraycopy(o.libs, 0, libs, 0, points);
    System.arraycopy(o.libSum, 0, libSum, 0, points);
    System.arraycopy(o.libSumSq, 0, libSumSq, 0, points);
    System.arraycopy(o.emptyList, 0, emptyList, 0, points);
    System.arraycopy(o.emptyIdx, 0, emptyIdx, 0, points);
    emptyCount = o.emptyCount;
    toMove = o.toMove;
    koPoint = o.koPoint;
    passes = o.passes;
    capB = o.capB;
    capW = o.capW;
    posHash = o.posHash;
  }

  /** Whether {@code p} is an eye-like point of colour {@code c}: own stones around, few enemy diagonals. */
  boolean isEyeLike(int p, int c) {
    for (int d : dirs) {
      int cq = color[p + d];
      if (cq != c && cq != BORDER) {
        return false;
      }
    }
    int enemy = 0;
    int border = 0;
    int opp = 3 - c;
    for (int d : diagonals) {
      int cq = color[p + d];
      if (cq == opp) {
        enemy++;
      } else if (cq == BORDER) {
        border = 1;
      }
    }
    return enemy + border < 2;
  }

  /**
   * Whether placing colour {@code c} on the empty point {@code p} leaves the new chain with a single liberty while
   * capturing nothing; if so, the number of stones in that chain, else 0. Touches no board state (playouts use it).
   */
  int selfAtariStones(int p, int c) {
    int gen = ++markGen;
    int opp = 3 - c;
    int libCount = 0;
    for (int d : dirs) {
      int q = p + d;
      int cq = color[q];
      if (cq == EMPTY) {
        if (++libCount >= 2) {
          return 0;
        }
        mark[q] = gen;
      } else if (cq == opp && inAtari(chain[q])) {
        return 0;
      }
    }
    int stones = 1;
    for (int d : dirs) {
      int q = p + d;
      if (color[q] != c || mark[chain[q]] == gen) {
        continue;
      }
      int root = chain[q];
      mark[root] = gen;
      int s = root;
      do {
        stones++;
        for (int e : dirs) {
          int r = s + e;
          if (color[r] == EMPTY && r != p && mark[r] != gen) {
            if (++libCount >= 2) {
              return 0;
            }
            mark[r] = gen;
          }
        }
        s = next[s];
      } while (s != root);
    }
    return stones;
  }

  /**
   * The liberties of the chain at stone {@code p} when it has at most two, packed as {@code count | first << 2 |
   * second << 12}; 3 when it has three or more. Packed so that ladder reading needs no buffer; read it with
   * {@link #libertyCount}, {@link #firstLiberty} and {@link #secondLiberty}.
   */
  int fewLiberties(int p) {
    int gen = ++markGen;
    int root = chain[p];
    int count = 0;
    int packed = 0;
    int s = root;
    do {
      for (int d : dirs) {
        int q = s + d;
        if (color[q] == EMPTY && mark[q] != gen) {
          if (count == 2) {
            return 3;
          }
          mark[q] = gen;
          packed |= q << (count == 0 ? 2 : 12);
          count++;
        }
      }
      s = next[s];
    } while (s != root);
    return packed | count;
  }

  /** The number of liberties in a {@link #fewLiberties} answer (3 meaning three or more). */
  static int libertyCount(int packed) {
    return packed & 3;
  }

  /** The first liberty in a {@link #fewLiberties} answer with at least one. */
  static int firstLiberty(int packed) {
    return (packed >>> 2) & 1023;
  }

  /** The second liberty in a {@link #fewLiberties} answer with two. */
  static int secondLiberty(int packed) {
    return (packed >>> 12) & 1023;
  }

  /** Whether the chain at stone {@code p} has exactly one liberty. */
  boolean chainInAtari(int p) {
    return inAtari(chain[p]);
  }

  /** The single liberty of a chain in atari. */
  int atariLiberty(int p) {
    int root = chain[p];
    return libSum[root] / libs[root];
  }

  int direction(int i) {
    return dirs[i];
  }

  private void saveSnapshot() {
    if (ply >= snaps.length) {
      snaps = Arrays.copyOf(snaps, Math.max(16, ply * 2));
      snapHash = Arrays.copyOf(snapHash, snaps.length);
    }
    int[] s = snaps[ply];
    if (s == null) {
      s = new int[8 * points + 6];
      snaps[ply] = s;
    }
    System.arraycopy(color, 0, s, 0, points);
    System.arraycopy(chain, 0, s, points, points);
    System.arraycopy(next, 0, s, 2 * points, points);
    System.arraycopy(libs, 0, s, 3 * points, points);
    System.arraycopy(libSum, 0, s, 4 * points, points);
    System.arraycopy(libSumSq, 0, s, 5 * points, points);
    System.arraycopy(emptyList, 0, s, 6 * points, points);
    System.arraycopy(emptyIdx, 0, s, 7 * points, points);
    int b = 8 * points;
    s[b] = emptyCount;
    s[b + 1] = toMove;
    s[b + 2] = koPoint;
    s[b + 3] = passes;
    s[b + 4] = capB;
    s[b + 5] = capW;
    snapHash[ply] = posHash;
  }

  @Override
  public void undo() {
    if (ply == 0) {
      throw new IllegalStateException("nothing to undo");
    }
    bloom[(int) (posHash & (BLOOM - 1))]--;
    ply--;
    int[] s = snaps[ply];
    System.arraycopy(s, 0, color, 0, points);
    System.arraycopy(s, points, chain, 0, points);
    System.arraycopy(s, 2 * points, next, 0, points);
    System.arraycopy(s, 3 * points, libs, 0, points);
    System.arraycopy(s, 4 * points, libSum, 0, points);
    System.arraycopy(s, 5 * points, libSumSq, 0, points);
    System.arraycopy(s, 6 * points, emptyList, 0, points);
    System.arraycopy(s, 7 * points, emptyIdx, 0, points);
    int b = 8 * points;
    emptyCount = s[b];
    toMove = s[b + 1];
    koPoint = s[b + 2];
    passes = s[b + 3];
    capB = s[b + 4];
    capW = s[b + 5];
    posHash = snapHash[ply];
  }

  private void addLib(int root, int p) {
    libs[root]++;
    libSum[root] += p;
    libSumSq[root] += p * p;
  }

  private void removeLib(int root, int p) {
    libs[root]--;
    libSum[root] -= p;
    libSumSq[root] -= p * p;
  }

  private void removeEmpty(int p) {
    int i = emptyIdx[p];
    int last = emptyList[--emptyCount];
    emptyList[i] = last;
    emptyIdx[last] = i;
  }

  private void addEmpty(int p) {
    emptyIdx[p] = emptyCount;
    emptyList[emptyCount++] = p;
  }

  /** Places a stone (legality already checked), merges, captures, removes a suicided chain, sets the ko point. */
  private void place(int p, int c) {
    long[][] z = game.zobrist();
    int opp = 3 - c;
    color[p] = c;
    chain[p] = p;
    next[p] = p;
    libs[p] = 0;
    libSum[p] = 0;
    libSumSq[p] = 0;
    removeEmpty(p);
    posHash ^= z[c][p];
    for (int d : dirs) {
      int q = p + d;
      int cq = color[q];
      if (cq == EMPTY) {
        addLib(p, q);
      } else if (cq != BORDER) {
        removeLib(chain[q], p);
      }
    }
    for (int d : dirs) {
      int q = p + d;
      if (color[q] == c && chain[q] != chain[p]) {
        // Relabel the smaller ring (the new stone's chain is often a single stone).
        if (chain[p] == p && next[p] == p) {
          merge(chain[q], p);
        } else {
          merge(chain[p], chain[q]);
        }
      }
    }
    int captured = 0;
    int lastCaptured = -1;
    for (int d : dirs) {
      int q = p + d;
      if (color[q] == opp && libs[chain[q]] == 0) {
        lastCaptured = q;
        captured += removeChain(chain[q], opp);
      }
    }
    if (c == BLACK) {
      capB += captured;
    } else {
      capW += captured;
    }
    int root = chain[p];
    koPoint = -1;
    if (libs[root] == 0) {
      int lost = removeChain(root, c);
      if (c == BLACK) {
        capW += lost;
      } else {
        capB += lost;
      }
    } else if (captured == 1 && next[p] == p && libs[p] == 1) {
      koPoint = lastCaptured;
    }
  }

  private void merge(int a, int b) {
    // Relabel b's stones as a, splice the rings, add pseudo-liberties.
    int s = b;
    do {
      chain[s] = a;
      s = next[s];
    } while (s != b);
    int t = next[a];
    next[a] = next[b];
    next[b] = t;
    libs[a] += libs[b];
    libSum[a] += libSum[b];
    libSumSq[a] += libSumSq[b];
  }

  private int removeChain(int root, int c) {
    long[] z = game.zobrist()[c];
    int count = 0;
    int s = root;
    do {
      int nx = next[s];
      color[s] = EMPTY;
      posHash ^= z[s];
      addEmpty(s);
      count++;
      s = nx;
    } while (s != root);
    // Second pass: give liberties to neighbouring chains (after all stones are gone).
    s = root;
    do {
      int nx = next[s];
      for (int d : dirs) {
        int q = s + d;
        int cq = color[q];
        if (cq == BLACK || cq == WHITE) {
          addLib(chain[q], s);
        }
      }
      s = nx;
    } while (s != root);
    return count;
  }

  @Override
  public boolean isTerminal() {
    return passes >= 2;
  }

  /** Tromp-Taylor area score: Black's stones and territory minus White's, komi not subtracted. */
  public int areaDifference() {
    int[] area = areas();
    return area[0] - area[1];
  }

  /** Black's and White's Tromp-Taylor areas: stones plus empty regions reaching only that colour. */
  public int[] areas() {
    if (regionScratch == null) {
      regionScratch = new int[points];
      stackScratch = new int[points];
    }
    int[] region = regionScratch;
    int[] stack = stackScratch;
    Arrays.fill(region, 0);
    int black = 0;
    int white = 0;
    for (int p = 0; p < points; p++) {
      int c = color[p];
      if (c == BLACK) {
        black++;
      } else if (c == WHITE) {
        white++;
      } else if (c == EMPTY && region[p] == 0) {
        int sp = 0;
        stack[sp++] = p;
        region[p] = 1;
        int size = 0;
        int reach = 0;
        while (sp > 0) {
          int x = stack[--sp];
          size++;
          for (int d : dirs) {
            int q = x + d;
            int cq = color[q];
            if (cq == EMPTY) {
              if (region[q] == 0) {
                region[q] = 1;
                stack[sp++] = q;
              }
            } else if (cq != BORDER) {
              reach |= cq;
            }
          }
        }
        if (reach == BLACK) {
          black += size;
        } else if (reach == WHITE) {
          white += size;
        }
      }
    }
    return new int[] {black, white};
  }

  @Override
  public Outcome outcome() {
    double diff = areaDifference() - game.komi();
    if (diff == 0) {
      return Outcome.draw();
    }
    return new Outcome(diff > 0 ? 0 : 1, (int) Math.ceil(Math.abs(diff)));
  }

  @Override
  public long hash() {
    long[][] z = game.zobrist();
    long h = posHash ^ z[3][Math.min(passes, 2)];
    if (toMove == 1) {
      h ^= z[3][3];
    }
    if (koPoint >= 0) {
      h ^= z[0][koPoint];
    }
    return h;
  }

  /** The hash of the stones alone (what positional superko compares). */
  public long positionHash() {
    return posHash;
  }

  @Override
  public int plyCount() {
    return ply;
  }

  @Override
  public GoState copy() {
    return new GoState(this);
  }

  @Override
  public String moveToString(int move) {
    return game.moveToString(move);
  }

  @Override
  public int parseMove(String text) {
    return game.parseMove(text);
  }

  /**
   * Puts stones on an empty-history position (handicap or SGF setup) and sets the side to move. Throws
   * {@link IllegalStateException} if moves were played already; stones without liberties are not allowed.
   */
  public void setup(int[] blackMoves, int[] whiteMoves, int player) {
    if (ply != 0) {
      throw new IllegalStateException("setup needs a position without moves");
    }
    for (int m : blackMoves) {
      setStone(m, BLACK);
    }
    for (int m : whiteMoves) {
      setStone(m, WHITE);
    }
    toMove = player;
    setupToMove = player;
    bloom[(int) (posHistory[0] & (BLOOM - 1))]--;
    posHistory[0] = posHash;
    bloom[(int) (posHash & (BLOOM - 1))]++;
  }

  private void setStone(int m, int c) {
    if (m < 0 || m >= pass) {
      throw new IllegalArgumentException("not a board point: " + m);
    }
    int p = point(m);
    if (color[p] != EMPTY) {
      throw new IllegalArgumentException("point occupied: " + game.moveToString(m));
    }
    place(p, c);
    if (color[p] != c) {
      throw new IllegalArgumentException("setup stone without liberties: " + game.moveToString(m));
    }
    setup[m] = c;
    koPoint = -1;
  }

  /** The setup stones (0 none, 1 Black, 2 White) by move index. */
  int[] setupStones() {
    return setup;
  }

  /** The side to move after the setup. */
  int setupPlayer() {
    return setupToMove;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GoState s
        && s.game.equals(game)
        && Arrays.equals(s.color, color)
        && s.toMove == toMove
        && s.koPoint == koPoint
        && s.passes == passes
        && s.ply == ply;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash());
  }

  @Override
  public String toString() {
    return game.render(this);
  }
}
