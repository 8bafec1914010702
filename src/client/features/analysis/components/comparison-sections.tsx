import { memo } from 'react';
import { comparisonTables, MONTHS, TRAVEL_STYLES, WEEKDAYS } from '../../../../core/analysis/comparison-tables';
import { toMajor } from '../../../../core/money/currencies';
import { ChartSection, SKIP_OFFSCREEN } from '../../../components/charts/chart-section';
import type { Analysed, Comparison } from '../api/compare';

/** Memoised: the summary and the destination list arriving later re-render the screen, never these figures. */
export const ComparisonSections = memo(function ComparisonSections({ data }: { data: Comparison }) {
  const list = data.destinations;
  // The tables come from core, the same figures the written summary is checked against.
  const tables = Object.fromEntries(comparisonTables(data).map((t) => [t.id, { head: t.head, rows: t.rows }]));
  const series = list.map((d) => ({ key: d.id, label: d.name }));
  const byMonth = (pick: (c: Analysed['climate'][number]) => number) =>
    MONTHS.map((m, i) => ({ month: m, ...Object.fromEntries(list.map((d) => [d.id, pick(d.climate[i]!)])) }));
  const categories = [...new Set(list.flatMap((d) => d.categories.map((c) => c.category)))];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartSection
        id="climate-title"
        kind="line"
        title="Temperature by month"
        summary="Average daily highs; the table also gives the lows."
        data={byMonth((c) => c.highC)}
        x="month"
        series={series}
        unit="°C"
        file="climate"
        table={tables.climate}
      />
      <ChartSection
        id="rain-title"
        kind="bar"
        title="Rainy days by month"
        summary="Days with rain in an average month."
        data={byMonth((c) => c.rainyDays)}
        x="month"
        series={series}
        unit="days"
        file="rainy-days"
        table={tables['rainy-days']}
      />
      <ChartSection
        id="cost-title"
        kind="bar"
        title={`Daily cost per person (${data.currency})`}
        summary={`A day is ${data.costRule}. ${data.ratesNote}`}
        data={TRAVEL_STYLES.map((s) => ({
          style: s,
          ...Object.fromEntries(list.map((d) => [d.id, toMajor(d.dailyCost[s], data.currency)])),
        }))}
        x="style"
        series={series}
        unit={data.currency}
        file="daily-cost"
        table={tables['daily-cost']}
      />
      <ChartSection
        id="mix-title"
        kind="bar"
        title="What there is to do"
        summary="Curated places by category."
        data={categories.map((c) => ({
          category: c,
          ...Object.fromEntries(list.map((d) => [d.id, d.categories.find((x) => x.category === c)?.count ?? 0])),
        }))}
        x="category"
        series={series}
        unit="places"
        file="place-mix"
        table={tables['place-mix']}
      />
      <section aria-labelledby="when-title" className={`${SKIP_OFFSCREEN} rounded-xl border border-border p-4 lg:col-span-2`}>
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
});
