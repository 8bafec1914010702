import { CircleCheck, Footprints, Landmark, Utensils } from 'lucide-react';
import { formatMoney } from '../../../core/money/currencies';
import { Badge } from '../../components/ui/badge';
import { SAMPLE_DAY, type SampleItemKind } from './sample-day';

const KIND_ICON: Record<SampleItemKind, typeof Landmark> = { visit: Landmark, meal: Utensils, transfer: Footprints };
const KIND_LABEL: Record<SampleItemKind, string> = { visit: 'Visit', meal: 'Meal', transfer: 'Transfer' };

/** The landing page's example day: timeline on one side, the checks that judged it on the other. */
export function SampleDayPreview() {
  const { currency } = SAMPLE_DAY;
  const dayCost = SAMPLE_DAY.items.reduce((sum, item) => sum + item.costMinor, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <article
        aria-labelledby="sample-day-title"
        className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-soft sm:p-6 lg:col-span-3"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">Illustrative example</Badge>
          <span className="text-sm text-muted-foreground">{SAMPLE_DAY.trip}</span>
        </div>
        <h3 id="sample-day-title" className="mt-3 text-xl font-semibold">
          {SAMPLE_DAY.day}
        </h3>
        <ol className="mt-4 space-y-1">
          {SAMPLE_DAY.items.map((item) => {
            const Icon = KIND_ICON[item.kind];
            return (
              <li key={item.start + item.title} className="flex gap-3 rounded-lg py-2">
                <span className="hidden w-24 shrink-0 pt-0.5 text-sm font-medium tabular-nums text-muted-foreground sm:block">
                  <TimeRange start={item.start} end={item.end} />
                </span>
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  {/* On phones the time moves above the title so the name gets the width. */}
                  <p className="text-xs font-medium tabular-nums text-muted-foreground sm:hidden">
                    <TimeRange start={item.start} end={item.end} />
                  </p>
                  <p className={item.kind === 'transfer' ? 'text-sm text-muted-foreground' : 'font-medium'}>
                    <span className="sr-only">{KIND_LABEL[item.kind]}: </span>
                    {item.title}
                  </p>
                  <p className="text-sm text-muted-foreground">{item.detail}</p>
                </div>
                <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                  {item.costMinor > 0 ? formatMoney(item.costMinor, currency) : '—'}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="mt-4 flex justify-between border-t border-border pt-4 font-medium">
          <span>Day total for two</span>
          <span className="tabular-nums">{formatMoney(dayCost, currency)}</span>
        </p>
      </article>

      <aside
        aria-labelledby="sample-checks-title"
        className="rounded-xl border border-border bg-primary-soft p-5 text-primary-soft-foreground sm:p-6 lg:col-span-2"
      >
        <h3 id="sample-checks-title" className="text-xl font-semibold">
          Feasibility report
        </h3>
        <p className="mt-1 text-sm">
          5 of 5 checks passed for this day. Trip total {formatMoney(SAMPLE_DAY.tripTotalMinor, currency, 'en')} of{' '}
          {formatMoney(SAMPLE_DAY.budgetMinor, currency, 'en')}.
        </p>
        <ul className="mt-4 space-y-4">
          {SAMPLE_DAY.checks.map((check) => (
            <li key={check.label} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">
                  {check.label}: <span className="font-normal">passed</span>
                </p>
                <p className="text-sm">{check.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

function TimeRange({ start, end }: { start: string; end: string }) {
  return (
    <>
      <time dateTime={start}>{start}</time>–<time dateTime={end}>{end}</time>
    </>
  );
}
