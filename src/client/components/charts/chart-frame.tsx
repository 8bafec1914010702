import type { ReactNode } from 'react';
import type { scaleBand, scaleLinear } from '@visx/scale';
import { AxisBottom, AxisLeft } from './chart-axes';
import { ChartLegend } from './chart-legend';
import { HEIGHT, MARGIN, WIDTH, type ChartSeries } from './chart-types';

/**
 * The SVG, axes and legend every chart shares. The picture is `role="img"` with its title; the figures are read
 * from the data table that always sits beside a chart.
 */
export function ChartFrame(props: {
  title: string;
  series: ChartSeries[];
  xScale: ReturnType<typeof scaleBand<string>>;
  yScale: ReturnType<typeof scaleLinear<number>>;
  unit?: string;
  format?: (value: number) => string;
  children: ReactNode;
}) {
  const { title, series, xScale, yScale, unit, format } = props;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  return (
    <figure className="mt-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="block h-auto w-full overflow-visible">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <AxisLeft scale={yScale} count={5} format={format ?? String} unit={unit} />
          {props.children}
          <AxisBottom top={innerH} scale={xScale} />
        </g>
      </svg>
      <ChartLegend series={series} />
    </figure>
  );
}
