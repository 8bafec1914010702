import { useState } from 'react';
import { AdminKpis } from '../../../../core/api/admin.endpoints';
import type { Kpis } from '../../../../core/api/admin';
import { formatMoney } from '../../../../core/money/currencies';
import { Input } from '../../../components/ui/input';
import { useAdminQuery } from '../api/data';
import { KpiSeries, type KpiSeriesLine } from '../components/kpi-series';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

type Day = Kpis['days'][number];
type NumberKey = { [K in keyof Day]: Day[K] extends number ? K : never }[keyof Day];
const sum = (k: Kpis, key: NumberKey) => k.days.reduce((s, d) => s + d[key], 0);
const line = (k: Kpis, label: string, key: NumberKey): KpiSeriesLine => ({ label, values: k.days.map((d) => d[key]) });
const plansIn = (k: Kpis, key: 'revenueByPlan' | 'activeSubscriptionsByPlan') =>
  [...new Set(k.days.flatMap((d) => Object.keys(d[key])))].sort();
const byPlan = (k: Kpis, key: 'revenueByPlan' | 'activeSubscriptionsByPlan'): KpiSeriesLine[] =>
  plansIn(k, key).map((plan) => ({ label: plan, values: k.days.map((d) => d[key][plan] ?? 0) }));

function Series({ k }: { k: Kpis }) {
  const dates = k.days.map((d) => d.date);
  const money = (n: number) => formatMoney(n, k.currency);
  const last = k.days.at(-1)!;
  const errors = sum(k, 'clientErrors');
  const requests = k.range.apiRequests;
  const revenuePlans = byPlan(k, 'revenueByPlan');
  const subsPlans = byPlan(k, 'activeSubscriptionsByPlan');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <KpiSeries
        id="kpi-signups"
        title="Sign-ups"
        summary={`${sum(k, 'signUps')} in the range`}
        dates={dates}
        lines={[line(k, 'Sign-ups', 'signUps')]}
      />
      <KpiSeries
        id="kpi-active"
        title="Active users"
        summary={`up to ${Math.max(0, ...k.days.map((d) => d.activeUsers))} a day (created a trip or wrote to the assistant)`}
        dates={dates}
        lines={[line(k, 'Active users', 'activeUsers')]}
      />
      <KpiSeries
        id="kpi-trips"
        title="Trips generated"
        summary={`${sum(k, 'tripsFeasible')} feasible, ${sum(k, 'tripsInfeasible')} infeasible`}
        dates={dates}
        lines={[line(k, 'Feasible', 'tripsFeasible'), line(k, 'Infeasible', 'tripsInfeasible')]}
      />
      <KpiSeries
        id="kpi-assistant"
        title="Assistant messages and model tokens"
        summary={`${sum(k, 'assistantMessages')} messages, ${sum(k, 'modelTokens').toLocaleString()} tokens`}
        dates={dates}
        lines={[line(k, 'Messages', 'assistantMessages'), line(k, 'Model tokens', 'modelTokens')]}
      />
      <KpiSeries
        id="kpi-revenue"
        title="Revenue by plan"
        summary={`${money(k.range.revenueMinor)} net of refunds${revenuePlans.length ? '' : ' (no payments)'}`}
        dates={dates}
        lines={revenuePlans.length ? revenuePlans : [{ label: 'All plans', values: dates.map(() => 0) }]}
        format={money}
      />
      <KpiSeries
        id="kpi-subscriptions"
        title="Active subscriptions by plan"
        summary={
          subsPlans.length
            ? Object.entries(last.activeSubscriptionsByPlan)
                .map(([p, n]) => `${p} ${n}`)
                .join(', ') || 'none on the last day'
            : 'none'
        }
        dates={dates}
        lines={subsPlans.length ? subsPlans : [{ label: 'All plans', values: dates.map(() => 0) }]}
      />
      <KpiSeries
        id="kpi-coupons"
        title="Coupon redemptions"
        summary={`${sum(k, 'couponRedemptions')} in the range`}
        dates={dates}
        lines={[line(k, 'Redemptions', 'couponRedemptions')]}
      />
      <KpiSeries
        id="kpi-errors"
        title="Client error rate"
        summary={
          requests
            ? `${((errors / requests) * 1000).toFixed(2)} reports per 1,000 API requests (${errors} reports)`
            : `${errors} reports, no API requests`
        }
        dates={dates}
        lines={[{ label: 'Per 1,000 requests', values: k.days.map((d) => d.clientErrorRate) }, line(k, 'Reports', 'clientErrors')]}
      />
      <KpiSeries
        id="kpi-latency"
        title="API latency p95"
        summary={
          k.range.apiLatencyP95Ms === null ? 'no API requests yet' : `at most ${k.range.apiLatencyP95Ms} ms over ${requests} requests`
        }
        dates={dates}
        lines={[{ label: 'p95 (ms)', values: k.days.map((d) => d.apiLatencyP95Ms) }, line(k, 'Requests', 'apiRequests')]}
      />
    </div>
  );
}

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
          <Series k={k} />
        </>
      )}
    </div>
  );
}
