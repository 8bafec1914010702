import { SERIES_BG, type ChartSeries } from './chart-types';

/** The series legend under a chart (plain HTML, not in the visx chunk, so a chart's placeholder can show it too). */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <figcaption>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${SERIES_BG[i % SERIES_BG.length]}`} />
            {s.label}
          </li>
        ))}
      </ul>
    </figcaption>
  );
}
