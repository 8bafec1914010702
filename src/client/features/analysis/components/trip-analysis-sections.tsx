import { formatMoney, toMajor } from '../../../../core/money/currencies';
import { hours, tripTables, type FigureTable } from '../../../../core/analysis/trip-tables';
import { ChartSection } from '../../../components/charts/chart-section';
import { DataTable } from '../../../components/charts/data-table';
import type { TripAnalysisData } from '../api/trip-analysis';

type A = TripAnalysisData['analysis'];

function TableSection({ table, summary, className }: { table: FigureTable; summary: string; className?: string }) {
  return (
    <section aria-labelledby={`trip-${table.id}`} className={`rounded-xl border border-border p-4 ${className ?? ''}`}>
      <h3 id={`trip-${table.id}`} className="text-lg font-semibold">
        {table.caption}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{summary}</p>
      {table.rows.length ? <DataTable caption={table.caption} file={`trip-${table.id}`} head={table.head} rows={table.rows} /> : null}
    </section>
  );
}

/** The trip's figures: a chart per table where a picture helps, each table exactly as `tripTables` builds it. */
export function TripAnalysisSections({ a }: { a: A }) {
  const tables = Object.fromEntries(tripTables(a).map((t) => [t.id, t])) as Record<string, FigureTable>;
  const dayLabel = (d: { day: number }) => `Day ${d.day}`;
  const f = a.feasibility;
  const co2Factors = a.co2.byMode.map((m) => `${m.label} ${m.kgPerKm}${m.verified ? '' : ' (not checked)'}`).join('; ');
  const timeSummary =
    `Sights ${hours(a.time.sights)} h, meals ${hours(a.time.meals)} h, transit ${hours(a.time.transit)} h, ` +
    `free ${hours(a.time.free)} h (gaps between the day's first start and last end).`;
  const unknown = a.co2.unknownDistance ? ` ${a.co2.unknownDistance} transfers without a known distance are left out.` : '';
  const co2Summary =
    `About ${a.co2.totalKg} kg CO2e per traveller. Factors (kg CO2e per km): ${co2Factors || 'none used'}. ` +
    `Source: ${a.co2.source}. ${a.co2.note}${unknown}`;
  const people = a.travellers === 1 ? 'traveller' : 'travellers';
  const categoryName = (i: number) => String(tables['budget-category']!.rows[i]![0]);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <ChartSection
        id="trip-time"
        kind="bar"
        level={3}
        stacked
        title={tables.time!.caption}
        summary={timeSummary}
        data={a.days.map((d) => ({
          day: dayLabel(d),
          sights: hours(d.sights),
          meals: hours(d.meals),
          transit: hours(d.transit),
          free: hours(d.free),
        }))}
        x="day"
        series={[
          { key: 'sights', label: 'Sights' },
          { key: 'meals', label: 'Meals' },
          { key: 'transit', label: 'Transit' },
          { key: 'free', label: 'Free' },
        ]}
        unit="h"
        file="trip-time"
        table={tables.time}
      />
      <ChartSection
        id="trip-walking"
        kind="bar"
        level={3}
        title={tables.walking!.caption}
        summary={`${a.walkKm} km on foot in all, from the walking legs between places.`}
        data={a.days.map((d) => ({ day: dayLabel(d), km: d.walkKm }))}
        x="day"
        series={[{ key: 'km', label: 'Walking' }]}
        unit="km"
        file="trip-walking"
        table={tables.walking}
      />
      <ChartSection
        id="trip-budget-category"
        kind="bar"
        level={3}
        title={tables['budget-category']!.caption}
        summary={`${formatMoney(a.budget.total, a.currency)} in all for ${a.travellers} ${people}.`}
        data={a.budget.byCategory.map((c, i) => ({
          category: categoryName(i),
          amount: toMajor(c.amount, a.currency),
        }))}
        x="category"
        series={[{ key: 'amount', label: 'Amount' }]}
        unit={a.currency}
        file="trip-budget-category"
        table={tables['budget-category']}
      />
      <ChartSection
        id="trip-budget-day"
        kind="bar"
        level={3}
        title={tables['budget-day']!.caption}
        summary="Each day's items and the night's lodging; the days add up to the trip's total."
        data={a.days.map((d) => ({ day: dayLabel(d), amount: toMajor(d.cost, a.currency) }))}
        x="day"
        series={[{ key: 'amount', label: 'Amount' }]}
        unit={a.currency}
        file="trip-budget-day"
        table={tables['budget-day']}
      />
      <ChartSection
        id="trip-co2"
        kind="bar"
        level={3}
        title={tables.co2!.caption}
        summary={co2Summary}
        data={a.co2.byMode.map((m) => ({ mode: m.label, kg: m.kg }))}
        x="mode"
        series={[{ key: 'kg', label: 'kg CO2e' }]}
        unit="kg"
        file="trip-co2"
        table={tables.co2}
        className="lg:col-span-2"
      />
      <p className="text-sm lg:col-span-2" data-testid="co2-source">
        CO2 factors:{' '}
        <a className="text-primary underline" href={a.co2.sourceUrl}>
          {a.co2.source}
        </a>{' '}
        (edition {a.co2.edition}).
        {a.co2.byMode.some((m) => !m.verified) && ' Factors marked “not checked” have not been compared with the published table yet.'}
      </p>
      <TableSection
        table={tables.feasibility!}
        summary={f.feasible ? 'The independent checker finds the plan feasible.' : `The checker flags: ${f.failed.join(', ')}.`}
      />
      <TableSection
        table={tables.margins!}
        summary={f.tightest.length ? 'The smallest slacks before a place closes or a departure.' : 'No closing time or departure is close.'}
      />
      <TableSection
        className="lg:col-span-2"
        table={tables.weather!}
        summary={
          a.weather.length
            ? 'Outdoor visits (parks, nature, viewpoints, beaches, boats…) with the month’s climate normals.'
            : 'No outdoor visit in this trip.'
        }
      />
    </div>
  );
}
