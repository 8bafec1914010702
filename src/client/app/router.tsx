import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './app-layout';
import { RouteErrorFallback } from './error-fallback';
import { LAZY_PAGES } from './lazy-pages';
import { PAGES, type PageKey } from './page-registry';
import { RequireAuth, SignInRedirect } from './require-auth';
import { ItinerarySkeleton } from '../features/itinerary/components/itinerary-skeleton';

/** What a guarded page shows while the session is checked: its own skeleton where it has one. */
const PENDING: Partial<Record<PageKey, ReactNode>> = { itinerary: <ItinerarySkeleton /> };

/** Spec §2: every screen, the guarded ones wrapped in the auth guard. */
export function buildRoutes(): RouteObject[] {
  const pageRoutes: RouteObject[] = (Object.keys(PAGES) as PageKey[]).map((key) => {
    const entry = PAGES[key];
    const Page = LAZY_PAGES[key];
    const element =
      'guarded' in entry && entry.guarded ? (
        <RequireAuth pending={PENDING[key]}>
          <Page />
        </RequireAuth>
      ) : (
        <Page />
      );
    return entry.path === '/' ? { index: true, element } : { path: entry.path, element };
  });
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteErrorFallback />,
      children: [
        {
          // A page that throws renders the fallback inside the layout, so navigation stays usable.
          errorElement: <RouteErrorFallback />,
          children: [
            ...pageRoutes,
            { path: paths.admin.path, element: <Navigate to={paths.adminDashboard.getHref()} replace /> },
            { path: paths.login.path, element: <SignInRedirect /> },
            { path: paths.register.path, element: <SignInRedirect /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
