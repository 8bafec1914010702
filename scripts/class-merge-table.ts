// Decision 048: the browser merges Tailwind classes from a table made at build time, not with tailwind-merge, whose
// first call builds its class map from the whole of Tailwind (60-80 ms of one task in this machine's Chromium).
// The table holds every class in our sources that tailwind-merge recognises, and which of them remove which, as
// tailwind-merge itself decides: each pair that can conflict is merged by it here.
import { fileURLToPath } from 'node:url';
import { Scanner } from '@tailwindcss/oxide';
import { twMerge } from 'tailwind-merge';
import type { Plugin } from 'vite';

export interface ClassMergeTable {
  /** The classes, sorted. */
  tokens: string[];
  /** Each class's key: two classes with one key remove each other (one group, same variants). */
  keys: number[];
  /** For a key, the keys of the earlier classes a class of it removes besides its own (`p-4` removes `px-2`). */
  removes: Map<number, number[]>;
}

const SOURCES = ['../src/client', '../src/core'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

/** The classes Tailwind's own scanner finds in our sources that tailwind-merge puts in a group. */
export function scanClasses(roots: string[] = SOURCES): string[] {
  const scanner = new Scanner({ sources: roots.map((base) => ({ base, pattern: '**/*', negated: false })) });
  return scanner
    .scan()
    .filter((token) => twMerge(`${token} ${token}`) === token)
    .sort();
}

/** Classes can only conflict with the same variants (in any order) and importance: one bucket each. */
const bucketOf = (token: string) => {
  const variants = token.split(':');
  variants.pop();
  return `${variants.sort().join(':')}${token.includes('!') ? '!' : ''}`;
};

export function buildClassMergeTable(tokens: string[]): ClassMergeTable {
  const buckets = new Map<string, number[]>();
  for (const [i, token] of tokens.entries()) {
    const bucket = buckets.get(bucketOf(token));
    if (bucket) bucket.push(i);
    else buckets.set(bucketOf(token), [i]);
  }
  // removedBy[a] holds b when tailwind-merge drops a written before b.
  const removedBy = tokens.map(() => new Set<number>());
  for (const ids of buckets.values())
    for (const a of ids) for (const b of ids) if (a !== b && twMerge(`${tokens[a]} ${tokens[b]}`) === tokens[b]) removedBy[a]!.add(b);

  const keys = tokens.map(() => -1);
  let next = 0;
  for (let a = 0; a < tokens.length; a++) {
    if (keys[a] !== -1) continue;
    keys[a] = next;
    for (const b of removedBy[a]!) if (removedBy[b]!.has(a)) keys[b] = next;
    next++;
  }
  const removes = new Map<number, number[]>();
  for (let a = 0; a < tokens.length; a++)
    for (const b of removedBy[a]!) {
      const list = removes.get(keys[b]!) ?? [];
      if (keys[a] !== keys[b] && !list.includes(keys[a]!)) removes.set(keys[b]!, [...list, keys[a]!]);
    }
  // The keys must say exactly what tailwind-merge said for every pair, or the table is not used.
  for (const ids of buckets.values())
    for (const a of ids)
      for (const b of ids) {
        if (a === b) continue;
        const said = keys[a] === keys[b] || (removes.get(keys[b]!)?.includes(keys[a]!) ?? false);
        if (said !== removedBy[a]!.has(b)) throw new Error(`class-merge table: ${tokens[a]} before ${tokens[b]} does not reduce to keys`);
      }
  return { tokens, keys, removes };
}

/** The table as the module the browser imports: three strings, read on first use (`src/client/lib/class-merge.ts`). */
export function tableModule(table: ClassMergeTable): string {
  const removes = [...table.removes].map(([key, list]) => `${key.toString(36)}:${list.map((k) => k.toString(36)).join('.')}`);
  const data = { tokens: table.tokens.join(' '), keys: table.keys.map((k) => k.toString(36)).join(','), removes: removes.join(',') };
  return `export default ${JSON.stringify(data)};\n`;
}

/** `virtual:class-merge`, built once per build or dev server, again after a source file changes in dev. */
export function classMergeTable(): Plugin {
  const id = 'virtual:class-merge';
  const resolved = `\0${id}`;
  let source: string | null = null;
  return {
    name: 'wayfarer-class-merge',
    resolveId: (wanted) => (wanted === id ? resolved : null),
    load(loaded) {
      if (loaded !== resolved) return null;
      source ??= tableModule(buildClassMergeTable(scanClasses()));
      return source;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!SOURCES.some((root) => file.startsWith(root))) return;
        source = null;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
