import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What the browser must never load (decision 020, decision 038): the opening_hours library (over 1 MB of source
 * with its holiday tables) and the server. And what every page's start-up code leaves out: zod and the contracts'
 * schemas (issue 16's start-up JS budget; the early reads of app/early-reads.ts use routes by path, decision 046).
 * Walks every import a bundler would follow from the entry and from each
 * page (`import.meta.glob` in page-registry.ts), dynamic imports included and type-only imports left out, as
 * they are erased.
 */
const root = path.resolve(import.meta.dirname, '../..');
const FORBIDDEN = ['opening_hours', 'src/server/'];

function valueImports(file: string, dynamic = true): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        clause &&
        !clause.name &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!clause?.isTypeOnly && !allTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) out.push(node.moduleSpecifier.text);
    } else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return spec.startsWith('node:') ? null : spec;
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) if (existsSync(base + ext) && !base.endsWith('.css')) return base + ext;
  return null;
}

/** Every module reachable from the starts, each with the file that first imported it (to print the chain). */
function reach(starts: string[], dynamic = true): Map<string, string | null> {
  const from = new Map<string, string | null>(starts.map((s) => [s, null]));
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift() as string;
    if (!path.isAbsolute(file) || !/\.tsx?$/.test(file)) continue;
    for (const spec of valueImports(file, dynamic)) {
      const target = resolve(file, spec);
      if (target && !from.has(target)) {
        from.set(target, file);
        queue.push(target);
      }
    }
  }
  return from;
}

const chain = (graph: Map<string, string | null>, file: string) => {
  const out = [file];
  for (let at = graph.get(file); at; at = graph.get(at)) out.push(at);
  return out.map((f) => path.relative(root, f)).join(' <- ');
};

describe('the browser bundle', () => {
  const pages = readdirSync(path.join(root, 'src/client/pages'))
    .filter((f) => f.endsWith('-page.tsx'))
    .map((f) => path.join(root, 'src/client/pages', f));
  const graph = reach([path.join(root, 'src/client/main.tsx'), ...pages]);

  it('walks the whole client, the edit engine included', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(graph.has(path.join(root, 'src/core/edits/retime.ts'))).toBe(true);
    expect(graph.has(path.join(root, 'src/core/time/closure-rules.ts'))).toBe(true);
  });

  it('never reaches the opening_hours library or the server', () => {
    const bad = [...graph.keys()].filter((f) => FORBIDDEN.some((x) => f === x || f.includes(`${root}/${x}`)));
    expect(bad.map((f) => chain(graph, f))).toEqual([]);
  });

  it("starts every page without zod: the entry's static imports reach no contract schema", () => {
    const start = reach([path.join(root, 'src/client/main.tsx')], false);
    // zod/v4/core is the entry's one use of zod: switching its JIT off (the CSP forbids eval); the schemas need all of zod.
    const bad = [...start.keys()].filter((f) => f === 'zod' || f === 'zod/v4' || f === 'zod/mini' || f.endsWith('.endpoints.ts'));
    expect(bad.map((f) => chain(start, f))).toEqual([]);
    expect(start.has(path.join(root, 'src/client/app/early-reads.ts'))).toBe(true);
  });

  it('renders My Trips without zod: its card actions call routes by path, and naming a country needs no schema', () => {
    const start = reach([path.join(root, 'src/client/pages/dashboard-page.tsx')], false);
    const bad = [...start.keys()].filter((f) => f === 'zod' || f === 'zod/v4' || f === 'zod/mini' || f.endsWith('.endpoints.ts'));
    expect(bad.map((f) => chain(start, f))).toEqual([]);
    expect(start.has(path.join(root, 'src/client/features/trips/api/archive-itinerary.ts'))).toBe(true);
    expect(start.has(path.join(root, 'src/core/geo/region-name.ts'))).toBe(true);
  });
});
