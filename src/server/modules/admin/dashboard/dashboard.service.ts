import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KPI_MAX_DAYS, type Kpis, type SystemStatus } from '../../../../core/api/admin';
import type { Db } from '../../../db/create-db';
import { AppError } from '../../../lib/app-error';
import { liveness, readiness } from '../../health/health.service';
import { requireAdmin } from '../access/guard';
import { rowsOf } from '../paging';

/** Asked for on the dashboard but with no data behind them yet: shown as "not tracked yet", never as zero. */
const NOT_TRACKED = [
  'Assistant messages and model tokens',
  'Revenue and active subscriptions by plan',
  'Coupon redemptions',
  'API latency p95',
];

interface DayRow {
  date: string;
  sign_ups: number;
  active_users: number;
  trips_feasible: number;
  trips_infeasible: number;
  client_errors: number;
}

/**
 * Per UTC day, from the tables that record it: sign-ups (users.created_at), active users (distinct users who
 * started a trip generation that day), trips created by feasibility, client error reports.
 */
export async function kpis(db: Db, request: FastifyRequest, from: string, to: string): Promise<Kpis> {
  requireAdmin(request, 'read');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= KPI_MAX_DAYS)) {
    throw new AppError('VALIDATION_FAILED', `Choose a range of 1 to ${KPI_MAX_DAYS} days`, [
      { path: 'query.to', message: 'must be on or after from, within a year' },
    ]);
  }
  const rows = await rowsOf<DayRow>(
    db,
    sql`
    WITH d AS (SELECT generate_series(${from}::date, ${to}::date, interval '1 day')::date AS day)
    SELECT d.day::text AS date,
      (SELECT count(*) FROM users u WHERE (u.created_at AT TIME ZONE 'UTC')::date = d.day)::int AS sign_ups,
      (SELECT count(DISTINCT i.owner_id) FROM itineraries i WHERE (i.created_at AT TIME ZONE 'UTC')::date = d.day)::int AS active_users,
      (SELECT count(*) FROM itineraries i
        WHERE (i.created_at AT TIME ZONE 'UTC')::date = d.day AND i.feasible)::int AS trips_feasible,
      (SELECT count(*) FROM itineraries i
        WHERE (i.created_at AT TIME ZONE 'UTC')::date = d.day AND NOT i.feasible)::int AS trips_infeasible,
      (SELECT count(*) FROM client_errors e WHERE (e.created_at AT TIME ZONE 'UTC')::date = d.day)::int AS client_errors
    FROM d ORDER BY d.day`,
  );
  const [totals] = await rowsOf<Kpis['totals']>(
    db,
    sql`
    SELECT (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM users WHERE status = 'suspended')::int AS suspended,
      (SELECT count(*) FROM itineraries WHERE deleted_at IS NULL)::int AS trips,
      (SELECT count(*) FROM (SELECT client_error_fingerprint(message, stack) AS fp, max(created_at) AS last FROM client_errors GROUP BY 1) g
        LEFT JOIN client_error_groups r ON r.fingerprint = g.fp
        WHERE r.resolved_at IS NULL OR g.last > r.resolved_at)::int AS "openErrorGroups",
      (SELECT count(*) FROM contact_messages WHERE status = 'new')::int AS "newMessages"`,
  );
  return {
    from,
    to,
    days: rows.map((r) => ({
      date: r.date,
      signUps: r.sign_ups,
      activeUsers: r.active_users,
      tripsFeasible: r.trips_feasible,
      tripsInfeasible: r.trips_infeasible,
      clientErrors: r.client_errors,
    })),
    totals: totals!,
    notTracked: NOT_TRACKED,
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
    'Job queue: none (work runs in the request)',
  ];
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
    notPresent,
  };
}
