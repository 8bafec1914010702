import { describe, expect, it } from 'vitest';
import { loadDestinations } from '../../../../data/load';
import { checkPlan } from '../../feasibility';
import { planTrip } from '../index';
import { mustSeeRequest } from '../testing/must-see';
import type { Catalog } from '../catalog-types';
import { createCuratedCatalog } from './curated-catalog';

/**
 * Every place reached by a day trip (sourced or estimated access) plans as a must-see of four June days from a
 * Monday and passes the checker. The exceptions are the data's real limits, each with the answer the traveller
 * gets; an exception that starts planning must leave this list.
 */
const EXPECTED_ANSWERS: Record<string, RegExp> = {
  // Weekly markets: closed on every day of a Monday-Thursday trip.
  'auckland-matakana-market': /closed on every day of your trip/,
  'sao-paulo-embu': /closed on every day of your trip/,
  // Boats that leave at dawn: the answer says how early the day must start.
  'male-hp-reef': /start your days by 07:00/,
  'muscat-daymaniyat': /start your days by 06:30/,
  'zanzibar-kizimkazi': /start your days by 0\d:\d\d/,
  // An evening parade whose tours come back after 22:00, with no dinner on the island on file.
  'melbourne-phillip-island': /No suitable restaurant for dinner/,
};

const all = loadDestinations();

/** The request has no budget, so the rate only prices the estimated fares; one catalog per currency, as the server has. */
function catalogs(): Map<string, Catalog> {
  const out = new Map<string, Catalog>();
  for (const d of all)
    if (!out.has(d.currency))
      out.set(
        d.currency,
        createCuratedCatalog(
          all.filter((x) => x.currency === d.currency),
          { currency: d.currency, rates: { USD: 1 } },
        ),
      );
  return out;
}

describe('every day trip as a must-see', () => {
  it('plans and passes the checker, apart from the listed limits, which give their answer', () => {
    const byCurrency = catalogs();
    const failed = new Map<string, string>();
    let planned = 0;
    for (const d of all) {
      const catalog = byCurrency.get(d.currency)!;
      for (const a of catalog.attractions(d.id)) {
        if (!a.access) continue;
        const request = mustSeeRequest(d.id, a.id);
        const result = planTrip(request, catalog);
        if (result.status !== 'ok') {
          failed.set(a.id, result.conflicts.map((c) => c.message).join('; '));
          continue;
        }
        const report = checkPlan(request, result.plan, catalog);
        const problems = report.checks.flatMap((c) => c.violations.map((v) => v.message));
        if (!report.feasible) failed.set(a.id, `checker: ${problems.join('; ')}`);
        else planned++;
      }
    }
    expect(planned).toBeGreaterThan(350);
    expect([...failed.keys()].sort()).toEqual(Object.keys(EXPECTED_ANSWERS).sort());
    for (const [id, answer] of failed) expect(answer, id).toMatch(EXPECTED_ANSWERS[id]!);
  }, 60_000);
});
