import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundary rules of eslint.config.js, proven on probe files that break them (src/lint/probes, left out of the
 * normal lint run and of tsc). Each probe names the path it is linted as (`// lint-as:`) and marks every line that
 * must fail with `// expect: <rule>`; every other line must pass those rules.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const probesDir = new URL('./probes/', import.meta.url);
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax']);
const probes = readdirSync(probesDir)
  .filter((f) => /\.tsx?$/.test(f))
  .sort();
const eslint = new ESLint({ cwd: root });

describe('lint boundaries', () => {
  it('has a probe for core imports, core globals, the clock, feature imports and shared code', () => {
    expect(probes).toEqual(['core-clock.ts', 'core-globals.ts', 'core-node.ts', 'feature-imports.tsx', 'shared-imports.ts']);
  });

  it.each(probes)('%s: each marked line fails with its rule, and nothing else does', async (file) => {
    const text = readFileSync(new URL(file, probesDir), 'utf8');
    const lintAs = /^\/\/ lint-as: (\S+)/.exec(text)?.[1];
    expect(lintAs).toBeDefined();
    const expected = text.split('\n').flatMap((line, i) => {
      const rule = /\/\/ expect: (\S+)\s*$/.exec(line)?.[1];
      return rule ? [{ line: i + 1, rule }] : [];
    });
    expect(expected.length).toBeGreaterThan(0);
    const [result] = await eslint.lintText(text, { filePath: `${root}${lintAs}` });
    const fired = result!.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => ({ line: m.line, rule: m.ruleId! }));
    expect(fired.sort((a, b) => a.line - b.line)).toEqual(expected);
  });
});
