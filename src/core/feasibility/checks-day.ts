import { formatMinute } from '../time/dates';
import { MAX_IDLE_MINUTES, servesMeal } from '../trip-request/pace';
import type { PlanDay, Violation } from '../planner/types';
import type { CheckContext } from './context';
import { eachDay } from './reuse';

/**
 * Humane days, judged from the plan alone: every gap over MAX_IDLE_MINUTES between two items of a day is either
 * filled or covered by named free time (or rest at the lodging) that overlaps nothing.
 */
export function checkIdleTime(c: CheckContext): Violation[] {
  return eachDay(c, 'idle-time', (day) => idleTimeOfDay(day));
}

function idleTimeOfDay(day: PlanDay): Violation[] {
  const out: Violation[] = [];
  const free = day.freeTime ?? [];
  for (const f of free) {
    const clash = day.items.find((it) => it.kind !== 'transfer' && it.startMinute < f.endMinute && f.startMinute < it.endMinute);
    if (clash)
      out.push({ message: `Free time "${f.label}" overlaps ${clash.kind === 'transfer' ? 'a transfer' : clash.name}`, day: day.day });
  }
  let prevEnd: number | null = null;
  for (const it of day.items) {
    if (prevEnd !== null && it.startMinute - prevEnd > MAX_IDLE_MINUTES) {
      const covered = free.reduce((n, f) => n + Math.max(0, Math.min(f.endMinute, it.startMinute) - Math.max(f.startMinute, prevEnd!)), 0);
      if (it.startMinute - prevEnd - covered > MAX_IDLE_MINUTES)
        out.push({
          message:
            `Day ${day.day} has ${it.startMinute - prevEnd} unexplained minutes ` +
            `(${formatMinute(prevEnd)}–${formatMinute(it.startMinute)}) ` +
            `before ${it.kind === 'transfer' ? 'a transfer' : it.name}; fill them or name them as free time`,
          day: day.day,
          itemId: it.id,
        });
    }
    prevEnd = it.kind === 'transfer' && it.scope === 'intercity' ? it.endMinute : Math.max(prevEnd ?? 0, it.endMinute);
  }
  return out;
}

/**
 * One lodging per stay, and (where the catalog knows price levels) one level for the whole trip unless the
 * traveller asked for a level or a mix: no €190 room followed by a €520 one.
 */
export function checkLodgingConsistency(c: CheckContext): Violation[] | 'n/a' {
  if (!c.r.lodging.required) return 'n/a';
  const out: Violation[] = [];
  const nights = c.plan.days.flatMap((d) => (d.lodging ? [{ day: d.day, n: d.lodging }] : []));
  nights.forEach(({ day, n }, i) => {
    const prev = nights[i - 1];
    if (prev && prev.day === day - 1 && prev.n.cityId === n.cityId && prev.n.lodgingId !== n.lodgingId)
      out.push({ message: `Night ${day} moves from ${prev.n.name} to ${n.name} in the same city`, day });
  });
  const asked = c.r.lodging.tier;
  if (asked === 'mixed') return out;
  const tiers = new Map<string, string>();
  for (const { n } of nights) {
    const tier = c.catalog.lodgings(n.cityId).find((l) => l.id === n.lodgingId)?.tier;
    if (tier) tiers.set(tier, n.name);
  }
  if (asked && [...tiers.keys()].some((t) => t !== asked))
    out.push({ message: `You asked for ${asked} lodging; the plan has ${[...tiers.keys()].join(' and ')}` });
  else if (!asked && tiers.size > 1)
    out.push({ message: `Lodging jumps between levels (${[...tiers].map(([t, name]) => `${t}: ${name}`).join('; ')}); keep one level` });
  return out;
}

/**
 * Meals at places that serve them: the place lists that meal, and a counter (bakery, pastry café, slice shop)
 * is no lunch or dinner unless quick meals are asked for. Local meal times are the `meals` check's.
 */
export function checkMealVenues(c: CheckContext): Violation[] {
  return eachDay(c, 'meal-venues', (day) => mealVenuesOfDay(c, day));
}

function mealVenuesOfDay(c: CheckContext, day: PlanDay): Violation[] {
  const quick = c.r.pace.quickMeals === true;
  const out: Violation[] = [];
  for (const it of day.items) {
    if (it.kind !== 'meal') continue;
    const r = c.restaurants.get(it.placeId);
    if (r && !servesMeal(r, it.meal, quick))
      out.push({
        message:
          r.counter && r.meals?.includes(it.meal) !== false
            ? `${r.name} is a counter, not a sit-down ${it.meal}`
            : `${r.name} does not serve ${it.meal}`,
        day: day.day,
        itemId: it.id,
      });
  }
  return out;
}
