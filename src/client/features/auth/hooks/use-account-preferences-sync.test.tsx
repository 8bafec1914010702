// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../../core/api/settings';
import { AccessibilityProvider } from '../../../lib/accessibility-provider';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson, startTestServer, routeRelativeFetchTo } from '../../../lib/test-http-server';
import { THEME_STORAGE_KEY } from '../../../lib/theme';
import { ThemeProvider, useTheme } from '../../../lib/theme-provider';
import { useAccountPreferencesSync } from './use-account-preferences-sync';

let account: Preferences = DEFAULT_PREFERENCES;
let server: Awaited<ReturnType<typeof startTestServer>>;
const realFetch = globalThis.fetch;

// The server sets this readable hint beside the httpOnly session cookie when someone signs in.
beforeEach(() => {
  document.cookie = 'wf_signed_in=1; path=/';
});

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/api/auth/user') {
      return sendJson(res, 200, {
        success: true,
        data: { id: 'usr_sync', email: 'sync@example.com', firstName: 'S', lastName: null, preferences: account },
      });
    }
    if (req.url === '/api/settings/preferences' && req.method === 'PATCH') {
      const patch = JSON.parse(req.body) as Partial<Preferences>;
      account = { ...account, ...patch, accessibility: { ...account.accessibility, ...patch.accessibility } };
      return sendJson(res, 200, { success: true, data: account });
    }
    sendJson(res, 404, { success: false, error: { code: 'NOT_FOUND', message: 'no' } });
  });
  routeRelativeFetchTo(server.origin);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await server.close();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  account = DEFAULT_PREFERENCES;
  server.requests.length = 0;
});

let toggle: () => void = () => undefined;
function Harness() {
  useAccountPreferencesSync();
  const { toggleTheme } = useTheme();
  useEffect(() => {
    toggle = toggleTheme;
  });
  return null;
}

function mount() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider>
        <AccessibilityProvider>
          <Harness />
        </AccessibilityProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const patches = () => server.requests.filter((r) => r.method === 'PATCH').map((r) => JSON.parse(r.body));

describe('account preferences follow the person', () => {
  it('applies the account’s theme and accessibility settings on a new device', async () => {
    account = {
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      accessibility: { ...DEFAULT_PREFERENCES.accessibility, highContrastMode: true, fontSize: 125 },
    };
    mount();
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--font-scale')).toBe('125%');
    expect(patches()).toEqual([]);
  });

  it('a new account adopts this device’s choices instead of overwriting them', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mount();
    await waitFor(() => expect(patches()).toHaveLength(1), { timeout: 3000 });
    expect(patches()[0]).toMatchObject({ theme: 'dark' });
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('saves a change made on this device (the header theme toggle) to the account', async () => {
    mount();
    await waitFor(() => expect(server.requests.some((r) => r.url === '/api/auth/user')).toBe(true));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
      toggle();
    });
    await waitFor(() => expect(account.theme).not.toBe('system'), { timeout: 3000 });
    expect(patches()).toHaveLength(1);
  });
});
