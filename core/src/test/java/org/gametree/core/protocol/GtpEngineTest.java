package org.gametree.core.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;
import org.junit.jupiter.api.Test;

class GtpEngineTest {
  /** A toy engine: a list of numbers a command appends to; {@code think} waits for its stop signal. */
  static final class Toy extends GtpEngine {
    final List<Integer> values = new ArrayList<>();
    final CountDownLatch thinking = new CountDownLatch(1);

    Toy(ProtocolOutput out) {
      super(out, "toy", "1");
      register("add", args -> {
        values.add(integer(args.get(0), 0, 100));
        return "";
      });
      // adds, then fails: the snapshot must take the addition back
      register("addfail", args -> {
        values.add(7);
        throw new GtpError("failed after a change");
      });
      register("oom", args -> {
        values.add(8);
        throw new OutOfMemoryError("test");
      });
      register("deep", args -> {
        values.add(9);
        return deep(0);
      });
      register("number", args -> {
        requireArgs(args, 1);
        return Double.toString(number(args.get(0), 0, 1e6));
      });
      register("think", args -> {
        StopSignal stop = interruptible(SearchLimits.infinite()).stopSignal();
        thinking.countDown();
        while (!stop.isRaised()) {
          Thread.onSpinWait();
        }
        return "stopped";
      });
      // thinks for the given milliseconds unless interrupted, as a timed genmove does
      register("ponder", args -> {
        StopSignal stop = interruptible(SearchLimits.infinite()).stopSignal();
        long end = System.nanoTime() + integer(args.get(0), 0, 10_000) * 1_000_000L;
        while (!stop.isRaised() && System.nanoTime() < end) {
          Thread.onSpinWait();
        }
        return stop.isRaised() ? "stopped" : "done";
      });
      register("values", args -> values.toString());
    }

    private static String deep(int n) {
      return deep(n + 1) + "x";
    }

    @Override
    protected Object saveState() {
      return new ArrayList<>(values);
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void restoreState(Object saved) {
      values.clear();
      values.addAll((List<Integer>) saved);
    }
  }

  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final Toy toy = new Toy(new ProtocolOutput(bytes));

  private String send(String line) {
    bytes.reset();
    toy.handle(line);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** The toy served by {@link LineProtocolServer} on its own thread, fed through {@link #input}. */
  private final class Served {
    final PipedWriter input = new PipedWriter();
    final Thread server;

    Served() throws java.io.IOException {
      PipedReader reader = new PipedReader(input, 1 << 16);
      server = new Thread(() -> {
        try {
          LineProtocolServer.run(new BufferedReader(reader), toy, new PrintStream(new ByteArrayOutputStream()));
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      });
      server.start();
    }

    void send(String lines) throws java.io.IOException {
      input.write(lines);
      input.flush();
    }

    /** Waits for the server to end; false if it still runs after 10 s. */
    boolean ended() throws InterruptedException {
      server.join(10_000);
      return !server.isAlive();
    }
  }

  @Test
  void framingIdsCommentsAndUnknownCommands() {
    assertEquals("=1 2\n\n", send("1 protocol_version"));
    assertEquals("= toy\n\n", send("name # a comment"));
    assertEquals("=\n\n", send("\tadd\u0001 3"));
    assertEquals("?5 unknown command\n\n", send("5 frobnicate"));
    assertEquals("?12 missing command\n\n", send("12"));
    assertEquals("", send("   # only a comment"));
    assertEquals("= true\n\n", send("known_command gogui-interrupt"));
  }

  @Test
  void aRefusedCommandChangesNothingEvenOnOutOfMemoryOrStackOverflow() {
    send("add 1");
    assertEquals("? failed after a change\n\n", send("addfail"));
    assertEquals("? out of memory\n\n", send("oom"));
    assertEquals("? input nested too deeply\n\n", send("deep"));
    assertTrue(send("add 101").startsWith("? syntax error: '101' is not in 0..100"));
    assertTrue(send("add 99999999999999999999").startsWith("? syntax error: not a whole number"));
    assertEquals("= [1]\n\n", send("values"));
  }

  @Test
  void numbersFromClientsAreChecked() {
    for (String bad : new String[] {"NaN", "Infinity", "-Infinity", "-1", "1e7", "1e999", "0x10", "", "1,5"}) {
      String reply = send("number " + bad);
      assertTrue(reply.startsWith("? syntax error"), bad + " -> " + reply);
    }
    assertEquals("= 2.5\n\n", send("number 2.5"));
    String longText = "9".repeat(500);
    String reply = send("number " + longText);
    assertTrue(reply.length() < 200, reply);
  }

  @Test
  void interruptStopsTheRunningCommandAndRepliesStayInOrder() throws Exception {
    Served served = new Served();
    served.send("1 think\n2 name\n");
    assertTrue(toy.thinking.await(10, TimeUnit.SECONDS));
    Thread.sleep(100);
    assertFalse(bytes.toString(StandardCharsets.UTF_8).contains("="), "answered before the search ended");
    served.send("# interrupt\n3 quit\n");
    assertTrue(served.ended(), "the server still runs after quit");
    assertEquals("=1 stopped\n\n=2 toy\n\n=3\n\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void quitQueuedBehindASearchLetsItRunItsCourse() throws Exception {
    Served served = new Served();
    served.send("1 ponder 200\n2 quit\n");
    assertTrue(served.ended(), "the server still runs after quit");
    assertEquals("=1 done\n\n=2\n\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void endOfInputLetsTheQueuedSearchFinishAndTheServerReturns() throws Exception {
    Served served = new Served();
    served.send("1 ponder 200\n");
    served.input.close();
    assertTrue(served.ended(), "the server still runs after the end of input");
    assertEquals("=1 done\n\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void interruptStillStopsASearchQueuedBeforeQuit() throws Exception {
    Served served = new Served();
    served.send("1 think\n2 quit\n");
    assertTrue(toy.thinking.await(10, TimeUnit.SECONDS));
    served.send("# interrupt\n");
    assertTrue(served.ended(), "the server still runs after quit");
    assertEquals("=1 stopped\n\n=2\n\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void anOverlongLineIsAnsweredWithoutBeingReadWhole() throws Exception {
    String input = "3 name " + "x".repeat(5000) + "\n4 name\n";
    LineProtocolServer.run(new StringReader(input), toy, new PrintStream(new ByteArrayOutputStream()), 1000);
    assertEquals("?3 line too long\n\n=4 toy\n\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void theLineServerSurvivesAHandlerThatThrowsErrors() throws Exception {
    List<String> seen = new ArrayList<>();
    ProtocolHandler bad = line -> {
      seen.add(line);
      switch (line) {
        case "oom":
          throw new OutOfMemoryError("test");
        case "soe":
          throw new StackOverflowError();
        case "npe":
          throw new NullPointerException();
        default:
          return !line.equals("quit");
      }
    };
    ByteArrayOutputStream diag = new ByteArrayOutputStream();
    LineProtocolServer.run(new BufferedReader(new StringReader("oom\nsoe\nnpe\nok\r\nquit\nnever\n")), bad,
        new PrintStream(diag, true, StandardCharsets.UTF_8));
    assertEquals(List.of("oom", "soe", "npe", "ok", "quit"), seen);
    assertEquals(3, diag.toString(StandardCharsets.UTF_8).lines().count());
  }
}
