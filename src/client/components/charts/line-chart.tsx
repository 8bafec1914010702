import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartFrame } from './chart-frame';
import { HEIGHT, MARGIN, SERIES_FILL, SERIES_STROKE, WIDTH, type ChartProps, type ChartRow } from './chart-types';

const valueOf = (r: ChartRow, key: string) => (typeof r[key] === 'number' ? (r[key] as number) : null);

/** One line per series over the rows (months, days…); a missing value breaks the line. Points are marked too. */
export function LineChart({ title, data, x, series, unit, format }: Omit<ChartProps, 'stacked'>) {
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const xScale = scaleBand<string>({ domain: data.map((r) => String(r[x])), range: [0, innerW], padding: 0.1 });
  const all = data.flatMap((r) => series.map((s) => valueOf(r, s.key))).filter((v): v is number => v !== null);
  const yScale = scaleLinear<number>({ domain: [Math.min(0, ...all), Math.max(1, ...all)], range: [innerH, 0], nice: true });
  const px = (r: ChartRow) => (xScale(String(r[x])) ?? 0) + xScale.bandwidth() / 2;
  return (
    <ChartFrame title={title} series={series} xScale={xScale} yScale={yScale} unit={unit} format={format}>
      {series.map((s, k) => (
        <g key={s.key}>
          <LinePath
            data={data}
            x={px}
            y={(r) => yScale(valueOf(r, s.key) ?? 0)}
            defined={(r) => valueOf(r, s.key) !== null}
            className={`fill-none ${SERIES_STROKE[k % SERIES_STROKE.length]}`}
            strokeWidth={2}
          />
          {data.map((r) =>
            valueOf(r, s.key) === null ? null : (
              <circle key={String(r[x])} cx={px(r)} cy={yScale(valueOf(r, s.key)!)} r={3} className={SERIES_FILL[k % SERIES_FILL.length]} />
            ),
          )}
        </g>
      ))}
    </ChartFrame>
  );
}
