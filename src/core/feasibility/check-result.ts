import type { CheckId, FeasibilityCheck, Violation } from '../planner/types';

/** A check that threw is a failed check (never a silent pass). */
export const failedToRun = (e: unknown): Violation[] => [{ message: `Check failed to run: ${(e as Error).message}` }];

/** One check's entry in the report: n/a, fail (first violation, and how many more) or pass (its pass reason). */
export function checkResult(id: CheckId, label: string, res: Violation[] | 'n/a', passReason: () => string): FeasibilityCheck {
  if (res === 'n/a') return { id, label, status: 'n/a', reason: 'Not asked for', violations: [] };
  return res.length
    ? {
        id,
        label,
        status: 'fail',
        reason: (res[0] as Violation).message + (res.length > 1 ? ` (and ${res.length - 1} more)` : ''),
        violations: res,
      }
    : { id, label, status: 'pass', reason: passReason(), violations: [] };
}
