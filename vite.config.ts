import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderPages } from './scripts/vite-prerender';
import { classMergeTable } from './scripts/class-merge-table';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Vendor chunks that change rarely, so a deploy of our code does not bust their cache. Radix is NOT
 * forced into one group: dialogs, menus and tooltips are loaded on first use, and a single "radix"
 * chunk would drag all of them (and the positioning engine) into the first page load. Rolldown's own
 * splitting puts each Radix primitive in the lazy chunk that first needs it.
 */
function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/node_modules[\\/](react-router|@tanstack)[\\/]/.test(id)) return 'router-query';
  return null;
}

export default defineConfig({
  root: here('.'),
  publicDir: here('public'),
  plugins: [react(), tailwindcss(), classMergeTable(), prerenderPages()],
  resolve: {
    alias: {
      // Radix's scroll lock injects a <style> element, which our CSP (style-src 'self') blocks; this
      // replacement applies the same rules as a constructable stylesheet (CSSOM), which it allows.
      'react-style-singleton': here('src/client/lib/csp-style-singleton.ts'),
    },
  },
  build: {
    outDir: here('dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The server reads .vite/manifest.json to preload each route's page chunk with index.html.
    manifest: true,
    // Preload injection for CSS/JS deps uses `<link rel=modulepreload>`, which the CSP allows.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id: string) => vendorChunk(id), minSize: 0 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // `^/api/` rather than `/api`: the bare /api path is the API documentation page of the app itself.
      '^/api/': { target: 'http://localhost:5000', changeOrigin: false },
      '/oidc': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});
