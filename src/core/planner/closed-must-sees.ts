import { closureOn } from '../time/closures';
import { formatMinute as hhmm } from '../time/dates';
import { openIntervals } from '../time/opening-hours';
import type { Conflict } from './types';
import type { Problem } from './problem';

/**
 * A must-see that is closed on every date of the trip (a holiday, a weekly closing day, a special closure)
 * makes the request infeasible before any search, with a reason that names the place and the dates.
 */
export function closedMustSees(p: Problem): Conflict[] {
  const out: Conflict[] = [];
  const cityIds = new Set(p.request.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : [])));
  const cities = cityIds.size ? [...cityIds].map((id) => p.catalog.city(id)).filter((c) => c !== undefined) : p.catalog.cities();
  const holiday = p.catalog.holiday ?? (() => null);
  for (const id of p.request.mustSee) {
    for (const city of cities) {
      const a = p.catalog.attractions(city.id).find((x) => x.id === id);
      if (!a) continue;
      const ctx = { countryCode: city.countryCode, lat: city.coordinates?.lat, lon: city.coordinates?.lon };
      const fits = (date: string) =>
        openIntervals(a.openingHours, date, ctx).some(
          ([s, e]) => Math.min(e, p.pace.dayEnd) - Math.max(s, p.pace.dayStart) >= a.visitMinutes,
        );
      if (p.dates.some(fits)) break;
      const closed = p.dates.filter((date) => openIntervals(a.openingHours, date, ctx).length === 0);
      if (closed.length < p.dates.length) {
        // Open, but never long enough inside the day's hours: say so with the numbers.
        const open = openIntervals(a.openingHours, p.dates.find((d) => !closed.includes(d)) as string, ctx)
          .map(([s, e]) => `${hhmm(s)}-${hhmm(Math.min(e, 1440))}`)
          .join(', ');
        out.push({
          checks: ['must-see', 'day-window'],
          message:
            `${a.name} needs ${a.visitMinutes} min, which never fits between its opening hours (${open}) and your day ` +
            `(${hhmm(p.pace.dayStart)}-${hhmm(p.pace.dayEnd)}); start your days earlier or drop it from the must-sees`,
        });
        break;
      }
      const why = p.dates.map((date) => {
        const hit = closureOn(a.closures, date, city.countryCode, holiday);
        return `${date}${hit ? ` (${hit.label})` : ''}`;
      });
      const span = p.dates.length === 1 ? `on ${why[0]}` : `on every day of your trip: ${why.join(', ')}`;
      out.push({
        checks: ['must-see', 'public-holidays'],
        message: `${a.name} is closed ${span}; choose other dates or drop it from the must-sees`,
      });
      break;
    }
  }
  return out;
}
