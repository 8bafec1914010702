import { describe, expect, it } from 'vitest';
import { loadDestinations } from '../../../../data/load';
import { checkPlan } from '../../feasibility';
import { accessLeg } from '../../time/access';
import type { LocalMode } from '../../trip-request/schema';
import { planTrip } from '../index';
import { mustSeeRequest } from '../testing/must-see';
import { createCuratedCatalog } from './curated-catalog';

/** Day trips with sourced access (data: "access"), beside Cusco's: the way there is known, not estimated. */
const all = loadDestinations();
const catalogIn = (currency: string, usd: number) =>
  createCuratedCatalog(
    all.filter((d) => d.currency === currency),
    { currency, rates: { USD: usd } },
  );
const yen = catalogIn('JPY', 150);
const nzd = catalogIn('NZD', 1.7);
const aed = catalogIn('AED', 3.67);
const aud = catalogIn('AUD', 1.5);

function planWithMustSee(catalog: ReturnType<typeof catalogIn>, cityId: string, placeId: string, local?: LocalMode[]) {
  const request = mustSeeRequest(cityId, placeId, local);
  return { request, result: planTrip(request, catalog) };
}

describe('sourced day trips', () => {
  it('Hakone by the Romancecar: lunch there in the price, no restaurant lunch that day, and the checker agrees', () => {
    const hakone = yen.attractions('tokyo').find((a) => a.id === 'tokyo-hakone')!;
    const data = all.find((d) => d.id === 'tokyo')!;
    const place = data.places.find((p) => p.id === 'tokyo-hakone')!;
    // The Free Pass, the limited-express ticket there and back, and a budget lunch (JPY has no minor units).
    expect(hakone.price).toBe(place.price + 2 * place.access!.fare + data.costs.meal.budget);
    expect(hakone.access).toMatchObject({ hub: 'hakone', mode: 'rail', minutes: 110, meals: ['lunch'], lunchThere: true });

    const { request, result } = planWithMustSee(yen, 'tokyo', 'tokyo-hakone');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const day = result.plan.days.find((d) => d.items.some((i) => i.kind === 'visit' && i.placeId === 'tokyo-hakone'))!;
    const visit = day.items.find((i) => i.kind === 'visit' && i.placeId === 'tokyo-hakone')!;
    // The reason says how to get there, in the data's words.
    expect(visit.reason).toMatch(/a casual lunch there is in the price\. Metro or JR to Shinjuku, then the Odakyu Romancecar/);
    expect(day.items.some((i) => i.kind === 'meal' && i.meal === 'lunch')).toBe(false);
    expect(checkPlan(request, result.plan, yen).feasible).toBe(true);
  });

  it('Tiritiri Matangi by the morning ferry: needs public transport, so a taxi-only trip cannot reach it', () => {
    const island = nzd.attractions('auckland').find((a) => a.id === 'auckland-tiritiri-matangi')!;
    expect(island.access).toMatchObject({ mode: 'ferry', firstArrival: '10:15', lastDeparture: '15:30' });
    expect(accessLeg(undefined, island.access, ['taxi'])).toBeNull();
    expect(accessLeg(undefined, island.access, ['transit'])).toEqual({ mode: 'transit', minutes: 75 });

    const { request, result } = planWithMustSee(nzd, 'auckland', island.id);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const visit = result.plan.days.flatMap((d) => d.items).find((i) => i.kind === 'visit' && i.placeId === island.id)!;
    // On the island from the ferry's arrival until it leaves.
    expect(visit.startMinute).toBeGreaterThanOrEqual(10 * 60 + 15);
    expect(visit.endMinute).toBeLessThanOrEqual(15 * 60 + 30);
    expect(checkPlan(request, result.plan, nzd).feasible).toBe(true);
    const taxiOnly = planWithMustSee(nzd, 'auckland', island.id, ['taxi', 'walk']).result;
    expect(taxiOnly.status).toBe('infeasible');
  });

  it('the Mount Batur sunrise trek: its day alone starts at the trailhead before dawn, breakfast on the summit', () => {
    const idr = catalogIn('IDR', 16000);
    const isTrek = (i: { kind: string; placeId?: string }) => i.kind === 'visit' && i.placeId === 'ubud-mount-batur';
    const { request, result } = planWithMustSee(idr, 'ubud', 'ubud-mount-batur');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const day = result.plan.days.find((d) => d.items.some(isTrek))!;
    const [out, trek] = day.items;
    expect(out).toMatchObject({ kind: 'transfer', operator: 'tour' });
    expect(isTrek(trek!)).toBe(true);
    expect(trek!.startMinute).toBeGreaterThanOrEqual(4 * 60);
    expect(trek!.endMinute).toBeLessThanOrEqual(9 * 60 + 30);
    expect(trek).toMatchObject({ reason: expect.stringMatching(/breakfast on the way comes with the tour/) });
    for (const other of result.plan.days.filter((d) => d !== day)) expect(other.items[0]!.startMinute).toBeGreaterThanOrEqual(9 * 60);
    const report = checkPlan(request, result.plan, idr);
    expect(report.feasible).toBe(true);
    expect(report.checks.find((c) => c.id === 'day-window')?.reason).toMatch(/day \d starts at 04:\d\d at Mount Batur Sunrise Trek/);

    // Days the traveller said start at 09:00 hold for the trek too: the answer names the start it needs.
    const stated = { ...mustSeeRequest('ubud', 'ubud-mount-batur'), pace: { preset: 'balanced' as const, dayStart: '09:00' } };
    const refused = planTrip(stated, idr);
    expect(refused.status).toBe('infeasible');
    if (refused.status !== 'infeasible') return;
    expect(refused.conflicts[0]?.message).toMatch(
      /Mount Batur Sunrise Trek needs 300 min plus 1 h 20 min each way from Ubud.*start your days by 04:30/,
    );
    // And a plan the traveller did not ask it for never puts a visit before the start they set.
    const long = { destinations: [{ kind: 'city' as const, cityId: 'ubud' }], startDate: '2027-06-07', days: 10 };
    const own = planTrip(
      { ...long, travellers: { adults: 2, childAges: [], pets: 0 }, pace: { preset: 'balanced' as const, dayStart: '09:00' } },
      idr,
    );
    expect(own.status).toBe('ok');
    if (own.status !== 'ok') return;
    const visits = own.plan.days.flatMap((d) => d.items.filter((i) => i.kind === 'visit'));
    expect(Math.min(...visits.map((v) => v.startMinute))).toBeGreaterThanOrEqual(9 * 60);
  });

  it('Milford Sound by coach tour: the coach leaves before the usual start and the tour is the way there and back', () => {
    const { request, result } = planWithMustSee(nzd, 'queenstown', 'queenstown-milford-sound');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const day = result.plan.days.find((d) => d.items.some((i) => i.kind === 'visit' && i.placeId === 'queenstown-milford-sound'))!;
    const [out, visit] = day.items;
    expect(out).toMatchObject({ kind: 'transfer', operator: 'tour' });
    expect(out!.startMinute).toBe(7 * 60);
    expect(visit!.reason).toMatch(/leave your lodging by 07:00 \(about 5 h each way\); lunch on the way comes with the tour/);
    expect(checkPlan(request, result.plan, nzd).feasible).toBe(true);
  });

  it('an evening desert safari: dinner comes with the tour, no lunch is claimed there, and the day keeps its lunch in the city', () => {
    const safari = aed.attractions('dubai').find((a) => a.id === 'dubai-desert-safari')!;
    const place = all.find((d) => d.id === 'dubai')!.places.find((p) => p.id === safari.id)!;
    // The tour's ticket covers the 4x4 there and back and the camp's dinner: nothing is added to it.
    expect(place.access).toMatchObject({ fare: 0, fareInPrice: true, meals: ['dinner'] });
    expect(safari.price).toBe(place.price);
    expect(safari.access?.lunchThere).toBeUndefined();

    const { request, result } = planWithMustSee(aed, 'dubai', safari.id);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const day = result.plan.days.find((d) => d.items.some((i) => i.kind === 'visit' && i.placeId === safari.id))!;
    const visit = day.items.find((i) => i.kind === 'visit' && i.placeId === safari.id)!;
    expect(visit.startMinute).toBeGreaterThanOrEqual(16 * 60);
    expect(visit.reason).toMatch(/dinner on the way comes with the tour\. Tour 4x4s collect from hotels about 15:00/);
    expect(day.items.filter((i) => i.kind === 'meal').map((i) => i.kind === 'meal' && i.meal)).toEqual(['lunch']);
    expect(checkPlan(request, result.plan, aed).feasible).toBe(true);
  });

  it('the outer reef from Cairns: the boat leaves from the city, so the visit is the time at the reef, priced as one ticket', () => {
    const reef = aud.attractions('cairns').find((a) => a.id === 'cairns-outer-reef')!;
    expect(reef.price).toBe(all.find((d) => d.id === 'cairns')!.places.find((p) => p.id === reef.id)!.price);
    const { request, result } = planWithMustSee(aud, 'cairns', reef.id);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const visit = result.plan.days.flatMap((d) => d.items).find((i) => i.kind === 'visit' && i.placeId === reef.id)!;
    expect([visit.startMinute >= 9 * 60 + 30, visit.endMinute <= 15 * 60 + 30]).toEqual([true, true]);
    expect(checkPlan(request, result.plan, aud).feasible).toBe(true);
  });
});
