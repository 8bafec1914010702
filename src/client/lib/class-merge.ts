import table from 'virtual:class-merge';

/**
 * Tailwind class merging from the table made at build time (decision 048, `scripts/class-merge-table.ts`): the same
 * answers as tailwind-merge for every class in our sources, without building its class map for the whole of Tailwind
 * on the page's first render. A class the table does not hold is not a Tailwind class tailwind-merge knows (every one
 * we write is scanned), so like tailwind-merge this keeps it as it is.
 */
let keyOf: Map<string, number> | null = null;
let removesOf: Map<number, number[]>;

function read() {
  keyOf = new Map();
  const keys = table.keys.split(',');
  table.tokens.split(' ').forEach((token, i) => keyOf!.set(token, parseInt(keys[i]!, 36)));
  removesOf = new Map();
  for (const entry of table.removes ? table.removes.split(',') : []) {
    const [key, list] = entry.split(':') as [string, string];
    removesOf.set(
      parseInt(key, 36),
      list.split('.').map((k) => parseInt(k, 36)),
    );
  }
  return keyOf;
}

/** "px-2 py-1 p-4" → "p-4": a later class removes the earlier ones it overrides, as tailwind-merge does. */
export function mergeClasses(classes: string): string {
  const keys = keyOf ?? read();
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<number>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const key = keys.get(token);
    if (key !== undefined) {
      if (taken.has(key)) continue;
      taken.add(key);
      for (const removed of removesOf.get(key) ?? []) taken.add(removed);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
