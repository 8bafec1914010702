import {
  PreferencesSchema,
  resolvePreferences,
  type Preferences,
  type PreferencesPatch,
  type ProfilePatch,
  type Settings,
} from '../../../core/api/settings';
import type { Db } from '../../db/create-db';
import { BUILTIN_PROVIDER_NAME } from '../../integrations/oidc/builtin-provider';
import { AppError, notFound } from '../../lib/app-error';
import { listSessions } from '../auth/sessions.service';
import { listTokens } from '../auth/tokens.service';
import { deleteUser, lockUser, updateUser } from '../users/users.repository';
import { presentProfile } from '../users/users.presenter';
import type { UserRow } from '../users/users.table';
import { accountDataSections } from './account-data';
import { presentSettings } from './settings.presenter';
import { deleteLocalAccount } from './settings.repository';

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<Settings> {
  const row = await updateUser(db, userId, { firstName: patch.firstName, lastName: patch.lastName || null });
  if (!row) throw notFound('User');
  return presentSettings(row);
}

/** Read-merge-write under a row lock, so two tabs saving different keys both win. */
export async function updatePreferences(db: Db, userId: string, patch: PreferencesPatch): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    if (!row) throw notFound('User');
    const current = resolvePreferences(row.preferences);
    const next = PreferencesSchema.parse({
      ...current,
      ...patch,
      accessibility: { ...current.accessibility, ...patch.accessibility },
    });
    await updateUser(tx, userId, { preferences: next });
    return next;
  });
}

export async function exportAccount(db: Db, row: UserRow) {
  const sections: Record<string, unknown> = {};
  for (const section of accountDataSections()) sections[section.name] = await section.export(db, row.id);
  return {
    format: 'wayfarer-account-export' as const,
    version: 1 as const,
    exportedAt: new Date().toISOString(),
    profile: { ...presentProfile(row), role: row.role, status: row.status, lastLoginAt: row.lastLoginAt?.toISOString() ?? null },
    preferences: resolvePreferences(row.preferences),
    sessions: await listSessions(db, row.id, null),
    accessTokens: await listTokens(db, row.id),
    ...sections,
  };
}

/**
 * Deletes the account: every module's eraser runs, then the user row goes (sessions, tokens and every
 * table referencing users ON DELETE CASCADE with it), and the local provider forgets the person.
 */
export async function deleteAccount(db: Db, row: UserRow, confirmEmail: string): Promise<void> {
  if (confirmEmail.trim().toLowerCase() !== row.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'The e-mail you typed does not match this account', [
      { path: 'confirmEmail', message: 'Does not match your e-mail' },
    ]);
  }
  await db.transaction(async (tx) => {
    for (const section of accountDataSections()) await section.erase?.(tx, row.id);
    if (row.provider === BUILTIN_PROVIDER_NAME) {
      await deleteLocalAccount(tx, row.subject);
    }
    await deleteUser(tx, row.id);
  });
}
