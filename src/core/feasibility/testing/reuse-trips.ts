import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../../data/load';
import type { EditableDoc } from '../../edits/apply-edits';
import { createCuratedCatalog, planTrip, type Catalog, type CheckId, type Plan, type PlanDay, type PlanItem } from '../../planner';
import { TripRequestSchema, type TripRequestInput } from '../../trip-request/schema';

/**
 * Fixtures for the differential test of the checker's day reuse (reuse.test.ts): trips planned on the curated
 * data; seeded random edit ops, request changes and plan surgeries; and scenarios for what a kept day result
 * depends on. Everything random takes `rnd` (mulberry32) so a seed replays a sequence.
 */
export type Rnd = () => number;
export const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
export const int = (rnd: Rnd, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

const CITIES = ['lisbon', 'porto', 'madrid', 'cusco', 'lima', 'paris', 'london'];
const RATES = { PEN: 0.25, GBP: 1.17, USD: 0.92 };
const load = () => ({ dests: loadDestinations(), holidays: loadHolidays(), links: loadTransportLinks() });
let data: ReturnType<typeof load> | undefined;

/** The curated catalog of CITIES; each call builds a new object (a twin with the same data unless told otherwise). */
export function buildCuratedCatalog(o: { rates?: Record<string, number>; cities?: string[] } = {}): Catalog {
  const { dests, holidays, links } = (data ??= load());
  const some = dests.filter((d) => (o.cities ?? CITIES).includes(d.id));
  return createCuratedCatalog(some, { currency: 'EUR', rates: o.rates ?? RATES, holidays, links });
}

/** The same catalog where every stay asks for `nights` nights at least (the curated stays ask for one). */
export function withMinimumNights(catalog: Catalog, nights: number): Catalog {
  return { ...catalog, lodgings: (cityId) => catalog.lodgings(cityId).map((l) => ({ ...l, minimumNights: nights })) };
}

const city = (cityId: string, days?: number) => ({ kind: 'city' as const, cityId, ...(days ? { days } : {}) });
export const eur = (amount: number) => ({ amount, currency: 'EUR' });
const trip = (name: string, cities: string[], startDate: string, days: number, more: Partial<TripRequestInput> = {}) => {
  const destinations = cities.map((c) => c.split(':')).map(([id, n]) => city(id as string, n ? Number(n) : undefined));
  return { name, request: { destinations, startDate, days, travellers: { adults: 2, childAges: [], pets: 0 }, ...more } };
};

export const FIXTURE_REQUESTS: Array<{ name: string; request: TripRequestInput }> = [
  trip('lisbon 1 day', ['lisbon'], '2026-06-09', 1),
  trip('lisbon 4 days over Portugal Day, quick meals, must-see and avoid, budget', ['lisbon'], '2026-06-10', 4, {
    budget: eur(200000),
    pace: { preset: 'balanced', quickMeals: true },
    mustSee: ['lisbon-belem-tower'],
    avoid: ['lisbon-tram-28'],
  }),
  trip('lisbon and porto 10 days by train, transfer days count both, repeat restaurants', ['lisbon:6', 'porto:5'], '2026-09-14', 10, {
    orderFixed: true,
    transferDayCounts: 'both',
    food: { cuisines: [], diets: [], repeatRestaurants: true },
  }),
  trip('from porto to lisbon, flying on to madrid (another time zone) and back, budget', ['lisbon:3', 'madrid:4'], '2026-10-05', 8, {
    origin: 'porto',
    returnToOrigin: true,
    budget: eur(400000),
  }),
  trip('madrid over Christmas, packed pace, tapas and vegetarian', ['madrid'], '2026-12-22', 5, {
    travellers: { adults: 3, childAges: [], pets: 0 },
    pace: { preset: 'packed' },
    food: { cuisines: ['tapas'], diets: ['vegetarian'], repeatRestaurants: true },
  }),
  trip('cusco with the Rainbow Mountain and Humantay day trips', ['cusco'], '2026-07-06', 5, {
    mustSee: ['cusco-rainbow-mountain', 'cusco-humantay'],
    interests: [{ tag: 'hiking', weight: 1 }],
  }),
  trip('lima then cusco by air with a child, walk and taxi only, step-free', ['lima:3', 'cusco:4'], '2026-05-04', 7, {
    travellers: { adults: 1, childAges: [8], pets: 0 },
    pace: { preset: 'relaxed' },
    mobility: { localModes: ['walk', 'taxi'], maxWalkKmPerLeg: 1, maxWalkKmPerDay: 5, stepFree: true },
  }),
  trip('paris and london on a tight budget', ['paris:3', 'london:3'], '2026-04-27', 6, { budget: eur(150000) }),
];

/** The fixtures the planner solves, as saved documents. */
export function planFixtures(catalog: Catalog): Array<{ name: string; doc: EditableDoc }> {
  return FIXTURE_REQUESTS.flatMap(({ name, request }) => {
    const res = planTrip(request, catalog, { relaxations: false });
    if (res.status !== 'ok') return [];
    return [{ name, doc: { title: name, request: TripRequestSchema.parse(request), plan: res.plan, notes: { items: {}, days: {} } } }];
  });
}

type Scenario = { name: string; doc: EditableDoc; plans: Plan[]; differs: CheckId };
const withDay = (plan: Plan, i: number, change: (d: PlanDay) => PlanDay): Plan => ({
  ...plan,
  days: plan.days.map((d, k) => (k === i ? change(d) : d)),
});

/**
 * Plans checked one after the other where a day left as it was (the same object) must be judged again because
 * something outside it that its result reads changed (reuse.ts lists them); `differs` names the check whose result
 * changes, so a day result kept too long shows. Random sequences rarely line these up.
 */
export function keyScenarios(fixtures: Array<{ name: string; doc: EditableDoc }>): Scenario[] {
  const out: Scenario[] = [];
  const cusco = fixtures.find((f) => f.name.startsWith('cusco'))?.doc;
  const away = fixtures.find((f) => f.name.startsWith('from porto'))?.doc;
  const trip = cusco?.plan.days.findIndex((d) => d.items.some((x) => x.kind === 'visit' && x.placeId === 'cusco-humantay')) ?? -1;
  if (cusco && trip > 0) {
    // A long day trip's day without its own lodging is light by the night before's lodging (checks-light-day.ts).
    const p1 = withDay(cusco.plan, trip, (d) => ({ ...d, lodging: null }));
    const far = { lodgingId: 'cusco-stay-upscale', name: 'Upscale', cityId: 'cusco', rooms: 1, cost: 0, reason: 'Far' };
    const p2 = withDay(p1, trip - 1, (d) => ({ ...d, lodging: far }));
    out.push({ name: 'the night before', doc: cusco, plans: [p1, p2], differs: 'pace' });
  }
  const fare = cusco?.plan.days.findIndex((d, i) => i > 0 && d.items.some((x) => x.kind === 'transfer' && x.cost > 0)) ?? -1;
  if (cusco && fare > 0) {
    // A local fare is judged on the first day of its date (checks-money.ts): give an earlier day the same date.
    const dearer = (x: PlanItem) => (x.kind === 'transfer' && x.cost > 0 ? { ...x, cost: x.cost + 1 } : x);
    const p1 = withDay(cusco.plan, fare, (d) => ({ ...d, items: d.items.map(dearer) }));
    const p2 = withDay(p1, fare - 1, (d) => ({ ...d, date: (p1.days[fare] as PlanDay).date }));
    out.push({ name: 'the first day of a date', doc: cusco, plans: [p1, p2], differs: 'totals' });
    // The day before, on the same date, holds the places the fare is looked up in; then it loses them.
    const sameDate = (d: PlanDay) => ({ ...(p1.days[fare] as PlanDay), day: d.day, lodging: d.lodging });
    const p3 = withDay(p1, fare - 1, sameDate);
    const p4 = withDay(p3, fare - 1, (d) => ({ ...d, items: d.items.filter((x) => x.kind === 'transfer') }));
    out.push({ name: 'an earlier day of the same date', doc: cusco, plans: [p3, p4], differs: 'totals' });
  }
  if (away) {
    // Day 2 without lunch is a full day in Lisbon; once day 1 has no train there, it is a day at home (the origin).
    const p1 = withDay(away.plan, 1, (d) => ({ ...d, items: d.items.filter((x) => !(x.kind === 'meal' && x.meal === 'lunch')) }));
    const p2 = withDay(p1, 0, (d) => ({ ...d, items: d.items.filter((x) => !(x.kind === 'transfer' && x.scope === 'intercity')) }));
    out.push({ name: 'where the trip is', doc: away, plans: [p1, p2], differs: 'meals' });
  }
  return out;
}
