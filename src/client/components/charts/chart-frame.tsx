import type { ReactNode } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import type { scaleBand, scaleLinear } from '@visx/scale';
import { ChartLegend } from './chart-legend';
import { HEIGHT, MARGIN, WIDTH, type ChartSeries } from './chart-types';

const TICK_LABEL = { className: 'fill-muted-foreground text-[11px]', fontSize: 11 } as const;

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
          <AxisLeft
            scale={yScale}
            numTicks={5}
            tickFormat={(v) => (format ? format(Number(v)) : String(v))}
            label={unit}
            labelClassName="fill-muted-foreground"
            axisLineClassName="stroke-border"
            tickClassName="stroke-border"
            tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 3 })}
          />
          {props.children}
          <AxisBottom
            top={innerH}
            scale={xScale}
            axisLineClassName="stroke-border"
            tickClassName="stroke-border"
            tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: 'middle' })}
          />
        </g>
      </svg>
      <ChartLegend series={series} />
    </figure>
  );
}
