import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../core/api/envelope';
import {
  AccountDeletedSchema,
  DeleteAccountSchema,
  PreferencesPatchSchema,
  PreferencesSchema,
  ProfilePatchSchema,
  SettingsSchema,
} from '../../../core/api/settings';
import { ok } from '../../lib/envelope';
import { clearSessionCookie, requireAuthContext, requireSession } from '../../plugins/auth';
import { deleteAccount, exportAccount, presentSettings, updatePreferences, updateProfile } from './settings.service';

const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  r.get('/settings', {
    schema: { tags: ['Settings'], summary: 'My profile and preferences', security, response: { 200: envelopeOf(SettingsSchema) } },
  }, async (request) => ok(request, presentSettings(requireAuthContext(request).row)));

  r.patch('/settings/profile', {
    schema: { tags: ['Settings'], summary: 'Change my names', security, body: ProfilePatchSchema, response: { 200: envelopeOf(SettingsSchema) } },
  }, async (request) => ok(request, await updateProfile(database.db, requireAuthContext(request).row.id, request.body)));

  r.patch('/settings/preferences', {
    schema: {
      tags: ['Settings'],
      summary: 'Change preferences (any subset; accessibility merges key by key)',
      security,
      body: PreferencesPatchSchema,
      response: { 200: envelopeOf(PreferencesSchema) },
    },
  }, async (request) => ok(request, await updatePreferences(database.db, requireAuthContext(request).row.id, request.body)));

  r.get('/settings/export', {
    schema: {
      tags: ['Settings'],
      summary: 'Download all my data (JSON)',
      security,
      response: { 200: envelopeOf(z.record(z.string(), z.unknown())) },
    },
  }, async (request, reply) => {
    const { row } = requireAuthContext(request);
    const data = await exportAccount(database.db, row);
    reply.header('Content-Disposition', `attachment; filename="wayfarer-export-${data.exportedAt.slice(0, 10)}.json"`);
    reply.header('Cache-Control', 'no-store');
    return ok(request, data);
  });

  r.delete('/settings/account', {
    schema: {
      tags: ['Settings'],
      summary: 'Delete my account and everything of mine',
      description: 'Needs a browser session and the account e-mail typed again as confirmation.',
      security: [{ session: [] }],
      body: DeleteAccountSchema,
      response: { 200: envelopeOf(AccountDeletedSchema) },
    },
  }, async (request, reply) => {
    const { row } = requireSession(request);
    await deleteAccount(database.db, row, request.body.confirmEmail);
    clearSessionCookie(reply, app.auth.cookie);
    return ok(request, { deleted: true as const });
  });
}
