import { closureOn, transitClosureOn, type HolidayLookup } from '../time/closures';
import { formatMinute } from '../time/dates';
import { MEAL_MIN_MINUTES, QUICK_MEAL_MIN_MINUTES } from '../trip-request/pace';
import type { PlanDay, Violation } from '../planner/types';
import { isPlaceItem, isTourLeg, type CheckContext } from './context';
import { eachDay } from './reuse';
import { holidayNotices } from './holiday-notices';

const NO_HOLIDAYS: HolidayLookup = () => null;
const spans = (w: ReadonlyArray<readonly [number, number]>) => w.map(([a, b]) => `${formatMinute(a)}-${formatMinute(b)}`).join(', ');

/**
 * Calendars, judged from the catalog's closure data and the injected national holiday calendar (not from the
 * opening hours the planner scheduled with): no visit or meal at a place on one of its special closure days
 * (a public holiday for "PH"), none outside a day's shortened hours ("Dec 24 09:00-15:00"), and no public
 * transport (local transit, trains, coaches, ferries) in a city on a day its transit does not run.
 */
export function checkPublicHolidays(c: CheckContext): Violation[] {
  return eachDay(c, 'public-holidays', (day) => holidaysOfDay(c, day));
}

function holidaysOfDay(c: CheckContext, day: PlanDay): Violation[] {
  const holiday = c.catalog.holiday ?? NO_HOLIDAYS;
  const out: Violation[] = [];
  for (const it of day.items) {
    if (isPlaceItem(it)) {
      const place = it.kind === 'visit' ? c.attractions.get(it.placeId) : c.restaurants.get(it.placeId);
      const hit = closureOn(place?.closures, day.date, c.city(it.cityId)?.countryCode, holiday);
      if (!place || !hit) continue;
      if (!hit.windows) out.push({ message: `${place.name} is closed on ${day.date}: ${hit.label}`, day: day.day, itemId: it.id });
      else if (!hit.windows.some(([a, b]) => a <= it.startMinute && it.endMinute <= b))
        out.push({
          message:
            `${place.name} keeps shortened hours on ${day.date} (${hit.label}): open ${spans(hit.windows)}, ` +
            `but the plan has ${formatMinute(it.startMinute)}-${formatMinute(it.endMinute)}`,
          day: day.day,
          itemId: it.id,
        });
      continue;
    }
    // A tour's own minibus (isTourLeg) is the operator's vehicle, not public transport: it runs on those days.
    const local = it.mode === 'transit' || (it.mode === 'bus' && !isTourLeg(c, day, it));
    const ground = it.scope === 'local' ? local : it.mode === 'train' || it.mode === 'bus' || it.mode === 'ferry';
    if (!ground) continue;
    for (const cityId of new Set([it.fromCityId, it.toCityId])) {
      const city = c.city(cityId);
      const hit = transitClosureOn(city, day.date, c.catalog);
      if (city && hit)
        out.push({
          message:
            `No public transport in ${city.name} on ${day.date} (${hit.label}), ` +
            `but the plan has ${it.mode} at ${formatMinute(it.startMinute)}`,
          day: day.day,
          itemId: it.id,
        });
    }
  }
  return out;
}

/** The pass line names the holidays the trip meets, so the report shows they were looked at. */
export function holidaysPassReason(c: CheckContext): string {
  const holiday = c.catalog.holiday;
  if (!holiday) return 'No visit on a special closure day (no public-holiday calendar for this catalog)';
  const found = new Set(
    eachDay(c, 'public-holidays:found', (d) => {
      const countries = new Set(d.items.map((i) => c.city(i.cityId)?.countryCode).concat(c.city(d.cityId)?.countryCode));
      return [...countries].flatMap((cc) => {
        const name = cc ? holiday(cc, d.date) : null;
        return name ? [`${d.date} ${name} (${cc})`] : [];
      });
    }),
  );
  const unvouched = holidayNotices(c).filter((n) => n.kind === 'holiday-hours').length;
  const note = unvouched ? `; holiday hours unconfirmed for ${unvouched} ${unvouched === 1 ? 'item' : 'items'} (see the notes)` : '';
  return found.size
    ? `Nothing planned at a place closed on a public holiday or special closure day (${[...found].join('; ')})${note}`
    : 'No public holidays on the trip dates; no visit on a special closure day';
}

/** Meals are sit-downs of a realistic length: lunch at least 45 minutes, dinner at least 75 (unless quick meals). */
export function checkMealLength(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  const mins = c.r.pace.quickMeals ? QUICK_MEAL_MIN_MINUTES : MEAL_MIN_MINUTES;
  for (const day of c.plan.days) {
    for (const it of day.items) {
      if (it.kind !== 'meal') continue;
      const min = mins[it.meal];
      const len = it.endMinute - it.startMinute;
      if (len < min)
        out.push({
          message: `${it.meal} at ${it.name} lasts ${len} min; a ${it.meal} needs at least ${min} min`,
          day: day.day,
          itemId: it.id,
        });
    }
  }
  return out;
}
