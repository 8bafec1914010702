import { haversineKm, type LatLon } from '../geo/distance';
import { isLongDayTrip, LIGHT_DAY } from '../time/access';
import type { Violation } from '../planner/types';
import { accessOf, type CheckContext } from './context';
import { eachDay } from './reuse';

/**
 * Part of the `pace` check: a day with a long day trip (time/access.ts, isLongDayTrip: 9 h or more there, on site
 * and back, or a hike to altitude) holds at most one other visit, short and near the lodging; the rest is free time.
 */
export function lightDayViolations(c: CheckContext): Violation[] {
  return eachDay(c, 'pace:light-day', (day, i) => {
    const out: Violation[] = [];
    const visits = day.items.filter((x) => x.kind === 'visit');
    const trips = visits.filter((v) => {
      const a = c.attractions.get(v.placeId);
      return a !== undefined && isLongDayTrip(accessOf(c, v), a.visitMinutes, a.tags);
    });
    const trip = trips[0];
    if (!trip) return out;
    const others = visits.filter((v) => !trips.includes(v));
    const night = day.lodging ?? c.plan.days[i - 1]?.lodging ?? null;
    const home: LatLon | null = (night && c.lodgings.get(night.lodgingId)?.coordinates) ?? null;
    if (others.length > LIGHT_DAY.visits)
      out.push({
        message:
          `Day ${day.day} adds ${others.length} visits to the long day trip to ${trip.name}; ` +
          `after it, at most ${LIGHT_DAY.visits} short visit near the lodging`,
        day: day.day,
      });
    for (const v of others) {
      const km = home && v.coordinates ? haversineKm(home, v.coordinates) : 0;
      const long = v.endMinute - v.startMinute > LIGHT_DAY.maxMinutes;
      if (long || km > LIGHT_DAY.nearKm)
        out.push({
          message:
            `${v.name} (${v.endMinute - v.startMinute} min, ${km.toFixed(1)} km from the lodging) is too much for the day of ` +
            `${trip.name}: at most ${LIGHT_DAY.maxMinutes} min within ${LIGHT_DAY.nearKm} km`,
          day: day.day,
          itemId: v.id,
        });
    }
    return out;
  });
}

/** The pace check's pass line names the long day trips whose day was kept light. */
export function pacePassReason(c: CheckContext): string {
  const trips = eachDay(c, 'pace:pass', (d) =>
    d.items.flatMap((v) => {
      const a = v.kind === 'visit' ? c.attractions.get(v.placeId) : undefined;
      return a && v.kind === 'visit' && isLongDayTrip(accessOf(c, v), a.visitMinutes, a.tags) ? [`${v.name} (day ${d.day})`] : [];
    }),
  );
  const base = 'Activities per day and breaks follow the pace';
  return trips.length ? `${base}; after a long day trip the rest of the day stays light: ${trips.join(', ')}` : base;
}
