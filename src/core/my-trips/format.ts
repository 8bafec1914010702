import type { CityRef, ItinerarySummary } from '../api/trips';
import { formatMoney } from '../money/currencies';
import { countryName } from '../geo/region-name';
import { dayMonth, dayMonthYear, dayOfMonth } from '../time/date-labels';

/** "12–14 Apr 2026", "30 Apr – 2 May 2026", "30 Dec 2026 – 2 Jan 2027": trip dates are calendar dates, shown as such. */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return dayMonthYear(start);
  const [sy, sm] = start.split('-');
  const [ey, em] = end.split('-');
  if (sy === ey && sm === em) return `${dayOfMonth(start)}–${dayMonthYear(end)}`;
  if (sy === ey) return `${dayMonth(start)} – ${dayMonthYear(end)}`;
  return `${dayMonthYear(start)} – ${dayMonthYear(end)}`;
}

/** "Lisbon, Portugal" for one city; "Lisbon, Porto and Madrid" for several (countries would crowd the card). */
export function formatCities(cities: CityRef[]): string {
  if (cities.length === 0) return 'No cities yet';
  if (cities.length === 1) {
    const [c] = cities;
    const country = countryName(c!.country);
    return country ? `${c!.name}, ${country}` : c!.name;
  }
  const names = cities.map((c) => c.name);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const STATUS_LABEL: Record<ItinerarySummary['status'], string> = { upcoming: 'Upcoming', ongoing: 'Happening now', past: 'Past' };

export function formatCost(trip: Pick<ItinerarySummary, 'total' | 'budget' | 'currency'>): string {
  const total = formatMoney(trip.total, trip.currency);
  return trip.budget === null ? total : `${total} of ${formatMoney(trip.budget, trip.currency)} budget`;
}

export const pluralize = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The line under My Trips' heading, in the React page and in the first screen the server sends (decision 046). */
export const MY_TRIPS_INTRO = 'Every itinerary you have planned, with its dates, cities and cost.';
