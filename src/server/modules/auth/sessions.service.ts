import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type SessionInfo } from '../../../core/api/auth';
import type { Db } from '../../db/create-db';
import { hashSecret, randomId, randomSecret } from '../../lib/secrets';
import type { UserRow } from '../users/users.table';
import {
  deleteAllUserSessions,
  deleteExpiredSessions,
  deleteSessionByHash,
  deleteUserSession,
  findLiveSession,
  insertSession,
  listUserSessions,
  touchSession,
} from './sessions.repository';
import type { SessionRow } from './sessions.table';

/** Writing last_seen_at on every request would make every read a write; a minute of slack is plenty for 3 h. */
const TOUCH_EVERY_MS = 60_000;

const idleSince = () => new Date(Date.now() - SESSION_IDLE_MS);

/**
 * Starts a session and returns the cookie value (the only copy of the secret). Rotation: the session
 * the browser came with, if any, is ended, so a planted pre-login cookie is useless after sign-in.
 */
export async function startSession(db: Db, user: UserRow, opts: { previousCookie?: string | undefined; userAgent?: string | undefined }) {
  const secret = randomSecret();
  await db.transaction(async (tx) => {
    if (opts.previousCookie) await deleteSessionByHash(tx, hashSecret(opts.previousCookie));
    await deleteExpiredSessions(tx, idleSince());
    await insertSession(tx, {
      id: randomId('ses'),
      tokenHash: hashSecret(secret),
      userId: user.id,
      userAgent: opts.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    });
  });
  return { secret, maxAgeSeconds: Math.floor(SESSION_ABSOLUTE_MS / 1000) };
}

export async function resolveSession(db: Db, cookie: string) {
  const found = await findLiveSession(db, hashSecret(cookie), idleSince());
  if (!found) return null;
  if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, found.session.id);
  return found;
}

export async function endSession(db: Db, cookie: string): Promise<void> {
  await deleteSessionByHash(db, hashSecret(cookie));
}

export async function listSessions(db: Db, userId: string, currentSessionId: string | null): Promise<SessionInfo[]> {
  const rows = await listUserSessions(db, userId, idleSince());
  return rows.map((row) => presentSession(row, row.id === currentSessionId));
}

export const revokeSession = (db: Db, userId: string, id: string) => deleteUserSession(db, userId, id);
export const revokeAllSessions = (db: Db, userId: string) => deleteAllUserSessions(db, userId);

function presentSession(row: SessionRow, current: boolean): SessionInfo {
  return {
    id: row.id,
    current,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: new Date(Math.min(row.expiresAt.getTime(), row.lastSeenAt.getTime() + SESSION_IDLE_MS)).toISOString(),
  };
}
