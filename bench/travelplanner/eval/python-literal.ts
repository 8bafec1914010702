/**
 * Parses a Python literal as printed by `repr()` / `str()` of lists, dicts, tuples, strings, numbers, None and
 * booleans. TravelPlanner's reference information is stored as `str(list_of_dicts)`, not JSON.
 */
export type PyValue = null | boolean | number | string | PyValue[] | { [key: string]: PyValue };

export function parsePythonLiteral(text: string): PyValue {
  const p = new Parser(text);
  const value = p.value();
  p.skipSpace();
  if (!p.done()) throw p.error('trailing characters');
  return value;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  done(): boolean {
    return this.i >= this.s.length;
  }

  error(what: string): Error {
    return new Error(`python literal: ${what} at ${this.i}: ${JSON.stringify(this.s.slice(this.i, this.i + 40))}`);
  }

  skipSpace(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }

  value(): PyValue {
    this.skipSpace();
    const c = this.s[this.i];
    if (c === '[') return this.sequence(']');
    if (c === '(') return this.sequence(')');
    if (c === '{') return this.dict();
    if (c === "'" || c === '"') return this.string();
    return this.atom();
  }

  private sequence(close: string): PyValue[] {
    this.i++;
    const out: PyValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.s[this.i] === close) {
        this.i++;
        return out;
      }
      out.push(this.value());
      this.skipSpace();
      if (this.s[this.i] === ',') {
        this.i++;
        continue;
      }
      if (this.s[this.i] === close) {
        this.i++;
        return out;
      }
      throw this.error(`expected , or ${close}`);
    }
  }

  private dict(): { [key: string]: PyValue } {
    this.i++;
    const out: { [key: string]: PyValue } = {};
    for (;;) {
      this.skipSpace();
      if (this.s[this.i] === '}') {
        this.i++;
        return out;
      }
      const key = this.value();
      this.skipSpace();
      if (this.s[this.i] !== ':') throw this.error('expected :');
      this.i++;
      out[String(key)] = this.value();
      this.skipSpace();
      if (this.s[this.i] === ',') {
        this.i++;
        continue;
      }
      if (this.s[this.i] === '}') {
        this.i++;
        return out;
      }
      throw this.error('expected , or }');
    }
  }

  private string(): string {
    const quote = this.s[this.i]!;
    this.i++;
    let out = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
      if (c === quote) {
        this.i++;
        return out;
      }
      if (c !== '\\') {
        out += c;
        this.i++;
        continue;
      }
      const e = this.s[this.i + 1]!;
      if (e in SIMPLE_ESCAPES) {
        out += SIMPLE_ESCAPES[e];
        this.i += 2;
        continue;
      }
      const width = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
      if (!width) throw this.error(`unknown escape \\${e}`);
      const hex = this.s.slice(this.i + 2, this.i + 2 + width);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) throw this.error('bad hex escape');
      out += String.fromCodePoint(parseInt(hex, 16));
      this.i += 2 + width;
    }
    throw this.error('unterminated string');
  }

  private atom(): PyValue {
    const m = /^(None|True|False|nan|-?inf|[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?)/.exec(this.s.slice(this.i, this.i + 64));
    if (!m) throw this.error('unexpected token');
    this.i += m[0].length;
    switch (m[0]) {
      case 'None':
        return null;
      case 'True':
        return true;
      case 'False':
        return false;
      case 'nan':
        return Number.NaN;
      case 'inf':
        return Number.POSITIVE_INFINITY;
      case '-inf':
        return Number.NEGATIVE_INFINITY;
      default:
        return Number(m[0]);
    }
  }
}
