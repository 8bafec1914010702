import { useEffect, useRef } from 'react';
import { CircleSlash, RotateCcw, TriangleAlert } from 'lucide-react';
import type { GenerateBody, InfeasibleResult } from '../../../../core/api/trips';
import { Button } from '../../../components/ui/button';
import { describeGenerationError } from '../lib/describe-error';
import type { GenerationState } from '../hooks/use-generation';
import { GenerationProgress } from './generation-progress';
import { InfeasiblePanel } from './infeasible-panel';

interface GenerationPanelProps {
  state: GenerationState;
  onCancel: () => void;
  onRetry: (body: GenerateBody) => void;
  onRelax: (relaxation: InfeasibleResult['relaxations'][number] & { request: Record<string, unknown> }) => void;
  onDismiss: () => void;
}

/** Whatever the generation is doing: progress, the conflicts, an error, or "cancelled". Focus follows each change. */
export function GenerationPanel({ state, onCancel, onRetry, onRelax, onDismiss }: GenerationPanelProps) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const setHeading = (el: HTMLHeadingElement | null) => void (heading.current = el);

  useEffect(() => {
    if (state.phase === 'idle' || state.phase === 'done') return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [state.phase]);

  switch (state.phase) {
    case 'idle':
      return null;
    case 'done':
      return (
        <p role="status" className="rounded-2xl border border-border bg-card p-6">
          Your trip “{state.title}” is ready. Opening it…
        </p>
      );
    case 'running':
      return <GenerationProgress {...state} onCancel={onCancel} headingRef={setHeading} />;
    case 'infeasible':
      return <InfeasiblePanel result={state.result} onApply={onRelax} onEdit={onDismiss} headingRef={setHeading} />;
    case 'cancelled':
      return (
        <section
          aria-labelledby="cancelled-heading"
          className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2
              id="cancelled-heading"
              ref={setHeading}
              tabIndex={-1}
              className="scroll-mt-28 flex items-center gap-2 text-lg font-semibold outline-none"
            >
              <CircleSlash aria-hidden="true" className="size-5 text-muted-foreground" /> Generation cancelled
            </h2>
            <p className="text-sm text-muted-foreground">Nothing was saved. A cancelled generation still counts towards today’s limit.</p>
          </div>
          <Button variant="outline" onClick={onDismiss}>
            Back to the form
          </Button>
        </section>
      );
    case 'error': {
      const d = describeGenerationError(state.error);
      return (
        <section aria-labelledby="generation-error-heading" className="rounded-2xl border border-destructive/40 bg-card p-6">
          <h2
            id="generation-error-heading"
            ref={setHeading}
            tabIndex={-1}
            className="scroll-mt-28 flex items-center gap-2 text-lg font-semibold outline-none"
          >
            <TriangleAlert aria-hidden="true" className="size-5 text-destructive" /> {d.title}
          </h2>
          <p className="mt-1">{d.message}</p>
          {d.reference && <p className="mt-1 text-xs text-muted-foreground">Reference: {d.reference}</p>}
          <div className="mt-4 flex flex-wrap gap-3">
            {d.retry && (
              <Button onClick={() => onRetry(state.body)}>
                <RotateCcw aria-hidden="true" /> Try again
              </Button>
            )}
            <Button variant="outline" onClick={onDismiss}>
              Back to the form
            </Button>
          </div>
        </section>
      );
    }
  }
}
