import { lazy, Suspense } from 'react';
import { ChartLegend } from './chart-legend';
import type { ChartProps } from './chart-types';

// The charting code (visx + d3 pieces) is its own chunk, fetched only when a page draws a chart (decision 014).
const Bar = lazy(() => import('./bar-chart').then((m) => ({ default: m.BarChart })));
const Line = lazy(() => import('./line-chart').then((m) => ({ default: m.LineChart })));

/** Exactly the chart's box (the SVG's 640×280 aspect and the legend), so nothing moves when the chart code arrives. */
export function ChartPlaceholder({ series }: Pick<ChartProps, 'series'>) {
  return (
    <figure className="mt-2" aria-hidden="true">
      <div className="aspect-[640/280] w-full animate-pulse rounded-lg bg-muted" />
      <ChartLegend series={series} />
    </figure>
  );
}

export function LazyBarChart(props: ChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder series={props.series} />}>
      <Bar {...props} />
    </Suspense>
  );
}

export function LazyLineChart(props: Omit<ChartProps, 'stacked'>) {
  return (
    <Suspense fallback={<ChartPlaceholder series={props.series} />}>
      <Line {...props} />
    </Suspense>
  );
}
