import { describe, expect, it } from 'vitest';
import { parseCsvRecords, parseCsvRows } from './csv';

describe('CSV (RFC 4180)', () => {
  it('reads quoted commas, doubled quotes, CRLF, and drops blank lines', () => {
    expect(parseCsvRows('a,b\r\n"x, y","say ""hi"""\n\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
    expect(parseCsvRows('')).toEqual([]);
    expect(parseCsvRows('last,row')).toEqual([['last', 'row']]);
  });

  it('keys rows by the header; newlines inside quotes stay in the field', () => {
    expect(parseCsvRecords('a,b\n"x, y","he said ""hi"""\n"multi\nline",2\nshort\n')).toEqual([
      { a: 'x, y', b: 'he said "hi"' },
      { a: 'multi\nline', b: '2' },
      { a: 'short', b: '' },
    ]);
    expect(parseCsvRecords('')).toEqual([]);
  });
});
