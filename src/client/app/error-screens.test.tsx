// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorFallback } from './error-fallback';
import { createLazyPage } from './lazy-page';
import { PAGE_LOAD_DEFAULT_MESSAGE } from './page-load-error';
import { resetErrorReporter, setErrorReportEndpoint } from '../lib/error-reporter';
import { startTestServer, sendJson } from '../lib/test-http-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer((_req, res) => sendJson(res, 201, { success: true, data: { id: 1, received: true } }));
  setErrorReportEndpoint(`${server.origin}/api/log-client-error`);
});
afterAll(async () => {
  cleanup();
  resetErrorReporter();
  await server.close();
});

function Boom(): never {
  throw new Error('kaboom in render');
}

describe('render error fallback (spec §8)', () => {
  it('shows the spec text with Reload Page and Go Home, and reports the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught errors
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. The error has been logged and our team will investigate."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    const body = JSON.parse(server.requests[0]!.body);
    expect(body).toMatchObject({ errorMessage: 'kaboom in render', additionalContext: { type: 'render' } });
    consoleError.mockRestore();
    cleanup();
  });
});

describe('page load failure (spec §2/§8)', () => {
  it('shows "Failed to load {page}" with the message and details, and Try Again imports afresh', async () => {
    let attempts = 0;
    const Page = createLazyPage({
      title: 'Pricing',
      exportName: 'PricingPage',
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/pricing.js');
        return { PricingPage: () => <h1>Plans and pricing</h1> };
      },
    });
    const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Failed to load Pricing' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module: /assets/pricing.js')).toBeTruthy();
    expect(screen.getByText(PAGE_LOAD_DEFAULT_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Technical details').closest('details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Plans and pricing' })).toBeTruthy();
    expect(attempts).toBe(2);
    cleanup();
  });

  it('shows the default text when the error has no message', async () => {
    const Page = createLazyPage({ title: 'Docs', exportName: 'DocsPage', load: () => Promise.reject(new Error('')) });
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Page /> }])} />);
    expect(await screen.findByRole('heading', { name: 'Failed to load Docs' })).toBeTruthy();
    expect(screen.getByText(PAGE_LOAD_DEFAULT_MESSAGE)).toBeTruthy();
    cleanup();
  });
});
