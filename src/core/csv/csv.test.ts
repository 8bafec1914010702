import { describe, expect, it } from 'vitest';
import { parseCsvRecords, parseCsvRows, toCsv } from './csv';

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

  it('writes what it reads: quoting only fields with a comma, quote or line break', () => {
    const rows = [
      ['Lisbon, PT', 'say "hi"', 3],
      ['two\nlines', '', 0],
    ];
    const text = toCsv(['city', 'note', 'n'], rows);
    expect(text.split('\r\n')[0]).toBe('city,note,n');
    expect(parseCsvRows(text)).toEqual([['city', 'note', 'n'], ...rows.map((r) => r.map(String))]);
  });
});
