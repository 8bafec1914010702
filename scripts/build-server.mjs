#!/usr/bin/env node
// The server compiled to plain JavaScript for `npm start` (decision 027): src/server/server.ts and the planner
// worker bundled by esbuild into dist/server/ (our code only; packages stay imports of node_modules), so the running
// server needs no TypeScript loader (tsx's loader thread held 50–70 MB). `serverBuildStale()`: the bundle is missing
// or a file it was built from is newer; `node scripts/build-server.mjs` builds (scripts/start.mjs runs it when stale).
//
// Every `import.meta.url` in our sources is replaced by that source file's own URL, so paths beside a module
// (migrations, data/, sign-in.css, createRequire) resolve exactly as they do from source. `import.meta.filename`
// is left alone: it names the bundle, which is how the planner pool finds its compiled worker.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(root, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_OUT, 'server.mjs');
const INPUTS = path.join(SERVER_OUT, 'inputs.json');
/** Changes to these rebuild too: the build itself and the compiler settings. */
const ALWAYS = ['scripts/build-server.mjs', 'tsconfig.json', 'package.json'];

const sourceUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/**
 * The files the last build read (esbuild's metafile), relative to the root; null when there is no build, or when it
 * was built in another directory (the bundle holds its sources' absolute URLs).
 */
function lastInputs() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(INPUTS)) return null;
  try {
    const built = JSON.parse(readFileSync(INPUTS, 'utf8'));
    return built.root === root && Array.isArray(built.files) ? built.files : null;
  } catch {
    return null;
  }
}

export function serverBuildStale() {
  const inputs = lastInputs();
  if (!inputs) return true;
  const built = statSync(SERVER_ENTRY).mtimeMs;
  return [...inputs, ...ALWAYS].some((f) => {
    const file = path.join(root, f);
    return !existsSync(file) || statSync(file).mtimeMs > built;
  });
}

export async function buildServer() {
  const esbuild = await import('esbuild');
  rmSync(SERVER_OUT, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: {
      server: path.join(root, 'src/server/server.ts'),
      'engine.worker': path.join(root, 'src/server/modules/trips/engine/engine.worker.ts'),
    },
    absWorkingDir: root,
    outdir: SERVER_OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Code splitting keeps a dynamic `import()` of our modules lazy (BullMQ only with REDIS_URL, …): without it esbuild
    // inlines the module and hoists its packages' imports to the top of the bundle, loaded at start.
    splitting: true,
    chunkNames: '[name]-[hash]',
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Not loaded unless the server runs with NODE_OPTIONS=--enable-source-maps (stack traces in the TypeScript).
    sourcemap: 'linked',
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceUrl],
  });
  const files = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
  writeFileSync(INPUTS, JSON.stringify({ root, files }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
