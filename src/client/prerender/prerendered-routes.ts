import { ROUTES, type RouteKey } from '../../core/routes';

/**
 * Public screens whose HTML is rendered at build time (decision 020): every unguarded route without a path
 * parameter, except those whose first render needs the browser (the admin area) or is only a redirect. The analysis page keeps
 * its choice in the query string: it renders only whether there is one until hydrated, and is built in both forms
 * (core/prerender-variants, decision 023); the map explorer renders its default view until hydrated (its map mounts
 * later in the browser).
 */
const BROWSER_ONLY = new Set<RouteKey>(['adminLogin', 'adminDashboard', 'notFound']);

export const PRERENDERED_ROUTES = (Object.keys(ROUTES) as RouteKey[]).filter((key) => {
  const route: { path: string; guarded?: boolean } = ROUTES[key];
  return !route.guarded && !route.path.includes(':') && !BROWSER_ONLY.has(key);
});
