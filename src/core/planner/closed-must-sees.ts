import { accessWindow, earliestVisitStart } from '../time/access';
import { closureOn } from '../time/closures';
import { formatMinute as hhmm } from '../time/dates';
import { openIntervals } from '../time/opening-hours';
import type { Conflict } from './types';
import type { Problem } from './problem';
import { makeTravel } from './sequence';

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
      // The way there and back from the centre (the planner's local model) is part of the day too.
      const centre = { key: `centre:${city.id}`, coords: city.coordinates };
      const loc = { key: a.id, coords: a.coordinates, ...(a.access ? { access: a.access } : {}) };
      const there = a.coordinates || a.access ? (makeTravel(p, city)(centre, loc)?.minutes ?? 0) : 0;
      // A day trip with a first service rides out before the day starts, and is there from that arrival unless the
      // traveller set the start (earliestVisitStart); it must still be back by the day's end.
      const [first, last] = accessWindow(a.access);
      const earliest = (from: number, stated: boolean) =>
        a.access?.firstArrival ? earliestVisitStart(from, a.access, stated) : from + there;
      const fitsIn = (date: string, from: number, to: number, stated = true) =>
        openIntervals(a.openingHours, date, ctx).some(
          ([s, e]) => Math.min(e, to - there, last) - Math.max(s, earliest(from, stated), first) >= a.visitMinutes,
        );
      const fits = (date: string) => fitsIn(date, p.pace.dayStart, p.pace.dayEnd, p.pace.dayStartStated === true);
      if (p.dates.some(fits)) break;
      const closed = p.dates.filter((date) => openIntervals(a.openingHours, date, ctx).length === 0);
      if (closed.length < p.dates.length) {
        // Open, but never long enough inside the day's hours: say so with the numbers.
        // Today's stretches only (the list also carries tomorrow's, for overnight opening).
        const openDate = p.dates.find((d) => !closed.includes(d)) as string;
        // A day of shortened hours names its reason ("10:00-15:00, Christmas Eve: closes at 15:00").
        const shortened = closureOn(a.closures, openDate, city.countryCode, holiday);
        const open =
          openIntervals(a.openingHours, openDate, ctx)
            .filter(([s]) => s < 1440)
            .map(([s, e]) => `${hhmm(s)}-${hhmm(Math.min(e, 1440))}`)
            .join(', ') + (shortened?.windows ? ` on ${openDate}, ${shortened.label}` : '');
        const way = there >= 60 ? ` plus ${Math.floor(there / 60)} h ${there % 60} min each way from ${city.name}` : '';
        // Name the start a day would need (Machu Picchu from Cusco: before dawn), if any start would do.
        let start = p.pace.dayStart;
        while (start > 0 && !p.dates.some((d) => fitsIn(d, start, p.pace.dayEnd))) start -= 30;
        const earlier = start > 0 ? `start your days by ${hhmm(start)} or ` : '';
        out.push({
          checks: ['must-see', 'day-window'],
          message:
            `${a.name} needs ${a.visitMinutes} min${way}, which never fits between its opening hours (${open}) and your day ` +
            `(${hhmm(p.pace.dayStart)}-${hhmm(p.pace.dayEnd)}); ${earlier}drop it from the must-sees`,
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
