// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccessibilityProvider } from '../../../lib/accessibility-provider';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson, startTestServer, routeRelativeFetchTo } from '../../../lib/test-http-server';
import { GenerateView } from './generate-view';

const cities = [
  {
    geonameId: 1,
    name: 'Lisbon',
    country: 'PT',
    admin: '14',
    population: 500000,
    coordinates: { lat: 38.7, lon: -9.1 },
    destinationId: 'lisbon',
    matched: 'curated',
  },
  {
    geonameId: 2,
    name: 'Lisburn',
    country: 'GB',
    admin: 'NIR',
    population: 70000,
    coordinates: { lat: 54.5, lon: -6 },
    destinationId: null,
    matched: 'prefix',
  },
];
let server: Awaited<ReturnType<typeof startTestServer>>;
const realFetch = globalThis.fetch;
let infeasibleFirst = false;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/cities/autocomplete') return sendJson(res, 200, { success: true, data: cities });
    if (path === '/api/destinations/lisbon/places')
      return sendJson(res, 200, {
        success: true,
        data: {
          items: [{ id: 'lisbon-belem-tower', name: 'Belém Tower', category: 'landmark', popularity: 88, destinationId: 'lisbon' }],
          nextCursor: null,
          total: 1,
        },
      });
    if (path === '/api/itineraries/generate') {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.write(`${JSON.stringify({ type: 'stage', stage: 'parsing', progress: 0.05, message: 'Reading your request' })}\n`);
      setTimeout(() => {
        res.write(`${JSON.stringify({ type: 'stage', stage: 'scheduling', progress: 0.4, message: 'Scheduling each day' })}\n`);
        setTimeout(() => {
          const body = JSON.parse(req.body);
          if (infeasibleFirst && !body.request.budget?.amount) {
            res.end(
              `${JSON.stringify({
                type: 'infeasible',
                result: {
                  conflicts: [{ checks: ['budget'], message: 'The cheapest plan costs €610, over your €0 budget.' }],
                  relaxations: [
                    {
                      kind: 'budget',
                      description: 'Raise the budget to €610',
                      amount: 61000,
                      request: { ...body.request, budget: { amount: 61000, currency: 'EUR' } },
                    },
                  ],
                  report: null,
                },
              })}\n`,
            );
          } else
            res.end(`${JSON.stringify({ type: 'done', progress: 1, id: 'itn_42', etag: '"itn_42.v1"', title: '3 days in Lisbon' })}\n`);
          // Long enough for the 100 ms announcement delay of the live region to pass.
        }, 400);
      }, 60);
      return;
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
  infeasibleFirst = false;
  server.requests.length = 0;
});

function Itinerary() {
  return <p>Itinerary {useParams().id}</p>;
}

function renderView() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessibilityProvider>
        <MemoryRouter initialEntries={['/generate']}>
          <Routes>
            <Route path="/generate" element={<GenerateView />} />
            <Route path="/itinerary/:id" element={<Itinerary />} />
          </Routes>
        </MemoryRouter>
      </AccessibilityProvider>
    </QueryClientProvider>,
  );
}

async function chooseLisbon() {
  const combo = screen.getByRole('combobox', { name: 'Destinations' });
  fireEvent.change(combo, { target: { value: 'Lis' } });
  await screen.findByRole('option', { name: /Lisbon/ });
  expect(combo.getAttribute('aria-expanded')).toBe('true');
  // ↓ ↓ lands on Lisburn (no curated data): Enter explains instead of adding it.
  fireEvent.keyDown(combo, { key: 'ArrowDown' });
  fireEvent.keyDown(combo, { key: 'ArrowDown' });
  expect(combo.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Lisburn/ }).id);
  fireEvent.keyDown(combo, { key: 'Enter' });
  expect(screen.getByText(/no curated places in Lisburn yet/)).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Cities in your trip' })).toBeNull();
  fireEvent.change(combo, { target: { value: 'Lisb' } });
  await waitFor(() => expect(combo.getAttribute('aria-expanded')).toBe('true'));
  fireEvent.keyDown(combo, { key: 'ArrowDown' });
  fireEvent.keyDown(combo, { key: 'Enter' });
  expect(within(screen.getByRole('list', { name: 'Cities in your trip' })).getByText('Lisbon')).toBeTruthy();
  expect(combo.getAttribute('aria-expanded')).toBe('false');
}

describe('GenerateView', () => {
  it('validates with the shared schema, focuses the first invalid field and marks it', () => {
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Generate itinerary' }));
    const combo = screen.getByRole('combobox', { name: 'Destinations' });
    expect(document.activeElement).toBe(combo);
    expect(combo.getAttribute('aria-invalid')).toBe('true');
    expect(combo.getAttribute('aria-describedby')).toContain(screen.getByText('Add at least one destination.').id);
    expect(screen.getByLabelText('First day').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('3 fields need attention.');
    expect(server.requests.filter((r) => r.url.startsWith('/api/itineraries'))).toHaveLength(0);
  });

  it('streams progress into a progressbar and lands on the new itinerary', async () => {
    renderView();
    await chooseLisbon();
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-12-12' } });
    expect(screen.getByText(/3 days, 2 nights/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Food & markets' }));
    expect(screen.getByRole('button', { name: 'Food & markets' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Generate itinerary' }));

    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(bar.getAttribute('aria-valuetext')).toBe('40%: Scheduling each day');
    await waitFor(() => expect(screen.getByTestId('live-polite').textContent).toBe('Scheduling each day'));
    expect(await screen.findByText('Itinerary itn_42')).toBeTruthy();

    const sent = JSON.parse(server.requests.find((r) => r.url === '/api/itineraries/generate')!.body);
    expect(sent.request).toMatchObject({
      destinations: [{ kind: 'city', cityId: 'lisbon' }],
      startDate: '2026-12-10',
      days: 3,
      interests: [{ tag: 'food', weight: 1 }],
    });
  });

  it('shows the conflicts of an infeasible request and retries with a one-click relaxation', async () => {
    infeasibleFirst = true;
    renderView();
    await chooseLisbon();
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-12-12' } });
    fireEvent.change(screen.getByLabelText('Budget'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate itinerary' }));

    const heading = await screen.findByRole('heading', { name: 'No plan fits every constraint' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('The cheapest plan costs €610, over your €0 budget.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply and regenerate: Raise the budget to €610' }));
    expect(await screen.findByText('Itinerary itn_42')).toBeTruthy();
    const bodies = server.requests.filter((r) => r.url === '/api/itineraries/generate').map((r) => JSON.parse(r.body));
    expect(bodies).toHaveLength(2);
    expect(bodies[1].request.budget).toEqual({ amount: 61000, currency: 'EUR' });
  });
});
