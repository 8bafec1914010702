import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { MAX_COMPARED } from '../../../../core/analysis/comparison-tables';
import { CURRENCY_EXPONENT } from '../../../../core/money/currencies';
import { Select } from '../../../components/ui/select';
import { errorMessageForUser } from '../../../lib/api-error';
import { useComparison, useComparisonSummary, useDestinationChoices } from '../api/compare';
import { ComparisonSections } from './comparison-sections';
import { ComparisonSkeleton, SummarySkeleton } from './comparison-skeleton';
import { useHydrated } from '../../../lib/use-hydrated';
import { localToday } from '../../../lib/local-today';

const CURRENCIES = Object.keys(CURRENCY_EXPONENT).sort();
// Sorted on the name without accents, lower case: the order `localeCompare` gives these names, without building an
// ICU collator, which on a slow phone was a long task of its own (issue 11).
const sortKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
function byName<T extends { name: string }>(list: readonly T[]): T[] {
  const keyed = list.map((d) => [sortKey(d.name), d] as const);
  return keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
}

/** /vertex-analysis: compare up to three destinations side by side; the choice lives in the URL (?d=a,b&cur=EUR). */
export function AnalysisScreen({ children }: { children?: ReactNode }) {
  const id = useId();
  const [params, setParams] = useUrlParams();
  // The HTML is prerendered in two forms, with and without a choice (?d=): until hydrated, the page renders only
  // whether there is one, never which (decision 023), so the first render matches whatever the URL holds.
  const hydrated = useHydrated();
  const urlIds = (params.get('d') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED);
  const chosen = urlIds.length > 0;
  const ids = hydrated ? urlIds : [];
  const currency = hydrated && CURRENCIES.includes(params.get('cur') ?? '') ? params.get('cur')! : 'EUR';
  const choices = useDestinationChoices();
  const today = localToday();
  const comparison = useComparison(urlIds, currency, today, hydrated);
  const shown = !!comparison.data && !comparison.isPlaceholderData;
  const summary = useComparisonSummary(ids, currency, today, shown);
  // The figures (four charts and their tables) render in a deferred pass, which React interrupts every few
  // milliseconds for input and paint; the query's own update renders at once and in one piece (issue 11).
  const figures = useDeferredValue(comparison.data);

  // Built from the newest query asked for (useUrlParams), so quick successive choices never drop one.
  const setSlot = (slot: number, value: string) => {
    setParams((prev) => {
      const next = (prev.get('d') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED);
      next[slot] = value;
      const clean = [...new Set(next.filter(Boolean))];
      const p = new URLSearchParams(prev);
      if (clean.length) p.set('d', clean.join(','));
      else p.delete('d');
      return p;
    });
  };
  // The 120 destinations, three lists of them: sorted once, and rendered in a deferred pass like the figures.
  const destinations = useDeferredValue(choices.data);
  const sorted = useMemo(() => byName(destinations ?? []), [destinations]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Destination analysis</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Compare up to three destinations: weather through the year, what a day costs, what there is to do, the best months and the holidays
        and closures that change a visit. Every figure comes from our curated data.
      </p>
      <form className="mt-6 grid gap-3 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        {Array.from({ length: MAX_COMPARED }, (_, slot) => (
          <div key={slot}>
            <label htmlFor={`${id}-d${slot}`} className="text-sm font-medium">
              Destination {slot + 1}
            </label>
            <Select
              id={`${id}-d${slot}`}
              value={ids[slot] ?? ''}
              disabled={!hydrated || slot > ids.length}
              onChange={(e) => setSlot(slot, e.target.value)}
            >
              <option value="">{slot === 0 ? 'Choose a destination' : 'None'}</option>
              {sorted.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} ({d.country})
                </option>
              ))}
            </Select>
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-cur`} className="text-sm font-medium">
            Currency
          </label>
          <Select
            id={`${id}-cur`}
            value={currency}
            disabled={!hydrated}
            onChange={(e) =>
              setParams((prev) => {
                const p = new URLSearchParams(prev);
                p.set('cur', e.target.value);
                return p;
              })
            }
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </form>
      <div aria-live="polite" className="mt-6">
        {!chosen && <p>Choose a destination to see its analysis.</p>}
        {comparison.isError && <p role="alert">{errorMessageForUser(comparison.error)}</p>}
        {ids.length > 0 && summary.data ? (
          <section aria-labelledby="summary-title" className="mb-4 rounded-xl bg-muted p-4">
            <h2 id="summary-title" className="font-semibold">
              In short {summary.data.source === 'model' ? '(written by the language model from these figures)' : ''}
            </h2>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {summary.data.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : (
          chosen && !comparison.isError && !summary.isError && <SummarySkeleton count={hydrated ? ids.length : 2} />
        )}
      </div>
      {figures && ids.length > 0 ? (
        <ComparisonSections data={figures} />
      ) : (
        chosen && !comparison.isError && <ComparisonSkeleton count={hydrated ? ids.length : 2} />
      )}
      {children}
    </div>
  );
}
