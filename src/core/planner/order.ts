import { canFollow, earliestStart, firstReady, simulate, type Segment, type Stop, type Travel } from './sequence';

/** Exact up to this many stops (Held-Karp over subsets with time windows); beyond, 2-opt and Or-opt. */
export const EXACT_LIMIT = 12;
const LABEL_CAP = 24;

interface Label {
  travel: number;
  time: number;
  node: number;
  parent: Label | null;
}

/**
 * The order of `stops` with the least local travel (start -> stops -> end) that respects every time window,
 * or null when no order is feasible. Labels are Pareto sets of (travel, finish time): with waiting allowed,
 * finishing earlier never hurts, so dominated labels can go and the result is optimal.
 */
export function optimalOrder(seg: Segment, stops: Stop[], travel: Travel, breakMin: number, incumbent?: Stop[]): Stop[] | null {
  const n = stops.length;
  if (n === 0) return [];
  if (n > EXACT_LIMIT) return improveLocally(seg, incumbent ?? stops, travel, breakMin);
  const states = new Map<number, Label[]>();
  const put = (mask: number, l: Label) => {
    const key = mask * 16 + l.node;
    const list = states.get(key) ?? [];
    if (list.some((o) => o.travel <= l.travel && o.time <= l.time)) return;
    const kept = list.filter((o) => !(l.travel <= o.travel && l.time <= o.time));
    kept.push(l);
    if (kept.length > LABEL_CAP) kept.sort((a, b) => a.travel - b.travel || a.time - b.time).length = LABEL_CAP;
    states.set(key, kept);
  };
  let dinnerMask = 0;
  stops.forEach((s, j) => {
    if (s.meal === 'dinner') dinnerMask |= 1 << j;
  });
  for (let j = 0; j < n; j++) {
    const s = stops[j] as Stop;
    const leg = travel(seg.startLoc, s);
    if (!leg || !canFollow(false, true, s)) continue;
    const start = earliestStart(seg, s, firstReady(seg, seg.startLoc, s, leg.minutes));
    if (start !== null) put(1 << j, { travel: leg.minutes, time: start + s.duration, node: j, parent: null });
  }
  const full = (1 << n) - 1;
  for (let mask = 1; mask < full; mask++) {
    for (let last = 0; last < n; last++) {
      const labels = states.get(mask * 16 + last);
      if (!labels) continue;
      for (let j = 0; j < n; j++) {
        if (mask & (1 << j)) continue;
        const s = stops[j] as Stop;
        if (!canFollow((mask & dinnerMask) !== 0, false, s)) continue;
        const leg = travel(stops[last] as Stop, s);
        if (!leg) continue;
        for (const l of labels) {
          const start = earliestStart(seg, s, l.time + leg.minutes + breakMin);
          if (start !== null) put(mask | (1 << j), { travel: l.travel + leg.minutes, time: start + s.duration, node: j, parent: l });
        }
      }
    }
  }
  let best: { label: Label; total: number } | null = null;
  for (let last = 0; last < n; last++) {
    for (const l of states.get(full * 16 + last) ?? []) {
      let total = l.travel;
      if (seg.endLoc) {
        const leg = travel(stops[last] as Stop, seg.endLoc);
        if (!leg || (seg.endDeadline && l.time + leg.minutes > seg.end)) continue;
        total += leg.minutes;
      }
      if (!best || total < best.total || (total === best.total && l.time < best.label.time)) best = { label: l, total };
    }
  }
  if (!best) return null;
  const order: Stop[] = [];
  for (let l: Label | null = best.label; l; l = l.parent) order.unshift(stops[l.node] as Stop);
  return order;
}

/** 2-opt (segment reversal) and Or-opt (move 1-3 stops) until no feasible improvement. */
export function improveLocally(seg: Segment, start: Stop[], travel: Travel, breakMin: number): Stop[] | null {
  let order = [...start];
  let cur = simulate(seg, order, travel, breakMin);
  if (!cur) return null;
  let improved = true;
  for (let rounds = 0; improved && rounds < 50; rounds++) {
    improved = false;
    const n = order.length;
    const tryOrder = (cand: Stop[]) => {
      const r = simulate(seg, cand, travel, breakMin);
      if (r && cur && r.travelMin < cur.travelMin) {
        order = cand;
        cur = r;
        improved = true;
        return true;
      }
      return false;
    };
    for (let i = 0; i < n - 1 && !improved; i++) {
      for (let k = i + 1; k < n && !improved; k++)
        tryOrder([...order.slice(0, i), ...order.slice(i, k + 1).reverse(), ...order.slice(k + 1)]);
    }
    for (let len = 1; len <= 3 && !improved; len++) {
      for (let i = 0; i + len <= n && !improved; i++) {
        const chunk = order.slice(i, i + len);
        const rest = [...order.slice(0, i), ...order.slice(i + len)];
        for (let j = 0; j <= rest.length && !improved; j++) {
          if (j === i) continue;
          tryOrder([...rest.slice(0, j), ...chunk, ...rest.slice(j)]);
        }
      }
    }
  }
  return order;
}
