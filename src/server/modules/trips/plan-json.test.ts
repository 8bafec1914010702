import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../core/planner/types';
import { planJson, planJsonWithDays } from './plan-json';

const day = (n: number) => ({
  day: n,
  date: `2027-05-0${n}`,
  cityId: 'lisbon',
  items: [{ kind: 'visit', id: `i${n}`, name: `Place "${n}" – ç`, startMinute: 600, endMinute: 660, extra: undefined }],
});
const plan = (days = [day(1), day(2), day(3)]) =>
  ({
    currency: 'EUR',
    startDate: '2027-05-01',
    stays: [],
    days,
    totals: { total: 10 },
    summary: 'Why',
    report: { feasible: true, checks: [] },
  }) as unknown as Plan;

describe('planJson', () => {
  it('is the text JSON.stringify gives, for a plan and for the next version that shares its unchanged days', () => {
    const first = plan();
    expect(planJson(first)).toBe(JSON.stringify(first));
    const next = {
      ...first,
      days: [first.days[0]!, { ...first.days[1]!, cityId: 'porto' }, first.days[2]!],
      report: { feasible: false, checks: [] },
    } as Plan;
    expect(planJson(next)).toBe(JSON.stringify(next));
    // A plan without a report (none has one, but a missing key must not be written).
    const { report: _r, ...bare } = next;
    expect(planJson(bare as Plan)).toBe(JSON.stringify(bare));
  });

  it('leaves out the days it is told to, as null, in place', () => {
    const p = plan();
    expect(JSON.parse(planJsonWithDays(p, [null, p.days[1]!, null]))).toEqual({
      ...p,
      days: [null, JSON.parse(JSON.stringify(p.days[1])), null],
    });
  });
});
