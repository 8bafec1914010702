import { describe, expect, it } from 'vitest';
import { haversineKm } from '../src/core/geo/distance';
import { parseHHMM } from '../src/core/time/dates';
import { openIntervals } from '../src/core/time/opening-hours';
import { loadDestinations } from './load';

/**
 * Day-trip access (a place's "access": how it is reached from the centre by the region's transport) is data the
 * planner and the checker both trust, so it is held to physical and internal consistency here.
 */
const destinations = loadDestinations();
const withAccess = destinations.flatMap((d) => d.places.filter((p) => p.access).map((p) => ({ d, p, a: p.access! })));

describe('day-trip access data', () => {
  it('covers Machu Picchu by rail, the Sacred Valley sites by road from Cusco, and an island by ferry', () => {
    const ids = new Map(withAccess.map((x) => [x.p.id, x.a.mode]));
    expect(ids.get('cusco-machu-picchu')).toBe('rail');
    const road = ['cusco-pisac', 'cusco-ollantaytambo', 'cusco-chinchero', 'cusco-moray', 'cusco-maras', 'cusco-tipon'];
    // Vinicunca and Humantay: pooled tour minibuses from Cusco before dawn.
    for (const id of [...road, 'cusco-rainbow-mountain', 'cusco-humantay']) expect(ids.get(id), id).toBe('road');
    expect(ids.get('auckland-tiritiri-matangi')).toBe('ferry');
  });

  it.each(withAccess.map((x) => [x.p.id, x] as const))('%s: plausible door-to-door time, sourced, within its hours', (_id, { d, p, a }) => {
    const km = haversineKm(d.coordinates, p.coordinates);
    // Mountain roads and rail: between 12 and 50 km/h as the crow flies, door to door (connections included).
    expect(km / (a.minutes / 60)).toBeGreaterThan(12);
    expect(km / (a.minutes / 60)).toBeLessThan(50);
    expect(a.sources.length).toBeGreaterThan(0);
    const first = a.firstArrival ? parseHHMM(a.firstArrival) : 0;
    const last = a.lastDeparture ? parseHHMM(a.lastDeparture) : 1440;
    // Some open stretch on an ordinary weekday leaves the whole visit between the first arrival and the last departure.
    const open = openIntervals(p.openingHours, '2026-07-08', { countryCode: d.country });
    expect(open.some(([s, e]) => Math.min(e, last) - Math.max(s, first) >= p.visitMinutes)).toBe(true);
  });

  it('keeps a hub consistent: one mode and time per hub, and only its sights carry a fare (a restaurant there rides with them)', () => {
    const hubs = new Map<string, typeof withAccess>();
    for (const x of withAccess) hubs.set(`${x.d.id}/${x.a.hub}`, [...(hubs.get(`${x.d.id}/${x.a.hub}`) ?? []), x]);
    for (const [hub, xs] of hubs) {
      expect(new Set(xs.map((x) => `${x.a.mode}/${x.a.minutes}`)).size, hub).toBe(1);
      expect(xs.some((x) => x.p.category !== 'food' && x.a.fare > 0) || xs.every((x) => x.a.fareInPrice), hub).toBe(true);
      for (const x of xs.filter((y) => y.p.category === 'food')) expect(x.a.fare, x.p.id).toBe(0);
      // A ticket that includes the way there (a reef boat, a safari) carries no fare on top, and is priced: not free.
      for (const x of xs.filter((y) => y.a.fareInPrice)) expect([x.a.fare, x.p.price > 0], x.p.id).toEqual([0, true]);
      // Places of one hub are together: within 12 km of each other.
      for (const x of xs) for (const y of xs) expect(haversineKm(x.p.coordinates, y.p.coordinates), hub).toBeLessThan(12);
    }
  });
});
