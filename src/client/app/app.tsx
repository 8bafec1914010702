import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { scheduleStartupPreloads } from '../lib/preload';
import { LAZY_PAGES } from './lazy-pages';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  // Spec §9: Home, Generate and Dashboard chunks 2 s after start, Pricing 1 s later (fetched, not run: warm-pages.ts).
  useEffect(
    () => scheduleStartupPreloads([LAZY_PAGES.home.warm, LAZY_PAGES.generate.warm, LAZY_PAGES.dashboard.warm], [LAZY_PAGES.pricing.warm]),
    [],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
