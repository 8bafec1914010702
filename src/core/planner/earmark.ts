import type { ScoredAttraction } from './pools';

/**
 * Attractions to keep for later days: a maximum matching of later visit slots (one per required visit, by date)
 * to unused attractions usable on that date (Kuhn's augmenting paths). Least popular attractions are tried
 * first, so the popular ones stay free for today.
 */
export function earmarkVisits(
  pool: ScoredAttraction[],
  slotDates: string[],
  usable: (x: ScoredAttraction, date: string) => boolean,
): Set<string> {
  if (slotDates.length === 0) return new Set();
  const byScore = [...pool].sort((a, b) => a.score - b.score || (a.a.id < b.a.id ? -1 : 1));
  const fits = new Map<string, ScoredAttraction[]>();
  for (const date of new Set(slotDates))
    fits.set(
      date,
      byScore.filter((x) => usable(x, date)),
    );
  const owner = new Map<string, number>(); // attraction id -> slot index
  const tryAssign = (slot: number, seen: Set<string>): boolean => {
    for (const x of fits.get(slotDates[slot] as string) ?? []) {
      if (seen.has(x.a.id)) continue;
      seen.add(x.a.id);
      const other = owner.get(x.a.id);
      if (other === undefined || tryAssign(other, seen)) {
        owner.set(x.a.id, slot);
        return true;
      }
    }
    return false;
  };
  for (let s = 0; s < slotDates.length; s++) tryAssign(s, new Set());
  return new Set(owner.keys());
}
