import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminTrip, AdminTripDetail, AdminTripsQuery } from '../../../../core/api/admin';
import type { Plan } from '../../../../core/planner/types';
import type { Db } from '../../../db/create-db';
import { notFound } from '../../../lib/app-error';
import { requireAdmin } from '../access/guard';
import { actorOf, recordAudit } from '../audit/record';
import { iso, likePattern, offsetOf, orderBy, pageOf, rowsOf } from '../paging';

interface Row {
  id: string;
  owner_id: string;
  owner_email: string;
  title: string;
  start_date: string;
  end_date: string;
  feasible: boolean;
  shared_at: Date | string | null;
  deleted_at: Date | string | null;
  created_at: Date | string;
  total: number;
}

const SORT = { createdAt: 'i.created_at', title: 'lower(i.title)', startDate: 'i.start_date' } as const;

const present = (r: Row): AdminTrip => ({
  id: r.id,
  ownerId: r.owner_id,
  ownerEmail: r.owner_email,
  title: r.title,
  startDate: String(r.start_date).slice(0, 10),
  endDate: String(r.end_date).slice(0, 10),
  feasible: r.feasible,
  sharedAt: iso(r.shared_at),
  deleted: r.deleted_at !== null,
  createdAt: iso(r.created_at)!,
});

/**
 * Lists read only summary columns: plans are opened one at a time, and each opening is audited. The assistant's
 * drafts are not trips until kept (decision 013), so they are not listed, as they are not counted.
 */
export async function listTrips(db: Db, request: FastifyRequest, q: z.infer<typeof AdminTripsQuery>) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  const pattern = q.search ? likePattern(q.search) : null;
  const rows = await rowsOf<Row>(
    db,
    sql`
    SELECT i.id, i.owner_id, u.email AS owner_email, i.title, i.start_date::text AS start_date, i.end_date::text AS end_date,
      i.feasible, i.shared_at, i.deleted_at, i.created_at, count(*) OVER ()::int AS total
    FROM itineraries i JOIN users u ON u.id = i.owner_id
    WHERE NOT i.draft AND (${q.userId ?? null}::text IS NULL OR i.owner_id = ${q.userId ?? null})
      AND (${pattern}::text IS NULL OR i.title ILIKE ${pattern} OR i.search_text ILIKE ${pattern} OR u.email ILIKE ${pattern}
        OR i.id = ${q.search ?? null})
    ORDER BY ${orderBy(SORT[q.sortBy ?? 'createdAt'], q.sortBy ? q.sortOrder : 'desc')}, i.id
    LIMIT ${q.limit} OFFSET ${offset}`,
  );
  return pageOf(rows, offset, q.limit, present);
}

export async function viewTrip(db: Db, request: FastifyRequest, tripId: string): Promise<AdminTripDetail> {
  requireAdmin(request, 'read');
  const [row] = await rowsOf<
    Row & {
      plan: Plan;
      cities: Array<{ name: string }>;
      travellers: number;
      currency: string;
      sum: number | string;
      budget: number | string | null;
    }
  >(
    db,
    sql`
    SELECT i.id, i.owner_id, u.email AS owner_email, i.title, i.start_date::text AS start_date, i.end_date::text AS end_date, i.feasible,
      i.shared_at, i.deleted_at, i.created_at, 1 AS total, i.plan, i.cities, i.travellers, i.currency, i.total AS sum, i.budget
    FROM itineraries i JOIN users u ON u.id = i.owner_id WHERE i.id = ${tripId}`,
  );
  if (!row) throw notFound('Trip');
  await recordAudit(db, actorOf(request), {
    action: 'trip.view',
    targetType: 'trip',
    targetId: tripId,
    details: { ownerId: row.owner_id },
  });
  const plan = (typeof row.plan === 'string' ? JSON.parse(row.plan) : row.plan) as Plan;
  return {
    ...present(row),
    cities: row.cities.map((c) => c.name),
    travellers: row.travellers,
    currency: row.currency,
    total: Number(row.sum),
    budget: row.budget === null ? null : Number(row.budget),
    days: plan.days.map((d) => ({
      date: d.date,
      items: d.items.map((it) => ({
        kind: it.kind,
        label: it.kind === 'transfer' ? `${it.scope} ${it.mode}` : it.name,
        startMinute: it.startMinute,
      })),
    })),
  };
}

export async function revokeShare(db: Db, request: FastifyRequest, tripId: string) {
  requireAdmin(request, 'manage', { reauth: true });
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ public_id: string | null }>(tx, sql`SELECT public_id FROM itineraries WHERE id = ${tripId} FOR UPDATE`);
    if (row) await tx.execute(sql`UPDATE itineraries SET public_id = NULL, shared_at = NULL WHERE id = ${tripId}`);
    if (!row) throw notFound('Trip');
    await recordAudit(tx, actorOf(request), {
      action: 'trip.share_revoked',
      targetType: 'trip',
      targetId: tripId,
      details: { publicId: row.public_id },
    });
    return { id: tripId, shared: false as const };
  });
}
