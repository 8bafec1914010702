import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminErrorsQuery, ErrorGroup } from '../../../../core/api/admin';
import type { Db, DbOrTx } from '../../../db/create-db';
import { notFound } from '../../../lib/app-error';
import { requireAdmin } from '../access/guard';
import { actorOf, recordAudit } from '../audit/record';
import { iso, likePattern, offsetOf, orderBy, pageOf, rowsOf } from '../paging';

interface Row {
  fingerprint: string;
  message: string;
  count: number;
  users: number;
  first_seen: Date | string;
  last_seen: Date | string;
  sample_stack: string | null;
  sample_url: string | null;
  browser: string | null;
  resolved_at: Date | string | null;
  total: number;
}

const SORT = { lastSeen: 'last_seen', firstSeen: 'first_seen', count: 'count' } as const;

/** The first stack line naming a code location: the same rule as client_error_fingerprint() in SQL. */
export function topFrameOf(stack: string | null): string | null {
  const line = (stack ?? '').split('\n').find((l) => /^\s*at \S/.test(l) || /@\S/.test(l));
  return line ? line.trim() : null;
}

const present = (r: Row): ErrorGroup => ({
  fingerprint: r.fingerprint,
  message: r.message,
  topFrame: topFrameOf(r.sample_stack),
  count: r.count,
  users: r.users,
  firstSeen: iso(r.first_seen)!,
  lastSeen: iso(r.last_seen)!,
  sampleStack: r.sample_stack,
  sampleUrl: r.sample_url,
  browser: r.browser,
  resolvedAt: iso(r.resolved_at),
});

/**
 * Reports grouped by fingerprint (message + top frame). A resolved group counts as open again once a report
 * arrives after it was resolved. The sample is the latest report.
 */
function groups(
  db: DbOrTx,
  o: {
    status: 'open' | 'resolved' | 'all';
    search?: string | undefined;
    fingerprint?: string;
    sort: string;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const pattern = o.search ? likePattern(o.search) : null;
  return rowsOf<Row>(
    db,
    sql`
    WITH e AS (SELECT client_error_fingerprint(message, stack) AS fp, * FROM client_errors),
    g AS (
      SELECT fp AS fingerprint, count(*)::int AS count, count(DISTINCT user_id)::int AS users,
        min(created_at) AS first_seen, max(created_at) AS last_seen,
        (array_agg(message ORDER BY created_at DESC, id DESC))[1] AS message,
        (array_agg(stack ORDER BY created_at DESC, id DESC))[1] AS sample_stack,
        (array_agg(url ORDER BY created_at DESC, id DESC))[1] AS sample_url,
        (array_agg(user_agent ORDER BY created_at DESC, id DESC))[1] AS browser
      FROM e GROUP BY fp
    )
    SELECT g.*, r.resolved_at, count(*) OVER ()::int AS total
    FROM g LEFT JOIN client_error_groups r ON r.fingerprint = g.fingerprint
    WHERE (${o.fingerprint ?? null}::text IS NULL OR g.fingerprint = ${o.fingerprint ?? null})
      AND (${pattern}::text IS NULL OR g.message ILIKE ${pattern})
      AND (${o.status} = 'all'
        OR (${o.status} = 'open' AND (r.resolved_at IS NULL OR g.last_seen > r.resolved_at))
        OR (${o.status} = 'resolved' AND r.resolved_at IS NOT NULL AND g.last_seen <= r.resolved_at))
    ORDER BY ${orderBy(o.sort, o.order)}, g.fingerprint
    LIMIT ${o.limit} OFFSET ${o.offset}`,
  );
}

export async function listErrorGroups(db: Db, request: FastifyRequest, q: z.infer<typeof AdminErrorsQuery>) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  const rows = await groups(db, {
    status: q.status,
    search: q.search,
    sort: SORT[q.sortBy ?? 'lastSeen'],
    order: q.sortBy ? q.sortOrder : 'desc',
    limit: q.limit,
    offset,
  });
  return pageOf(rows, offset, q.limit, present);
}

export async function resolveErrorGroup(db: Db, request: FastifyRequest, fingerprint: string, resolved: boolean): Promise<ErrorGroup> {
  const ctx = requireAdmin(request, 'manage');
  return db.transaction(async (tx) => {
    const [found] = await groups(tx, { status: 'all', fingerprint, sort: 'last_seen', order: 'desc', limit: 1, offset: 0 });
    if (!found) throw notFound('Error group');
    await tx.execute(sql`
      INSERT INTO client_error_groups (fingerprint, resolved_at, resolved_by)
      VALUES (${fingerprint}, ${resolved ? sql`now()` : null}, ${ctx.account.email})
      ON CONFLICT (fingerprint) DO UPDATE SET resolved_at = excluded.resolved_at, resolved_by = excluded.resolved_by`);
    await recordAudit(tx, actorOf(request), {
      action: resolved ? 'error.resolve' : 'error.reopen',
      targetType: 'error_group',
      targetId: fingerprint,
      details: { message: found.message.slice(0, 200) },
    });
    const [after] = await groups(tx, { status: 'all', fingerprint, sort: 'last_seen', order: 'desc', limit: 1, offset: 0 });
    return present(after!);
  });
}
