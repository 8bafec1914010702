import { describe, expect, it } from 'vitest';
import { createLineSplitter, readLines } from './ndjson';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('createLineSplitter', () => {
  it('keeps a line that spans chunks until its newline arrives', () => {
    const s = createLineSplitter();
    expect(s.push(bytes('{"a":1}\n{"b"'))).toEqual(['{"a":1}']);
    expect(s.push(bytes(':2}\n\n'))).toEqual(['{"b":2}']);
    expect(s.flush()).toEqual([]);
  });

  it('does not tear a multi-byte character split between chunks', () => {
    const all = bytes('{"m":"Belém €"}\n');
    const cut = all.indexOf(0xc3) + 1; // inside "é"
    const s = createLineSplitter();
    expect(s.push(all.slice(0, cut))).toEqual([]);
    expect(s.push(all.slice(cut))).toEqual(['{"m":"Belém €"}']);
  });

  it('returns a last line without a trailing newline on flush', () => {
    const s = createLineSplitter();
    expect(s.push(bytes('one\ntwo'))).toEqual(['one']);
    expect(s.flush()).toEqual(['two']);
  });
});

describe('readLines', () => {
  it('yields every line of a stream in order', async () => {
    const chunks = ['a\nb', 'c\n', 'd'];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const ch of chunks) c.enqueue(bytes(ch));
        c.close();
      },
    });
    const out: string[] = [];
    for await (const line of readLines(body)) out.push(line);
    expect(out).toEqual(['a', 'bc', 'd']);
  });
});
