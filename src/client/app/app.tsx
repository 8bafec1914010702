import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { replayEarlyClicks } from '../lib/early-input';
import { scheduleStartupPreloads } from '../lib/preload';
import { LAZY_PAGES } from './lazy-pages';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createAppRouter);
  // Spec §9: Home, Generate and Dashboard chunks 2 s after start, Pricing 1 s later (fetched, not run: warm-pages.ts).
  useEffect(
    () => scheduleStartupPreloads([LAZY_PAGES.home.warm, LAZY_PAGES.generate.warm, LAZY_PAGES.dashboard.warm], [LAZY_PAGES.pricing.warm]),
    [],
  );
  // Clicks held on a prerendered page before the app could take them (early-input.ts) are replayed once the router has
  // finished its first load: a navigation started before then was seen to be lost.
  useEffect(() => {
    if (router.state.initialized) return replayEarlyClicks();
    return router.subscribe((state) => {
      if (state.initialized) replayEarlyClicks();
    });
  }, [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
