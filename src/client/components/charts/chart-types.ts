/** One row of a chart: the category (x) under `x`, one number per series key. Same rows feed the data table. */
export type ChartRow = Record<string, string | number | null>;

export interface ChartSeries {
  /** The row key holding this series' numbers. */
  key: string;
  label: string;
}

export interface ChartProps {
  /** What the chart shows, read by screen readers (the figures themselves are in the table beside it). */
  title: string;
  data: ChartRow[];
  /** The row key holding the category shown on the x axis. */
  x: string;
  series: ChartSeries[];
  /** Unit shown on the y axis, e.g. "°C" or "days". */
  unit?: string;
  /** How a y value is written on the axis (default: the number). */
  format?: (value: number) => string;
  /** Stack bars instead of grouping them (BarChart only). */
  stacked?: boolean;
}

/** Series colours are theme tokens (classes, not inline styles: the CSP allows no style attributes). */
export const SERIES_FILL = ['fill-primary', 'fill-accent', 'fill-warning', 'fill-success', 'fill-destructive'];
export const SERIES_STROKE = ['stroke-primary', 'stroke-accent', 'stroke-warning', 'stroke-success', 'stroke-destructive'];
export const SERIES_BG = ['bg-primary', 'bg-accent', 'bg-warning', 'bg-success', 'bg-destructive'];

export const WIDTH = 640;
export const HEIGHT = 280;
export const MARGIN = { top: 12, right: 12, bottom: 36, left: 52 };

export const numberOf = (v: ChartRow[string] | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
