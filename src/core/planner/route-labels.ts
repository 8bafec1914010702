/** What a partial route has committed so far: transport lower bounds per cost family, and fixed costs. */
export interface Acc {
  fam: { any: number; noDrive: number; withCar: number };
  fixed: number;
}

/** Non-dominated paths explored per search state; the best route stays exact, alternatives are a sample. */
const LABELS = 2;

type Label = [utility: number, any: number, noDrive: number, withCar: number];

/**
 * Paths reaching the same state (slots and cities used, last city, day) share every completion, so a path
 * beaten by LABELS others on utility and on every cost family cannot lead to a better route than theirs.
 * Returns `dominated(stateKey, utility, acc)`, which also records the path as a label of that state.
 */
export function dominanceLabels(noBudget: boolean) {
  const labels = new Map<string, Label[]>();
  // Label l beats m: at least as much utility for no more cost in every family (or, without a budget, more utility).
  function beats(l: Label, m: Label): boolean {
    const cheaper = l[1] <= m[1] && l[2] <= m[2] && l[3] <= m[3];
    return (l[0] >= m[0] - 1e-9 && cheaper) || (noBudget && l[0] > m[0] + 1e-9);
  }
  return function dominated(key: string, u: number, acc: Acc): boolean {
    const me: Label = [u, acc.fixed + acc.fam.any, acc.fixed + acc.fam.noDrive, acc.fixed + acc.fam.withCar];
    const list = labels.get(key);
    if (!list) {
      labels.set(key, [me]);
      return false;
    }
    let beaten = 0;
    for (const l of list) if (beats(l, me)) beaten++;
    if (beaten >= LABELS) return true;
    const kept = list.filter((l) => !beats(me, l));
    kept.push(me);
    kept.sort((x, y) => y[0] - x[0] || x[1] - y[1]);
    labels.set(key, kept.slice(0, 4 * LABELS));
    return false;
  };
}
