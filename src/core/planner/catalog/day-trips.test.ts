import { describe, expect, it } from 'vitest';
import { loadDestinations } from '../../../../data/load';
import { checkPlan } from '../../feasibility';
import { planTrip } from '../index';
import { planWithMustSee as planOne } from '../testing/must-see';
import type { Catalog } from '../catalog-types';
import { createCuratedCatalog } from './curated-catalog';
import { EARLY_DEPARTURE_MINUTE, LUNCH_THERE_MIN_AWAY, LUNCH_THERE_MIN_VISIT, estimatedAccess, estimatedAccessNote } from './day-trips';
import { formatMinute } from '../../time/dates';

const all = loadDestinations();
const euro = all.filter((d) => d.currency === 'EUR');
const place = (cityId: string, placeId: string) => {
  const d = all.find((x) => x.id === cityId)!;
  return { d, p: d.places.find((x) => x.id === placeId)! };
};
const usd = (major: number) => Math.round(major * 92);
const catalog = createCuratedCatalog(euro, { currency: 'EUR', rates: { USD: 0.92 } });

const planWithMustSee = (cityId: string, placeId: string) => planOne(catalog, cityId, placeId);

describe('day trips without sourced access (decision 036)', () => {
  it('are reached by the labelled coach estimate, fare there and back and lunch in the price', () => {
    const { d, p } = place('barcelona', 'barcelona-girona-old-town');
    const e = estimatedAccess(d, p, usd, 1500)!;
    // Girona is about 85 km from Barcelona as the crow flies: about two hours by coach, not the street model's five.
    expect(e.access).toMatchObject({ hub: p.id, mode: 'road', estimated: true, meals: ['lunch'] });
    expect(e.access.minutes).toBeGreaterThan(100);
    expect(e.access.minutes).toBeLessThan(150);
    const km = Math.round(85 * 1.2);
    expect(e.extraPrice).toBeGreaterThanOrEqual(2 * usd(8 + 0.06 * (km - 5)) + 1500);
  });

  it('leave sourced access, near places and other categories as they are', () => {
    const cusco = place('cusco', 'cusco-machu-picchu');
    expect(estimatedAccess(cusco.d, cusco.p, usd, 1500)).toBeUndefined();
    const fiesole = place('florence', 'florence-fiesole');
    expect(estimatedAccess(fiesole.d, fiesole.p, usd, 1500)).toBeUndefined();
    const louvre = place('paris', all.find((x) => x.id === 'paris')!.places.find((x) => x.category !== 'day-trip')!.id);
    expect(estimatedAccess(louvre.d, louvre.p, usd, 1500)).toBeUndefined();
    // No USD rate, no estimate: nothing is priced in a currency the catalog cannot convert.
    const { d, p } = place('barcelona', 'barcelona-girona-old-town');
    expect(estimatedAccess(d, p, null, 1500)).toBeUndefined();
  });

  it('a must-see day trip plans, says how it is reached, and passes the checker without a restaurant lunch that day', () => {
    const { request, plan, day, visit } = planWithMustSee('barcelona', 'barcelona-girona-old-town');
    expect(visit.reason).toMatch(
      /by regional coach or train \(estimated, no timetable on file; the fare is in the price\); a casual lunch/,
    );
    expect(day.items.some((i) => i.kind === 'meal' && i.meal === 'lunch')).toBe(false);
    expect(day.items.some((i) => i.kind === 'meal' && i.meal === 'dinner')).toBe(true);
    expect(checkPlan(request, plan, catalog).feasible).toBe(true);
  });

  it('a shorter visit on a day long enough away has lunch there too (Scenic World: 3 h there, 2 h each way from Sydney)', () => {
    const aud = createCuratedCatalog(
      all.filter((d) => d.currency === 'AUD'),
      { currency: 'AUD', rates: { USD: 1.5 } },
    );
    const scenic = aud.attractions('sydney').find((a) => a.id === 'sydney-scenic-world')!;
    expect(scenic.visitMinutes).toBeLessThan(LUNCH_THERE_MIN_VISIT);
    expect(scenic.visitMinutes + 2 * scenic.access!.minutes).toBeGreaterThanOrEqual(LUNCH_THERE_MIN_AWAY);
    expect(scenic.access).toMatchObject({ estimated: true, meals: ['lunch'], lunchThere: true });
    // Without it no lunch fitted in the city on either side of the trip, and the must-see could not be planned.
    const { request, plan, day } = planOne(aud, 'sydney', 'sydney-scenic-world');
    expect(day.items.some((i) => i.kind === 'meal' && i.meal === 'lunch')).toBe(false);
    expect(checkPlan(request, plan, aud).feasible).toBe(true);
    // A short trip near the city keeps its lunch in the city: Featherdale, 40 km out.
    const near = aud.attractions('sydney').find((a) => a.id === 'sydney-featherdale')!;
    expect(near.visitMinutes + 2 * (near.access?.minutes ?? 0)).toBeLessThan(LUNCH_THERE_MIN_AWAY);
    expect(near.access?.lunchThere).toBeUndefined();
  });

  it('a lunch there counts only while the visit spans lunch time; else the day gets a restaurant lunch', () => {
    // Ostia Antica as if it opened only in the afternoon: four hours there from 15:00 is no lunch (Rome lunches 12:30-14:30).
    const id = 'rome-ostia-antica';
    const late: Catalog = {
      ...catalog,
      attractions: (cityId) => catalog.attractions(cityId).map((a) => (a.id === id ? { ...a, openingHours: 'Mo-Su 15:00-19:30' } : a)),
    };
    expect(late.attractions('rome').find((a) => a.id === id)!.access).toMatchObject({ meals: ['lunch'], lunchThere: true });
    const { request, plan, day, visit } = planOne(late, 'rome', id);
    expect(visit.startMinute).toBeGreaterThanOrEqual(15 * 60);
    const lunch = day.items.find((i) => i.kind === 'meal' && i.meal === 'lunch');
    expect(lunch).toMatchObject({ cityId: 'rome' });
    expect(checkPlan(request, plan, late).feasible).toBe(true);

    // Without that lunch the checker says why the trip is not it.
    const noLunch = { ...plan, days: plan.days.map((d) => (d === day ? { ...d, items: d.items.filter((i) => i !== lunch) } : d)) };
    const meals = checkPlan(request, noLunch, late).checks.find((c) => c.id === 'meals')!;
    expect(meals.violations).toContainEqual(
      expect.objectContaining({
        message: `Day ${day.day} has no lunch: Ostia Antica is not out at lunch time (12:30-14:30)`,
        itemId: visit.id,
      }),
    );
    // At its real hours the same trip is the day's lunch.
    const { day: usual } = planOne(catalog, 'rome', id);
    expect(usual.items.some((i) => i.kind === 'meal' && i.meal === 'lunch')).toBe(false);
  });

  it('says a short way there in minutes (Versailles, about 17 km out)', () => {
    const { d, p } = place('paris', 'paris-palace-of-versailles');
    const e = estimatedAccess(d, p, usd, 1500)!;
    expect(e.access.minutes).toBeLessThan(60);
    expect(estimatedAccessNote(e.access)).toBe(
      `about ${e.access.minutes} min each way by regional coach or train (estimated, no timetable on file; the fare is in the price); ` +
        'a casual lunch there is in the price',
    );
  });

  it('a long one leaves with the first services, 07:00, and only its own day starts early (Neuschwanstein from Munich)', () => {
    const { d, p } = place('munich', 'munich-neuschwanstein-castle');
    const e = estimatedAccess(d, p, usd, 1500)!;
    // Eight hours there and more than two each way: it never fits between 09:00 and the castle's closing.
    expect(2 * e.access.minutes + p.visitMinutes).toBeGreaterThan(540 + 120);
    expect(e.access.firstArrival).toBe(formatMinute(EARLY_DEPARTURE_MINUTE + e.access.minutes));
    // A short trip keeps the day's usual start.
    const versailles = place('paris', 'paris-palace-of-versailles');
    expect(estimatedAccess(versailles.d, versailles.p, usd, 1500)!.access.firstArrival).toBeUndefined();

    const { request, plan, day, visit } = planWithMustSee('munich', p.id);
    expect(visit.reason).toMatch(/leave your lodging by 0[78]:\d\d; about 2\.\d h each way by regional coach or train \(estimated/);
    expect(day.items[0]!.startMinute).toBeLessThan(9 * 60);
    // Every other day starts at the usual time.
    for (const other of plan.days.filter((x) => x !== day)) expect(other.items[0]!.startMinute).toBeGreaterThanOrEqual(9 * 60);
    expect(checkPlan(request, plan, catalog).feasible).toBe(true);
  });

  it('a long day trip the planner picks by itself leaves the rest of its day light (Dublin, a week from 31 December)', () => {
    const request = {
      destinations: [{ kind: 'city' as const, cityId: 'dublin' }],
      startDate: '2026-12-31',
      days: 7,
      travellers: { adults: 2, childAges: [], pets: 0 },
    };
    const result = planTrip(request, catalog);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const pace = checkPlan(request, result.plan, catalog).checks.find((c) => c.id === 'pace');
    expect(pace?.violations ?? []).toEqual([]);
    expect(pace?.status).toBe('pass');
  });
});
