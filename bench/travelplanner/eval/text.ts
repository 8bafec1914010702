/**
 * The evaluator's string helpers (utils/func.py and the checks), ported regex for regex. JavaScript and
 * Python agree on these patterns for the plans we judge (no newlines inside fields).
 */

/** "from A to B" with B ending at a comma or the end; [null, null] when absent. */
export function extractFromTo(text: string): [string | null, string | null] {
  const m = /from\s+(.+?)\s+to\s+([^,]+)(?=[,\s]|$)/.exec(text);
  return m ? [m[1]!, m[2]!] : [null, null];
}

/** "Pittsburgh(Pennsylvania)" -> "Pittsburgh". Python raises on None; so do we (TypeError). */
export function extractBeforeParenthesis(s: string | null): string {
  if (s === null) throw new TypeError('extract_before_parenthesis(None)');
  const m = /^(.*?)\([^)]*\)/.exec(s);
  return m ? m[1]! : s;
}

/** "Name, City(State)" -> [name, city]: the name is everything before the last comma. */
export function getValidNameCity(info: string): [string, string] {
  const m = /(.*?),\s*([^,]+)(\(\w[\w\s]*\))?$/.exec(info);
  if (!m) return ['-', '-'];
  return [m[1]!.trim(), extractBeforeParenthesis(m[2]!.trim()).trim()];
}

/** pandas `Series.astype(str).str.contains(re.escape(needle))`: a case-sensitive substring test. */
export function strContains(haystack: string, needle: string): boolean {
  return haystack.includes(needle);
}

/** Python `x in s` for strings. */
export const pyIn = (needle: string, haystack: string): boolean => haystack.includes(needle);

/** Python truthiness of a plan field: missing, null and '' are falsy. */
export function truthy(v: unknown): v is string {
  return typeof v === 'string' ? v !== '' : v !== undefined && v !== null && v !== false && v !== 0;
}

export function transportationMatch(text: string): 'Taxi' | 'Self-driving' | 'Flight' | null {
  const t = text.toLowerCase();
  if (t.includes('taxi')) return 'Taxi';
  if (t.includes('self-driving')) return 'Self-driving';
  if (t.includes('flight')) return 'Flight';
  return null;
}

/** Runs of equal consecutive values: ['a','a','b'] -> [['a',2],['b',1]]. */
export function countConsecutive<T>(list: T[]): [T, number][] {
  const out: [T, number][] = [];
  for (const v of list) {
    const last = out[out.length - 1];
    if (last && last[0] === v) last[1]++;
    else out.push([v, 1]);
  }
  return out;
}
