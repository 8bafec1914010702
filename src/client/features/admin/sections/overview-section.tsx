import { useState } from 'react';
import { AdminKpis } from '../../../../core/api/admin.endpoints';
import type { Kpis } from '../../../../core/api/admin';
import { Input } from '../../../components/ui/input';
import { useAdminQuery } from '../api/data';
import { BarChart } from '../components/bar-chart';
import { day } from './format';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

type Day = Kpis['days'][number];
const CHARTS: Array<{ title: string; series: Array<{ label: string; key: keyof Omit<Day, 'date'>; className: string }> }> = [
  { title: 'Sign-ups', series: [{ label: 'Sign-ups', key: 'signUps', className: 'fill-primary' }] },
  { title: 'Active users (created a trip)', series: [{ label: 'Active users', key: 'activeUsers', className: 'fill-primary' }] },
  {
    title: 'Trips created',
    series: [
      { label: 'Feasible', key: 'tripsFeasible', className: 'fill-primary' },
      { label: 'Infeasible', key: 'tripsInfeasible', className: 'fill-destructive' },
    ],
  },
  { title: 'Client error reports', series: [{ label: 'Reports', key: 'clientErrors', className: 'fill-destructive' }] },
];

export function OverviewSection() {
  const [from, setFrom] = useState(daysAgo(29));
  const [to, setTo] = useState(daysAgo(0));
  const kpis = useAdminQuery(AdminKpis, { query: { from, to } });
  const k = kpis.data;
  return (
    <div className="grid gap-6">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-2 text-sm font-medium">Range (UTC days)</legend>
        <label className="grid gap-1 text-sm" htmlFor="kpi-from">
          From
          <Input id="kpi-from" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label className="grid gap-1 text-sm" htmlFor="kpi-to">
          To
          <Input id="kpi-to" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
        {[7, 30, 90].map((n) => (
          <button
            key={n}
            type="button"
            className="pb-2 text-sm font-medium text-primary underline underline-offset-4"
            onClick={() => (setFrom(daysAgo(n - 1)), setTo(daysAgo(0)))}
          >
            Last {n} days
          </button>
        ))}
      </fieldset>
      {kpis.error && (
        <p role="alert" className="text-destructive">
          {kpis.error.message}
        </p>
      )}
      {k && (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            {(
              [
                ['Users', k.totals.users],
                ['Suspended', k.totals.suspended],
                ['Trips', k.totals.trips],
                ['Open error groups', k.totals.openErrorGroups],
                ['New messages', k.totals.newMessages],
              ] as const
            ).map(([label, n]) => (
              <div key={label} className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold">{n}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 md:grid-cols-2">
            {CHARTS.map((c) => (
              <figure key={c.title} className="grid gap-2 rounded-md border p-3">
                <figcaption className="text-sm font-medium">
                  {c.title}: {c.series.map((s) => `${s.label.toLowerCase()} ${k.days.reduce((sum, d) => sum + d[s.key], 0)}`).join(', ')}
                </figcaption>
                <BarChart
                  labels={k.days.map((d) => d.date)}
                  series={c.series.map((s) => ({ label: s.label, className: s.className, values: k.days.map((d) => d[s.key]) }))}
                />
              </figure>
            ))}
          </div>
          <details>
            <summary className="cursor-pointer text-sm font-medium">The numbers per day</summary>
            <div className="overflow-x-auto">
              <table className="mt-2 text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="pr-4">
                      Day
                    </th>
                    <th scope="col" className="pr-4">
                      Sign-ups
                    </th>
                    <th scope="col" className="pr-4">
                      Active users
                    </th>
                    <th scope="col" className="pr-4">
                      Trips feasible
                    </th>
                    <th scope="col" className="pr-4">
                      Trips infeasible
                    </th>
                    <th scope="col">Error reports</th>
                  </tr>
                </thead>
                <tbody>
                  {k.days.map((d) => (
                    <tr key={d.date}>
                      <td className="pr-4">{day(d.date)}</td>
                      <td>{d.signUps}</td>
                      <td>{d.activeUsers}</td>
                      <td>{d.tripsFeasible}</td>
                      <td>{d.tripsInfeasible}</td>
                      <td>{d.clientErrors}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <section aria-labelledby="not-tracked" className="text-sm">
            <h3 id="not-tracked" className="font-medium">
              Not tracked yet
            </h3>
            <ul className="list-disc pl-5 text-muted-foreground">
              {k.notTracked.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
