import type { EditOp } from '../../api/trips';
import { tripCityIds } from '../../edits/add-place';
import type { EditableDoc } from '../../edits/apply-edits';
import { isPlace } from '../../edits/retime';
import type { Catalog, Plan, PlanDay, PlanItem } from '../../planner';
import { addDays } from '../../time/dates';
import { TripRequestSchema, type TripRequest, type TripRequestInput } from '../../trip-request/schema';
import { eur, int, pick, type Rnd } from './reuse-trips';

/** Seeded random edit ops, request changes and plan surgeries for the differential test of day reuse (reuse.test.ts). */

const placesOf = (doc: EditableDoc) => doc.plan.days.flatMap((d) => d.items.filter(isPlace).map((item) => ({ day: d.day, item })));

/**
 * A random start: a nudge, anywhere in the day, before dawn, after midnight (the next day's small hours), or ending
 * around when the next day begins (`next`: its first item's start), so checks across a day boundary have work.
 */
const someMinute = (rnd: Rnd, from: number, length: number, next = 540) =>
  pick(rnd, [
    from + 5 * int(rnd, -24, 24),
    5 * int(rnd, 84, 276),
    5 * int(rnd, 0, 84),
    5 * int(rnd, 288, 460),
    1440 + next - length + 5 * int(rnd, -6, 6),
  ]);

/**
 * One to four random ops on `doc`; some are invalid on purpose (applied with skipInvalid). `mild` ops (pins, notes,
 * a visit removed) mostly keep a feasible plan feasible; the others mostly break it (closed hours, overlaps, repeats).
 */
export function randomOps(doc: EditableDoc, catalog: Catalog, rnd: Rnd, mild = false): EditOp[] {
  const places = placesOf(doc);
  const nDays = doc.plan.days.length;
  const one = (): EditOp => {
    const roll = mild ? 0.7 + 0.3 * rnd() : rnd();
    const { day, item: it } = pick(rnd, places) ?? {};
    if (!it || !day || roll < 0.25) return addPlace(doc, catalog, rnd);
    const length = it.endMinute - it.startMinute;
    if (roll < 0.5) {
      const next = doc.plan.days[day]?.items[0]?.startMinute;
      const start = Math.max(0, Math.min(2879 - length, someMinute(rnd, it.startMinute, length, next)));
      const end = rnd() < 0.3 ? Math.min(2879, start + pick(rnd, [5 * int(rnd, 2, 12), 5 * int(rnd, 36, 100)])) : undefined;
      return { op: 'setTime', itemId: it.id, startMinute: start, ...(end ? { endMinute: end } : {}) };
    }
    if (roll < 0.7) return { op: 'moveItem', itemId: it.id, toDay: rnd() < 0.5 ? day : int(rnd, 1, nDays), toIndex: int(rnd, 0, 8) };
    if (roll < 0.8)
      return it.kind === 'visit' || !mild ? { op: 'removeItem', itemId: it.id } : { op: 'pinItem', itemId: it.id, pinned: false };
    if (roll < 0.92) return { op: 'pinItem', itemId: it.id, pinned: rnd() < 0.75 };
    return pick(rnd, [
      { op: 'rename', title: `Trip ${int(rnd, 1, 99)}` },
      { op: 'setItemNote', itemId: it.id, text: pick(rnd, ['', 'book ahead']), visibility: 'private' },
      { op: 'setDayNote', day: int(rnd, 1, nDays + 1), text: 'early night', visibility: 'shared' },
    ] satisfies EditOp[]);
  };
  return Array.from({ length: int(rnd, 1, 4) }, one);
}

/** A place of any of the trip's cities (maybe another city than the day's), one already planned, or none at all. */
function addPlace(doc: EditableDoc, catalog: Catalog, rnd: Rnd): EditOp {
  const cityId = pick(rnd, tripCityIds(doc.plan));
  const pool = [...catalog.attractions(cityId), ...catalog.restaurants(cityId)].map((p) => p.id);
  const planned = placesOf(doc).map((p) => p.item.placeId);
  const placeId = rnd() < 0.1 ? 'nowhere' : rnd() < 0.25 && planned.length ? pick(rnd, planned) : pick(rnd, pool);
  return {
    op: 'addPlace',
    day: int(rnd, 1, doc.plan.days.length),
    placeId,
    ...(rnd() < 0.5 ? { startMinute: 5 * int(rnd, 84, 276) } : { index: int(rnd, 0, 8) }),
    ...(rnd() < 0.3 ? { durationMinutes: 5 * int(rnd, 1, 72) } : {}),
    ...(rnd() < 0.2 ? { meal: pick(rnd, ['breakfast', 'lunch', 'dinner'] as const) } : {}),
    ...(rnd() < 0.1 ? { itemId: `mine-${int(rnd, 1, 3)}` } : {}),
  };
}

type Variant = (r: TripRequest, doc: EditableDoc, rnd: Rnd) => TripRequestInput;
const VARIANTS: Record<string, Variant> = {
  budget: (r, _d, rnd) => ({ ...r, budget: eur(5000 * int(rnd, 1, 60)) }),
  'no budget': ({ budget: _b, ...r }) => r,
  pace: (r, _d, rnd) => ({ ...r, pace: { preset: pick(rnd, ['relaxed', 'balanced', 'packed'] as const), quickMeals: rnd() < 0.5 } }),
  'day hours': (r) => ({ ...r, pace: { ...r.pace, dayStart: '10:00', dayEnd: '18:30', breakMinutes: 30, travelDaysFull: true } }),
  'transfer days': (r) => ({ ...r, transferDayCounts: r.transferDayCounts === 'both' ? 'arrival' : 'both' }),
  food: (r, _d, rnd) => ({
    ...r,
    food: { cuisines: [pick(rnd, ['japanese', 'local'])], diets: ['vegan'], repeatRestaurants: rnd() < 0.5 },
  }),
  mobility: (r) => ({ ...r, mobility: { localModes: ['walk'], maxWalkKmPerLeg: 0.5, maxWalkKmPerDay: 3, stepFree: true } }),
  party: (r) => ({ ...r, travellers: { adults: 5, childAges: [4], pets: 1 } }),
  lodging: (r, _d, rnd) => ({
    ...r,
    lodging: {
      roomType: pick(rnd, ['shared', 'entire'] as const),
      houseRules: ['smoking'],
      maxRooms: 1,
      tier: pick(rnd, ['budget', 'upscale'] as const),
    },
  }),
  transport: (r, _d, rnd) => ({
    ...r,
    transport: {
      ...(rnd() < 0.5
        ? { modes: ['bus'], directOnly: true, connections: [] }
        : { modes: ['self-drive', 'train'], selfDriveExclusive: false }),
      flightBufferMinutes: pick(rnd, [0, 120, 240]),
      groundBufferMinutes: pick(rnd, [0, 60, 120]),
    },
  }),
  route: (r, _d, rnd) => ({
    ...r,
    destinations: [...r.destinations].reverse(),
    orderFixed: true,
    ...(rnd() < 0.5 ? { origin: 'london', returnToOrigin: true } : { origin: undefined, returnToOrigin: false }),
  }),
  region: (r, _d, rnd) => ({
    ...r,
    destinations: [...r.destinations.slice(0, -1), { kind: 'region', region: pick(rnd, ['europe', 'PT', 'PE']), count: 1 }],
  }),
  tags: (r) => ({ ...r, interests: [{ tag: 'museum', weight: 1 }], avoidTags: ['museum', 'nightlife'] }),
  'end date': ({ days = 1, ...r }, _d, rnd) => ({ ...r, endDate: addDays(r.startDate, days - 1 + int(rnd, -1, 1)) }),
  windows: (r) => ({
    ...r,
    destinations: r.destinations.map((s) => (s.kind === 'city' ? { ...s, windows: [{ fromDay: 1, toDay: 2 }] } : s)),
  }),
  length: (r) => ({ ...r, days: (r.days ?? 1) + 1 }),
  'start date': (r) => ({ ...r, startDate: '2026-12-24' }),
  'must-see and avoid': (r, doc, rnd) => {
    const planned = placesOf(doc).map((p) => p.item.placeId);
    return { ...r, mustSee: [...r.mustSee, 'madrid-museo-del-prado'], avoid: planned.length ? [pick(rnd, planned)] : [] };
  },
  pins: (r, doc, rnd) => {
    const p = pick(rnd, placesOf(doc));
    return p ? { ...r, pins: [...r.pins, { placeId: p.item.placeId, day: int(rnd, 1, doc.plan.days.length), start: '09:00' }] } : r;
  },
};

export const REQUEST_CHANGES = Object.keys(VARIANTS);

/** The document's request changed in one way (`label`, else a random one): a fresh object, parsed like the server does. */
export function requestVariant(doc: EditableDoc, rnd: Rnd, label = pick(rnd, REQUEST_CHANGES)): { label: string; request: TripRequest } {
  return { label, request: TripRequestSchema.parse((VARIANTS[label] as Variant)(doc.request, doc, rnd)) };
}

/**
 * A plan no edit op makes but an assistant's proposal can, copy-on-write as the server's documents are: another
 * lodging or none, an inter-city leg moved, an unknown time zone, days out of order, twice or dropped, a day of
 * another trip, deep copies, or the same days under other plan-wide fields (stays, currency, start, totals).
 */
export function daySurgery(plan: Plan, catalog: Catalog, rnd: Rnd, foreign: PlanDay[]): { label: string; plan: Plan } {
  const days = [...plan.days];
  const i = int(rnd, 0, days.length - 1);
  const j = Math.min(days.length - 1, i + 1);
  const d = days[i] as PlanDay;
  const items = (f: (x: PlanItem, k: number) => PlanItem) => (days[i] = { ...d, items: d.items.map(f) });
  const by = pick(rnd, [-90, 60, 240]);
  const surgeries: Record<string, () => unknown> = {
    lodging: () => {
      const l = pick(rnd, catalog.lodgings(pick(rnd, tripCityIds(plan))));
      const rooms = d.lodging?.rooms ?? 1;
      const cost = rnd() < 0.5 ? l.pricePerNight * rooms : (d.lodging?.cost ?? 0);
      days[i] = { ...d, lodging: { lodgingId: l.id, name: l.name, cityId: l.cityId, rooms, cost, reason: 'Changed' } };
    },
    'no lodging': () => (days[i] = { ...d, lodging: null }),
    leg: () =>
      items((x) =>
        x.kind === 'transfer' && x.scope === 'intercity' ? { ...x, startMinute: x.startMinute + by, endMinute: x.endMinute + by } : x,
      ),
    'unknown zone': () => items((x, k) => (k === d.items.length - 1 ? { ...x, timeZone: 'Mars/Olympus_Mons' } : x)),
    'swap days': () => ([days[i], days[j]] = [days[j] as PlanDay, d]),
    'same day twice': () => (days[j] = d),
    'drop day': () => days.length > 1 && days.splice(i, 1),
    'foreign day': () => foreign.length && (days[i] = pick(rnd, foreign)),
    'clone day': () => (days[i] = structuredClone(d)),
    'clone plan': () => days.splice(0, days.length, ...structuredClone(days)),
  };
  const plans: Record<string, () => Plan> = {
    stays: () => ({ ...plan, stays: plan.stays.slice(1) }),
    currency: () => ({ ...plan, currency: 'USD' }),
    start: () => ({ ...plan, startDate: '2026-01-01' }),
    totals: () => ({ ...plan, totals: { ...plan.totals, total: plan.totals.total + 100 } }),
  };
  const label = pick(rnd, [...Object.keys(surgeries), ...Object.keys(plans)]);
  if (plans[label]) return { label, plan: plans[label]() };
  (surgeries[label] as () => unknown)();
  return { label: `${label} (day ${i + 1})`, plan: { ...plan, days } };
}
