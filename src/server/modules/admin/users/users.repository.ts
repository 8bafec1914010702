import { sql } from 'drizzle-orm';
import { SESSION_IDLE_MS } from '../../../../core/api/auth';
import type { DbOrTx } from '../../../db/create-db';
import { likePattern, orderBy, rowsOf } from '../paging';

export interface UserListRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: 'active' | 'suspended';
  created_at: Date | string;
  last_login_at: Date | string | null;
  trips: number;
  total: number;
}

const SORT = { createdAt: 'u.created_at', email: 'lower(u.email)', lastLoginAt: 'u.last_login_at', trips: 'trips' } as const;

export interface UserListOptions {
  search?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
  sortBy?: keyof typeof SORT | undefined;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function listUsers(db: DbOrTx, o: UserListOptions) {
  const pattern = o.search ? likePattern(o.search) : null;
  return rowsOf<UserListRow>(
    db,
    sql`
    SELECT u.id, u.email, u.first_name, u.last_name, u.status, u.created_at, u.last_login_at,
      (SELECT count(*) FROM itineraries i WHERE i.owner_id = u.id AND i.deleted_at IS NULL AND NOT i.draft)::int AS trips,
      count(*) OVER ()::int AS total
    FROM users u
    WHERE (${pattern}::text IS NULL OR u.email ILIKE ${pattern} OR u.id = ${o.search ?? null}
        OR coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ILIKE ${pattern})
      AND (${o.status ?? null}::text IS NULL OR u.status = ${o.status ?? null})
    ORDER BY ${orderBy(SORT[o.sortBy ?? 'createdAt'], o.sortBy ? o.sortOrder : 'desc')}, u.id
    LIMIT ${o.limit} OFFSET ${o.offset}`,
  );
}

export async function userDetail(db: DbOrTx, userId: string) {
  const [user] = await listUsers(db, { search: userId, sortOrder: 'asc', limit: 100, offset: 0 }).then((rows) =>
    rows.filter((r) => r.id === userId),
  );
  if (!user) return null;
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  const [counts] = await rowsOf<{ sessions: number; tokens: number; generations: number }>(
    db,
    sql`
    SELECT
      (SELECT count(*) FROM sessions s
        WHERE s.user_id = ${userId} AND s.expires_at > now() AND s.last_seen_at > ${idleSince})::int AS sessions,
      (SELECT count(*) FROM personal_access_tokens t
        WHERE t.user_id = ${userId} AND t.revoked_at IS NULL AND t.expires_at > now())::int AS tokens,
      (SELECT coalesce(sum(c.used), 0) FROM usage_counters c
        WHERE c.user_id = ${userId} AND c.kind = 'trips' AND c.period = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM'))::int AS generations`,
  );
  const trips = await rowsOf<{ id: string; title: string; feasible: boolean; public_id: string | null; created_at: Date | string }>(
    db,
    sql`
    SELECT id, title, feasible, public_id, created_at FROM itineraries WHERE owner_id = ${userId} AND deleted_at IS NULL
    ORDER BY created_at DESC LIMIT 10`,
  );
  return { user, counts: counts!, trips };
}
