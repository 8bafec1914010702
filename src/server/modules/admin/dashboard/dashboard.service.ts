import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KPI_MAX_DAYS, type Kpis, type SystemStatus } from '../../../../core/api/admin';
import { FREE_PLAN } from '../../../../core/billing/plans';
import { LATENCY_BUCKETS_MS, quantileOf } from '../../../plugins/latency';
import { AppError } from '../../../lib/app-error';
import { liveness, readiness } from '../../health/health.service';
import { requireAdmin } from '../access/guard';
import { rowsOf } from '../paging';
import { activeSubscriptionsByPlan, dayCounts, latencyBuckets, revenueByPlan } from './kpis.repository';

const perDay = <R extends { date: string }>(rows: R[]) => {
  const map = new Map<string, R[]>();
  for (const r of rows) map.set(r.date, [...(map.get(r.date) ?? []), r]);
  return (date: string) => map.get(date) ?? [];
};

/**
 * Per UTC day over the chosen range, from the tables that record each figure (kpis.repository.ts), plus API
 * latency from the per-minute histograms (flushed first, so the answer is current to the second).
 */
export async function kpis(app: FastifyInstance, request: FastifyRequest, from: string, to: string): Promise<Kpis> {
  requireAdmin(request, 'read');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= KPI_MAX_DAYS)) {
    throw new AppError('VALIDATION_FAILED', `Choose a range of 1 to ${KPI_MAX_DAYS} days`, [
      { path: 'query.to', message: 'must be on or after from, within a year' },
    ]);
  }
  const db = app.deps.database.db;
  await app.latency.flush();
  const [counts, revenue, subs, latency] = await Promise.all([
    dayCounts(db, from, to),
    revenueByPlan(db, from, to),
    activeSubscriptionsByPlan(db, from, to),
    latencyBuckets(db, from, to),
  ]);
  const revenueOn = perDay(revenue);
  const subsOn = perDay(subs);
  const latencyOn = perDay(latency);
  const histogram = (rows: Array<{ idx: number; n: number }>) => {
    const b = new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0);
    for (const r of rows) b[r.idx - 1]! += r.n;
    return b;
  };
  const p95 = (b: number[]) => {
    const q = quantileOf(b, 0.95);
    return q === null ? null : Number.isFinite(q) ? q : LATENCY_BUCKETS_MS.at(-1)! * 2;
  };
  const out = counts.map((r) => {
    const buckets = histogram(latencyOn(r.date));
    const apiRequests = buckets.reduce((a, b) => a + b, 0);
    return {
      date: r.date,
      signUps: r.sign_ups,
      activeUsers: r.active_users,
      tripsFeasible: r.trips_feasible,
      tripsInfeasible: r.trips_infeasible,
      assistantMessages: r.assistant_messages,
      modelTokens: Number(r.model_tokens),
      couponRedemptions: r.coupon_redemptions,
      revenueByPlan: Object.fromEntries(revenueOn(r.date).map((x) => [x.plan, Number(x.minor)])),
      activeSubscriptionsByPlan: Object.fromEntries(subsOn(r.date).map((x) => [x.plan, x.n])),
      clientErrors: r.client_errors,
      apiRequests,
      clientErrorRate: apiRequests ? Math.round((r.client_errors / apiRequests) * 1_000_000) / 1000 : null,
      apiLatencyP95Ms: p95(buckets),
    };
  });
  const all = histogram(latency);
  const [totals] = await rowsOf<Kpis['totals']>(
    db,
    sql`
    SELECT (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM users WHERE status = 'suspended')::int AS suspended,
      (SELECT count(*) FROM itineraries WHERE deleted_at IS NULL AND NOT draft)::int AS trips,
      (SELECT count(*) FROM (SELECT client_error_fingerprint(message, stack) AS fp, max(created_at) AS last FROM client_errors GROUP BY 1) g
        LEFT JOIN client_error_groups r ON r.fingerprint = g.fp
        WHERE r.resolved_at IS NULL OR g.last > r.resolved_at)::int AS "openErrorGroups",
      (SELECT count(*) FROM contact_messages WHERE status = 'new')::int AS "newMessages"`,
  );
  return {
    from,
    to,
    currency: FREE_PLAN.currency,
    days: out,
    range: {
      apiRequests: all.reduce((a, b) => a + b, 0),
      apiLatencyP95Ms: p95(all),
      revenueMinor: out.reduce((sum, d) => sum + Object.values(d.revenueByPlan).reduce((a, b) => a + b, 0), 0),
    },
    totals: totals!,
  };
}

/** The readiness report (the same checks as /api/health/ready) plus version and uptime. */
export async function systemStatus(app: FastifyInstance, request: FastifyRequest): Promise<SystemStatus> {
  requireAdmin(request, 'read');
  const report = await readiness(app.deps, app);
  const live = liveness();
  const names = new Set(report.integrations.map((i) => i.name));
  const notPresent = [
    ...(names.has('llm') || names.has('assistant') ? [] : ['LLM (assistant): not part of this installation yet']),
    ...(names.has('payments') ? [] : ['Payment provider: not part of this installation yet']),
  ];
  const [due] = await rowsOf<{ n: number }>(
    app.deps.database.db,
    sql`SELECT count(*)::int AS n FROM subscriptions WHERE status <> 'expired' AND (current_period_end <= now()
      OR (status = 'past_due' AND (next_retry_at <= now() OR grace_until <= now())))`,
  );
  return {
    version: live.version,
    uptimeSeconds: live.uptimeSeconds,
    ready: report.status === 'ready',
    database: {
      kind: report.database.kind,
      reachable: report.database.reachable,
      latencyMs: report.database.latencyMs,
      migrationsCurrent: report.migrations.current,
    },
    components: report.integrations,
    queues: [
      { name: 'billing jobs', depth: due?.n ?? 0, detail: 'subscriptions due for renewal, retry or expiry (run every minute)' },
      { name: 'API latency', depth: app.latency.pendingMinutes(), detail: 'minutes of latency samples not yet written' },
    ],
    notPresent,
  };
}
