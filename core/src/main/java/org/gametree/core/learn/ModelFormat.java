package org.gametree.core.learn;

import java.util.List;

/**
 * How one model kind is written to and read from the body of a parameter file ({@link ModelIO} writes and checks the
 * header). There is one format per kind, so adding a kind is adding one class to {@link #ALL}.
 */
interface ModelFormat<M extends Model> {
  /** Every kind a parameter file may hold, in the order the docs list them. */
  List<ModelFormat<?>> ALL = List.of(
      new LinearModelFormat(), new SignatureTableFormat(), new BayesianFormat(), new NetworkFormat(),
      new StagedModelFormat());

  /** The kind's name on the file's {@code kind} line. */
  String kind();

  /** The model class this format writes. */
  Class<M> type();

  /** Writes the body lines of {@code model}. */
  void write(M model, ParamWriter out);

  /** Reads a body for a model of {@code dimension} inputs; {@link ModelFormatException} naming the line if wrong. */
  M read(ParamReader in, int dimension);

  /** The format of {@code kind}, or null. */
  static ModelFormat<?> named(String kind) {
    for (ModelFormat<?> f : ALL) {
      if (f.kind().equals(kind)) {
        return f;
      }
    }
    return null;
  }

  /** The format that writes {@code model}; {@link IllegalArgumentException} for a model class no format knows. */
  @SuppressWarnings("unchecked")
  static <M extends Model> ModelFormat<M> of(M model) {
    for (ModelFormat<?> f : ALL) {
      if (f.type().isInstance(model)) {
        return (ModelFormat<M>) f;
      }
    }
    throw new IllegalArgumentException("cannot write a " + model.getClass().getName());
  }

  /** The names of every kind, for error messages. */
  static List<String> kinds() {
    return ALL.stream().map(ModelFormat::kind).toList();
  }
}
