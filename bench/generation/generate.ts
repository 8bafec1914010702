// One generation through the real API, shared by bench/generation/run.ts (sizes, on an idle server) and its load
// process (bench/generation/load.ts). Each Free-plan user may generate 10 times a month: `tokens` are used in turn
// from `first`, 10 generations each, and `generate` answers null once every allowance is spent.
import type { TripRequestInput } from '../../src/core/trip-request/schema';

export const PER_USER = 10;

export function tripOf(days: number): TripRequestInput {
  return {
    destinations:
      days >= 7
        ? [
            { kind: 'city', cityId: 'lisbon' },
            { kind: 'city', cityId: 'porto' },
          ]
        : [{ kind: 'city', cityId: 'lisbon' }],
    startDate: '2030-05-06',
    days,
    travellers: { adults: 2, childAges: [], pets: 0 },
    budget: { amount: 150_000 * days, currency: 'EUR' },
  };
}

export function generator(base: string, tokens: string[], first = 0) {
  let next = first;
  /** Time to a saved itinerary (ms), or null once every user's allowance is spent. */
  async function generate(days: number): Promise<number | null> {
    if (next >= tokens.length * PER_USER) return null;
    const bearer = tokens[next++ % tokens.length]!;
    const started = performance.now();
    const res = await fetch(`${base}/api/itineraries/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ request: tripOf(days) }),
    });
    if (res.status !== 201) throw new Error(`generate ${days} days: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    return performance.now() - started;
  }
  return { generate, used: () => next };
}
