import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { scheduleNextPagePrefetch } from '../lib/preload';
import { useScrollReset } from '../lib/scroll-reset';
import { SessionActivity } from '../features/auth/components/session-activity';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { PRELOAD_BY_PATH } from './lazy-pages';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { SkipLinks } from './layout/skip-links';

export function AppLayout() {
  const { pathname } = useLocation();
  useScrollReset();
  useEffect(() => scheduleNextPagePrefetch(pathname, PRELOAD_BY_PATH), [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLinks />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <KeyboardShortcuts />
      <SessionActivity />
    </div>
  );
}
