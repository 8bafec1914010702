import type { Diagnostics } from './diagnostics';
import type { Legs } from './legs';
import type { Pools } from './pools';
import type { Problem } from './problem';
import { formatMoney } from '../money/currencies';
import { dominanceLabels, type Acc } from './route-labels';
import { buildSlots, windowsHold, type Slot } from './route-slots';
import { stayEvaluator, utilityBound } from './route-stays';
import { cityLabel } from './labels';

export interface RouteStay {
  cityId: string;
  arriveDay: number;
  endDay: number;
  /** Counted days (per transferDayCounts) and nights slept. */
  days: number;
  nights: number;
  transferIn: boolean;
  transferOut: boolean;
  fullDays: number[];
}
export interface RouteLeg {
  from: string;
  to: string;
  day: number;
}
export interface Route {
  stays: RouteStay[];
  legs: RouteLeg[];
  lb: number;
  utility: number;
  key: string;
}

export interface RouteSearchResult {
  routes: Route[];
  minLb: number;
  truncated: boolean;
  nodes?: number;
}

const NODE_LIMIT = 400_000;

/**
 * Exact search over city orders and stay lengths (DESIGN §5): depth-first with memoised dead states
 * (used slots, used cities, last city, day), window and day-count pruning, and cost lower bounds.
 * Returns the best `maxRoutes` complete routes: within budget first, then by utility, then cheapest.
 */
export function searchRoutes(
  p: Problem,
  pools: Pools,
  legs: Legs,
  diag: Diagnostics,
  maxRoutes: number,
  nodeLimit = NODE_LIMIT,
): RouteSearchResult {
  const r = p.request;
  const arrival = r.transferDayCounts === 'arrival';
  const origin = p.origin?.id ?? null;
  const returnEff = origin !== null && r.returnToOrigin;
  const slots = buildSlots(p, diag);
  const n = slots.length;
  const exclusive = r.transport.selfDriveExclusive;
  const dead = new Set<string>();
  let kept: Route[] = [];
  let minLb = Infinity;
  let nodes = 0;
  let truncated = false;
  const budget = p.budget ?? Infinity;
  const adv = (days: number) => (arrival ? days : days - 1);
  const delta = arrival && !returnEff ? 1 : 0;

  const stays: RouteStay[] = [];
  const routeLegs: RouteLeg[] = [];

  const famLb = (f: { any: number; noDrive: number; withCar: number }) => (exclusive ? Math.min(f.noDrive, f.withCar) : f.any);
  // Hours between cities are hours not visiting (decision 029 weighs them for the mode; here for the order): with a
  // value of time (the curated catalog), each hour of the fastest way costs the share of a day's visits it takes,
  // at half a top visit each. Benchmark catalogs have none and keep utility only.
  const perHour = p.catalog.valueOfTimePerHour ? (0.5 * p.pace.maxActivities) / Math.max(1, (p.pace.dayEnd - p.pace.dayStart) / 60) : 0;
  const travelCost = (from: string, to: string, day: number) => (perHour ? perHour * legs.fastestHours(from, to, day) : 0);

  const rank = (x: { lb: number; utility: number; key: string }, y: { lb: number; utility: number; key: string }) =>
    Number(x.lb > budget) - Number(y.lb > budget) || y.utility - x.utility || x.lb - y.lb || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);
  // The worst of the best `maxRoutes` so far: routes that rank below it are not even materialised.
  let threshold: Route | null = null;

  function finish(acc: Acc, utility: number) {
    const lb = famLb(acc.fam) + acc.fixed;
    minLb = Math.min(minLb, lb);
    const key = stays.map((s) => `${s.cityId}:${s.arriveDay}-${s.endDay}`).join('|');
    if (threshold && rank({ lb, utility, key }, threshold) >= 0) return;
    kept.push({ stays: stays.map((s) => ({ ...s, fullDays: [...s.fullDays] })), legs: routeLegs.map((l) => ({ ...l })), lb, utility, key });
    if (kept.length > 4 * maxRoutes + 64) prune();
  }

  function prune() {
    kept.sort(rank);
    kept = kept.slice(0, maxRoutes);
    if (kept.length >= maxRoutes) threshold = kept[kept.length - 1] as Route;
  }

  const remainingUb = utilityBound(slots, pools, p.pace.maxActivities);
  const cityIndex = new Map<string, number>();
  for (const s of slots) for (const c of s.candidates) if (!cityIndex.has(c)) cityIndex.set(c, cityIndex.size);
  const usedKey = (used: Set<string>) =>
    cityIndex.size <= 50 ? [...used].reduce((m, c) => m + 2 ** (cityIndex.get(c) ?? 0), 0).toString(36) : [...used].sort().join(',');

  // Returns true when some complete route (ignoring budget) exists below this node.
  function dfs(pos: number, a: number, prev: string | null, usedSlots: number, used: Set<string>, acc: Acc, utility: number): boolean {
    if (++nodes > nodeLimit) {
      truncated = true;
      return true;
    }
    const memoKey = `${usedSlots}|${usedKey(used)}|${prev}|${a}`;
    if (dead.has(memoKey)) return false;
    if (!remainingFits(pos, a, usedSlots)) {
      dead.add(memoKey);
      return false;
    }
    if (dominated(memoKey, utility, acc)) return true;
    let any = false;
    const seenGroups: string[] = [];
    const isLast = pos === n - 1;
    for (let si = 0; si < n; si++) {
      if (usedSlots & (1 << si)) continue;
      if (r.orderFixed && si !== pos) continue;
      const slot = slots[si] as Slot;
      if (seenGroups.includes(slot.group)) continue; // identical region slots: try only the first unused one
      seenGroups.push(slot.group);
      for (const c of slot.candidates) {
        if (used.has(c) || c === origin) continue;
        const transferIn = pos > 0 || origin !== null;
        const from = pos > 0 ? prev : origin;
        let fam = acc.fam;
        if (transferIn) {
          const b = legs.bound(from as string, c, a);
          if (b.any === Infinity) {
            diag.add(
              p.direct ? 'direct-connections' : 'transport-modes',
              () => `No allowed way from ${cityLabel(p.catalog, from as string)} to ${cityLabel(p.catalog, c)} on day ${a}`,
            );
            continue;
          }
          fam = { any: fam.any + b.any, noDrive: fam.noDrive + b.noDrive, withCar: fam.withCar + b.withCar };
        }
        const transferOut = !isLast || returnEff;
        const eFrom = isLast ? p.D : arrival ? a + slot.minDays : a + slot.minDays - 1;
        const eTo = isLast ? p.D : Math.min(p.D, arrival ? a + slot.maxDays : a + slot.maxDays - 1);
        for (let e = eFrom; e <= eTo; e++) {
          if ((transferOut && e <= a) || e < a) continue;
          const days = arrival && transferOut ? e - a : e - a + 1;
          if (days < slot.minDays || days > slot.maxDays) {
            diag.add('stay-lengths', () => `${cityLabel(p.catalog, c)} cannot get ${slot.minDays}-${slot.maxDays} days`);
            continue;
          }
          const lastCounted = arrival && transferOut ? e - 1 : e;
          if (!windowsHold(slot.windows, a, lastCounted)) {
            diag.add('date-windows', () => `${cityLabel(p.catalog, c)} on days ${a}-${lastCounted} misses its window`);
            continue;
          }
          const stay = evalStay(c, a, e, transferIn, transferOut, days);
          if (!stay) continue;
          let fam2 = fam;
          if (isLast && returnEff) {
            const b = legs.bound(c, origin as string, p.D);
            if (b.any === Infinity) {
              diag.add(
                p.direct ? 'direct-connections' : 'transport-modes',
                () => `No allowed way back from ${cityLabel(p.catalog, c)} on day ${p.D}`,
              );
              continue;
            }
            fam2 = { any: fam.any + b.any, noDrive: fam.noDrive + b.noDrive, withCar: fam.withCar + b.withCar };
          }
          const acc2: Acc = { fam: fam2, fixed: acc.fixed + stay.cost };
          const lb = famLb(acc2.fam) + acc2.fixed;
          if (!Number.isFinite(lb)) {
            diag.add('transport-modes', 'Self-drive cannot be mixed with flights or taxis on this route');
            continue;
          }
          if (!nextWindowsOk(usedSlots | (1 << si), e)) {
            diag.add('date-windows', 'A later city would miss its window');
            continue;
          }
          stays.push(stay.stay);
          if (transferIn) routeLegs.push({ from: from as string, to: c, day: a });
          if (isLast && returnEff) routeLegs.push({ from: c, to: origin as string, day: p.D });
          const u =
            utility +
            stay.utility -
            (transferIn ? travelCost(from as string, c, a) : 0) -
            (isLast && returnEff ? travelCost(c, origin as string, p.D) : 0);
          if (lb > budget && lb >= minLb) {
            diag.add('budget', () => `Route through ${cityLabel(p.catalog, c)} costs at least ${formatMoney(lb, p.catalog.currency)}`);
            any = true; // structurally fine, only too expensive: never memoise as dead
          } else if (isLast) {
            finish(acc2, u);
            any = true;
          } else if (
            threshold &&
            lb <= budget &&
            threshold.lb <= budget &&
            u + remainingUb(usedSlots | (1 << si), p.D - e + 1) < threshold.utility
          ) {
            any = true; // cannot reach the best routes kept so far (bound on utility)
          } else {
            used.add(c);
            if (dfs(pos + 1, e, c, usedSlots | (1 << si), used, acc2, u)) any = true;
            used.delete(c);
          }
          if (isLast && returnEff) routeLegs.pop();
          if (transferIn) routeLegs.pop();
          stays.pop();
          if (truncated) return true;
        }
      }
    }
    if (!any) dead.add(memoKey);
    return any;
  }

  const dominated = dominanceLabels(budget === Infinity);

  function remainingFits(pos: number, a: number, usedSlots: number): boolean {
    let lo = 0,
      hi = 0;
    for (let si = 0; si < n; si++) {
      if (usedSlots & (1 << si)) continue;
      const s = slots[si] as Slot;
      lo += adv(s.minDays);
      hi += adv(s.maxDays);
    }
    const need = p.D - a + delta;
    if (pos >= n) return need === 0;
    return lo <= need && need <= hi;
  }

  function nextWindowsOk(usedSlots: number, nextArrive: number): boolean {
    for (let si = 0; si < n; si++) {
      if (usedSlots & (1 << si)) continue;
      for (const w of (slots[si] as Slot).windows) if (nextArrive > (w.presence === 'all' ? w.fromDay : w.toDay)) return false;
    }
    return true;
  }

  const evalStay = stayEvaluator(p, pools, diag, cityIndex);

  if (n === 0) return { routes: [], minLb, truncated };
  if (n > 30) {
    diag.add('stay-lengths', 'At most 30 stops');
    return { routes: [], minLb, truncated };
  }
  dfs(0, 1, null, 0, new Set(), { fam: { any: 0, noDrive: 0, withCar: 0 }, fixed: 0 }, 0);
  prune();
  return { routes: kept, minLb, truncated, nodes };
}
