import type { ComponentType } from 'react';
import { ROUTES, type RouteEntry, type RouteKey } from '../../core/routes';

/**
 * Every screen of spec §2 (the table lives in src/core/routes.ts, shared with the server) with its
 * lazy loader. `import.meta.glob` gives each page module its own chunk, loaded on first visit.
 */
export interface PageEntry extends RouteEntry {
  load: () => Promise<Record<string, unknown>>;
}

const loaders = import.meta.glob<Record<string, unknown>>('../pages/*-page.tsx');

function loaderFor(page: string) {
  const load = loaders[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page module src/client/pages/${page}.tsx`);
  return load;
}

export const PAGES = Object.fromEntries(
  (Object.keys(ROUTES) as RouteKey[]).map((key) => [key, { ...ROUTES[key], load: loaderFor(ROUTES[key].page) }]),
) as { [K in RouteKey]: (typeof ROUTES)[K] & { load: () => Promise<Record<string, unknown>> } };

export type PageKey = RouteKey;

/** Resolve a module to its page component, or explain which export is missing. */
export function pickExport(mod: Record<string, unknown>, exportName: string): ComponentType {
  const component = mod[exportName];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`The page module does not export ${exportName}`);
  }
  return component as ComponentType;
}
