// Prints the paths of every prerendered page (decision 020: every public route without a path parameter), one JSON
// array: what `npm run bench:pages -- --all` measures. Run after `vite build`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../../src/core/routes';

const dir = path.resolve(import.meta.dirname, '../../dist/client/.vite/prerender');
const routes: Record<string, { path: string }> = ROUTES;
const keys = readdirSync(dir).flatMap((f) => (f.endsWith('.html') && routes[f.slice(0, -5)] ? [f.slice(0, -5)] : []));
console.log(JSON.stringify(keys.map((k) => routes[k]!.path).sort()));
