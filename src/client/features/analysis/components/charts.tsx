import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toMajor } from '../../../../core/money/currencies';
import type { Analysed } from '../api/compare';
import { MONTHS } from '../lib/summary';

/** One colour per compared destination (contrast ≥ 3:1 on light and dark backgrounds). */
export const SERIES = ['#0f766e', '#c2410c', '#7c3aed'];
const box = 'h-64 w-full';

/** The series key as HTML (recharts' own legend is not used). */
export function SeriesKey({ list }: { list: Analysed[] }) {
  return (
    <ul className="flex flex-wrap gap-3 text-xs" aria-hidden="true">
      {list.map((d, i) => <li key={d.id} className="flex items-center gap-1"><svg width="12" height="12"><rect width="12" height="12" fill={SERIES[i]} /></svg>{d.name}</li>)}
    </ul>
  );
}

// The charts are pictures of the tables next to them: hidden from assistive technology, which reads the tables.
export function ClimateChart({ list }: { list: Analysed[] }) {
  const data = MONTHS.map((m, i) => Object.fromEntries([['month', m], ...list.map((d) => [d.name, d.climate[i]!.highC])]));
  return (
    <div className={box} aria-hidden="true">
      <ResponsiveContainer>
        <LineChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis unit=" °C" width={56} />
          <Tooltip />
          {list.map((d, i) => <Line key={d.id} type="monotone" dataKey={d.name} stroke={SERIES[i]} strokeWidth={2} dot={false} isAnimationActive={false} />)}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function RainChart({ list }: { list: Analysed[] }) {
  const data = MONTHS.map((m, i) => Object.fromEntries([['month', m], ...list.map((d) => [d.name, d.climate[i]!.rainyDays])]));
  return (
    <div className={box} aria-hidden="true">
      <ResponsiveContainer>
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis width={40} />
          <Tooltip />
          {list.map((d, i) => <Bar key={d.id} dataKey={d.name} fill={SERIES[i]} isAnimationActive={false} />)}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CostChart({ list, currency }: { list: Analysed[]; currency: string }) {
  const data = (['budget', 'mid', 'upscale'] as const).map((s) => Object.fromEntries([['style', s], ...list.map((d) => [d.name, toMajor(d.dailyCost[s], currency)])]));
  return (
    <div className={box} aria-hidden="true">
      <ResponsiveContainer>
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="style" />
          <YAxis width={64} />
          <Tooltip />
          {list.map((d, i) => <Bar key={d.id} dataKey={d.name} fill={SERIES[i]} isAnimationActive={false} />)}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CategoryChart({ list }: { list: Analysed[] }) {
  const categories = [...new Set(list.flatMap((d) => d.categories.map((c) => c.category)))];
  const data = categories.map((c) => Object.fromEntries([['category', c], ...list.map((d) => [d.name, d.categories.find((x) => x.category === c)?.count ?? 0])]));
  return (
    <div className={box} aria-hidden="true">
      <ResponsiveContainer>
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="category" interval={0} angle={-30} textAnchor="end" height={60} />
          <YAxis width={40} allowDecimals={false} />
          <Tooltip />
          {list.map((d, i) => <Bar key={d.id} dataKey={d.name} fill={SERIES[i]} isAnimationActive={false} />)}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
