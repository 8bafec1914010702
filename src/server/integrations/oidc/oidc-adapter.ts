import type { Database } from '../../db/create-db';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string };

/**
 * oidc-provider's storage in our database (table oidc_payloads), so the built-in provider keeps no
 * state in a process that another instance would need (DESIGN §8). Codes are marked consumed, never
 * deleted on use: that is how the provider recognises a replayed authorization code.
 */
export function createOidcAdapter(database: Database) {
  return class DatabaseAdapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      await database.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
      );
    }

    find(id: string) {
      return this.findWhere('id = $2', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid = $2', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code = $2', userCode);
    }

    async consume(id: string) {
      await database.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async destroy(id: string) {
      await database.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string) {
      await database.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }

    private async findWhere(where: string, value: string): Promise<Payload | undefined> {
      const [row] = await database.query<{ payload: Payload | string; consumed_at: Date | string | null }>(
        `SELECT payload, consumed_at FROM ` +
          `oidc_payloads WHERE model = $1 AND ${where} AND (expires_at IS NULL OR expires_at > now()) LIMIT 1`,
        [this.model, value],
      );
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Payload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
    }
  };
}

/** Records outside oidc-provider's own models (its secrets, local accounts) share the table. */
export async function readRecord<T>(database: Database, model: string, id: string): Promise<T | null> {
  const [row] = await database.query<{ payload: T | string }>('SELECT payload FROM oidc_payloads WHERE model = $1 AND id = $2', [
    model,
    id,
  ]);
  if (!row) return null;
  return typeof row.payload === 'string' ? (JSON.parse(row.payload) as T) : row.payload;
}

export async function writeRecord(database: Database, model: string, id: string, payload: unknown, { onlyIfAbsent = false } = {}) {
  await database.query(
    `INSERT INTO oidc_payloads (model, id, payload) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (model, id) DO ${onlyIfAbsent ? 'NOTHING' : 'UPDATE SET payload = EXCLUDED.payload'}`,
    [model, id, JSON.stringify(payload)],
  );
}

/** Expired codes, grants and interactions are dead weight; purged once per local sign-in. */
export async function purgeExpiredRecords(database: Database) {
  await database.query('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < now()');
}
