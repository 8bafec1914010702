import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminUser, AdminUserDetail, AdminUsersQuery } from '../../../../core/api/admin';
import type { Db } from '../../../db/create-db';
import { notFound } from '../../../lib/app-error';
import { deleteAllUserSessions } from '../../auth/sessions.repository';
import { setUserStatus } from '../../users/users.service';
import { requireAdmin } from '../access/guard';
import { actorOf, recordAudit } from '../audit/record';
import { iso, offsetOf, pageOf } from '../paging';
import { currentPlan } from '../../billing/entitlements';
import { usageOf } from '../../billing/quota';
import { listUsers, userDetail, type UserListRow } from './users.repository';

const present = (r: UserListRow): AdminUser => ({
  id: r.id,
  email: r.email,
  name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  status: r.status,
  createdAt: iso(r.created_at)!,
  lastLoginAt: iso(r.last_login_at),
  trips: r.trips,
});

export async function searchUsers(db: Db, request: FastifyRequest, q: z.infer<typeof AdminUsersQuery>) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  const rows = await listUsers(db, {
    search: q.search,
    status: q.status,
    sortBy: q.sortBy,
    sortOrder: q.sortOrder,
    limit: q.limit,
    offset,
  });
  return pageOf(rows, offset, q.limit, present);
}

export async function getUser(db: Db, request: FastifyRequest, userId: string): Promise<AdminUserDetail> {
  requireAdmin(request, 'read');
  const found = await userDetail(db, userId);
  if (!found) throw notFound('User');
  return {
    ...present(found.user),
    liveSessions: found.counts.sessions,
    activeTokens: found.counts.tokens,
    generationsThisMonth: found.counts.generations,
    plan: (await currentPlan(db, userId)).name,
    usage: (await usageOf(db, userId)).map((u) => ({ kind: u.kind, used: u.used, limit: u.limit })),
    recentTrips: found.trips.map((t) => ({
      id: t.id,
      title: t.title,
      feasible: t.feasible,
      shared: !!t.public_id,
      createdAt: iso(t.created_at)!,
    })),
  };
}

/**
 * Suspension ends every session at once and, because session and token lookups join on `status = 'active'`,
 * stops their tokens and refuses sign-in too. Support may suspend; lifting it is for admins.
 */
export async function suspendUser(db: Db, request: FastifyRequest, userId: string) {
  requireAdmin(request, 'suspend', { reauth: true });
  return db.transaction(async (tx) => {
    const row = await setUserStatus(tx, userId, 'suspended');
    const sessionsEnded = await deleteAllUserSessions(tx, userId);
    await recordAudit(tx, actorOf(request), {
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      details: { email: row.email, sessionsEnded },
    });
    return { id: row.id, status: row.status, sessionsEnded };
  });
}

export async function unsuspendUser(db: Db, request: FastifyRequest, userId: string) {
  requireAdmin(request, 'manage');
  return db.transaction(async (tx) => {
    const row = await setUserStatus(tx, userId, 'active');
    await recordAudit(tx, actorOf(request), {
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      details: { email: row.email },
    });
    return { id: row.id, status: row.status, sessionsEnded: 0 };
  });
}

export async function signOutUserEverywhere(db: Db, request: FastifyRequest, userId: string) {
  requireAdmin(request, 'manage', { reauth: true });
  return db.transaction(async (tx) => {
    const found = await userDetail(tx, userId);
    if (!found) throw notFound('User');
    const sessionsEnded = await deleteAllUserSessions(tx, userId);
    await recordAudit(tx, actorOf(request), {
      action: 'user.sign_out_everywhere',
      targetType: 'user',
      targetId: userId,
      details: { sessionsEnded },
    });
    return { id: userId, status: found.user.status, sessionsEnded };
  });
}
