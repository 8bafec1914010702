// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userQueryKey } from '../features/auth/api/get-user';
import { AccessibilityProvider, useAccessibility } from '../lib/accessibility-provider';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme-provider';
import { CHECKING_AUTH_TEXT, REDIRECTING_TEXT, RequireAuth, safeReturnTo } from './require-auth';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Thrower({ use }: { use: () => unknown }) {
  use();
  return null;
}

describe('context hooks outside their provider (spec §8)', () => {
  it('name the missing provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Thrower use={useTheme} />)).toThrow('useTheme must be used within a ThemeProvider');
    expect(() => render(<Thrower use={useAccessibility} />)).toThrow('useAccessibility must be used within an AccessibilityProvider');
    consoleError.mockRestore();
  });
});

function ThemeButton() {
  const { theme, toggleTheme } = useTheme();
  return <button onClick={toggleTheme}>theme:{theme}</button>;
}

describe('ThemeProvider', () => {
  it('applies the class on <html> and stores the choice under wayfarer-theme', () => {
    render(
      <ThemeProvider>
        <ThemeButton />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains('light')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'theme:light' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(localStorage.getItem('wayfarer-theme')).toBe('dark');
  });
});

function Announcer() {
  const { announce, updateSettings } = useAccessibility();
  return (
    <>
      <button onClick={() => announce('Trip saved')}>say</button>
      <button onClick={() => announce('Connection lost', 'assertive')}>shout</button>
      <button onClick={() => updateSettings({ announcementsEnabled: false, fontSize: 130 })}>quiet</button>
    </>
  );
}

describe('AccessibilityProvider', () => {
  it('announces through aria-live regions after 100 ms, and stays silent when turned off', () => {
    vi.useFakeTimers();
    render(
      <AccessibilityProvider>
        <Announcer />
      </AccessibilityProvider>,
    );
    const polite = screen.getByTestId('live-polite');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByText('say'));
    act(() => vi.advanceTimersByTime(99));
    expect(polite.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(polite.textContent).toBe('Trip saved');
    fireEvent.click(screen.getByText('shout'));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('live-assertive').textContent).toBe('Connection lost');

    fireEvent.click(screen.getByText('quiet'));
    expect(JSON.parse(localStorage.getItem('accessibility-settings')!)).toMatchObject({ announcementsEnabled: false, fontSize: 130 });
    expect(document.documentElement.style.getPropertyValue('--font-scale')).toBe('130%');
    fireEvent.click(screen.getByText('say'));
    act(() => vi.advanceTimersByTime(200));
    expect(polite.textContent).toBe('');
  });
});

describe('RequireAuth (spec §2)', () => {
  function renderGuarded(user: unknown) {
    const client = createQueryClient();
    if (user !== undefined) client.setQueryData(userQueryKey, user);
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: (
            <RequireAuth>
              <h1>My trips</h1>
            </RequireAuth>
          ),
        },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/dashboard?sort=new'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('says "Checking authentication..." while the user loads', () => {
    renderGuarded(undefined);
    expect(screen.getByText(CHECKING_AUTH_TEXT)).toBeTruthy();
  });
  it('sends a signed-out visitor to /login with returnTo', async () => {
    const router = renderGuarded(null);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/dashboard?sort=new');
    expect(REDIRECTING_TEXT).toBe('Redirecting to login...');
  });
  it('renders the page for a signed-in user', async () => {
    renderGuarded({ id: 'u1', email: 'a@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(await screen.findByRole('heading', { name: 'My trips' })).toBeTruthy();
  });
  it('accepts only same-site return paths', () => {
    expect(safeReturnTo('/itinerary/1?x=2')).toBe('/itinerary/1?x=2');
    expect(safeReturnTo('//evil.example')).toBeUndefined();
    expect(safeReturnTo('https://evil.example')).toBeUndefined();
    expect(safeReturnTo(null)).toBeUndefined();
  });
});
