import type { RouteKey } from './routes';

/**
 * A public page prerendered in a second form (decision 023), chosen by the server from the query string: the
 * page's first render depends only on whether the query holds a choice, never on which, so one HTML fits them all.
 * Built at `<route>.<name>.html` by rendering the route at `path + search`.
 */
export interface PrerenderVariant {
  name: string;
  search: string;
  applies(query: URLSearchParams): boolean;
}

export const PRERENDER_VARIANTS: Partial<Record<RouteKey, PrerenderVariant>> = {
  // /vertex-analysis?d=a,b: the page with its comparison's placeholders instead of "Choose a destination".
  analysis: { name: 'chosen', search: '?d=chosen', applies: (q) => (q.get('d') ?? '').split(',').some(Boolean) },
};

/** The prerendered file's name (without .html) for a route and query. */
export function prerenderFile(key: RouteKey, query: URLSearchParams): string {
  const variant = PRERENDER_VARIANTS[key];
  return variant?.applies(query) ? `${key}.${variant.name}` : key;
}
