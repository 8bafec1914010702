import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFrame } from './chart-frame';
import { HEIGHT, MARGIN, SERIES_FILL, WIDTH, numberOf, type ChartProps } from './chart-types';

/** Grouped (or stacked) bars: one band per row, one bar per series. Negative values are drawn from 0. */
export function BarChart({ title, data, x, series, unit, format, stacked }: ChartProps) {
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const xScale = scaleBand<string>({ domain: data.map((r) => String(r[x])), range: [0, innerW], padding: 0.2 });
  const values = data.map((r) => series.map((s) => numberOf(r[s.key])));
  const max = Math.max(0, ...values.map((v) => (stacked ? v.reduce((a, b) => a + Math.max(0, b), 0) : Math.max(...v))));
  const min = Math.min(0, ...values.flat());
  const yScale = scaleLinear<number>({ domain: [min, max || 1], range: [innerH, 0], nice: true });
  const inner = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, xScale.bandwidth()], padding: 0.1 });
  return (
    <ChartFrame title={title} series={series} xScale={xScale} yScale={yScale} unit={unit} format={format}>
      {data.map((row, i) => {
        let base = 0;
        return (
          <Group key={String(row[x])} left={xScale(String(row[x])) ?? 0}>
            {series.map((s, k) => {
              const v = values[i]![k]!;
              const from = stacked ? base : 0;
              const to = from + v;
              if (stacked) base = to;
              const y = yScale(Math.max(from, to));
              return (
                <Bar
                  key={s.key}
                  x={stacked ? 0 : (inner(s.key) ?? 0)}
                  width={stacked ? xScale.bandwidth() : inner.bandwidth()}
                  y={y}
                  height={Math.abs(yScale(from) - yScale(to))}
                  className={SERIES_FILL[k % SERIES_FILL.length]}
                />
              );
            })}
          </Group>
        );
      })}
    </ChartFrame>
  );
}
