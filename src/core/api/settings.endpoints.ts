import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  AccountDeletedSchema,
  DeleteAccountSchema,
  PreferencesPatchSchema,
  PreferencesSchema,
  ProfilePatchSchema,
  SettingsSchema,
} from './settings';

export const GetSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings',
  summary: 'My profile and preferences',
  response: SettingsSchema,
});

export const UpdateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/api/settings/profile',
  summary: 'Change my names',
  body: ProfilePatchSchema,
  response: SettingsSchema,
});

export const UpdatePreferences = defineEndpoint({
  method: 'PATCH',
  path: '/api/settings/preferences',
  summary: 'Change preferences (any subset; accessibility merges key by key)',
  body: PreferencesPatchSchema,
  response: PreferencesSchema,
});

/** Also a plain download link (Content-Disposition: attachment). */
export const ExportAccount = defineEndpoint({
  method: 'GET',
  path: '/api/settings/export',
  summary: 'Download all my data (JSON)',
  response: z.record(z.string(), z.unknown()),
});

export const DeleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/settings/account',
  summary: 'Delete my account and everything of mine',
  body: DeleteAccountSchema,
  response: AccountDeletedSchema,
  errors: ['FORBIDDEN'],
});
