import { formatMinute } from '../time/dates';
import { breakOwed, excursionMealOnTime, leavesBeforeBreakfast, mealWindow } from '../trip-request/pace';
import type { MealKind } from '../trip-request/schema';
import type { PlanDay, TransferItem, Violation } from '../planner/types';
import { lightDayViolations } from './checks-light-day';
import { accessOf, isPlaceItem, type CheckContext } from './context';
import { eachDay } from './reuse';

// The shape of each day: how many visits and the breaks between them (pace), and its meals at local meal times.

/** Activities per day within the pace, the minimum on full days, and the break between consecutive items. */
export function checkPace(c: CheckContext): Violation[] {
  return lightDayViolations(c).concat(eachDay(c, 'pace', (day, i) => paceOfDay(c, day, i)));
}

function paceOfDay(c: CheckContext, day: PlanDay, i: number): Violation[] {
  const out: Violation[] = [];
  const visits = day.items.filter((x) => x.kind === 'visit').length;
  const counted = (c.counts[i]?.length ?? 0) > 0;
  const full = counted && ((c.presence[i]?.transfers.length ?? 0) === 0 || c.pace.travelDaysFull);
  if (visits > c.pace.maxActivities)
    out.push({ message: `Day ${day.day} has ${visits} visits; the pace allows ${c.pace.maxActivities}`, day: day.day });
  if (full && visits < c.pace.minActivities)
    out.push({ message: `Day ${day.day} has ${visits} visits; the pace asks for at least ${c.pace.minActivities}`, day: day.day });
  const places = day.items.filter(isPlaceItem).sort((a, b) => a.startMinute - b.startMinute);
  for (let k = 1; k < places.length; k++) {
    const a = places[k - 1] as (typeof places)[number];
    const b = places[k] as (typeof places)[number];
    if (a.cityId !== b.cityId) continue;
    const t = day.items.find(
      (x): x is TransferItem => x.kind === 'transfer' && x.scope === 'local' && x.fromPlaceId === a.placeId && x.toPlaceId === b.placeId,
    );
    const free = b.startMinute - a.endMinute - (t ? t.durationMinutes : 0);
    if (free < breakOwed(c.pace.breakMinutes, t?.durationMinutes ?? 0, a.kind === 'meal' || b.kind === 'meal'))
      out.push({
        message: `Only ${free} min of break before ${b.name}; the pace asks for ${c.pace.breakMinutes}`,
        day: day.day,
        itemId: b.id,
      });
  }
  return out;
}

export function checkMeals(c: CheckContext): Violation[] {
  return eachDay(c, 'meals', (day, i) => mealsOfDay(c, day, i));
}

function mealsOfDay(c: CheckContext, day: PlanDay, i: number): Violation[] {
  const out: Violation[] = [];
  for (const it of day.items) {
    if (it.kind !== 'meal') continue;
    // Local meal times: a 22:00 dinner is normal in Madrid, an 11:30 lunch is not.
    const [w0, w1] = mealWindow(c.city(it.cityId), it.meal);
    if (it.startMinute < w0 || it.startMinute > w1)
      out.push({
        message: `${it.meal} at ${it.name} starts ${formatMinute(it.startMinute)}; locals eat it ${formatMinute(w0)}-${formatMinute(w1)}`,
        day: day.day,
        itemId: it.id,
      });
  }
  const full = (c.presence[i]?.transfers.length ?? 0) === 0 && (c.counts[i]?.length ?? 0) > 0;
  if (!full) return out;
  // A day trip that leaves the lodging before breakfast time owes no restaurant breakfast (trip-request/pace.ts).
  const first = day.items[0];
  const earlyRideOut =
    first?.kind === 'transfer' &&
    first.scope === 'local' &&
    day.items.some((x) => x.kind === 'visit' && x.placeId === first.toPlaceId && accessOf(c, x)?.firstArrival) &&
    leavesBeforeBreakfast(c.city(first.toCityId), first.startMinute);
  // A day trip whose tour includes the meal (its access data says so) is that meal, when it is out at meal time.
  const trips = (meal: MealKind) =>
    day.items.flatMap((x) => {
      const access = x.kind === 'visit' ? accessOf(c, x) : undefined;
      return x.kind === 'visit' && access?.meals?.includes(meal) ? [{ visit: x, access }] : [];
    });
  const onTour = (meal: MealKind) =>
    (meal === 'breakfast' && earlyRideOut) ||
    trips(meal).some(({ visit, access }) =>
      excursionMealOnTime(c.city(visit.cityId), meal, access, { start: visit.startMinute, end: visit.endMinute }),
    );
  for (const meal of c.pace.meals) {
    if (day.items.some((x) => x.kind === 'meal' && x.meal === meal) || onTour(meal)) continue;
    const trip = trips(meal)[0]?.visit;
    const [w0, w1] = mealWindow(c.city(trip?.cityId ?? ''), meal);
    out.push(
      trip
        ? {
            message: `Day ${day.day} has no ${meal}: ${trip.name} is not out at ${meal} time (${formatMinute(w0)}-${formatMinute(w1)})`,
            day: day.day,
            itemId: trip.id,
          }
        : { message: `Day ${day.day} has no ${meal}`, day: day.day },
    );
  }
  return out;
}
