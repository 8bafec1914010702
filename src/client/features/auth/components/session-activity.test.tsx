// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../../core/api/settings';
import { AccessibilityProvider } from '../../../lib/accessibility-provider';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson, startTestServer, routeRelativeFetchTo } from '../../../lib/test-http-server';
import { ThemeProvider } from '../../../lib/theme-provider';
import { useToast } from '../../../lib/toast';
import { SESSION_EXPIRED_TOAST, SESSION_WARNING_TOAST, SessionActivity } from './session-activity';

const HOUR = 60 * 60_000;
const user = {
  id: 'usr_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  preferences: DEFAULT_PREFERENCES,
};
let server: Awaited<ReturnType<typeof startTestServer>>;
const realFetch = globalThis.fetch;
let signedIn = true;

// The server sets this readable hint beside the httpOnly session cookie when someone signs in.
beforeEach(() => {
  document.cookie = 'wf_signed_in=1; path=/';
});

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/api/auth/user') {
      return signedIn
        ? sendJson(res, 200, { success: true, data: user })
        : sendJson(res, 401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Sign in' } });
    }
    if (req.url === '/api/auth/logout') {
      signedIn = false;
      return sendJson(res, 200, { success: true, data: { loggedOut: true } });
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
  signedIn = true;
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul>
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id}>{`${String(t.title)} — ${String(t.description)}`}</li>
        ))}
    </ul>
  );
}

function renderSignedIn() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AccessibilityProvider>
          <MemoryRouter initialEntries={['/settings']}>
            <SessionActivity />
            <Toasts />
            <Routes>
              <Route path="/settings" element={<p>Settings page</p>} />
              <Route path="/login" element={<p>Login page</p>} />
            </Routes>
          </MemoryRouter>
        </AccessibilityProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('<SessionActivity />', () => {
  it('warns at 2.5 h, then logs out at 3 h with the spec texts, clearing the cache and going to /login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = renderSignedIn();
    await vi.waitFor(() => expect(client.getQueryData(['/api/auth/user'])).toMatchObject({ id: 'usr_1' }));
    client.setQueryData(['/api/trips'], ['a cached trip']);

    act(() => vi.advanceTimersByTime(2.5 * HOUR));
    expect(screen.getByText(`${SESSION_WARNING_TOAST.title} — ${SESSION_WARNING_TOAST.description}`)).toBeTruthy();
    expect(SESSION_WARNING_TOAST).toEqual({
      title: 'Session Expiring Soon',
      description: 'You will be automatically logged out in 30 minutes due to inactivity.',
    });

    act(() => vi.advanceTimersByTime(0.5 * HOUR));
    expect(screen.getByText(`${SESSION_EXPIRED_TOAST.title} — ${SESSION_EXPIRED_TOAST.description}`)).toBeTruthy();
    expect(SESSION_EXPIRED_TOAST).toEqual({ title: 'Session Expired', description: 'You have been logged out due to inactivity.' });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('Login page')).toBeTruthy());
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/auth/logout')).toBe(true);
    expect(client.getQueryData(['/api/trips'])).toBeUndefined();
    await waitFor(() => expect(client.getQueryData(['/api/auth/user'])).toBeNull());
    await waitFor(() => expect(screen.getByTestId('live-polite').textContent).toBe('You have been logged out'));
  });

  it('activity postpones the warning', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = renderSignedIn();
    await vi.waitFor(() => expect(client.getQueryData(['/api/auth/user'])).toBeTruthy());
    act(() => vi.advanceTimersByTime(2 * HOUR));
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    act(() => vi.advanceTimersByTime(2 * HOUR));
    expect(screen.queryByText(/Session Expiring Soon/)).toBeNull();
    act(() => vi.advanceTimersByTime(0.5 * HOUR));
    expect(screen.getByText(/Session Expiring Soon/)).toBeTruthy();
  });
});
