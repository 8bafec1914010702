import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminMessage, AdminMessagesQuery } from '../../../../core/api/admin';
import type { Db } from '../../../db/create-db';
import { notFound } from '../../../lib/app-error';
import { requireAdmin } from '../access/guard';
import { actorOf, recordAudit } from '../audit/record';
import { iso, likePattern, offsetOf, orderBy, pageOf, rowsOf } from '../paging';

interface Row {
  id: number | string;
  kind: AdminMessage['kind'];
  name: string;
  email: string;
  company: string | null;
  topic: string | null;
  team_size: string | null;
  message: string;
  status: AdminMessage['status'];
  created_at: Date | string;
  total: number;
}

const present = (r: Row): AdminMessage => ({
  id: Number(r.id),
  kind: r.kind,
  name: r.name,
  email: r.email,
  company: r.company,
  topic: r.topic,
  teamSize: r.team_size,
  message: r.message,
  status: r.status,
  createdAt: iso(r.created_at)!,
});

export async function listMessages(db: Db, request: FastifyRequest, q: z.infer<typeof AdminMessagesQuery>) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  const pattern = q.search ? likePattern(q.search) : null;
  const rows = await rowsOf<Row>(
    db,
    sql`
    SELECT *, count(*) OVER ()::int AS total FROM contact_messages
    WHERE (${q.status ?? null}::text IS NULL OR status = ${q.status ?? null})
      AND (${q.kind ?? null}::text IS NULL OR kind = ${q.kind ?? null})
      AND (${pattern}::text IS NULL OR name ILIKE ${pattern} OR email ILIKE ${pattern} OR message ILIKE ${pattern}
        OR coalesce(company, '') ILIKE ${pattern})
    ORDER BY ${orderBy('created_at', q.sortBy ? q.sortOrder : 'desc')}, id DESC
    LIMIT ${q.limit} OFFSET ${offset}`,
  );
  return pageOf(rows, offset, q.limit, present);
}

export async function setMessageStatus(db: Db, request: FastifyRequest, id: number, status: AdminMessage['status']): Promise<AdminMessage> {
  requireAdmin(request, 'manage');
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<Row>(tx, sql`UPDATE contact_messages SET status = ${status} WHERE id = ${id} RETURNING *, 1 AS total`);
    if (!row) throw notFound('Message');
    await recordAudit(tx, actorOf(request), { action: 'message.status', targetType: 'message', targetId: String(id), details: { status } });
    return present(row);
  });
}
