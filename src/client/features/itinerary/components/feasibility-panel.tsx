import { CalendarClock, CircleCheck, CircleMinus, CircleX, ShieldCheck, ShieldAlert } from 'lucide-react';
import type { FeasibilityReport } from '../../../../core/planner/types';
import { cn } from '../../../lib/cn';

/** The feasibility report: every constraint checked and its result; failures first, with links to the items. */
export function FeasibilityPanel({ report, checking }: { report: FeasibilityReport; checking: boolean }) {
  const failing = report.checks.filter((c) => c.status === 'fail');
  const passing = report.checks.filter((c) => c.status === 'pass');
  const skipped = report.checks.filter((c) => c.status === 'n/a');
  return (
    <section
      aria-labelledby="report-heading"
      className="rounded-xl border border-border bg-card p-4 shadow-soft"
      data-testid="feasibility-report"
    >
      <h2 id="report-heading" className="flex items-center gap-2 text-base font-semibold">
        {report.feasible ? (
          <ShieldCheck className="size-5 text-success" aria-hidden="true" />
        ) : (
          <ShieldAlert className="size-5 text-destructive" aria-hidden="true" />
        )}
        Feasibility
      </h2>
      <p
        className={cn('mt-1 text-sm font-medium', report.feasible ? 'text-success' : 'text-destructive')}
        data-testid="feasibility-summary"
      >
        {report.feasible
          ? `Feasible: all ${passing.length} applicable checks pass`
          : `${failing.length} ${failing.length === 1 ? 'check fails' : 'checks fail'}`}
        {checking && <span className="font-normal text-muted-foreground"> · checked in your browser, saving…</span>}
      </p>
      {failing.length > 0 && (
        <ul className="mt-3 grid gap-2">
          {failing.map((c) => (
            <li key={c.id} className="text-sm">
              <p className="flex items-center gap-1.5 font-semibold text-destructive">
                <CircleX className="size-4 shrink-0" aria-hidden="true" />
                {c.label}
              </p>
              <ul className="mt-1 grid gap-0.5 pl-6">
                {c.violations.slice(0, 6).map((v) => (
                  <li key={`${v.itemId ?? ''}${v.message}`} className="text-muted-foreground">
                    {v.itemId ? (
                      <a className="underline-offset-2 hover:underline" href={`#item-${v.itemId}`}>
                        {v.message}
                      </a>
                    ) : v.day ? (
                      <a className="underline-offset-2 hover:underline" href={`#day-${v.day}`}>
                        {v.message}
                      </a>
                    ) : (
                      v.message
                    )}
                  </li>
                ))}
                {c.violations.length > 6 && <li className="text-muted-foreground">and {c.violations.length - 6} more</li>}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {report.notices && report.notices.length > 0 && (
        <div className="mt-3 text-sm" data-testid="report-notices">
          <p className="flex items-center gap-1.5 font-semibold">
            <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            Worth checking (not a problem with the plan)
          </p>
          <ul className="mt-1 grid gap-0.5 pl-6">
            {report.notices.map((n) => (
              <li key={`${n.itemId ?? ''}${n.message}`} className="text-muted-foreground">
                {n.itemId ? (
                  <a className="underline-offset-2 hover:underline" href={`#item-${n.itemId}`}>
                    {n.message}
                  </a>
                ) : (
                  n.message
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-primary">
          All {report.checks.length} checks{skipped.length > 0 && ` (${skipped.length} not asked for by this trip)`}
        </summary>
        <ul className="mt-2 grid gap-1.5">
          {[...failing, ...passing, ...skipped].map((c) => (
            <li key={c.id} className="flex items-start gap-1.5">
              {c.status === 'pass' ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              ) : c.status === 'fail' ? (
                <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <CircleMinus className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span>
                <span className="font-medium">{c.label}</span>
                <span className="sr-only"> ({c.status === 'n/a' ? 'not asked for' : c.status === 'pass' ? 'passes' : 'fails'})</span>:{' '}
                <span className="text-muted-foreground">{c.reason}</span>
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
