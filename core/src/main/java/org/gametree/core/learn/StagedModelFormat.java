package org.gametree.core.learn;

/** {@code kind staged}: the kind of every stage's model, the stage range, then each stage's body in that kind. */
final class StagedModelFormat implements ModelFormat<StagedModel> {
  @Override
  public String kind() {
    return "staged";
  }

  @Override
  public Class<StagedModel> type() {
    return StagedModel.class;
  }

  @Override
  public void write(StagedModel m, ParamWriter out) {
    ModelFormat<Model> inner = ModelFormat.of(m.modelFor(m.firstStage()));
    out.line("stage-kind", inner.kind()).line("stages", java.util.List.of(m.firstStage(), m.lastStage()));
    for (int s = m.firstStage(); s <= m.lastStage(); s++) {
      Model stage = m.modelFor(s);
      if (stage instanceof StagedModel || ModelFormat.of(stage) != inner) {
        throw new IllegalArgumentException("every stage must hold a model of one plain kind");
      }
      out.line("stage", s);
      inner.write(stage, out);
    }
  }

  @Override
  public StagedModel read(ParamReader in, int n) {
    String innerKind = in.single("stage-kind");
    ModelFormat<?> inner = ModelFormat.named(innerKind);
    if (inner == null || inner == this) {
      throw in.error("stage models must be of one plain kind: linear, signature-table, bayes or network", innerKind);
    }
    String[] range = in.expect("stages");
    if (range.length != 3) {
      throw in.error("expected 'stages FIRST LAST'", String.join(" ", range));
    }
    int first = in.parseInt(range[1]);
    int last = in.parseInt(range[2]);
    if (last < first) {
      throw in.error("last stage before first", String.join(" ", range));
    }
    Model[] models = new Model[last - first + 1];
    for (int s = first; s <= last; s++) {
      int got = in.count("stage");
      if (got != s) {
        throw in.error("expected stage " + s, Integer.toString(got));
      }
      models[s - first] = inner.read(in, n);
    }
    return new StagedModel(first, models);
  }
}
