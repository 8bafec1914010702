/**
 * RFC 4180 CSV, the one reader of the repo (place imports, benchmark data): quoted fields may hold commas, doubled
 * quotes and newlines; CRLF or LF line ends; rows whose fields are all empty (blank lines) are dropped.
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (row.some((f) => f !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  endRow();
  return rows;
}

/** The rows after the header, keyed by the header's names (a missing field reads as ''). */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, k) => [h, r[k] ?? ''])));
}

/** Rows as CSV (RFC 4180 quoting: a field with a comma, quote or line break is quoted), for table downloads. */
export function toCsv(head: string[], rows: Array<Array<string | number>>): string {
  const cell = (v: string | number) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return [head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');
}
