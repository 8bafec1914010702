import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_IDLE_MS, SESSION_WARNING_MS } from '../../../../core/session-defaults';
import { toast } from '../../../lib/toast';
import { useUser, userQueryKey } from '../api/get-user';
import { useLogout } from '../api/logout';
import { useAccountPreferencesSync } from '../hooks/use-account-preferences-sync';
import { useInactivityTimers } from '../hooks/use-inactivity-timers';

/** Spec §8, word for word. */
export const SESSION_WARNING_TOAST = {
  title: 'Session Expiring Soon',
  description: 'You will be automatically logged out in 30 minutes due to inactivity.',
} as const;
export const SESSION_EXPIRED_TOAST = { title: 'Session Expired', description: 'You have been logged out due to inactivity.' } as const;

/** The server's idle clock only moves on requests: while someone is active, touch it this often. */
const KEEP_ALIVE_MS = 10 * 60_000;

/**
 * Everything that runs while someone is signed in; renders nothing. Mount once in the app layout.
 * - Inactivity (spec §4/§9): warning toast at 2.5 h, then "Session Expired" and logout at 3 h.
 * - Activity keeps the server session (3 h idle expiry) alive by refreshing the current user.
 * - Theme and accessibility settings follow the account (see useAccountPreferencesSync).
 */
export function SessionActivity() {
  const { isAuthenticated } = useUser();
  const queryClient = useQueryClient();
  const logout = useLogout();
  // Null until the first activity: the page load itself has just fetched the user.
  const lastKeepAlive = useRef<number | null>(null);

  const onWarn = useCallback(() => toast({ ...SESSION_WARNING_TOAST, variant: 'destructive' }), []);
  const onExpire = useCallback(() => {
    toast({ ...SESSION_EXPIRED_TOAST, variant: 'destructive' });
    logout.mutate();
  }, [logout]);
  const onActivity = useCallback(() => {
    const now = Date.now();
    if (lastKeepAlive.current === null) lastKeepAlive.current = now;
    if (now - lastKeepAlive.current < KEEP_ALIVE_MS) return;
    lastKeepAlive.current = now;
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  useInactivityTimers({
    enabled: isAuthenticated,
    warnAfterMs: SESSION_WARNING_MS,
    expireAfterMs: SESSION_IDLE_MS,
    onWarn,
    onExpire,
    onActivity,
  });
  useAccountPreferencesSync();
  return null;
}
