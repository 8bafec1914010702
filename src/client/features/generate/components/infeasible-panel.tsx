import { Lightbulb, TriangleAlert, Wand2 } from 'lucide-react';
import type { InfeasibleResult } from '../../../../core/api/trips';
import { Button } from '../../../components/ui/button';
import { sentence } from '../lib/sentence';

type Relaxation = InfeasibleResult['relaxations'][number];

interface InfeasiblePanelProps {
  result: InfeasibleResult;
  onApply: (relaxation: Relaxation & { request: Record<string, unknown> }) => void;
  onEdit: () => void;
  headingRef: (el: HTMLHeadingElement | null) => void;
}

/** No plan satisfies everything: what conflicts, and each smallest relaxation as a one-click retry. */
export function InfeasiblePanel({ result, onApply, onEdit, headingRef }: InfeasiblePanelProps) {
  const failing = result.report?.checks.filter((c) => c.status === 'fail') ?? [];
  return (
    <section aria-labelledby="infeasible-heading" className="rounded-2xl border border-destructive/40 bg-card p-6 shadow-soft sm:p-8">
      <h2
        id="infeasible-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 flex items-center gap-2 text-2xl font-semibold tracking-tight outline-none"
      >
        <TriangleAlert aria-hidden="true" className="size-6 text-destructive" /> No plan fits every constraint
      </h2>
      <p className="mt-2 text-muted-foreground">
        Wayfarer only saves itineraries that are feasible. These parts of your request cannot all be true at once:
      </p>
      <ul className="mt-4 space-y-2">
        {result.conflicts.map((c, i) => (
          <li key={i} className="rounded-xl border border-border bg-surface px-4 py-3 text-sm">
            {sentence(c.message)}
          </li>
        ))}
        {result.conflicts.length === 0 &&
          failing.map((c) => (
            <li key={c.id} className="rounded-xl border border-border bg-surface px-4 py-3 text-sm">
              <span className="font-semibold">{c.label}:</span> {c.reason}
            </li>
          ))}
      </ul>
      {result.relaxations.length > 0 && (
        <>
          <h3 className="mt-6 flex items-center gap-2 text-lg font-semibold">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" /> Change one thing and try again
          </h3>
          <ul className="mt-3 flex flex-col gap-2">
            {result.relaxations.map((r, i) => (
              <li
                key={i}
                className="flex flex-col gap-2 rounded-xl border border-border px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="text-sm">{sentence(r.description)}</span>
                {r.request ? (
                  <Button
                    size="sm"
                    onClick={() => onApply({ ...r, request: r.request! })}
                    aria-label={`Apply and regenerate: ${sentence(r.description)}`}
                  >
                    <Wand2 aria-hidden="true" /> Apply and regenerate
                  </Button>
                ) : (
                  <span className="text-xs text-muted-foreground">Change this in the form</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <Button variant="outline" className="mt-6" onClick={onEdit}>
        Edit the request myself
      </Button>
    </section>
  );
}
