package org.gametree.othello;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.gametree.othello.internal.Bits;

/**
 * The weights of a pattern evaluation: for each stage (a band of {@link #STAGE_EMPTIES} empties, {@link #STAGES} in
 * all) one table per {@link PatternSet} shape, in centi-discs of the final margin for the mover, plus three terms: the
 * mobility difference (the mover's legal moves minus the opponent's), parity (+1 if the number of empty squares is
 * odd, −1 if even) and a constant. Immutable once built; {@link #shared()} is the set shipped with the module (the
 * resource {@code org/gametree/othello/eval-pattern.txt.gz}, parsed once).
 *
 * <p>The file is gzip text: a first line {@code # COMMAND} naming the command that wrote it, then
 * {@code gametree-othello-patterns 1 STAGES STAGE_EMPTIES}, then per stage a line {@code S terms MOBILITY PARITY BIAS}
 * and per shape a line {@code S table SHAPE} followed by a line {@code STEP VALUE} for each non-zero entry, STEP the
 * distance of its index from the previous non-zero one's (from 0 for the first).
 */
public final class PatternTables {
  /** Empties per stage band. */
  public static final int STAGE_EMPTIES = 4;
  /** Number of stages: empties 1–4 are stage 0, …, 57–60 stage 14. */
  public static final int STAGES = 15;
  /** Offset of each shape's table in a stage's flat array. */
  private static final int[] OFFSET = new int[PatternSet.shapes() + 1];
  /** Entries per stage (all tables). */
  public static final int ENTRIES;
  private static final String MAGIC = "gametree-othello-patterns";
  /** Offset of each instance's table. */
  private static final int[] INSTANCE_OFFSET = new int[PatternSet.INSTANCES];

  static {
    for (int s = 0; s < PatternSet.shapes(); s++) {
      OFFSET[s + 1] = OFFSET[s] + PatternSet.tableSize(s);
    }
    ENTRIES = OFFSET[PatternSet.shapes()];
    for (int k = 0; k < PatternSet.INSTANCES; k++) {
      INSTANCE_OFFSET[k] = OFFSET[PatternSet.shapeOf(k)];
    }
  }

  private final short[][] tables;
  private final int[][] terms;
  private final String command;

  private PatternTables(short[][] tables, int[][] terms, String command) {
    this.tables = tables;
    this.terms = terms;
    this.command = command;
  }

  /** Tables from weights: {@code entries[stage][offset(shape) + index]} and {@code terms[stage]} (3), centi-discs. */
  public static PatternTables of(short[][] entries, int[][] terms, String command) {
    if (entries.length != STAGES || terms.length != STAGES) {
      throw new IllegalArgumentException("need " + STAGES + " stages, got " + entries.length + " and " + terms.length);
    }
    short[][] t = new short[STAGES][];
    int[][] d = new int[STAGES][];
    for (int s = 0; s < STAGES; s++) {
      if (entries[s].length != ENTRIES || terms[s].length != 3) {
        throw new IllegalArgumentException("stage " + s + ": need " + ENTRIES + " entries and 3 terms");
      }
      t[s] = entries[s].clone();
      d[s] = terms[s].clone();
    }
    return new PatternTables(t, d, command);
  }

  /** The stage of a position with {@code empties} empty squares. */
  public static int stage(int empties) {
    return Math.min(STAGES - 1, Math.max(0, (empties - 1) / STAGE_EMPTIES));
  }

  /** Where instance {@code k}'s table starts in a stage's flat array (its shape's {@link #offset}). */
  public static int instanceOffset(int k) {
    return INSTANCE_OFFSET[k];
  }

  /** Where shape {@code s}'s table starts in a stage's flat array. */
  public static int offset(int s) {
    return OFFSET[s];
  }

  /** The command that wrote these tables (the file's first line). */
  public String command() {
    return command;
  }

  /** The value for the owner of {@code p}, centi-discs, indices by square ({@link PatternSet#indices}, for tests). */
  public int value(long p, long o, int[] buf) {
    PatternSet.indices(p, o, buf);
    return value(p, o, buf, 0);
  }

  /** The value for the owner of {@code p}, centi-discs, the indices computed by {@code indexer}. */
  public int value(long p, long o, PatternIndexer indexer) {
    return value(p, o, indexer.compute(p, o), 0);
  }

  private int value(long p, long o, int[] buf, int unused) {
    int empties = 64 - Long.bitCount(p | o);
    int st = stage(empties);
    short[] t = tables[st];
    int[] d = terms[st];
    int v = d[2] + ((empties & 1) != 0 ? d[1] : -d[1]);
    v += d[0] * (Long.bitCount(Bits.moves(p, o)) - Long.bitCount(Bits.moves(o, p)));
    for (int k = 0; k < INSTANCE_OFFSET.length; k++) {
      v += t[INSTANCE_OFFSET[k] + buf[k]];
    }
    return v;
  }

  /** One table entry (centi-discs). */
  public int entry(int stage, int shape, int index) {
    return tables[stage][OFFSET[shape] + index];
  }

  /** Writes the gzip text file (see the class comment). */
  public void write(OutputStream out) throws IOException {
    GZIPOutputStream gz = new GZIPOutputStream(out);
    Writer w = new OutputStreamWriter(gz, StandardCharsets.UTF_8);
    w.write("# " + command.replace('\n', ' ') + "\n");
    w.write(MAGIC + " 1 " + STAGES + " " + STAGE_EMPTIES + "\n");
    for (int s = 0; s < STAGES; s++) {
      w.write(s + " terms " + terms[s][0] + " " + terms[s][1] + " " + terms[s][2] + "\n");
      for (int shape = 0; shape < PatternSet.shapes(); shape++) {
        w.write(s + " table " + shape + "\n");
        int last = 0;
        for (int i = 0; i < PatternSet.tableSize(shape); i++) {
          short v = tables[s][OFFSET[shape] + i];
          if (v != 0) {
            w.write((i - last) + " " + v + "\n");
            last = i;
          }
        }
      }
    }
    w.flush();
    gz.finish();
  }

  /** Writes the tables to {@code file}. */
  public void write(Path file) throws IOException {
    try (OutputStream out = Files.newOutputStream(file)) {
      write(out);
    }
  }

  /** Reads a gzip text file; {@link IllegalArgumentException} naming the offending line. */
  public static PatternTables read(InputStream in) throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8));
    String first = r.readLine();
    if (first == null || !first.startsWith("# ")) {
      throw new IllegalArgumentException("pattern tables must start with '# COMMAND', got '" + first + "'");
    }
    String head = r.readLine();
    String want = MAGIC + " 1 " + STAGES + " " + STAGE_EMPTIES;
    if (!want.equals(head)) {
      throw new IllegalArgumentException("expected '" + want + "' on line 2, got '" + head + "'");
    }
    short[][] t = new short[STAGES][ENTRIES];
    int[][] d = new int[STAGES][3];
    String line;
    int n = 2;
    int stage = -1;
    int shape = -1;
    int index = 0;
    while ((line = r.readLine()) != null) {
      n++;
      String[] f = line.split(" ");
      try {
        if (f.length == 5 && f[1].equals("terms")) {
          stage = Integer.parseInt(f[0]);
          shape = -1;
          for (int i = 0; i < 3; i++) {
            d[stage][i] = Integer.parseInt(f[2 + i]);
          }
        } else if (f.length == 3 && f[1].equals("table")) {
          if (Integer.parseInt(f[0]) != stage) {
            throw new IllegalArgumentException("a table of stage " + f[0] + " inside stage " + stage);
          }
          shape = Integer.parseInt(f[2]);
          index = 0;
          if (shape < 0 || shape >= PatternSet.shapes()) {
            throw new IllegalArgumentException("no shape " + shape);
          }
        } else if (f.length == 2 && shape >= 0) {
          index += Integer.parseInt(f[0]);
          if (index < 0 || index >= PatternSet.tableSize(shape)) {
            throw new IllegalArgumentException("no entry " + index + " in shape " + shape);
          }
          t[stage][OFFSET[shape] + index] = Short.parseShort(f[1]);
        } else {
          throw new IllegalArgumentException("expected 'S terms M P B', 'S table SHAPE' or 'STEP VALUE'");
        }
      } catch (RuntimeException e) {
        throw new IllegalArgumentException("pattern tables line " + n + " '" + line + "': " + e.getMessage(), e);
      }
    }
    return new PatternTables(t, d, first.substring(2));
  }

  /** Reads tables from {@code file}; {@link IllegalArgumentException} naming the file if it cannot be read. */
  public static PatternTables read(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read pattern tables '" + file + "': " + e.getMessage(), e);
    }
  }

  /** The shipped tables, read from the module's resource on first use and shared. */
  public static PatternTables shared() {
    return Shipped.TABLES;
  }

  private static final class Shipped {
    static final PatternTables TABLES = load();

    private static PatternTables load() {
      try (InputStream in = PatternTables.class.getResourceAsStream("eval-pattern.txt.gz")) {
        if (in == null) {
          throw new IllegalStateException("resource org/gametree/othello/eval-pattern.txt.gz is missing from the jar");
        }
        return read(in);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
