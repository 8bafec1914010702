import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from './lazy-toaster';
import { useUser } from '../features/auth/api/get-user';
import { AutoSaveProvider } from '../lib/autosave/autosave-provider';
import { AccessibilityProvider } from '../lib/accessibility-provider';
import { setErrorReporterUser } from '../lib/error-reporter';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme-provider';
import { ErrorBoundary } from './error-fallback';

/** Ties client error reports to the signed-in user once known. */
function ErrorReporterUser() {
  const { user } = useUser();
  useEffect(() => setErrorReporterUser(user?.id ?? null), [user?.id]);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: ReturnType<typeof createQueryClient> }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <AccessibilityProvider>
            <AutoSaveProvider>{children}</AutoSaveProvider>
            <ErrorReporterUser />
            <LazyToaster />
          </AccessibilityProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
