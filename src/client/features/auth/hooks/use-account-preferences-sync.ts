import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataOf, RouteOf } from '../../../../core/api/endpoint';
import type { AccessibilitySettings, Preferences } from '../../../../core/api/settings';
import type { UpdatePreferences } from '../../../../core/api/settings.endpoints';
import { DEFAULT_ACCESSIBILITY } from '../../../../core/session-defaults';
import { useAccessibility } from '../../../lib/accessibility-provider';
import { apiRequest } from '../../../lib/api-client';
import { isTheme, readStoredTheme } from '../../../lib/theme';
import { useTheme } from '../../../lib/theme-provider';
import { useUser, userQueryKey, type CurrentUser } from '../api/get-user';

/** Type-only use of the contract: this hook runs on every page, so zod stays out of the first load. */
const route: RouteOf<typeof UpdatePreferences> = { method: 'PATCH', path: '/api/settings/preferences' };

/** What this device last agreed with the account on; decides which side changed since. */
export const PREFERENCES_SYNCED_KEY = 'wayfarer-account-preferences';
const PUSH_DELAY_MS = 800;
const DEFAULTS: Snapshot = { theme: 'system', accessibility: DEFAULT_ACCESSIBILITY };

interface Snapshot {
  theme: Preferences['theme'];
  accessibility: AccessibilitySettings;
}

function readSynced(): (Snapshot & { userId: string }) | null {
  try {
    const raw = localStorage.getItem(PREFERENCES_SYNCED_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeSynced(userId: string, snapshot: Snapshot) {
  try {
    localStorage.setItem(PREFERENCES_SYNCED_KEY, JSON.stringify({ userId, theme: snapshot.theme, accessibility: snapshot.accessibility }));
  } catch {
    // storage blocked: the account still wins at the next sign-in
  }
}

const sameAccessibility = (a: AccessibilitySettings, b: AccessibilitySettings) =>
  (Object.keys(DEFAULT_ACCESSIBILITY) as Array<keyof AccessibilitySettings>).every((k) => a[k] === b[k]);
const sameSnapshot = (a: Snapshot, b: Snapshot) => a.theme === b.theme && sameAccessibility(a.accessibility, b.accessibility);

/**
 * Theme and accessibility settings follow the account between devices (issue 3). The account wins
 * when it changed elsewhere (or another person signs in here); a change made on this device (the
 * header's theme toggle, the accessibility panel) is saved to the account shortly after.
 */
export function useAccountPreferencesSync() {
  const { user } = useUser();
  const { theme, setTheme } = useTheme();
  const { settings, updateSettings } = useAccessibility();
  const queryClient = useQueryClient();
  const stored = readStoredTheme();
  const localTheme: Preferences['theme'] = isTheme(stored) ? stored : 'system';

  useEffect(() => {
    const account = user?.preferences;
    if (!user || !account) return;
    const remote: Snapshot = { theme: account.theme, accessibility: account.accessibility };
    const local: Snapshot = { theme: localTheme, accessibility: settings };
    let synced = readSynced();
    if (!synced || synced.userId !== user.id) {
      // An account still on the defaults has no opinion yet: this device's settings (which may come
      // from the OS, like reduced motion) are adopted and saved, not overwritten.
      if (sameSnapshot(remote, DEFAULTS)) {
        writeSynced(user.id, remote);
        synced = { userId: user.id, ...remote };
      }
    }
    if (!synced || synced.userId !== user.id || !sameSnapshot(synced, remote)) {
      if (remote.theme !== 'system' && remote.theme !== theme) setTheme(remote.theme);
      if (!sameAccessibility(remote.accessibility, settings)) updateSettings(remote.accessibility);
      writeSynced(user.id, remote);
      return;
    }
    if (sameSnapshot(local, synced)) return;
    const timer = setTimeout(() => {
      apiRequest<DataOf<typeof UpdatePreferences>>(route.method, route.path, local)
        .then((saved) => {
          writeSynced(user.id, saved);
          queryClient.setQueryData<CurrentUser | null>(userQueryKey, (prev) => (prev ? { ...prev, preferences: saved } : prev));
        })
        // Not saved (offline, signed out meanwhile): the next local change tries again.
        .catch(() => undefined);
    }, PUSH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user, localTheme, theme, settings, setTheme, updateSettings, queryClient]);
}
