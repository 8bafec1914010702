import { getValidNameCity, strContains } from '../eval/text';

/**
 * A submitted plan names places as "Name, City" and the evaluator finds the row by substring, taking the
 * first match for prices and rules. A row is usable only if its name, as the evaluator will read it back,
 * matches exactly that row in its city (a name inside another name, or a duplicate, would be judged by a
 * different row).
 */
export function evaluatorName(name: string, city: string): string {
  return getValidNameCity(`${name}, ${city}`)[0];
}

export function uniquelyNamed<T extends { name: string; city: string }>(rows: T[]): T[] {
  const byCity = new Map<string, T[]>();
  for (const r of rows) byCity.set(r.city, [...(byCity.get(r.city) ?? []), r]);
  return rows.filter((r) => {
    const key = evaluatorName(r.name, r.city);
    if (!key || key === '-') return false;
    const matches = (byCity.get(r.city) ?? []).filter((o) => strContains(o.name, key));
    return matches.length === 1 && matches[0] === r;
  });
}
