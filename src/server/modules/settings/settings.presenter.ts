import { resolvePreferences, type Settings } from '../../../core/api/settings';
import { presentProfile } from '../users/users.presenter';
import type { UserRow } from '../users/users.table';

export function presentSettings(row: UserRow): Settings {
  return { profile: presentProfile(row), preferences: resolvePreferences(row.preferences) };
}
