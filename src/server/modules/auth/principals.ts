import { SESSION_IDLE_MS, TOKEN_PREFIX } from '../../../core/api/auth';
import type { Db } from '../../db/create-db';
import { onUserChanged, type InvalidationBus } from '../../lib/invalidation-bus';
import { hashSecret } from '../../lib/secrets';
import type { UserRow } from '../users/users.table';
import { resolveSession } from './sessions.service';
import { resolveToken } from './tokens.service';

/** Who a credential belongs to: the user's row and the session or token it came through. */
export interface Principal {
  row: UserRow;
  sessionId: string | null;
  tokenId: string | null;
}

interface Entry extends Principal {
  /** When the credential stops working by itself (absolute session end, token expiry). */
  expiresAt: number;
  loadedAt: number;
}

/**
 * How long an entry is trusted without the database. Explicit invalidation is what keeps the cache exact; this
 * only bounds the damage of a missed message (a Redis outage) and keeps the last-used touch once a minute.
 */
export const PRINCIPAL_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Authenticated principals by credential hash, so that a signed-in read costs no query (decision 018). Every
 * change to a user's row, sessions or tokens is followed by `invalidateUser` (after its transaction committed);
 * a load that overlaps an invalidation is not stored (the epoch moved), so a pre-change row never lingers.
 * Only live credentials are cached: an unknown or dead one asks the database every time.
 */
export function createPrincipals(db: Db, bus: InvalidationBus) {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let epoch = 0;

  const dropUser = (userId: string) => {
    for (const key of byUser.get(userId) ?? []) entries.delete(key);
    byUser.delete(userId);
  };
  const unsubscribe = onUserChanged((userId) => {
    epoch++;
    dropUser(userId);
  });
  bus.subscribe((msg) => {
    epoch++;
    if (msg === null) {
      entries.clear();
      byUser.clear();
    } else if (msg.kind === 'user') dropUser(msg.id);
  });

  const store = (key: string, entry: Entry) => {
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value!;
      const old = entries.get(oldest)!;
      entries.delete(oldest);
      byUser.get(old.row.id)?.delete(oldest);
    }
    entries.set(key, entry);
    let keys = byUser.get(entry.row.id);
    if (!keys) byUser.set(entry.row.id, (keys = new Set()));
    keys.add(key);
  };

  const hit = (key: string, now: number): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now - entry.loadedAt < PRINCIPAL_TTL_MS && now < entry.expiresAt) return entry;
    entries.delete(key);
    byUser.get(entry.row.id)?.delete(key);
    return null;
  };

  return {
    async session(cookie: string): Promise<Principal | null> {
      const key = `s:${hashSecret(cookie)}`;
      const now = Date.now();
      const cached = hit(key, now);
      if (cached) return cached;
      const at = epoch;
      const found = await resolveSession(db, cookie);
      if (!found) return null;
      const entry: Entry = {
        row: found.user,
        sessionId: found.session.id,
        tokenId: null,
        // The idle limit counts from the last touch, which a reload after the TTL renews.
        expiresAt: Math.min(found.session.expiresAt.getTime(), now + SESSION_IDLE_MS),
        loadedAt: now,
      };
      if (at === epoch) store(key, entry);
      return entry;
    },

    async token(token: string): Promise<Principal | null> {
      if (!token.startsWith(TOKEN_PREFIX)) return null;
      const key = `t:${hashSecret(token)}`;
      const now = Date.now();
      const cached = hit(key, now);
      if (cached) return cached;
      const at = epoch;
      const found = await resolveToken(db, token);
      if (!found) return null;
      const entry: Entry = {
        row: found.user,
        sessionId: null,
        tokenId: found.token.id,
        expiresAt: found.token.expiresAt.getTime(),
        loadedAt: now,
      };
      if (at === epoch) store(key, entry);
      return entry;
    },

    /** After any committed change to the user's row, sessions or tokens, on this instance and every other. */
    invalidateUser: (userId: string) => bus.publish({ kind: 'user', id: userId }),

    size: () => entries.size,
    close: unsubscribe,
  };
}

export type Principals = ReturnType<typeof createPrincipals>;
