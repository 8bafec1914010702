/**
 * Splits a byte stream into NDJSON lines. Chunks can end mid-line (or mid-character: TextDecoder in stream
 * mode keeps the partial UTF-8 sequence), so the unfinished tail waits for the next chunk.
 */
export function createLineSplitter() {
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    push(chunk: Uint8Array): string[] {
      buffer += decoder.decode(chunk, { stream: true });
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      return parts.map((l) => l.trim()).filter(Boolean);
    },
    /** The last line when the stream ends without a newline. */
    flush(): string[] {
      buffer += decoder.decode();
      const rest = buffer.trim();
      buffer = '';
      return rest ? [rest] : [];
    },
  };
}

/** Reads every line of a response body, in order, as it arrives. */
export async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const splitter = createLineSplitter();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* splitter.push(value);
    }
    yield* splitter.flush();
  } finally {
    reader.releaseLock();
  }
}
