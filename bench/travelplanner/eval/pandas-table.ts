/**
 * Reads a table printed by pandas `DataFrame.to_string(index=False)`: fixed-width columns, one space between
 * columns, headers and values right-aligned to the column's right edge. So each column ends where its header
 * ends, and a cell is the slice between the previous column's end and its own.
 *
 * Header names may contain spaces ("room type"), which makes the header ambiguous; the known multi-word names
 * below resolve it. Positions count code points, as Python's len() does (Airbnb names contain emoji).
 */
const MULTI_WORD_HEADERS = [
  'Flight Number',
  'Average Cost',
  'Aggregate Rating',
  'room type',
  'minimum nights',
  'maximum occupancy',
  'review rate number',
];

export type TableRow = Record<string, string>;

interface Column {
  name: string;
  end: number; // exclusive, in code points
}

export function parsePandasTable(text: string, extraHeaders: string[] = []): TableRow[] {
  const lines = stripIndex(
    text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => Array.from(l)),
  );
  const header = lines[0];
  if (!header) return [];
  const columns = headerColumns(header, [...MULTI_WORD_HEADERS, ...extraHeaders]);
  return lines.slice(1).map((chars, n) => {
    const row: TableRow = {};
    let start = 0;
    columns.forEach((col, k) => {
      const isLast = k === columns.length - 1;
      // A separator must sit where the previous column ended; otherwise the layout is not what we think.
      if (start > 0 && chars[start - 1] !== undefined && chars[start - 1] !== ' ') {
        throw new Error(`pandas table: row ${n + 1} is not aligned with column "${col.name}"`);
      }
      const end = isLast ? Math.max(col.end, chars.length) : col.end;
      row[col.name] = unescape(chars.slice(start, end).join('').trim());
      start = col.end + 1;
    });
    return row;
  });
}

/**
 * `to_string()` without index=False prints a left-aligned integer index first (the train reference info has
 * it on restaurant tables). Every data row then starts with digits at column 0; without an index, right-aligned
 * cells leave most rows starting with spaces.
 */
function stripIndex(lines: string[][]): string[][] {
  const rows = lines.slice(1).map((l) => /^\d+ /.exec(l.join('')));
  if (rows.length === 0 || rows.some((m) => !m)) return lines;
  const width = Math.max(...rows.map((m) => m![0].length - 1));
  return lines.map((l) => l.slice(width + 1));
}

/** pandas prints a newline/tab/CR inside a cell as the two characters "\\n" (pprint_thing escapes them). */
function unescape(cell: string): string {
  return cell.replace(/\\([ntr])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : '\r'));
}

function headerColumns(header: string[], multiWord: string[]): Column[] {
  const tokens: { text: string; start: number; end: number }[] = [];
  let i = 0;
  while (i < header.length) {
    if (header[i] === ' ') {
      i++;
      continue;
    }
    const start = i;
    while (i < header.length && header[i] !== ' ') i++;
    tokens.push({ text: header.slice(start, i).join(''), start, end: i });
  }
  const columns: Column[] = [];
  for (let k = 0; k < tokens.length;) {
    let taken = 1;
    for (const name of multiWord) {
      const words = name.split(' ');
      const run = tokens.slice(k, k + words.length);
      const matches =
        run.length === words.length && run.every((t, j) => t.text === words[j] && (j === 0 || t.start === run[j - 1]!.end + 1));
      if (matches && words.length > taken) taken = words.length;
    }
    const last = tokens[k + taken - 1]!;
    columns.push({
      name: tokens
        .slice(k, k + taken)
        .map((t) => t.text)
        .join(' '),
      end: last.end,
    });
    k += taken;
  }
  return columns;
}
