import { earliestVisitStart, isLongDayTrip, type PlaceAccess } from '../time/access';
import { parseHHMM } from '../time/dates';
import { openIntervals } from '../time/opening-hours';
import { mealMinutes, mealWindow, servesMeal } from '../trip-request/pace';
import type { BuildContext } from './build-plan';
import { coverCuisines, type MealSlot } from './cuisine';
import { mealStop, visitStop, type SegmentSpec } from './day-scheduler';
import type { DayFrame } from './frames';
import type { Stop } from './sequence';
import { placeLabel } from './labels';

/** Pins, must-sees and cuisine picks become forced stops of specific segments. */
/** The cities of the route, where a pinned or must-see place named in a message is looked up. */
const cityIdsOf = (frames: DayFrame[]) => [...new Set(frames.flatMap((f) => [f.startCityId, f.endCityId]))];

export function placeForced(ctx: BuildContext, frames: DayFrame[], excluded: Set<string>): boolean {
  const { p, pools, diag } = ctx;
  const specs = frames.flatMap((f) => f.specs);
  const openIn = (hours: string | null, spec: SegmentSpec, dur: number, access?: PlaceAccess) => {
    const from = earliestVisitStart(spec.seg.start, access, spec.seg.startStated);
    return openIntervals(hours, spec.seg.date, spec.seg.hoursCtx).some(([a, b]) => Math.max(a, from) + dur <= Math.min(b, spec.seg.end));
  };
  const forcedIds = new Set<string>();
  for (const pin of p.request.pins) {
    const frame = frames[pin.day - 1];
    const fixed = pin.start ? parseHHMM(pin.start) : undefined;
    let placed = false;
    for (const spec of frame?.specs ?? []) {
      const a = pools.attractions(spec.seg.city.id).find((x) => x.a.id === pin.placeId);
      const r = pools.restaurants(spec.seg.city.id).find((x) => x.r.id === pin.placeId);
      let stop: Stop | null = null;
      if (a) stop = visitStop(a, 'Pinned by you');
      else if (r) {
        const meal = (['breakfast', 'lunch', 'dinner'] as const).find((m) =>
          fixed === undefined
            ? spec.requiredMeals.includes(m) || spec.optionalMeals.includes(m)
            : mealWindow(spec.seg.city, m)[0] <= fixed && fixed <= mealWindow(spec.seg.city, m)[1],
        );
        if (meal) stop = mealStop(r, meal, 'Pinned by you');
      }
      if (stop && !forcedIds.has(stop.placeId)) {
        spec.forced.push({ ...stop, locked: true, ...(fixed !== undefined ? { fixedStart: fixed } : {}) });
        forcedIds.add(stop.placeId);
        placed = true;
        break;
      }
    }
    if (!placed) {
      diag.add('pins', () => `Pinned place ${placeLabel(p.catalog, pin.placeId, cityIdsOf(frames))} cannot be on day ${pin.day}`);
      return false;
    }
  }
  for (const id of p.request.mustSee) {
    if (forcedIds.has(id)) continue;
    const cands = specs.filter((s) => pools.attractions(s.seg.city.id).some((x) => x.a.id === id));
    const x = cands.length ? pools.attractions((cands[0] as SegmentSpec).seg.city.id).find((y) => y.a.id === id) : undefined;
    // A high-altitude hike (Vinicunca at 5,000 m) goes after two days in the city when it can: guides advise acclimatising.
    const firstDay = Math.min(...cands.map((s) => s.seg.day));
    const long = x !== undefined && isLongDayTrip(x.a.access, x.a.visitMinutes, x.a.tags);
    const heavy = (s: SegmentSpec) => Number(s.forced.some((f) => f.long || (long && f.kind === 'visit')));
    const early = (s: SegmentSpec) => Number(x?.a.tags.includes('altitude') === true && s.seg.day - firstDay < 2);
    const spec =
      x &&
      [...cands]
        .filter((s) => openIn(x.a.openingHours, s, x.a.visitMinutes, x.a.access))
        .sort(
          (a, b) =>
            Number(b.requiredMeals.length > 0) - Number(a.requiredMeals.length > 0) ||
            early(a) - early(b) ||
            // A long day trip's day stays light (day-scheduler.ts): other must-sees go to other days first.
            heavy(a) - heavy(b) ||
            a.forced.length - b.forced.length ||
            a.seg.day - b.seg.day,
        )[0];
    if (!x || !spec) {
      diag.add('must-see', () => `Must-see ${placeLabel(p.catalog, id, cityIdsOf(frames))} is not open on any free day of the route`);
      return false;
    }
    spec.forced.push(visitStop(x, 'On your must-see list'));
    forcedIds.add(id);
  }
  const slots: MealSlot[] = [];
  const slotSpec = new Map<MealSlot, SegmentSpec>();
  for (const spec of [...specs].sort((a, b) => b.requiredMeals.length - a.requiredMeals.length || a.seg.day - b.seg.day)) {
    for (const meal of new Set([...spec.requiredMeals, ...spec.optionalMeals])) {
      if (spec.forced.some((f) => f.meal === meal)) continue;
      const slot: MealSlot = { day: spec.seg.day, cityId: spec.seg.city.id, meal };
      slots.push(slot);
      slotSpec.set(slot, spec);
    }
  }
  const picks = coverCuisines(p, pools, slots, (x, s) => {
    const spec = slotSpec.get(s) as SegmentSpec;
    const [w0, w1] = mealWindow(spec.seg.city, s.meal);
    return (
      !forcedIds.has(x.r.id) &&
      !excluded.has(`${s.day}|${s.cityId}|${s.meal}`) &&
      servesMeal(x.r, s.meal, x.quick) &&
      w0 < spec.seg.end &&
      w1 > spec.seg.start &&
      openIntervals(x.r.openingHours, spec.seg.date, spec.seg.hoursCtx).some(
        ([a, b]) =>
          Math.max(a, w0, spec.seg.start) <=
          Math.min(w1, b - mealMinutes(s.meal, x.r.visitMinutes, x.quick), spec.seg.end - mealMinutes(s.meal, x.r.visitMinutes, x.quick)),
      )
    );
  });
  if (!picks) {
    diag.add('cuisines', `No set of open restaurants covers ${p.cuisines.join(', ')}`);
    return false;
  }
  for (const pick of picks) {
    const spec = slotSpec.get(pick.slot) as SegmentSpec;
    spec.forced.push(
      mealStop(
        pick.x,
        pick.slot.meal,
        `${pick.slot.meal[0]?.toUpperCase()}${pick.slot.meal.slice(1)}: covers your ${pick.cuisines.join(', ')} request`,
      ),
    );
    if (!spec.requiredMeals.includes(pick.slot.meal)) spec.requiredMeals = [...spec.requiredMeals, pick.slot.meal];
  }
  return true;
}
