import { describe, expect, it } from 'vitest';
import { planTrip } from '../../../src/core/planner/index';
import { scoreQuery } from '../eval/metrics';
import { buildDb, buildQuery } from '../eval/test-fixtures';
import { createTravelPlannerCatalog, parseDurationMinutes } from './catalog';
import { tpFieldsFromRequest } from './from-request';
import { uniquelyNamed } from './names';
import { renderPlan, transportText } from './render';
import { tripRequestFromQuery, withTravelPlannerConventions } from './request';

describe('TravelPlanner adapter', () => {
  it('keeps only rows whose name the evaluator will read back as that row', () => {
    const rows = [
      { name: 'Cafe Coffee Day', city: 'Albany' },
      { name: 'Cafe Coffee Day The Square', city: 'Albany' },
      { name: 'Twin', city: 'Albany' },
      { name: 'Twin', city: 'Albany' },
      { name: 'Cafe Coffee Day', city: 'Reno' },
      { name: 'LOVE NYC\nNEAR THE PARK', city: 'Albany' },
    ];
    expect(uniquelyNamed(rows).map((r) => `${r.name}|${r.city}`)).toEqual([
      'Cafe Coffee Day The Square|Albany',
      'Cafe Coffee Day|Reno',
      'LOVE NYC\nNEAR THE PARK|Albany',
    ]);
  });

  it('turns durations, vehicle prices and house rules into catalog terms', () => {
    expect(parseDurationMinutes('13 hours 29 mins')).toBe(809);
    expect(parseDurationMinutes('1 hour 9 mins')).toBe(69);
    expect(parseDurationMinutes('51 mins')).toBe(51);
    const db = buildDb();
    const catalog = createTravelPlannerCatalog({
      origin: 'Springfield',
      tables: { ...db, ground: new Map() },
      cities: ['Lakeside'],
      distance: db.distance,
      cityState: db.cityState,
    });
    const options = catalog.connections('Lakeside', 'Springfield', '2022-03-03');
    expect(options.find((o) => o.mode === 'flight')).toMatchObject({
      service: 'F200',
      price: 15000,
      priceUnit: 'person',
      departure: '18:00',
    });
    // int(1021.5 * 0.05) = 51 per car of 5; int(1021.5) = 1021 per taxi of 4
    expect(options.find((o) => o.mode === 'self-drive')).toMatchObject({ price: 5100, priceUnit: 'vehicle', vehicleCapacity: 5 });
    expect(options.find((o) => o.mode === 'taxi')).toMatchObject({ price: 102100, vehicleCapacity: 4 });
    // A drive counted in days is not a valid leg for the evaluator.
    expect(catalog.connections('Lakeside', 'Far Away', '2022-03-02')).toEqual([]);
    expect(catalog.lodgings('Lakeside').find((l) => l.name === 'Shared Bunk')).toMatchObject({
      roomType: 'shared',
      forbids: ['parties', 'pets'],
    });
  });

  it('writes transport the way the evaluator reads it', () => {
    const base = {
      id: 't',
      kind: 'transfer' as const,
      scope: 'intercity' as const,
      cityId: 'A',
      timeZone: 'UTC',
      reason: '',
      endTimeZone: 'UTC',
      fromCityId: 'Lakeside',
      toCityId: 'Springfield',
    };
    expect(
      transportText({
        ...base,
        mode: 'flight',
        service: 'F1',
        startMinute: 1262,
        endMinute: 1447,
        cost: 0,
        durationMinutes: 185,
        distanceKm: 800,
      }),
    ).toBe('Flight Number: F1, from Lakeside to Springfield, Departure Time: 21:02, Arrival Time: 00:07');
    expect(
      transportText({ ...base, mode: 'self-drive', startMinute: 0, endMinute: 0, cost: 5100, durationMinutes: 192, distanceKm: 1021.5 }),
    ).toBe('Self-driving, from Lakeside to Springfield, duration: 3 hours 12 mins, distance: 1,021.5 km, cost: 51');
  });

  it('a structured query round-trips through the request', () => {
    const q = buildQuery({
      level: 'hard',
      local_constraint: { 'house rule': 'pets', cuisine: ['Mexican'], 'room type': 'entire room', transportation: 'no flight' },
    });
    const back = tpFieldsFromRequest(tripRequestFromQuery(q));
    expect(back).toMatchObject({
      org: q.org,
      dest: q.dest,
      days: 3,
      visiting_city_number: 1,
      people_number: 2,
      budget: 2000,
      date: q.date,
    });
    expect(back.local_constraint).toEqual(q.local_constraint);
  });

  it('plans a small hand-made query end to end and the port passes it', () => {
    const db = buildDb();
    const q = buildQuery({ budget: 1400 });
    const catalog = createTravelPlannerCatalog({
      origin: 'Springfield',
      tables: { ...db, ground: new Map() },
      cities: ['Lakeside'],
      distance: db.distance,
      cityState: db.cityState,
    });
    const result = planTrip(withTravelPlannerConventions(tripRequestFromQuery(q)), catalog, { relaxations: false });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const scored = scoreQuery(q, renderPlan(result.plan), db);
    expect(Object.values(scored.commonsense!).every((v) => v[0] === true)).toBe(true);
    expect(Object.values(scored.hard!).every((v) => v[0] !== false)).toBe(true);
  });
});
