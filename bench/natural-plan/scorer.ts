/**
 * Port of NATURAL PLAN's evaluate_trip_planning.py (exact match on the city order and stay lengths).
 * Line by line: "Day a-b" spans and "Day n ... from X to Y" flights are read, the stays rebuilt from the
 * flight days (a flight day counts for both cities), then compared with the golden cities and durations.
 * Python's `\w` is Unicode-aware, hence `\p{L}\p{N}_` below.
 */
const W = '[\\p{L}\\p{N}_]+';
const PATTERN_VISIT = /\d+-\d+/u;
const PATTERN_FLIGHT = new RegExp(`.*Day (\\d+).*from (${W}) to (${W})`, 'u');
const PATTERN_DAYS = /European cities for (\d+) days/u;

export function parseResponse(response: string): [string, number][] {
  const days: string[] = [];
  const flights: [string, string, string][] = [];
  let totalDays: number | null = null;
  for (const piece of response.split('\n')) {
    const d = PATTERN_DAYS.exec(piece);
    if (d) totalDays = Number(d[1]);
    const v = PATTERN_VISIT.exec(piece);
    if (v) {
      days.push(v[0]);
      // The end of the plan: stop so that an alternative plan after it is not read.
      if (Number(v[0].split('-')[1]) === totalDays) break;
    }
    const f = PATTERN_FLIGHT.exec(piece);
    if (f) flights.push([f[1]!, f[2]!, f[3]!]);
  }
  const cities: string[] = [];
  const flightDays: number[] = [];
  for (const [day, from, to] of flights) {
    flightDays.push(Number(day));
    if (cities.length === 0) cities.push(from, to);
    else cities.push(to);
  }
  if (days.length === 0 || flights.length === 0 || cities.length === 0) return [];
  const lastDay = Number(days[days.length - 1]!.split('-')[1]);
  const bounds = [1, ...flightDays, lastDay];
  // Python indexes flight_days[i + 1] for every city; a city beyond the flights would raise, so stop there.
  return cities.slice(0, bounds.length - 1).map((city, i) => [city, bounds[i + 1]! - bounds[i]! + 1]);
}

export function exampleScore(cities: string, durations: string, plan: [string, number][]): 0 | 1 {
  const stays = cities.split('**').filter(Boolean);
  const days = durations.split('**').filter(Boolean).map(Number);
  const n = Math.min(stays.length, plan.length);
  let matched = 0;
  for (let i = 0; i < n; i++) {
    if (stays[i] === plan[i]![0] && days[i] === plan[i]![1]) matched++;
    else break;
  }
  return matched / stays.length < 1 ? 0 : 1;
}

export function accuracy(items: { cities: string; durations: string; response: string }[]): number {
  if (items.length === 0) return 0;
  return items.reduce((sum, it) => sum + exampleScore(it.cities, it.durations, parseResponse(it.response)), 0) / items.length;
}
