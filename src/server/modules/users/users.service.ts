import type { Db, DbOrTx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { findUserByIdentity, insertUser, updateUser } from './users.repository';
import type { UserRow } from './users.table';

/** What a verified ID token (plus userinfo) tells us about a person. */
export interface VerifiedIdentity {
  provider: string;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

/**
 * Creates the user on first sign-in, else refreshes e-mail and avatar from the provider. Names come
 * from the provider only while the user has none: once edited in Settings, the user's own choice wins.
 * A suspended user is refused here, before any session exists.
 */
export async function upsertUserFromIdentity(db: Db, identity: VerifiedIdentity): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const existing = await findUserByIdentity(tx, identity.provider, identity.subject);
    if (!existing) {
      const created = await insertUser(tx, { id: randomId('usr'), ...identity, lastLoginAt: new Date() });
      if (created) return created;
      const raced = await findUserByIdentity(tx, identity.provider, identity.subject);
      if (raced) return raced;
      throw new AppError('CONFLICT', 'Sign-in collided with another; please try again');
    }
    if (existing.status === 'suspended') throw new AppError('FORBIDDEN', 'This account is suspended', { reason: 'suspended' });
    const updated = await updateUser(tx, existing.id, {
      email: identity.email,
      avatarUrl: identity.avatarUrl ?? existing.avatarUrl,
      firstName: existing.firstName || identity.firstName,
      lastName: existing.lastName || identity.lastName,
      lastLoginAt: new Date(),
    });
    return updated!;
  });
}

/** Suspension takes effect at once: every session and token lookup joins on `status = 'active'`. */
export async function setUserStatus(db: DbOrTx, userId: string, status: UserRow['status']): Promise<UserRow> {
  const row = await updateUser(db, userId, { status });
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}
