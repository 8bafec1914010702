/** A small stacked bar chart in SVG; the numbers are also in the table next to it (the chart is decorative). */
export interface Series {
  label: string;
  className: string;
  values: number[];
}

export function BarChart({ series, labels }: { series: Series[]; labels: string[] }) {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const w = Math.max(4, Math.floor(600 / Math.max(1, labels.length)));
  return (
    <svg viewBox={`0 0 ${w * labels.length} 100`} className="h-28 w-full" preserveAspectRatio="none" aria-hidden="true">
      {labels.map((label, i) => {
        let y = 100;
        return (
          <g key={label}>
            {series.map((s) => {
              const h = ((s.values[i] ?? 0) / max) * 100;
              y -= h;
              return <rect key={s.label} x={i * w + 1} y={y} width={w - 2} height={h} className={s.className} />;
            })}
          </g>
        );
      })}
    </svg>
  );
}
