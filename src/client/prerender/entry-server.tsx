import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ROUTES, type RouteKey } from '../../core/routes';
import { AppProviders } from '../app/providers';
import { LAZY_PAGES } from '../app/lazy-pages';
import { buildRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { PRERENDERED_ROUTES } from './prerendered-routes';

/**
 * Build-time only (the Vite prerender plugin loads this in Node): each public page rendered to HTML exactly as
 * the browser's first render will produce it — signed out, data still loading — so main.tsx can hydrate it.
 */
export async function renderPage(key: RouteKey, search = ''): Promise<string> {
  await LAZY_PAGES[key].preload();
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${ROUTES[key].path}${search}`));
  if (context instanceof Response) throw new Error(`${ROUTES[key].path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    queryClient.clear(); // its garbage-collection timers would keep the build's Node process alive
  }
}

export { PRERENDERED_ROUTES };
export { PRERENDER_VARIANTS } from '../../core/prerender-variants';
