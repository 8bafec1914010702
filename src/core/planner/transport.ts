import { parseHHMM, zonedInstant } from '../time/dates';
import type { IntercityOption } from './catalog-types';
import { carCompatible, type Legs, type PricedOption } from './legs';
import type { Problem } from './problem';
import type { RouteLeg } from './route-search';

/** A chosen inter-city option with its times: departure in the from-city's zone, arrival in the to-city's. */
export interface TimedLeg extends RouteLeg {
  option: IntercityOption;
  cost: number;
  depMinute: number; // relative to the leg day's local midnight (from-city zone)
  arrMinute: number; // relative to the leg day's local midnight (to-city zone); >= 1440 when next day
}

const MAX_OPTIONS = 40;

export function bufferFor(p: Problem, o: IntercityOption): number {
  return o.mode === 'flight' ? p.request.transport.flightBufferMinutes : p.request.transport.groundBufferMinutes;
}

/** Departure and arrival minutes of an option on a given day. Free-departure modes leave after lunch on short hops. */
export function timeOption(p: Problem, o: IntercityOption, day: number): { dep: number; arr: number } {
  const date = p.dates[day - 1] as string;
  // Free departures: short hops and the way home leave after lunch; long drives leave in the morning.
  const home = o.toCityId === p.origin?.id;
  const dep = o.departure !== undefined ? parseHHMM(o.departure) : o.durationMinutes > 360 && !home ? p.pace.dayStart : 840;
  if (o.arrival !== undefined) return { dep, arr: parseHHMM(o.arrival) + 1440 * (o.arrivalDayOffset ?? 0) };
  const fromTz = p.catalog.city(o.fromCityId)?.timeZone ?? 'UTC';
  const toTz = p.catalog.city(o.toCityId)?.timeZone ?? 'UTC';
  const arrInstant = zonedInstant(date, dep, fromTz) + o.durationMinutes * 60_000;
  return { dep, arr: Math.round((arrInstant - zonedInstant(date, 0, toTz)) / 60_000) };
}

/**
 * Branch-and-bound over the legs' options: cheapest total such that each departure leaves time after the
 * previous arrival (both buffers), honouring the self-drive family rule. Returns null when no combination works.
 */
export function chooseTransport(p: Problem, legs: Legs, route: RouteLeg[]): TimedLeg[] | null {
  const families: Array<(o: PricedOption) => boolean> = p.request.transport.selfDriveExclusive
    ? [(o) => !o.selfDrive, (o) => carCompatible(o.o)]
    : [() => true];
  let best: { cost: number; legs: TimedLeg[] } | null = null;
  const needsTime = p.pace.travelDaysFull && p.pace.minActivities > 0;
  for (const fam of families) {
    const opts = route.map((l) => legs.options(l.from, l.to, l.day).filter(fam).slice(0, MAX_OPTIONS));
    if (opts.some((o) => o.length === 0)) continue;
    const suffixLb: number[] = new Array(route.length + 1).fill(0);
    for (let i = route.length - 1; i >= 0; i--) suffixLb[i] = (suffixLb[i + 1] as number) + (opts[i]?.[0]?.cost ?? 0);
    const chosen: TimedLeg[] = [];
    const dfs = (i: number, cost: number) => {
      if (best && cost + (suffixLb[i] as number) >= best.cost) return;
      if (i === route.length) {
        best = { cost, legs: [...chosen] };
        return;
      }
      const leg = route[i] as RouteLeg;
      for (const x of opts[i] as PricedOption[]) {
        if (best && cost + x.cost + (suffixLb[i + 1] as number) >= best.cost) break;
        const { dep, arr } = timeOption(p, x.o, leg.day);
        if (needsTime && !leavesTime(p, x.o, dep, arr)) continue;
        const prev = chosen[i - 1];
        if (prev) {
          const ready = (prev.day - 1) * 1440 + prev.arrMinute + bufferFor(p, prev.option);
          if (ready + bufferFor(p, x.o) > (leg.day - 1) * 1440 + dep) continue;
        }
        chosen.push({ ...leg, option: x.o, cost: x.cost, depMinute: dep, arrMinute: arr });
        dfs(i + 1, cost + x.cost);
        chosen.pop();
      }
    };
    dfs(0, 0);
  }
  return (best as { cost: number; legs: TimedLeg[] } | null)?.legs ?? null;
}

/** With full travel days, a transfer must leave a couple of hours in one of the day's cities. */
function leavesTime(p: Problem, o: IntercityOption, dep: number, arr: number): boolean {
  const buf = bufferFor(p, o);
  const before = o.fromCityId !== p.origin?.id ? dep - buf - p.pace.dayStart : 0;
  const after = o.toCityId !== p.origin?.id && arr < 1440 ? p.pace.dayEnd - arr - buf : 0;
  return Math.max(before, after) >= 120;
}
