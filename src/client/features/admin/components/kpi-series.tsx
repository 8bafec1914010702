import { BarChart } from './bar-chart';
import { day } from '../sections/format';

/**
 * One KPI as a time series: a caption with the range's summary, a decorative chart and the numbers per day in
 * a table. The boundary the shared chart components (src/client/components/charts) slot into: only the
 * `<BarChart>` line changes, the data shape and the accessible table stay.
 */
export interface KpiSeriesLine {
  label: string;
  values: Array<number | null>;
}

const TONES = ['fill-primary', 'fill-destructive', 'fill-muted-foreground', 'fill-foreground'];

export function KpiSeries({
  id,
  title,
  summary,
  dates,
  lines,
  format = (n) => n.toLocaleString(),
}: {
  id: string;
  title: string;
  summary: string;
  dates: string[];
  lines: KpiSeriesLine[];
  format?: (n: number) => string;
}) {
  return (
    <figure aria-labelledby={`${id}-title`} className="grid gap-2 rounded-md border p-3">
      <figcaption id={`${id}-title`} className="text-sm font-medium">
        {title}: <span className="font-normal">{summary}</span>
      </figcaption>
      <BarChart
        labels={dates}
        series={lines.map((l, i) => ({ label: l.label, className: TONES[i % TONES.length]!, values: l.values.map((v) => v ?? 0) }))}
      />
      <details>
        <summary className="cursor-pointer text-xs text-muted-foreground">Per day</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 text-left text-xs">
            <thead>
              <tr>
                <th scope="col" className="pr-3">
                  Day
                </th>
                {lines.map((l) => (
                  <th key={l.label} scope="col" className="pr-3">
                    {l.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((d, i) => (
                <tr key={d}>
                  <th scope="row" className="pr-3 font-normal">
                    {day(d)}
                  </th>
                  {lines.map((l) => (
                    <td key={l.label} className="pr-3">
                      {l.values[i] === null || l.values[i] === undefined ? '—' : format(l.values[i])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
