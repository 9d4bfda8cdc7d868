package org.gametree.core.learn;

import java.util.Arrays;

/** {@code kind network}: the layer sizes, one activation per layer after the input, and every parameter. */
final class NetworkFormat implements ModelFormat<NeuralNetwork> {
  @Override
  public String kind() {
    return "network";
  }

  @Override
  public Class<NeuralNetwork> type() {
    return NeuralNetwork.class;
  }

  @Override
  public void write(NeuralNetwork m, ParamWriter out) {
    out.line("layers", Arrays.stream(m.sizes()).boxed().toList())
        .line("activations", Arrays.stream(m.activations()).map(Activation::fileName).toList())
        .numbers("parameters", m.parameters());
  }

  @Override
  public NeuralNetwork read(ParamReader in, int n) {
    String[] layers = in.expect("layers");
    int[] sizes = new int[layers.length - 1];
    for (int i = 1; i < layers.length; i++) {
      sizes[i - 1] = in.parseInt(layers[i]);
    }
    String[] acts = in.expect("activations");
    Activation[] activations = new Activation[acts.length - 1];
    for (int i = 1; i < acts.length; i++) {
      try {
        activations[i - 1] = Activation.fromFileName(acts[i]);
      } catch (IllegalArgumentException e) {
        throw in.error(e.getMessage(), acts[i]);
      }
    }
    NeuralNetwork net;
    try {
      net = new NeuralNetwork(sizes, activations);
    } catch (IllegalArgumentException e) {
      throw in.error(e.getMessage(), String.join(" ", layers));
    }
    if (net.dimension() != n) {
      throw in.error("network has " + net.dimension() + " inputs but the file names " + n + " features",
          String.join(" ", layers));
    }
    double[] p = in.numbers("parameters", net.parameterCount());
    System.arraycopy(p, 0, net.parameters(), 0, p.length);
    return net;
  }
}
