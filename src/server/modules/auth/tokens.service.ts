import { TOKEN_PREFIX, type CreateToken, type CreatedToken, type TokenInfo } from '../../../core/api/auth';
import type { Db, DbOrTx } from '../../db/create-db';
import { withinEntitlement } from '../billing/guards';
import { notFound } from '../../lib/app-error';
import { hashSecret, randomId, randomSecret } from '../../lib/secrets';
import { findLiveToken, insertToken, listUserTokens, revokeUserToken, touchToken } from './tokens.repository';
import type { TokenRow } from './tokens.table';

const TOUCH_EVERY_MS = 60_000;

/** The token is returned once; only its hash and a short prefix (to recognise it in the list) are kept. */
export async function createToken(db: Db, userId: string, input: CreateToken): Promise<CreatedToken> {
  const token = `${TOKEN_PREFIX}${randomSecret()}`;
  // The plan sets how many live tokens a user may hold (checked and inserted under a lock on the user).
  const live = async (tx: DbOrTx) => (await listUserTokens(tx, userId)).filter((t) => !t.revokedAt && t.expiresAt > new Date()).length;
  const row = await withinEntitlement(db, userId, 'apiTokens', live, (tx) =>
    insertToken(tx, {
      id: randomId('pat'),
      userId,
      name: input.name,
      tokenHash: hashSecret(token),
      tokenPrefix: token.slice(0, TOKEN_PREFIX.length + 6),
      expiresAt: new Date(Date.now() + input.expiresInDays * 24 * 60 * 60_000),
    }),
  );
  return { ...presentToken(row), token };
}

export async function resolveToken(db: Db, token: string) {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const found = await findLiveToken(db, hashSecret(token));
  if (!found) return null;
  const last = found.token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - last > TOUCH_EVERY_MS) await touchToken(db, found.token.id);
  return found;
}

export async function listTokens(db: Db, userId: string): Promise<TokenInfo[]> {
  return (await listUserTokens(db, userId)).map(presentToken);
}

export async function revokeToken(db: Db, userId: string, id: string): Promise<TokenInfo> {
  const row = await revokeUserToken(db, userId, id);
  // Someone else's token id answers exactly like a missing one: no way to probe for ids.
  if (!row) throw notFound('Token');
  return presentToken(row);
}

function presentToken(row: TokenRow): TokenInfo {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
