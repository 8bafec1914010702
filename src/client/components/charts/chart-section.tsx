import type { ReactNode } from 'react';
import type { ChartProps } from './chart-types';
import { DataTable } from './data-table';
import { LazyBarChart, LazyLineChart } from './lazy-charts';

/**
 * Off screen, the browser skips a section's style and layout (a chart, its table) until it nears the viewport, about
 * the height it will have held in reserve: on a slow phone, laying out every figure of a page at once was a long task
 * (issue 11). Everything stays in the page and in the accessibility tree; printing lays it all out.
 */
export const SKIP_OFFSCREEN = '[contain-intrinsic-block-size:auto_45rem] [content-visibility:auto] print:[content-visibility:visible]';

/**
 * A titled section with a chart, its text summary and the same figures as a table with a CSV download. The table
 * is built from the chart's rows unless `table` gives one (e.g. with formatted money or extra columns).
 */
export function ChartSection(
  props: ChartProps & {
    id: string;
    kind: 'bar' | 'line';
    summary: ReactNode;
    /** CSV file name, without ".csv". */
    file: string;
    table?: { head: string[]; rows: Array<Array<string | number>> };
    className?: string;
    /** The section heading's level (default 2). */
    level?: 2 | 3;
  },
) {
  const { id, kind, summary, file, table, className, level = 2, ...chart } = props;
  const Heading = level === 3 ? 'h3' : 'h2';
  const head = table?.head ?? [chart.x, ...chart.series.map((s) => (chart.unit ? `${s.label} (${chart.unit})` : s.label))];
  const rows = table?.rows ?? chart.data.map((r) => [String(r[chart.x]), ...chart.series.map((s) => r[s.key] ?? '')]);
  return (
    <section aria-labelledby={id} className={`${SKIP_OFFSCREEN} rounded-xl border border-border p-4 ${className ?? ''}`}>
      <Heading id={id} className="text-lg font-semibold">
        {chart.title}
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">{summary}</p>
      {kind === 'bar' ? <LazyBarChart {...chart} /> : <LazyLineChart {...chart} />}
      <DataTable caption={chart.title} file={file} head={head} rows={rows} />
    </section>
  );
}
