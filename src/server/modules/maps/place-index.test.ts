import { describe, expect, it } from 'vitest';
import { MapHighlightsQuerySchema, type MapHighlightsQuery } from '../../../core/api/maps';
import { matchesInterest } from '../../../core/places/interests';
import { isPlaceOpenAt } from '../../../core/places/open-state';
import { localWallTime } from '../../../core/time/dates';
import { holidays } from '../places/calendar';
import { newKnowledgeBase, type KbPlace, type KnowledgeBase } from '../places/knowledge-base';
import { presentPlaceSummary } from '../places/places.presenter';
import { mapHighlights, mapHighlightsJson } from './highlights';
import { inBox, PlaceIndex, placeIndex } from './place-index';

const kb = newKnowledgeBase();
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pickOf = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
const wrap = (lon: number) => (lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);

/** A random box near a place (some with a place exactly on an edge, some across the date line, some huge). */
function randomBox(i: number): [number, number, number, number] {
  const { lat, lon } = pickOf(kb.everyPlace).place.coordinates;
  const span = [0.005, 0.05, 0.5, 3, 20, 90, 200][i % 7]!;
  if (i % 9 === 0) return [100 + rnd() * 80, -90 + rnd() * 80, -180 + rnd() * 80, 10 + rnd() * 80]; // across the date line
  if (i % 13 === 0) return [lon, -90, wrap(lon - 1), 90]; // all but a sliver, across the date line
  if (i % 11 === 0) return [lon, lat, Math.min(180, lon + span), Math.min(90, lat + span)]; // a place on the corner
  const south = Math.max(-90, lat - span * rnd());
  return [wrap(lon - span * rnd()), south, wrap(lon + span * rnd()), Math.min(90, lat + span * rnd() + 1e-6)];
}

/** The brute-force answer the old code gave: every place scanned, string cell keys, objects serialized. */
function reference(base: KnowledgeBase, q: MapHighlightsQuery, nowMs: number) {
  const holiday = holidays();
  const inside = base.everyPlace.filter(
    ({ place: p, destination: d }) =>
      inBox(q.bbox, p.coordinates) &&
      (!q.category || p.category === q.category) &&
      (!q.interest || matchesInterest(p, q.interest)) &&
      (q.maxPrice === undefined || p.price <= q.maxPrice) &&
      (!q.openAt || isPlaceOpenAt(p, d.country, q.openAt, holiday)) &&
      (!q.openNow || isPlaceOpenAt(p, d.country, localWallTime(nowMs, d.timeZone), holiday)),
  );
  const clustered = q.zoom < 11 || inside.length > q.limit;
  const place = (p: KbPlace) => ({ type: 'place', place: presentPlaceSummary(p) });
  if (!clustered) {
    const top = [...inside].sort((a, b) => b.place.popularity - a.place.popularity).slice(0, q.limit);
    return { zoom: q.zoom, clustered, total: inside.length, features: top.map(place) };
  }
  const cell = 360 / 2 ** (q.zoom + 3);
  const cells = new Map<string, KbPlace[]>();
  for (const p of inside) {
    const key = `${Math.floor(p.place.coordinates.lat / cell)}:${Math.floor(p.place.coordinates.lon / cell)}`;
    (cells.get(key) ?? cells.set(key, []).get(key)!).push(p);
  }
  const features = [...cells.values()].map((group) => {
    if (group.length === 1) return place(group[0]!);
    const lat = group.reduce((s, p) => s + p.place.coordinates.lat, 0) / group.length;
    const lon = group.reduce((s, p) => s + p.place.coordinates.lon, 0) / group.length;
    const top = group.reduce((a, b) => (b.place.popularity > a.place.popularity ? b : a));
    const coordinates = { lat: Math.round(lat * 1e5) / 1e5, lon: Math.round(lon * 1e5) / 1e5 };
    return { type: 'cluster', coordinates, count: group.length, topPlaceId: top.place.id };
  });
  return { zoom: q.zoom, clustered, total: inside.length, features: features.slice(0, q.limit) };
}

describe('the map position index', () => {
  it('finds exactly the places a scan of every place finds, in list order, for many boxes (date line, edges, poles)', () => {
    const index = placeIndex(kb.everyPlace);
    // The same places in a random order: runs of consecutive places then span the world, and must still be exact.
    const shuffled = [...kb.everyPlace].sort(() => rnd() - 0.5);
    const scattered = new PlaceIndex(shuffled);
    let nonEmpty = 0;
    for (let i = 0; i < 1500; i++) {
      const box = randomBox(i);
      const expected = kb.everyPlace.flatMap((p, k) => (inBox(box, p.place.coordinates) ? [k] : []));
      expect(index.query(box), box.join(',')).toEqual(expected);
      expect(scattered.query(box)).toEqual(shuffled.flatMap((p, k) => (inBox(box, p.place.coordinates) ? [k] : [])));
      if (expected.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(1000);
    expect(index.query([-180, -90, 180, 90]).length).toBe(kb.everyPlace.length);
    expect(index.query([179.9, -90, -179.9, 90]).length).toBeLessThan(kb.everyPlace.length);
  });

  it('is rebuilt for a new knowledge-base version: a moved place is found at its new position only', () => {
    const base = newKnowledgeBase();
    const { place, destination } = base.everyPlace[0]!;
    const before = placeIndex(base.everyPlace);
    const moved = { ...place, coordinates: { lat: -45.5, lon: -150.5 } };
    base.setImported([{ destinationId: destination.id, data: moved }]);
    const index = placeIndex(base.everyPlace);
    expect(index).not.toBe(before);
    const ids = (box: [number, number, number, number]) => index.query(box).map((k) => base.everyPlace[k]!.place.id);
    expect(ids([-151, -46, -150, -45])).toContain(place.id);
    const { lat, lon } = place.coordinates;
    expect(ids([lon - 1e-4, lat - 1e-4, lon + 1e-4, lat + 1e-4])).not.toContain(place.id);
  });
});

describe('map highlights from the index', () => {
  it('answer what the brute-force scan answers, with every filter; the JSON is JSON.stringify of it, and its digest tells', () => {
    const now = Date.UTC(2026, 5, 3, 9, 17);
    const jsonOf = new Map<string, string>();
    const digestOf = new Map<string, string>();
    for (let i = 0; i < 800; i++) {
      const raw: Record<string, string> = {
        bbox: randomBox(i)
          .map((n) => n.toFixed(4))
          .join(','),
        zoom: String(Math.floor(rnd() * 18)),
      };
      if (i % 7 === 0) raw.zoom = (rnd() * 22).toFixed(2);
      if (i % 3 === 0) raw.category = pickOf(['museum', 'food', 'landmark', 'nature']);
      if (i % 5 === 0) raw.interest = pickOf(['art', 'family', 'views']);
      if (i % 4 === 0) raw.maxPrice = String(Math.floor(rnd() * 3000));
      if (i % 6 === 0) raw.openAt = `2026-0${1 + (i % 9)}-1${i % 10}T${String(i % 24).padStart(2, '0')}:30`;
      if (i % 10 === 0) raw.openNow = 'true';
      if (i % 2 === 0) raw.limit = String(1 + Math.floor(rnd() * 300));
      const parsed = MapHighlightsQuerySchema.safeParse(raw);
      if (!parsed.success) continue;
      const got = mapHighlights(kb, parsed.data, now);
      expect(got, JSON.stringify(raw)).toEqual(reference(kb, parsed.data, now));
      const { json, digest } = mapHighlightsJson(kb, parsed.data, now);
      expect(json).toBe(JSON.stringify(got));
      expect(jsonOf.get(digest) ?? json).toBe(json); // equal digests only for equal JSON (the ETag's basis)
      expect(digestOf.get(json) ?? digest).toBe(digest);
      jsonOf.set(digest, json);
      digestOf.set(json, digest);
    }
    expect(jsonOf.size).toBeGreaterThan(300);
  });
});
