import { itineraryEtag, type ItineraryDetail } from '../../../../core/api/trips';
import { catalogSlice } from '../../../../core/edits/catalog-slice';
import { openingWindowsOf } from '../../../../core/feasibility/checks-opening-hours';
import { planTrip } from '../../../../core/planner';
import { buildFixtureCatalog, buildRequest } from '../../../../core/planner/testing/fixture-catalog';
import { TripRequestSchema } from '../../../../core/trip-request/schema';

/**
 * Test factory: a real engine plan (fixture catalog: Alpha and Beta) wrapped as the API's itinerary document.
 * 2026-05-05 (day 2) is a Tuesday, when Alpha's Grand Museum is closed.
 */
export function buildItineraryDetail(overrides: Partial<ItineraryDetail> = {}): ItineraryDetail {
  const catalog = buildFixtureCatalog();
  const request = TripRequestSchema.parse(buildRequest());
  const result = planTrip(request, catalog);
  if (result.status !== 'ok') throw new Error('fixture plan is infeasible');
  const plan = result.plan;
  const places: ItineraryDetail['places'] = {};
  for (const day of plan.days) {
    for (const it of day.items) {
      if (it.kind === 'transfer') continue;
      const source = it.kind === 'visit' ? catalog.attractions(it.cityId) : catalog.restaurants(it.cityId);
      const p = source.find((x) => x.id === it.placeId);
      places[it.placeId] = {
        id: it.placeId,
        name: it.name,
        category: it.kind === 'meal' ? 'food' : 'museum',
        openingHours: p?.openingHours ?? null,
        description: null,
        address: null,
        website: null,
        coordinates: it.coordinates,
      };
    }
  }
  const id = overrides.id ?? 'trip-1';
  const version = overrides.version ?? 1;
  return {
    id,
    title: 'Alpha and Beta',
    status: 'upcoming',
    archived: false,
    startDate: plan.startDate,
    endDate: plan.days[plan.days.length - 1]?.date ?? plan.startDate,
    days: plan.days.length,
    cities: [
      { id: 'alpha', name: 'Alpha', country: 'FR', timeZone: 'Europe/Paris' },
      { id: 'beta', name: 'Beta', country: 'GB', timeZone: 'Europe/London' },
      { id: 'home', name: 'Home', country: 'DE', timeZone: 'Europe/Berlin' },
    ],
    travellers: 2,
    currency: plan.currency,
    total: plan.totals.total,
    budget: 300000,
    feasible: plan.report.feasible,
    shared: false,
    cover: { bbox: null, route: [], points: [] },
    version,
    etag: itineraryEtag(id, version),
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
    request,
    plan,
    notes: { items: {}, days: {} },
    places,
    catalog: catalogSlice(catalog, plan),
    openingWindows: openingWindowsOf(catalog, plan),
    share: null,
    ...overrides,
  };
}
