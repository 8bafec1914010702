// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { routeRelativeFetchTo, sendJson, startTestServer } from '../../../lib/test-http-server';
import { AnalysisScreen } from './analysis-screen';

const CITIES = [
  ['lisbon', 'Lisbon', 'PT'],
  ['bangkok', 'Bangkok', 'TH'],
  ['tokyo', 'Tokyo', 'JP'],
].map(([id, name, country]) => ({ id, name, country, coordinates: { lat: 0, lon: 0 }, radiusKm: 10, timeZone: 'UTC', placeCount: 1 }));

let server: Awaited<ReturnType<typeof startTestServer>>;
const realFetch = globalThis.fetch;
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/api/map-destinations')
      return sendJson(res, 200, { success: true, data: CITIES, meta: { timestamp: 't', requestId: 'r' } });
    // The comparison itself is not what these tests read: the URL is.
    sendJson(res, 404, { success: false, error: { code: 'NOT_FOUND', message: 'not here' } });
  });
  routeRelativeFetchTo(server.origin);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await server.close();
});
afterEach(cleanup);

async function renderScreen(url = '/vertex-analysis') {
  const router = createMemoryRouter([{ path: '/vertex-analysis', element: <AnalysisScreen /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getAllByRole('option', { name: /Tokyo/ })).toHaveLength(3));
  const query = () => new URLSearchParams(router.state.location.search);
  return { router, query };
}

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AnalysisScreen: the choice lives in the URL', () => {
  it('keeps all three destinations chosen one after another before the page re-renders', async () => {
    const { query } = await renderScreen();
    await act(async () => {
      choose('Destination 1', 'lisbon');
      choose('Destination 2', 'bangkok');
      choose('Destination 3', 'tokyo');
    });
    await waitFor(() => expect(query().get('d')).toBe('lisbon,bangkok,tokyo'));
    expect(screen.getByLabelText<HTMLSelectElement>('Destination 3').value).toBe('tokyo');
  });

  it('a currency changed right after the third choice keeps that choice', async () => {
    const { query } = await renderScreen('/vertex-analysis?d=lisbon,bangkok');
    await act(async () => {
      choose('Destination 3', 'tokyo');
      choose('Currency', 'USD');
    });
    await waitFor(() => expect(query().get('cur')).toBe('USD'));
    expect(query().get('d')).toBe('lisbon,bangkok,tokyo');
  });

  it('after going back, the next choice builds on the query shown, not on the one left', async () => {
    const { router, query } = await renderScreen('/vertex-analysis?d=lisbon');
    await act(async () => choose('Destination 2', 'bangkok'));
    await waitFor(() => expect(query().get('d')).toBe('lisbon,bangkok'));
    await act(async () => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Destination 2').value).toBe(''));
    await act(async () => choose('Currency', 'JPY'));
    await waitFor(() => expect(query().get('cur')).toBe('JPY'));
    expect(query().get('d')).toBe('lisbon');
  });
});
