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
      {/* At least a screen tall: the footer starts below the fold, so it does not show while a page loads and then
          jump down as the content arrives (a layout shift). */}
      <main id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <KeyboardShortcuts />
      <SessionActivity />
    </div>
  );
}
