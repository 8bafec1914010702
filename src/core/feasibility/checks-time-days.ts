import type { PlanDay, Violation } from '../planner/types';
import { rideBackViolations, rideOutViolations } from './checks-ride-out';
import {
  accessWindowViolations,
  byStart,
  byStartThenEnd,
  endsBeforeStart,
  onTimeline,
  overlapPair,
  travelPair,
  type Timed,
} from './checks-time';
import { instants, type CheckContext } from './context';
import { orNone, perDay, type Reuse } from './reuse';

// The travel-time and no-overlap checks day by day, reusing the days an edit left alone (reuse.ts). Both sort the
// whole trip's items by time and judge consecutive pairs. When each day's sorted items all come before the next
// day's (the usual case; not when a day runs past midnight into the next one's morning, or a flight crosses time
// zones backwards), the trip's stable sort is the days' sorted runs one after another. Then the pairs within a day
// are the day's own and only the pair across each day boundary is judged afresh. Otherwise these answer null and
// the checks run whole.

/** What a day keeps: its earliest and latest items in the sort's order, and the violations judged within it. */
interface Run<T> {
  first: Timed | undefined;
  last: Timed | undefined;
  /** Every instant is a number (NaN would make the sort's order undefined: then the check runs whole). */
  finite: boolean;
  own: T;
}

function runOf<T>(
  c: CheckContext,
  i: number,
  name: string,
  keep: (x: Timed) => boolean,
  cmp: typeof byStart,
  judge: (sorted: Timed[]) => T,
) {
  return perDay(c.reuse as Reuse, c.plan.days, i, name, (): Run<T> => {
    const day = c.plan.days[i] as PlanDay;
    const timed = day.items.map((it) => ({ day, it, ...instants(day, it) }));
    const sorted = timed.filter(keep).sort(cmp);
    const finite = timed.every((x) => Number.isFinite(x.start) && Number.isFinite(x.end));
    return { first: sorted[0], last: sorted[sorted.length - 1], finite, own: judge(sorted) };
  });
}

/** The runs' violations in the trip's order, with each boundary pair judged afresh; null when the days interleave. */
function joined<T>(
  runs: Array<Run<T>>,
  cmp: typeof byStart,
  pair: (a: Timed, b: Timed, out: Violation[]) => void,
  pairs: (own: T) => Violation[],
) {
  let last: Timed | undefined;
  const out: Violation[] = [];
  for (const run of runs) {
    if (!run.finite) return null;
    if (!run.first || !run.last) continue;
    if (last) {
      if (!(cmp(last, run.first) <= 0)) return null;
      pair(last, run.first, out);
    }
    out.push(...pairs(run.own));
    last = run.last;
  }
  return out;
}

export function travelTimeByDay(c: CheckContext): Violation[] | null {
  const runs = c.plan.days.map((day, i) =>
    runOf(c, i, 'travel-time', onTimeline, byStart, (sorted) => {
      const pairs: Violation[] = [];
      for (let k = 1; k < sorted.length; k++) travelPair(c, sorted[k - 1] as Timed, sorted[k] as Timed, pairs);
      return {
        access: orNone(accessWindowViolations(c, day)),
        out: orNone(rideOutViolations(c, day)),
        back: orNone(rideBackViolations(c, day)),
        pairs: orNone(pairs),
      };
    }),
  );
  const timeline = joined(
    runs,
    byStart,
    (a, b, out) => travelPair(c, a, b, out),
    (own) => own.pairs,
  );
  if (!timeline) return null;
  return [...runs.flatMap((r) => r.own.access), ...runs.flatMap((r) => r.own.out), ...runs.flatMap((r) => r.own.back), ...timeline];
}

export function noOverlapByDay(c: CheckContext): Violation[] | null {
  const runs = c.plan.days.map((_, i) =>
    runOf(
      c,
      i,
      'no-overlap',
      () => true,
      byStartThenEnd,
      (sorted) => {
        const backwards: Violation[] = [];
        const pairs: Violation[] = [];
        for (const x of sorted) endsBeforeStart(x, backwards);
        for (let k = 1; k < sorted.length; k++) overlapPair(sorted[k - 1] as Timed, sorted[k] as Timed, pairs);
        return { backwards: orNone(backwards), pairs: orNone(pairs) };
      },
    ),
  );
  const timeline = joined(runs, byStartThenEnd, overlapPair, (own) => own.pairs);
  return timeline && [...runs.flatMap((r) => r.own.backwards), ...timeline];
}
