import type { ReactNode } from 'react';
import { formatMoney } from '../../../../core/money/currencies';
import type { Comparison } from '../api/compare';
import { MONTHS } from '../lib/summary';
import { DataTable } from './data-table';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function Section({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{summary}</p>
      {children}
    </section>
  );
}

export function ComparisonSections({ data }: { data: Comparison }) {
  const list = data.destinations;
  const names = list.map((d) => d.name);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section id="climate-title" title="Temperature by month" summary="Average daily highs; the table also gives the lows.">
        <DataTable
          caption="Average high and low by month (°C)"
          file="climate"
          head={['Month', ...list.flatMap((d) => [`${d.name} high`, `${d.name} low`])]}
          rows={MONTHS.map((m, i) => [m, ...list.flatMap((d) => [d.climate[i]!.highC, d.climate[i]!.lowC])])}
        />
      </Section>
      <Section id="rain-title" title="Rainy days by month" summary="Days with rain in an average month.">
        <DataTable
          caption="Rainy days by month"
          file="rainy-days"
          head={['Month', ...names]}
          rows={MONTHS.map((m, i) => [m, ...list.map((d) => d.climate[i]!.rainyDays)])}
        />
      </Section>
      <Section id="cost-title" title={`Daily cost per person (${data.currency})`} summary={`A day is ${data.costRule}. ${data.ratesNote}`}>
        <DataTable
          caption={`Daily cost per person in ${data.currency}`}
          file="daily-cost"
          head={['Travel style', ...names]}
          rows={(['budget', 'mid', 'upscale'] as const).map((s) => [s, ...list.map((d) => formatMoney(d.dailyCost[s], data.currency))])}
        />
      </Section>
      <Section id="mix-title" title="What there is to do" summary="Curated places by category.">
        <DataTable
          caption="Curated places by category"
          file="place-mix"
          head={['Category', ...names]}
          rows={[...new Set(list.flatMap((d) => d.categories.map((c) => c.category)))].map((c) => [
            c,
            ...list.map((d) => d.categories.find((x) => x.category === c)?.count ?? 0),
          ])}
        />
      </Section>
      <section aria-labelledby="when-title" className="rounded-xl border border-border p-4 lg:col-span-2">
        <h2 id="when-title" className="text-lg font-semibold">
          When to go, and what is closed
        </h2>
        <div className="mt-2 grid gap-4 md:grid-cols-3">
          {list.map((d) => (
            <div key={d.id} className="text-sm">
              <h3 className="font-semibold">{d.name}</h3>
              <ul className="mt-1 list-disc pl-5">
                {d.bestMonths.map((m) => (
                  <li key={m.month}>
                    <strong>{MONTHS[m.month - 1]}</strong>: {m.reasons.join(', ')}
                  </li>
                ))}
              </ul>
              <p className="mt-2">
                {d.closures.length
                  ? d.closures.map((c) => `${c.closed} of ${c.of} sights closed on ${WEEKDAYS[c.weekday]} late mornings`).join('; ')
                  : 'No sights closed on a particular weekday.'}
              </p>
              {d.holidays === null ? (
                <p className="mt-2">Public holidays are not known for this country.</p>
              ) : (
                <details className="mt-2">
                  <summary className="min-h-11 cursor-pointer py-2">{d.holidays.length} public holidays in the next 12 months</summary>
                  <ul className="pl-5">
                    {d.holidays.map((h) => (
                      <li key={h.date}>
                        {h.date}: {h.name}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
