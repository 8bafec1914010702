#!/usr/bin/env node
// House rule: no line over 140 characters in the code folders. Prettier's printWidth keeps code within it,
// but it never breaks strings, template literals or comments; this check covers those too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MAX = 140;
const ROOTS = ['src', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|css|sql)$/;
const SKIP = new Set(['node_modules', 'dist', 'results']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (EXTENSIONS.test(name)) yield p;
  }
}

let count = 0;
for (const root of ROOTS) {
  for (const file of files(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.length <= MAX) return;
        count += 1;
        if (count <= 50) console.error(`${file}:${i + 1}: ${line.length} characters`);
      });
  }
}
if (count) {
  console.error(`\n${count} line(s) over ${MAX} characters${count > 50 ? ' (first 50 shown)' : ''}`);
  process.exit(1);
}
console.log(`no line over ${MAX} characters in ${ROOTS.join(', ')}`);
