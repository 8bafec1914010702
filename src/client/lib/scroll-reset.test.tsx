// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollReset } from './scroll-reset';

function Page() {
  useScrollReset();
  return null;
}

describe('useScrollReset', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('leaves the first render where it is, resets on a route change, and leaves #hash jumps to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/about'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/pricing'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/pricing#plans'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/help'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
