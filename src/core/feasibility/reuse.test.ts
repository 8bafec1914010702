import { describe, expect, it } from 'vitest';
import { applyEdits, type EditableDoc } from '../edits/apply-edits';
import { isPlace } from '../edits/retime';
import { replanDay, swapItem, type Catalog, type Plan } from '../planner';
import { mulberry32 } from '../planner/catalog/synthetic-catalog';
import type { TripRequest } from '../trip-request/schema';
import { checkPlan } from './index';
import { daySurgery, randomOps, REQUEST_CHANGES, requestVariant } from './testing/reuse-changes';
import { buildCuratedCatalog, int, keyScenarios, pick, planFixtures, type Rnd, withMinimumNights } from './testing/reuse-trips';

/**
 * Differential test of `checkPlan(..., { reuseDays: true })`, which reuses per-day results across calls: after
 * every step of seeded random edit sequences it must return exactly what the full checker returns. Replay a
 * failure with REUSE_SEED=<seed in the message>; a new REUSE_SEED explores other sequences.
 */
const SEED = Number(import.meta.env.REUSE_SEED ?? 20260601);
const SEQUENCES = 4;
const now = new Date('2026-04-01T10:00:00Z');

const catalog = buildCuratedCatalog();
const twin = buildCuratedCatalog();
/** Checked against now and then: the twin (same data), other prices, fewer cities, stays of at least four nights. */
const others = [
  twin,
  buildCuratedCatalog({ rates: { PEN: 0.3, GBP: 1.3, USD: 1.1 } }),
  buildCuratedCatalog({ cities: ['lisbon', 'cusco'] }),
  withMinimumNights(buildCuratedCatalog(), 4),
];
const fixtures = planFixtures(catalog);

const fails = new Map<string, number>();
let compared = 0;
let infeasible = 0;

function compare(where: string, request: TripRequest, plan: Plan, cat: Catalog) {
  const reused = checkPlan(request, plan, cat, { reuseDays: true });
  const full = checkPlan(request, plan, cat);
  expect(reused, where).toEqual(full);
  compared++;
  if (!full.feasible) infeasible++;
  for (const c of full.checks) if (c.status === 'fail') fails.set(c.id, (fails.get(c.id) ?? 0) + 1);
}

interface State {
  doc: EditableDoc;
  cat: Catalog;
}

/** One step from `cur`: the next state (checked by the caller) after maybe comparing a side case. */
function step(cur: State, history: State[], rnd: Rnd, where: (label: string) => string): { next: State; label: string } {
  const { doc, cat } = cur;
  const roll = rnd();
  if (roll < 0.5) {
    const ops = randomOps(doc, cat, rnd, roll < 0.12);
    return { next: { doc: applyEdits(doc, ops, cat, { now, skipInvalid: true }).doc, cat }, label: `ops ${JSON.stringify(ops)}` };
  }
  if (roll < 0.62) {
    const { label, request } = requestVariant(doc, rnd);
    if (rnd() < 0.65) compare(where(`request ${label}, not kept`), request, doc.plan, cat);
    else return { next: { doc: { ...doc, request }, cat }, label: `request ${label}` };
  } else if (roll < 0.66) return { next: { doc: { ...doc, request: { ...doc.request } }, cat }, label: 'request copied' };
  else if (roll < 0.74) {
    const { label, plan } = daySurgery(doc.plan, cat, rnd, pick(rnd, fixtures).doc.plan.days);
    return { next: { doc: { ...doc, plan }, cat }, label };
  } else if (roll < 0.84) {
    // Back to an earlier version (its days are shared with later ones), often to carry on from there.
    const old = rnd() < 0.3 ? (history[0] as State) : pick(rnd, history);
    compare(where('an old version again'), old.doc.request, old.doc.plan, old.cat);
    if (rnd() < 0.7) return { next: old, label: 'back to an old version' };
  } else if (roll < 0.9) {
    const other = pick(rnd, others);
    compare(where(`another catalog ${others.indexOf(other)}`), doc.request, doc.plan, other);
    if (other === twin && rnd() < 0.5) return { next: { doc, cat: twin }, label: 'on the twin catalog' };
  } else if (roll < 0.95) {
    const other = pick(rnd, fixtures).doc;
    compare(where(`another trip's request`), other.request, doc.plan, cat);
    compare(where(`another trip's plan`), doc.request, other.plan, cat);
  } else {
    const it = pick(
      rnd,
      doc.plan.days.flatMap((d) => d.items.filter(isPlace)),
    );
    const day = int(rnd, 1, doc.plan.days.length);
    const res = it && rnd() < 0.5 ? swapItem(doc.request, doc.plan, it.id, cat) : replanDay(doc.request, doc.plan, day, cat);
    if (res.status === 'ok') return { next: { doc: { ...doc, plan: res.plan }, cat }, label: 'swap or re-plan' };
  }
  return { next: cur, label: 'same version again' };
}

function runSequence(start: EditableDoc, seed: number, name: string) {
  const rnd = mulberry32(seed);
  let cur: State = { doc: start, cat: catalog };
  const history = [cur];
  const steps = int(rnd, 15, 30);
  for (let k = 0; k < steps; k++) {
    const where = (label: string) => `${name}, REUSE_SEED=${SEED} sequence seed ${seed}, step ${k}: ${label}`;
    const { next, label } = step(cur, history, rnd, where);
    compare(where(label), next.doc.request, next.doc.plan, next.cat);
    history.push((cur = next));
  }
}

describe('checkPlan with reuseDays returns what the full checker returns', () => {
  it('plans the fixture trips', () => {
    expect(fixtures.length, fixtures.map((f) => f.name).join('; ')).toBeGreaterThanOrEqual(7);
    expect(keyScenarios(fixtures)).toHaveLength(4);
  });

  it.each(fixtures.map((f, i) => [f.name, f, i] as const))('%s: every request change, then random edit sequences', (name, f, i) => {
    // Each kind of request change right after the request the plan was made for (its days kept under that one).
    const rnd = mulberry32(SEED + 1000 * i);
    for (const label of REQUEST_CHANGES) {
      compare(`${name}, as planned`, f.doc.request, f.doc.plan, catalog);
      compare(`${name}, REUSE_SEED=${SEED}, request ${label}`, requestVariant(f.doc, rnd, label).request, f.doc.plan, catalog);
    }
    for (let s = 0; s < SEQUENCES; s++) runSequence(f.doc, SEED + 1000 * i + s, f.name);
  });

  it.each(keyScenarios(fixtures).map((s) => [s.name, s] as const))('judges an unchanged day again: %s', (name, s) => {
    const full = s.plans.map((plan, k) => {
      compare(`${name}, plan ${k}`, s.doc.request, plan, catalog);
      return checkPlan(s.doc.request, plan, catalog).checks.find((c) => c.id === s.differs);
    });
    expect(full.at(-1), 'the scenario changes what the unchanged day is judged to be').not.toEqual(full[0]);
  });

  it('compared many infeasible reports, failing many different checks', () => {
    const counts = [...fails].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`);
    console.info(`reuse: ${compared} reports compared, ${infeasible} infeasible; ${fails.size} checks failed: ${counts.join(', ')}`);
    expect(compared).toBeGreaterThan(800);
    expect(infeasible / compared).toBeGreaterThan(0.3);
    expect(compared - infeasible, 'feasible reports').toBeGreaterThan(50);
    expect(fails.size, counts.join(', ')).toBeGreaterThanOrEqual(20);
  });
});
