import type { FastifyInstance } from 'fastify';
import type { ItineraryDetail } from '../../../../core/api/trips';
import type { TripRequestInput } from '../../../../core/trip-request/schema';
import type { Principal } from '../../auth/testing/principals';

/** A small trip that plans in a few hundred ms with the curated data (buildX-style factory). */
export function buildTripRequest(overrides: Partial<TripRequestInput> = {}): TripRequestInput {
  return {
    destinations: [{ kind: 'city', cityId: 'lisbon' }],
    startDate: '2030-05-06', // a Monday
    days: 3,
    travellers: { adults: 2, childAges: [], pets: 0 },
    budget: { amount: 300_000, currency: 'EUR' },
    ...overrides,
  };
}

export const bearer = (p: Principal) => ({ authorization: `Bearer ${p.token}` });

/** Generates an itinerary through the real endpoint (JSON mode) and returns its detail. */
export async function generateItinerary(
  app: FastifyInstance,
  p: Principal,
  overrides: Partial<TripRequestInput> = {},
  title?: string,
): Promise<ItineraryDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/itineraries/generate',
    headers: bearer(p),
    payload: { request: buildTripRequest(overrides), ...(title ? { title } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`generate failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return res.json().data.itinerary as ItineraryDetail;
}

/** POST /api/itineraries/parse through the real endpoint (the reader, names resolved on the curated data). */
export function parseText(app: FastifyInstance, p: Principal, text: string, today = '2030-01-01') {
  return app.inject({ method: 'POST', url: '/api/itineraries/parse', headers: bearer(p), payload: { text, today } });
}

/** Lines of an NDJSON body. */
export function ndjson(body: string): Array<Record<string, unknown>> {
  return body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
