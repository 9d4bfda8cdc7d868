package org.gametree.core.learn;

/**
 * {@code kind signature-table}: the quantisation levels and steps, then each table's inputs ({@code f<feature>} or
 * {@code t<table>}) and cells.
 */
final class SignatureTableFormat implements ModelFormat<SignatureTable> {
  @Override
  public String kind() {
    return "signature-table";
  }

  @Override
  public Class<SignatureTable> type() {
    return SignatureTable.class;
  }

  @Override
  public void write(SignatureTable m, ParamWriter out) {
    out.line("levels", m.levels()).numbers("steps", m.steps());
    int[][] inputs = m.inputs();
    out.line("tables", inputs.length);
    for (int t = 0; t < inputs.length; t++) {
      out.line("table", java.util.Arrays.stream(inputs[t]).mapToObj(v -> v >= 0 ? "f" + v : "t" + (-1 - v)).toList());
      out.numbers("cells", m.cells(t));
    }
  }

  @Override
  public SignatureTable read(ParamReader in, int n) {
    int levels = in.count("levels");
    double[] steps = in.numbers("steps", n);
    int tables = in.count("tables");
    int[][] inputs = new int[tables][];
    double[][] cells = new double[tables][];
    for (int t = 0; t < tables; t++) {
      String[] line = in.expect("table");
      inputs[t] = new int[line.length - 1];
      for (int k = 1; k < line.length; k++) {
        inputs[t][k - 1] = input(in, line[k]);
      }
      int size = (int) Math.round(Math.pow(levels, inputs[t].length));
      cells[t] = in.numbers("cells", size);
    }
    SignatureTable st;
    try {
      st = new SignatureTable(levels, steps, inputs);
    } catch (IllegalArgumentException e) {
      throw in.error(e.getMessage(), kind());
    }
    for (int t = 0; t < tables; t++) {
      System.arraycopy(cells[t], 0, st.cells(t), 0, cells[t].length);
    }
    return st;
  }

  /** {@code f3} is feature 3 (coded 3), {@code t1} the output of table 1 (coded -2). */
  private static int input(ParamReader in, String token) {
    try {
      int v = Integer.parseInt(token.substring(1));
      if (token.charAt(0) == 'f') {
        return v;
      } else if (token.charAt(0) == 't') {
        return -1 - v;
      }
    } catch (RuntimeException e) {
      // reported below, naming the token
    }
    throw in.error("table input must be f<feature> or t<table>", token);
  }
}
