import { loadDestinations, loadHolidays, loadTransportLinks } from '../../data/load';
import { haversineKm } from '../../src/core/geo/distance';
import { createCuratedCatalog, planTrip, type Plan } from '../../src/core/planner';
import { doorToDoorFlight } from '../../src/core/planner/catalog/connections';
import { closureOn, holidayLookup } from '../../src/core/time/closures';
import { TripRequestSchema } from '../../src/core/trip-request/schema';
import { ratesInto } from '../../src/server/modules/trips/planning/rates';
import { CASES } from './requests';
import { LENGTHS, SEASON_STARTS, sweep } from './sweep';

/**
 * npm run bench:realism — real-world requests (holidays, seasons, multi-city, every continent) planned on the
 * curated data and scored by the checker plus independent rules: transport durations against the real links,
 * closures against the calendar, day shape (idle gaps, meal length and hours) and lodging consistency.
 * Prints violations per rule (target 0), the median idle gap and the median meal length.
 */
const destinations = loadDestinations();
const holidays = loadHolidays();
const links = loadTransportLinks();
const rates = ratesInto('EUR');
if (!rates) throw new Error('no EUR rates');
const usable = destinations.filter((d) => rates[d.currency] !== undefined || d.currency === 'EUR');
const catalog = createCuratedCatalog(usable, { currency: 'EUR', rates, holidays, links });
const holiday = holidayLookup(holidays);
const byId = new Map(usable.map((d) => [d.id, d]));
const places = new Map(usable.flatMap((d) => d.places.map((p) => [p.id, { p, d }] as const)));

const violations = new Map<string, string[]>();
const add = (rule: string, msg: string) => violations.set(rule, [...(violations.get(rule) ?? []), msg]);
const gaps: number[] = [];
const meals: Record<string, number[]> = { lunch: [], dinner: [] };

function score(name: string, plan: Plan, modes: string[]): void {
  for (const c of plan.report.checks) if (c.status === 'fail') add(`checker:${c.id}`, `${name}: ${c.reason}`);
  const lodgingByCity = new Map<string, Set<string>>();
  for (const day of plan.days) {
    if (day.lodging)
      lodgingByCity.set(day.lodging.cityId, new Set([...(lodgingByCity.get(day.lodging.cityId) ?? []), day.lodging.lodgingId]));
    let prevEnd: number | null = null;
    for (const it of day.items) {
      if (it.kind === 'transfer' && it.scope === 'intercity') {
        if (it.mode === 'self-drive' && !modes.includes('self-drive'))
          add('transport:driving-not-asked', `${name}: drives ${it.fromCityId} → ${it.toCityId}`);
        if (it.mode === 'self-drive' && (byId.get(it.toCityId)?.carFree || byId.get(it.fromCityId)?.carFree))
          add('transport:car-free', `${name}: drives into ${it.toCityId}`);
        const link = links.find(
          (l) =>
            l.mode === it.mode &&
            ((l.from === it.fromCityId && l.to === it.toCityId) || (l.to === it.fromCityId && l.from === it.toCityId)),
        );
        const a = byId.get(it.fromCityId);
        const b = byId.get(it.toCityId);
        const expected = link ? (link.mode === 'flight' ? doorToDoorFlight(link.minutes, a?.country === b?.country) : link.minutes) : null;
        if (expected !== null && Math.abs(it.durationMinutes - expected) > expected * 0.2)
          add('transport:duration', `${name}: ${it.mode} ${it.fromCityId} → ${it.toCityId} ${it.durationMinutes} min, real ~${expected}`);
        if (it.mode === 'flight' && it.durationMinutes < 150)
          add('transport:flight-door-to-door', `${name}: flight of ${it.durationMinutes} min door to door`);
        if (
          a &&
          b &&
          (it.mode === 'train' || it.mode === 'bus') &&
          haversineKm(a.coordinates, b.coordinates) / (it.durationMinutes / 60) > 250
        )
          add('transport:speed', `${name}: ${it.mode} faster than 250 km/h`);
        // Departure choice: a leg of under 6 hours that gets in after 21:00 could have left earlier in the day.
        if (it.durationMinutes < 360 && it.endMinute > 21 * 60 && it.endMinute < 1440)
          add(
            'transport:late-arrival',
            `${name}: ${it.fromCityId} → ${it.toCityId} arrives ${Math.floor(it.endMinute / 60)}:${it.endMinute % 60}`,
          );
        if (it.mode !== 'flight' && it.mode !== 'taxi' && it.mode !== 'self-drive' && it.cost === 0)
          add('transport:unpriced', `${name}: free ${it.mode}`);
      }
      if (it.kind === 'transfer' && it.scope === 'local' && it.mode === 'transit') {
        const c = byId.get(it.cityId);
        if (c && closureOn(c.transitClosures, day.date, c.country, holiday))
          add('calendar:transit-closed', `${name}: transit in ${c.id} on ${day.date}`);
      }
      if (it.kind === 'transfer' && it.scope === 'local') {
        // A day trip's way there or back takes at least its sourced door-to-door time (read from the data file).
        const ends = [it.fromPlaceId, it.toPlaceId].map((id) => places.get(id ?? '')?.p.access);
        const [a, b] = ends;
        const need = a?.hub === b?.hub ? 0 : (a?.minutes ?? 0) + (b?.minutes ?? 0);
        if (it.durationMinutes < need) add('transport:day-trip', `${name}: ${it.durationMinutes} min to a day trip that takes ${need}`);
      }
      if (it.kind === 'visit' || it.kind === 'meal') {
        const hit = places.get(it.placeId);
        const shut = hit ? closureOn(hit.p.closures, day.date, hit.d.country, holiday) : null;
        // Shortened hours ("Dec 24 09:00-15:00"): only a visit outside the hours kept that day counts.
        if (hit && shut && !shut.windows?.some(([a, b]) => a <= it.startMinute && it.endMinute <= b))
          add('calendar:closed-place', `${name}: ${hit.p.name} on ${day.date}`);
        if (prevEnd !== null && it.startMinute - prevEnd > 0) {
          const from = prevEnd;
          // Named free time or rest at the hotel is a planned part of the day, not an idle gap.
          const named = (day.freeTime ?? []).reduce(
            (n, f) => n + Math.max(0, Math.min(f.endMinute, it.startMinute) - Math.max(f.startMinute, from)),
            0,
          );
          gaps.push(it.startMinute - prevEnd - named);
          if (it.startMinute - prevEnd - named > 90)
            add('day:idle-gap>90', `${name} day ${day.day}: ${it.startMinute - prevEnd} min before ${it.name}`);
        }
      }
      if (it.kind === 'meal' && it.meal !== 'breakfast') {
        const len = it.endMinute - it.startMinute;
        meals[it.meal]?.push(len);
        if (len < (it.meal === 'lunch' ? 45 : 75)) add('day:meal-too-short', `${name}: ${it.meal} of ${len} min at ${it.name}`);
        // Plausible anywhere: lunch 11:30-15:30 (late Spanish lunches included), dinner 17:30-22:30.
        const [lo, hi] = it.meal === 'lunch' ? [690, 930] : [1050, 1350];
        if (it.startMinute < lo || it.startMinute > hi)
          add('day:meal-hour', `${name}: ${it.meal} at ${Math.floor(it.startMinute / 60)}:${String(it.startMinute % 60).padStart(2, '0')}`);
      }
      prevEnd = it.kind === 'transfer' && it.scope === 'intercity' ? null : it.endMinute;
    }
  }
  for (const [cityId, ids] of lodgingByCity)
    if (ids.size > 1) add('lodging:changes-mid-stay', `${name}: ${ids.size} lodgings in ${cityId}`);
}

const t0 = performance.now();
let planned = 0;
for (const c of CASES) {
  const request = TripRequestSchema.parse(c.request);
  const res = planTrip(request, catalog, { relaxations: false });
  if (c.expectInfeasible) {
    const msg = res.status === 'infeasible' ? res.conflicts.map((x) => x.message).join('; ') : '';
    if (!c.expectInfeasible.test(msg))
      add('infeasible:reason', `${c.name}: expected a reason matching ${c.expectInfeasible}, got "${msg || res.status}"`);
    console.log(`  ${c.name}: infeasible as expected — ${msg}`);
    continue;
  }
  if (res.status !== 'ok') {
    add('plan:infeasible', `${c.name}: ${res.conflicts.map((x) => x.message).join('; ')}`);
    continue;
  }
  planned++;
  score(c.name, res.plan, request.transport.modes);
  const holidaysLine = res.report.checks.find((x) => x.id === 'public-holidays')?.reason ?? '';
  console.log(`  ${c.name}: ok, ${res.plan.days.length} days, total €${(res.plan.totals.total / 100).toFixed(0)}; ${holidaysLine}`);
}
const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : 0);
const total = [...violations.values()].reduce((n, v) => n + v.length, 0);
console.log('\nViolations per rule (target 0):');
for (const [rule, list] of [...violations].sort()) {
  console.log(`  ${rule.padEnd(32)} ${list.length}`);
  for (const m of list.slice(0, 3)) console.log(`      ${m}`);
}
console.log(
  `\nSUMMARY realism: ${CASES.length} requests, ${planned} planned, violations ${total}; median idle gap ${median(gaps)} min; ` +
    `median lunch ${median(meals.lunch ?? [])} min, dinner ${median(meals.dinner ?? [])} min; ` +
    `${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

// Obviously impossible requests answer with their numbers, quickly (2 days took ~11 s with no budget figure, 10 days ~7 s).
for (const days of [2, 10]) {
  const ids = ['paris', 'lyon', 'nice', 'barcelona', 'madrid', 'seville', 'lisbon', 'porto', 'rome', 'florence'];
  const t = performance.now();
  const request = { destinations: ids.map((cityId) => ({ kind: 'city' as const, cityId })), startDate: '2026-06-01', days };
  const res = planTrip({ ...request, budget: { amount: 5000, currency: 'EUR' } }, catalog);
  const msg = res.status === 'infeasible' ? res.conflicts.map((x) => x.message).join('; ') : res.status;
  const n = res.status === 'infeasible' ? res.relaxations.length : 0;
  const secs = ((performance.now() - t) / 1000).toFixed(1);
  console.log(`SUMMARY infeasible "10 cities, ${days} days, €50": ${secs} s, ${n} relaxations — ${msg}`);
}

// Every curated destination for 2, 4 and 7 days from four holiday-season starts, judged again by the checker.
const t1 = performance.now();
const combos = LENGTHS.flatMap((days) => SEASON_STARTS.map((startDate) => ({ days, startDate })));
const failed = sweep(catalog, [...byId.keys()], combos);
for (const f of failed.slice(0, 10)) console.log(`  sweep: ${f.cityId} ${f.days} days from ${f.startDate}: ${f.reason}`);
const tried = byId.size * combos.length;
console.log(
  `SUMMARY destinations: ${tried - failed.length}/${tried} plans (${byId.size} destinations x 2/4/7 days x 4 holiday seasons) ` +
    `pass the checker; ${((performance.now() - t1) / 1000).toFixed(0)} s`,
);
