import type { PricedLodging, Pools } from './pools';
import type { Problem } from './problem';
import type { RouteStay } from './route-search';

/**
 * One lodging per stay (so a stay's nights satisfy its minimum-nights rule). Start from the cheapest eligible
 * listing; with a budget, spend up to `extra` on upgrades (longest stays first, best rating per upgrade);
 * without one, take the best-rated listing at or below the city's median eligible price.
 */
export function chooseLodging(p: Problem, pools: Pools, stays: RouteStay[], extra: number | 'cheapest'): Map<string, PricedLodging> | null {
  const chosen = new Map<string, PricedLodging>();
  if (!p.request.lodging.required) return chosen;
  for (const s of stays) {
    if (s.nights === 0) continue;
    const cheapest = pools.lodgingsFor(s.cityId, s.nights)[0];
    if (!cheapest) return null;
    chosen.set(s.cityId, cheapest);
  }
  if (extra === 'cheapest') return chosen;
  const level = oneLevel(p, pools, stays, chosen, extra);
  if (level) return level;
  let left = extra;
  for (const s of [...stays].sort((a, b) => b.nights - a.nights || (a.cityId < b.cityId ? -1 : 1))) {
    const base = chosen.get(s.cityId);
    if (!base) continue;
    const list = pools.lodgingsFor(s.cityId, s.nights);
    const median = (list[Math.floor((list.length - 1) / 2)] as PricedLodging).perNight;
    let best = base;
    for (const x of list) {
      const up = (x.perNight - base.perNight) * s.nights;
      const affordable = p.budget === null ? x.perNight <= median : up <= left;
      if (affordable && (x.quality > best.quality || (x.quality === best.quality && x.perNight < best.perNight))) best = x;
    }
    if (p.budget !== null) left -= (best.perNight - base.perNight) * s.nights;
    chosen.set(s.cityId, best);
  }
  return chosen;
}

const LEVELS = ['upscale', 'mid', 'budget'] as const;

/**
 * Where the catalog knows price levels, the whole trip stays at one level (no €190 room, then a €520 one): the
 * level asked for, else without a budget the middle one, else the highest level the budget's slack pays for
 * on every stay. Null = levels unknown or a mix asked for (the per-stay choice applies).
 */
function oneLevel(
  p: Problem,
  pools: Pools,
  stays: RouteStay[],
  cheapest: Map<string, PricedLodging>,
  extra: number,
): Map<string, PricedLodging> | null {
  const asked = p.request.lodging.tier;
  if (asked === 'mixed') return null;
  const withNights = stays.filter((s) => s.nights > 0);
  if (!withNights.every((s) => pools.lodgingsFor(s.cityId, s.nights).some((x) => x.l.tier))) return null;
  const levels = asked ? [asked] : p.budget === null ? ['mid', 'budget'] : LEVELS;
  for (const level of levels) {
    const pick = new Map<string, PricedLodging>();
    let cost = 0;
    for (const s of withNights) {
      const x = pools.lodgingsFor(s.cityId, s.nights).find((y) => y.l.tier === level);
      if (!x) break;
      pick.set(s.cityId, x);
      cost += (x.perNight - (cheapest.get(s.cityId) as PricedLodging).perNight) * s.nights;
    }
    if (pick.size === withNights.length && (p.budget === null || cost <= extra)) return pick;
  }
  return asked ? null : cheapest;
}
