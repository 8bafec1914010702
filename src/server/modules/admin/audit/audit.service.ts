import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuditEntry, AuditQuery } from '../../../../core/api/admin';
import type { Db } from '../../../db/create-db';
import { requireAdmin } from '../access/guard';
import { iso, likePattern, offsetOf, orderBy, pageOf, rowsOf } from '../paging';
import { actorOf, recordAudit } from './record';

type Query = z.infer<typeof AuditQuery>;
interface Row {
  id: number | string;
  admin_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  created_at: Date | string;
  total: number;
}

const present = (r: Row): AuditEntry => ({
  id: Number(r.id),
  adminEmail: r.admin_email,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  details: r.details,
  ip: r.ip,
  createdAt: iso(r.created_at)!,
});

/** Filters: action prefix (`user.` matches every user action), a search over who and target, a UTC date range. */
function select(db: Db, q: Query, limit: number | null, offset: number) {
  const pattern = q.search ? likePattern(q.search) : null;
  const action = q.action ? `${q.action}%` : null;
  const from = q.from ?? null;
  const to = q.to ?? null;
  return rowsOf<Row>(
    db,
    sql`
    SELECT id, admin_email, action, target_type, target_id, details, ip, created_at, count(*) OVER ()::int AS total
    FROM admin_audit_log
    WHERE (${action}::text IS NULL OR action LIKE ${action})
      AND (${pattern}::text IS NULL OR admin_email ILIKE ${pattern} OR target_id ILIKE ${pattern} OR action ILIKE ${pattern})
      AND (${from}::date IS NULL OR created_at >= ${from}::date)
      AND (${to}::date IS NULL OR created_at < ${to}::date + 1)
    ORDER BY ${orderBy('created_at', q.sortBy ? q.sortOrder : 'desc')}, id DESC
    LIMIT ${limit ?? 100_000} OFFSET ${offset}`,
  );
}

export async function listAudit(db: Db, request: FastifyRequest, q: Query) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  return pageOf(await select(db, q, q.limit, offset), offset, q.limit, present);
}

const CSV_COLUMNS = ['id', 'createdAt', 'adminEmail', 'action', 'targetType', 'targetId', 'ip', 'details'] as const;

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export async function exportAuditCsv(db: Db, request: FastifyRequest, q: Query): Promise<string> {
  requireAdmin(request, 'read');
  const rows = (await select(db, q, null, 0)).map(present);
  await recordAudit(db, actorOf(request), {
    action: 'audit.export',
    details: { rows: rows.length, filters: { action: q.action, search: q.search, from: q.from, to: q.to } },
  });
  const lines = [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
