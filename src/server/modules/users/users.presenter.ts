import type { CurrentUser } from '../../../core/api/auth';
import { resolvePreferences, type Profile } from '../../../core/api/settings';
import type { AuthUser } from '../../plugins/request-context';
import type { UserRow } from './users.table';

export function presentCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl,
    role: row.role,
    preferences: resolvePreferences(row.preferences),
  };
}

export function presentProfile(row: UserRow): Profile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAuthUser(row: UserRow, via: AuthUser['via']): AuthUser {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role, via };
}
