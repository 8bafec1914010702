import { parseHHMM } from '../time/dates';
import type { IntercityOption } from './catalog-types';
import { bufferFor, carCompatible, type Legs, type PricedOption } from './legs';
import type { Problem } from './problem';
import type { RouteLeg } from './route-search';
import { arrivalMinute, departureChoices, departureNote, type Departure } from './departure';

/** A chosen inter-city option with its times: departure in the from-city's zone, arrival in the to-city's. */
export interface TimedLeg extends RouteLeg {
  option: IntercityOption;
  cost: number;
  depMinute: number; // relative to the leg day's local midnight (from-city zone)
  arrMinute: number; // relative to the leg day's local midnight (to-city zone); >= 1440 when next day
  /** Why a leave-whenever option leaves then (shown in the plan). */
  why?: string;
}

const MAX_OPTIONS = 40;

/** Departure and arrival minutes of an option on a given day, best first: one for a timetabled service. */
export function timeOptions(p: Problem, o: IntercityOption, day: number): Array<{ dep: number; arr: number; why: string }> {
  const choices = departureChoices(p, o, day, bufferFor(p, o));
  const ideal = choices[0] as Departure;
  if (o.departure !== undefined) {
    const dep = parseHHMM(o.departure);
    const arr = o.arrival !== undefined ? parseHHMM(o.arrival) + 1440 * (o.arrivalDayOffset ?? 0) : arrivalMinute(p, o, day, dep);
    return [{ dep, arr, why: departureNote(dep, ideal, true) }];
  }
  return choices.map((d) => ({ dep: d.dep, arr: arrivalMinute(p, o, day, d.dep), why: departureNote(d.dep, d, false) }));
}

/** How far a timetabled departure is from the one that would fit the day best (0 for leave-whenever options). */
function misfit(p: Problem, o: IntercityOption, day: number): number {
  if (o.departure === undefined) return 0;
  return Math.abs(parseHHMM(o.departure) - (departureChoices(p, o, day, bufferFor(p, o))[0] as Departure).dep);
}

/**
 * Branch-and-bound over the legs' options: the lowest total of fares plus, when `valueOfTime` is set, the travellers'
 * hours at that value (Catalog.valueOfTimePerHour), such that each departure leaves time after the previous arrival
 * (both buffers), honouring the self-drive family rule. Returns null when no combination works.
 */
export function chooseTransport(p: Problem, legs: Legs, route: RouteLeg[], valueOfTime = 0): TimedLeg[] | null {
  const score = (x: PricedOption) => x.cost + (valueOfTime * p.people * x.o.durationMinutes) / 60;
  const families: Array<(o: PricedOption) => boolean> = p.request.transport.selfDriveExclusive
    ? [(o) => !o.selfDrive, (o) => carCompatible(o.o)]
    : [() => true];
  let best: { cost: number; legs: TimedLeg[] } | null = null;
  const needsTime = p.pace.travelDaysFull && p.pace.minActivities > 0;
  for (const fam of families) {
    // Among equally cheap and fast options (a service's departures), the one that best fits the day comes first.
    const opts = route.map((l) =>
      legs
        .options(l.from, l.to, l.day)
        .filter(fam)
        .slice(0, MAX_OPTIONS)
        .map((x) => ({ x, m: misfit(p, x.o, l.day) }))
        .sort((a, b) => score(a.x) - score(b.x) || a.x.o.durationMinutes - b.x.o.durationMinutes || a.m - b.m)
        .map(({ x }) => x),
    );
    if (opts.some((o) => o.length === 0)) continue;
    const suffixLb: number[] = new Array(route.length + 1).fill(0);
    for (let i = route.length - 1; i >= 0; i--) {
      const first = opts[i]?.[0];
      suffixLb[i] = (suffixLb[i + 1] as number) + (first ? score(first) : 0);
    }
    const chosen: TimedLeg[] = [];
    const dfs = (i: number, cost: number) => {
      if (best && cost + (suffixLb[i] as number) >= best.cost) return;
      if (i === route.length) {
        best = { cost, legs: [...chosen] };
        return;
      }
      const leg = route[i] as RouteLeg;
      for (const x of opts[i] as PricedOption[]) {
        if (best && cost + score(x) + (suffixLb[i + 1] as number) >= best.cost) break;
        for (const { dep, arr, why } of timeOptions(p, x.o, leg.day)) {
          if (needsTime && !leavesTime(p, x.o, dep, arr)) continue;
          const prev = chosen[i - 1];
          if (prev) {
            const ready = (prev.day - 1) * 1440 + prev.arrMinute + bufferFor(p, prev.option);
            if (ready + bufferFor(p, x.o) > (leg.day - 1) * 1440 + dep) continue;
          }
          const found = best;
          chosen.push({ ...leg, option: x.o, cost: x.cost, depMinute: dep, arrMinute: arr, why });
          dfs(i + 1, cost + score(x));
          chosen.pop();
          if (best !== found) break; // the first departure that leads to a plan fits the day best
        }
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
