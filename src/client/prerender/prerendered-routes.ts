import { ROUTES, type RouteKey } from '../../core/routes';

/**
 * Public screens whose HTML is rendered at build time (decision 020): every unguarded route without a path
 * parameter, except those whose first render needs the browser (the map; the analysis page, whose choice lives in the
 * query string and would not match the prerendered HTML; the admin area) or is only a redirect.
 */
const BROWSER_ONLY = new Set<RouteKey>(['mapExplorer', 'analysis', 'adminLogin', 'adminDashboard', 'notFound']);

export const PRERENDERED_ROUTES = (Object.keys(ROUTES) as RouteKey[]).filter((key) => {
  const route: { path: string; guarded?: boolean } = ROUTES[key];
  return !route.guarded && !route.path.includes(':') && !BROWSER_ONLY.has(key);
});
