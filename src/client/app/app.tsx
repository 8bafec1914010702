import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { scheduleStartupPreloads } from '../lib/preload';
import { LAZY_PAGES } from './lazy-pages';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  // Spec §9: Home, Generate and Dashboard chunks 2 s after start, Pricing 1 s later.
  useEffect(
    () =>
      scheduleStartupPreloads(
        [LAZY_PAGES.home.preload, LAZY_PAGES.generate.preload, LAZY_PAGES.dashboard.preload],
        [LAZY_PAGES.pricing.preload],
      ),
    [],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
