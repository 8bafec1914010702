// Gzip sizes of what the built client sends: the JS/CSS that `/` loads before any route chunk
// (index.html's entry script, module preloads and stylesheets), and each page chunk with the
// static imports it adds on top of that.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The asset URLs index.html makes the browser fetch up front. */
export function initialAssets(html) {
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const out = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) out.push(attr(tag, 'src'));
    if (tag.startsWith('<link') && /rel="(modulepreload|stylesheet)"/.test(tag) && attr(tag, 'href')) out.push(attr(tag, 'href'));
  }
  return [...new Set(out)].filter((u) => u.startsWith('/assets/'));
}

/** Follows static imports through the Vite manifest (dynamic imports are loaded later, on demand). */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function measureBundles(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const initial = initialAssets(html);
  const initialFiles = new Set(initial.map((u) => u.slice(1)));
  // index.html preloads only part of the entry's static graph; count the whole graph, since the browser fetches it all.
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  for (const k of closure(manifest, entryKey)) {
    initialFiles.add(manifest[k].file);
    for (const css of manifest[k].css ?? []) initialFiles.add(css);
  }
  const sizeOf = (files) => [...files].reduce((sum, f) => sum + gzipBytes(path.join(distDir, f)), 0);
  const initialJs = [...initialFiles].filter((f) => f.endsWith('.js'));
  const initialCss = [...initialFiles].filter((f) => f.endsWith('.css'));

  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /src\/client\/pages\/[^/]+-page\.tsx$/.test(key))
    .map(([key]) => {
      const files = [...closure(manifest, key)].map((k) => manifest[k].file).filter((f) => !initialFiles.has(f));
      return { page: path.basename(key, '.tsx'), files: files.length, gzip: sizeOf(files) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  return {
    initial: initialFiles,
    initialJsGzip: sizeOf(initialJs),
    initialCssGzip: sizeOf(initialCss),
    initialJsFiles: initialJs.map((f) => ({ file: f, gzip: gzipBytes(path.join(distDir, f)) })).sort((a, b) => b.gzip - a.gzip),
    routes,
  };
}
