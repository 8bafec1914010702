import { Check, Circle, Loader2, X } from 'lucide-react';
import type { GenerationStage } from '../../../../core/api/trips';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export const STAGE_LABEL: Record<GenerationStage, string> = {
  parsing: 'Reading your request',
  'choosing-cities': 'Choosing cities and stays',
  'lodging-transport': 'Picking lodging and transport',
  scheduling: 'Scheduling each day',
  checking: 'Checking opening hours, transfers and budget',
  relaxing: 'Looking for the smallest change that works',
  saving: 'Saving your itinerary',
};
const USUAL: GenerationStage[] = ['parsing', 'choosing-cities', 'scheduling', 'checking', 'saving'];

/** The usual stages, plus any the server sent that are not usual, in the order they arrived. */
export function stagesToShow(seen: GenerationStage[]): GenerationStage[] {
  const list = [...USUAL];
  for (const s of seen) if (!list.includes(s)) list.splice(list.indexOf('saving'), 0, s);
  return list;
}

interface GenerationProgressProps {
  stage: GenerationStage | null;
  progress: number;
  message: string;
  seen: GenerationStage[];
  onCancel: () => void;
  headingRef: (el: HTMLHeadingElement | null) => void;
}

/** Accessible progress: a labelled progressbar (value and text), a checklist of stages, and Cancel. */
export function GenerationProgress({ stage, progress, message, seen, onCancel, headingRef }: GenerationProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const stages = stagesToShow(seen);
  const currentIndex = stage ? stages.indexOf(stage) : -1;
  return (
    <section aria-labelledby="generation-heading" className="rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-8">
      <h2
        id="generation-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 text-2xl font-semibold tracking-tight outline-none"
      >
        Planning your trip
      </h2>
      <p className="mt-1 text-muted-foreground">The planner checks every stop against its opening hours, every transfer and your budget.</p>
      <div
        role="progressbar"
        aria-labelledby="generation-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${message}`}
        className="mt-6 h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${Math.max(percent, 3)}%` }}
        />
      </div>
      <p className="mt-2 flex justify-between gap-4 text-sm">
        <span className="font-medium">{message}</span>
        <span className="text-muted-foreground tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </p>
      <ol className="mt-6 space-y-2" aria-label="Stages">
        {stages.map((s, i) => {
          const done = currentIndex > i || (currentIndex === -1 && seen.includes(s));
          const current = i === currentIndex;
          return (
            <li key={s} className={cn('flex items-center gap-3 text-sm', !done && !current && 'text-muted-foreground')}>
              {done ? (
                <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
              ) : current ? (
                <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
              ) : (
                <Circle aria-hidden="true" className="size-4 shrink-0" />
              )}
              <span className={cn(current && 'font-semibold')}>{STAGE_LABEL[s]}</span>
              <span className="sr-only">{done ? '(done)' : current ? '(in progress)' : '(to do)'}</span>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" className="mt-6" onClick={onCancel}>
        <X aria-hidden="true" /> Cancel generation
      </Button>
    </section>
  );
}
