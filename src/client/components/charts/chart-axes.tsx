import type { scaleBand, scaleLinear } from '@visx/scale';

// Where @visx/axis put them: 8 px ticks, the unit 14 px beyond them. Plain <text>: @visx/axis drew each label with
// @visx/text, which measures every word in the document (a forced layout each) — the longest part of drawing a
// chart on a slow phone (issue 11), for wrapping these labels never need.
const TICK = 8;
const LABEL_OFFSET = 14;
const TICK_LABEL = 'fill-muted-foreground text-[11px]';

/** The y axis: a line, `count` ticks with their values, the unit written along it. */
export function AxisLeft(props: {
  scale: ReturnType<typeof scaleLinear<number>>;
  count: number;
  format: (value: number) => string;
  unit?: string;
}) {
  const { scale, count, format, unit } = props;
  const [bottom, top] = scale.range() as [number, number];
  return (
    <g>
      {scale.ticks(count).map((v) => (
        <g key={v}>
          <line x1={0} x2={-TICK} y1={scale(v)} y2={scale(v)} className="stroke-border" />
          <text x={-TICK} y={scale(v)} dx={-4} dy={3} fontSize={11} textAnchor="end" className={TICK_LABEL}>
            {format(v)}
          </text>
        </g>
      ))}
      <line x1={0} x2={0} y1={top} y2={bottom} className="stroke-border" />
      {unit && (
        <text
          x={-(bottom + top) / 2}
          y={-(TICK + LABEL_OFFSET)}
          transform="rotate(-90)"
          fontSize={10}
          textAnchor="middle"
          className="fill-muted-foreground"
        >
          {unit}
        </text>
      )}
    </g>
  );
}

/** The x axis at `top`: a line and one tick with its name per band. */
export function AxisBottom({ scale, top }: { scale: ReturnType<typeof scaleBand<string>>; top: number }) {
  const [left, right] = scale.range() as [number, number];
  const mid = scale.bandwidth() / 2;
  return (
    <g transform={`translate(0,${top})`}>
      {scale.domain().map((d) => {
        const x = (scale(d) ?? 0) + mid;
        return (
          <g key={d}>
            <line x1={x} x2={x} y1={0} y2={TICK} className="stroke-border" />
            <text x={x} y={TICK + 11} fontSize={11} textAnchor="middle" className={TICK_LABEL}>
              {d}
            </text>
          </g>
        );
      })}
      <line x1={left} x2={right} y1={0} y2={0} className="stroke-border" />
    </g>
  );
}
