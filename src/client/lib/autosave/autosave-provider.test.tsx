// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler, useEffect } from 'react';
import { AutoSaveProvider } from './autosave-provider';
import { useAutoSave, useAutoSaveStore } from './autosave-context';
import { AutoSaveBadge } from './autosave-badge';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Thrower() {
  useAutoSave();
  return null;
}

function Editor({ id, patch }: { id: string; patch?: Parameters<ReturnType<typeof useAutoSave>['updateItinerary']>[1] }) {
  const autoSave = useAutoSave();
  const { registerItinerary, updateItinerary } = autoSave;
  useEffect(() => {
    registerItinerary(id);
  }, [id, registerItinerary]);
  useEffect(() => {
    if (patch) updateItinerary(id, patch);
  }, [id, patch, updateItinerary]);
  return <p data-testid="state">{`${autoSave.globalStatus}|${autoSave.getItineraryState(id)?.isOnline}`}</p>;
}

describe('AutoSaveProvider', () => {
  it('useAutoSave outside the provider names the missing provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Thrower />)).toThrow('useAutoSave must be used within an AutoSaveProvider');
    consoleError.mockRestore();
  });

  it('shows the minimal badge without the provider', () => {
    render(<AutoSaveBadge />);
    expect(screen.getByTestId('autosave-badge')).toHaveProperty('textContent', 'Auto-save available');
  });

  it('drives the badge from the global state, 100 ms after an update', () => {
    const patch = { status: 'saving' as const, pendingChanges: 2, hasUnsavedChanges: true };
    render(
      <AutoSaveProvider>
        <Editor id="trip-1" patch={patch} />
        <AutoSaveBadge />
      </AutoSaveProvider>,
    );
    expect(screen.getByTestId('autosave-badge').textContent).toBe('Auto-save');
    act(() => vi.advanceTimersByTime(100));
    const badge = screen.getByTestId('autosave-badge');
    expect(badge.dataset.status).toBe('saving');
    expect(badge.textContent).toContain('Saving...');
    expect(badge.textContent).toContain('2 pending');
  });

  it('follows the browser going offline and online', () => {
    render(
      <AutoSaveProvider>
        <Editor id="trip-1" />
        <AutoSaveBadge />
      </AutoSaveProvider>,
    );
    act(() => vi.advanceTimersByTime(100));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('state').textContent).toBe('offline|false');
    expect(screen.getByTestId('autosave-badge').textContent).toBe('Offline');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('state').textContent).toBe('idle|true');
  });

  it('a click on the failed badge clears the errors and forces a sync', () => {
    const patch = { status: 'failed' as const, lastError: 'Network down' };
    render(
      <AutoSaveProvider>
        <Editor id="trip-1" patch={patch} />
        <AutoSaveBadge />
      </AutoSaveProvider>,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('autosave-badge').textContent).toBe('Failed');
    fireEvent.click(screen.getByTestId('autosave-badge'));
    expect(screen.getByTestId('autosave-badge').textContent).toContain('Saving...');
  });

  it('a change of state renders its readers again, not the app under the provider nor a writer (issue 16)', () => {
    const renders = { page: 0, writer: 0 };
    const Page = memo(function Page() {
      return null;
    });
    function Writer() {
      const { registerItinerary, updateItinerary } = useAutoSaveStore();
      useEffect(() => {
        registerItinerary('trip-1');
        updateItinerary('trip-1', { status: 'saving', pendingChanges: 1, hasUnsavedChanges: true });
      }, [registerItinerary, updateItinerary]);
      return null;
    }
    render(
      <AutoSaveProvider>
        <Profiler id="page" onRender={() => renders.page++}>
          <Page />
        </Profiler>
        <Profiler id="writer" onRender={() => renders.writer++}>
          <Writer />
        </Profiler>
        <AutoSaveBadge />
      </AutoSaveProvider>,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('autosave-badge').dataset.status).toBe('saving');
    expect(renders).toEqual({ page: 1, writer: 1 });
  });
});
