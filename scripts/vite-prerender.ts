import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ENTRY = 'src/client/prerender/entry-server.tsx';

interface ServerEntry {
  renderPage(key: string, search?: string): Promise<string>;
  PRERENDERED_ROUTES: string[];
  PRERENDER_VARIANTS: Record<string, { name: string; search: string } | undefined>;
}

/**
 * After the client build, builds src/client/prerender/entry-server.tsx for Node, renders every public page
 * with it and writes the HTML to <outDir>/.vite/prerender/<route>.html, where the server's IndexHtml puts it
 * inside #root (decision 020). The HTML is static, so the CSP stays as strict as before: no inline script.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wayfarer-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const started = Date.now();
      const ssrDir = path.join(config.root, 'node_modules/.cache/wayfarer-prerender');
      await build({
        configFile: config.configFile,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
      const file = readdirSync(ssrDir).find((f) => /^entry-server\.m?js$/.test(f));
      if (!file) throw new Error(`prerender: no server entry in ${ssrDir}`);
      const entry = (await import(pathToFileURL(path.join(ssrDir, file)).href)) as ServerEntry;
      const out = path.join(config.build.outDir, '.vite', 'prerender');
      mkdirSync(out, { recursive: true });
      for (const key of entry.PRERENDERED_ROUTES) {
        writeFileSync(path.join(out, `${key}.html`), await entry.renderPage(key));
        const variant = entry.PRERENDER_VARIANTS[key];
        if (variant) writeFileSync(path.join(out, `${key}.${variant.name}.html`), await entry.renderPage(key, variant.search));
      }
      rmSync(ssrDir, { recursive: true, force: true });
      config.logger.info(`prerendered ${entry.PRERENDERED_ROUTES.length} public pages in ${Date.now() - started} ms`);
    },
  };
}
