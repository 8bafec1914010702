import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/create-db';
import { rowsOf } from '../paging';

/**
 * Per-UTC-day counts for the dashboard, one grouped query per source table (no per-request or per-row work). Trips
 * are real trips: the assistant's drafts (decision 013) count once kept, not before.
 */
export interface DayCounts {
  date: string;
  sign_ups: number;
  active_users: number;
  trips_feasible: number;
  trips_infeasible: number;
  client_errors: number;
  assistant_messages: number;
  model_tokens: number;
  coupon_redemptions: number;
}

const day = (column: string) => sql.raw(`(${column} AT TIME ZONE 'UTC')::date`);

export function dayCounts(db: DbOrTx, from: string, to: string) {
  return rowsOf<DayCounts>(
    db,
    sql`
    WITH d AS (SELECT generate_series(${from}::date, ${to}::date, interval '1 day')::date AS day),
    trips AS (SELECT ${day('created_at')} AS day, count(*) FILTER (WHERE feasible)::int AS ok,
        count(*) FILTER (WHERE NOT feasible)::int AS bad
      FROM itineraries WHERE NOT draft AND created_at >= ${from}::date AND created_at < ${to}::date + 1 GROUP BY 1),
    active AS (SELECT day, count(DISTINCT who)::int AS n FROM (
        SELECT ${day('created_at')} AS day, owner_id AS who FROM itineraries
        WHERE created_at >= ${from}::date AND created_at < ${to}::date + 1
        UNION ALL
        SELECT ${day('m.created_at')}, c.owner_id FROM assistant_messages m JOIN assistant_conversations c ON c.id = m.conversation_id
        WHERE m.role = 'user' AND m.created_at >= ${from}::date AND m.created_at < ${to}::date + 1) a GROUP BY 1)
    SELECT d.day::text AS date,
      (SELECT count(*) FROM users u WHERE ${day('u.created_at')} = d.day)::int AS sign_ups,
      coalesce(active.n, 0) AS active_users,
      coalesce(trips.ok, 0) AS trips_feasible,
      coalesce(trips.bad, 0) AS trips_infeasible,
      (SELECT count(*) FROM client_errors e WHERE ${day('e.created_at')} = d.day)::int AS client_errors,
      coalesce(a.messages, 0)::int AS assistant_messages,
      coalesce(a.input_tokens + a.output_tokens, 0)::bigint AS model_tokens,
      (SELECT count(*) FROM coupon_redemptions r WHERE ${day('r.created_at')} = d.day)::int AS coupon_redemptions
    FROM d LEFT JOIN trips ON trips.day = d.day LEFT JOIN active ON active.day = d.day
      LEFT JOIN assistant_usage_daily a ON a.day = d.day
    ORDER BY d.day`,
  );
}

/** (day, plan, value) rows: net revenue (payments less refunds, by the day each happened) and live subscriptions. */
export function revenueByPlan(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ date: string; plan: string; minor: number | string }>(
    db,
    sql`
    SELECT date, plan, sum(minor)::bigint AS minor FROM (
      SELECT ${day('i.created_at')}::text AS date, coalesce(s.plan_id, 'unknown') AS plan, i.total_minor AS minor
      FROM invoices i LEFT JOIN subscriptions s ON s.id = i.subscription_id
      WHERE i.status <> 'failed' AND i.created_at >= ${from}::date AND i.created_at < ${to}::date + 1
      UNION ALL
      SELECT ${day('r.created_at')}::text, coalesce(s.plan_id, 'unknown'), -r.amount_minor
      FROM invoice_refunds r JOIN invoices i ON i.id = r.invoice_id LEFT JOIN subscriptions s ON s.id = i.subscription_id
      WHERE r.status = 'succeeded' AND r.created_at >= ${from}::date AND r.created_at < ${to}::date + 1) x
    GROUP BY 1, 2`,
  );
}

/**
 * A subscription counts on the days from its start to the end of its current period (an expired or cancelled one
 * keeps the period it had): the history is rebuilt from each subscription's row, not from snapshots.
 */
export function activeSubscriptionsByPlan(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ date: string; plan: string; n: number }>(
    db,
    sql`
    SELECT d.day::date::text AS date, s.plan_id AS plan, count(*)::int AS n
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
    JOIN subscriptions s ON ${day('s.created_at')} <= d.day::date AND ${day('s.current_period_end')} >= d.day::date
    GROUP BY 1, 2`,
  );
}

/** Latency histogram counts per day and bucket (index from 1). */
export function latencyBuckets(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ date: string; idx: number; n: number }>(
    db,
    sql`
    SELECT ${day('l.minute')}::text AS date, b.idx::int AS idx, sum(b.n)::int AS n
    FROM api_latency_minutes l, unnest(l.buckets) WITH ORDINALITY AS b(n, idx)
    WHERE l.minute >= ${from}::date AND l.minute < ${to}::date + 1
    GROUP BY 1, 2`,
  );
}
