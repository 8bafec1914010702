// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ItinerarySummary } from '../../../../core/api/trips';
import { AccessibilityProvider } from '../../../lib/accessibility-provider';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson, startTestServer, routeRelativeFetchTo } from '../../../lib/test-http-server';
import { dismissToast, useToast } from '../../../lib/toast';
import { DEFAULT_FILTERS, type TripFilters } from '../../../../core/my-trips/filters';
import { TripsView } from './trips-view';

function buildTrip(overrides: Partial<ItinerarySummary> = {}): ItinerarySummary {
  return {
    id: 'itn_1',
    title: '3 days in Lisbon',
    status: 'upcoming',
    archived: false,
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    days: 3,
    cities: [{ id: 'lisbon', name: 'Lisbon', country: 'PT', timeZone: 'Europe/Lisbon' }],
    travellers: 2,
    currency: 'EUR',
    total: 67980,
    budget: null,
    feasible: true,
    shared: false,
    cover: { bbox: [-9.2, 38.7, -9.1, 38.8], route: [[-9.14, 38.72]], points: [[-9.2, 38.7]] },
    version: 1,
    etag: '"itn_1.v1"',
    createdAt: '2026-11-22T00:00:00Z',
    updatedAt: '2026-11-22T00:00:00Z',
    ...overrides,
  };
}

let trips: ItinerarySummary[] = [];
const deleted = new Set<string>();
let server: Awaited<ReturnType<typeof startTestServer>>;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const ok = (data: unknown) => sendJson(res, 200, { success: true, data, meta: { timestamp: 't', requestId: 'r' } });
    if (req.method === 'GET' && url.pathname === '/api/itineraries') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const archived = url.searchParams.get('archived') === 'true';
      const visible = trips.filter((t) => !deleted.has(t.id) && t.archived === archived && t.title.toLowerCase().includes(search));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      const page = visible.slice(start, start + limit);
      return ok({ items: page, nextCursor: start + limit < visible.length ? String(start + limit) : null, total: visible.length });
    }
    const m = url.pathname.match(/^\/api\/itineraries\/([^/]+)(?:\/(\w+))?$/);
    if (m && req.method === 'DELETE') {
      deleted.add(m[1]!);
      return ok({ id: m[1], deletedAt: 'now', restorableUntil: 'later' });
    }
    if (m && m[2] === 'restore') {
      deleted.delete(m[1]!);
      return ok(trips.find((t) => t.id === m[1]));
    }
    if (m && (m[2] === 'archive' || m[2] === 'unarchive')) {
      trips = trips.map((t) => (t.id === m[1] ? { ...t, archived: m[2] === 'archive' } : t));
      return ok(trips.find((t) => t.id === m[1]));
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
  act(() => dismissToast());
  cleanup();
  deleted.clear();
  server.requests.length = 0;
});

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id}>
            {t.title}
            {t.action && <button onClick={t.action.onClick}>{t.action.label}</button>}
          </li>
        ))}
    </ul>
  );
}

function Harness() {
  const [filters, setFilters] = useState<TripFilters>(DEFAULT_FILTERS);
  return (
    <>
      <h1 tabIndex={-1}>My trips</h1>
      <TripsView filters={filters} onFiltersChange={setFilters} fallbackFocus={() => document.querySelector('h1')} />
      <Toasts />
    </>
  );
}

const renderTrips = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessibilityProvider>
        <MemoryRouter>
          <Harness />
        </MemoryRouter>
      </AccessibilityProvider>
    </QueryClientProvider>,
  );

async function openMenuAndChoose(title: string, item: string) {
  const trigger = screen.getByRole('button', { name: `Actions for ${title}` });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('TripsView', () => {
  it('leads to /generate when there are no trips at all', async () => {
    trips = [];
    renderTrips();
    const cta = await screen.findByRole('link', { name: 'Plan your first trip' });
    expect(cta.getAttribute('href')).toBe('/generate');
  });

  it('pages with "Load more" and moves focus to the first new card', async () => {
    trips = Array.from({ length: 14 }, (_, i) => buildTrip({ id: `itn_${i}`, title: `Trip ${String(i).padStart(2, '0')}` }));
    renderTrips();
    const list = await screen.findByRole('list', { name: 'Your trips' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 14 trips')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more trips' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(14));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Trip 12'));
    expect(screen.queryByRole('button', { name: 'Load more trips' })).toBeNull();
    expect(server.requests.filter((r) => r.url.startsWith('/api/itineraries?')).at(-1)!.url).toContain('cursor=12');
  });

  it('deletes at once (optimistic) and Undo restores the trip', async () => {
    trips = [buildTrip({ id: 'itn_a', title: 'Lisbon weekend' }), buildTrip({ id: 'itn_b', title: 'Paris in spring' })];
    renderTrips();
    await screen.findByRole('link', { name: 'Lisbon weekend' });
    await openMenuAndChoose('Lisbon weekend', 'Delete');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lisbon weekend' })).toBeNull());
    // Focus moves to the card that took its place, not to <body>.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Paris in spring'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Lisbon weekend' })).toBeTruthy();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['DELETE /api/itineraries/itn_a', 'POST /api/itineraries/itn_a/restore']),
    );
  });

  it('archives out of the active list, and the Archived view shows it', async () => {
    trips = [buildTrip({ id: 'itn_a', title: 'Lisbon weekend' })];
    renderTrips();
    await screen.findByRole('link', { name: 'Lisbon weekend' });
    await openMenuAndChoose('Lisbon weekend', 'Archive');
    await screen.findByText('Trip archived');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lisbon weekend' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(screen.getByRole('button', { name: 'Archived' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Lisbon weekend' })).toBeTruthy();
  });

  it('searches after a pause and offers to clear a search with no results', async () => {
    trips = [buildTrip({ id: 'itn_a', title: 'Lisbon weekend' })];
    renderTrips();
    await screen.findByRole('link', { name: 'Lisbon weekend' });
    const box = screen.getByRole('searchbox', { name: 'Search trips' });
    expect(box.id).toBe('search');
    fireEvent.change(box, { target: { value: 'tokyo' } });
    expect(await screen.findByRole('heading', { name: 'No trips match “tokyo”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Lisbon weekend' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search trips' }) as HTMLInputElement).value).toBe('');
  });
});
