package org.gametree.core.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An append-only JSON-lines file that survives being killed at any moment: every line is written whole, flushed and
 * forced to disk ({@link FileChannel#force}) before the game counts as finished, and reading drops a torn last line
 * (and truncates it away, so the next append starts on a clean line).
 */
public final class RecordFile implements AutoCloseable {
  private final Path path;
  private final FileChannel channel;

  private RecordFile(Path path, FileChannel channel) {
    this.path = path;
    this.channel = channel;
  }

  /** Opens {@code path} for appending, creating it (and its folder) if needed. */
  public static RecordFile append(Path path) {
    try {
      Path parent = path.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      return new RecordFile(path, FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
          StandardOpenOption.APPEND));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open record file " + path, e);
    }
  }

  /** The file. */
  public Path path() {
    return path;
  }

  /** Appends {@code text} (one or more whole lines) durably. */
  public synchronized void write(String text) {
    ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
    try {
      while (buf.hasRemaining()) {
        channel.write(buf);
      }
      channel.force(false);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write record file " + path, e);
    }
  }

  /** Appends one JSON object as a line, durably. */
  public void writeJson(Map<String, Object> object) {
    write(Json.toJson(object) + "\n");
  }

  /**
   * Reads every complete JSON-object line of {@code path} (none if it does not exist). A last line without its newline
   * or that does not parse was torn by a kill: it is dropped and cut from the file. A bad line elsewhere is an error.
   */
  public static List<Map<String, Object>> readAndRepair(Path path) {
    List<Map<String, Object>> out = new ArrayList<>();
    if (!Files.exists(path)) {
      return out;
    }
    try {
      byte[] bytes = Files.readAllBytes(path);
      int lineStart = 0;
      long goodEnd = 0;
      int lineNo = 0;
      for (int i = 0; i < bytes.length; i++) {
        if (bytes[i] != '\n') {
          continue;
        }
        lineNo++;
        String line = new String(bytes, lineStart, i - lineStart, StandardCharsets.UTF_8).strip();
        boolean last = i == bytes.length - 1;
        if (!line.isEmpty()) {
          try {
            out.add(Json.parseObject(line));
          } catch (IllegalArgumentException e) {
            if (!last) {
              throw new IllegalArgumentException(path + " line " + lineNo + ": " + e.getMessage(), e);
            }
            break;
          }
        }
        goodEnd = i + 1;
        lineStart = i + 1;
      }
      if (goodEnd < bytes.length) {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE)) {
          ch.truncate(goodEnd);
          ch.force(true);
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read record file " + path, e);
    }
  }

  @Override
  public void close() {
    try {
      channel.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot close record file " + path, e);
    }
  }
}
