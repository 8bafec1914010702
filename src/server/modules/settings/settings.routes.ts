import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DeleteAccount, ExportAccount, GetSettings, UpdatePreferences, UpdateProfile } from '../../../core/api/settings.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { clearSessionCookie, requireAuthContext, requireSession } from '../../plugins/auth';
import { presentSettings } from './settings.presenter';
import { deleteAccount, exportAccount, updatePreferences, updateProfile } from './settings.service';

const tags = ['Settings'];
const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  r.route({
    ...routeOf(GetSettings, { tags, security }),
    handler: async (request) => ok(request, presentSettings(requireAuthContext(request).row)),
  });

  r.route({
    ...routeOf(UpdateProfile, { tags, security }),
    handler: async (request) => {
      const id = requireAuthContext(request).row.id;
      const result = await updateProfile(database.db, id, request.body);
      // The cached principal holds the user's row (names, preferences): decision 018.
      await app.principals.invalidateUser(id);
      return ok(request, result);
    },
  });

  r.route({
    ...routeOf(UpdatePreferences, { tags, security }),
    handler: async (request) => {
      const id = requireAuthContext(request).row.id;
      const result = await updatePreferences(database.db, id, request.body);
      await app.principals.invalidateUser(id);
      return ok(request, result);
    },
  });

  r.route({
    ...routeOf(ExportAccount, { tags, security }),
    handler: async (request, reply) => {
      const { row } = requireAuthContext(request);
      const data = await exportAccount(database.db, row);
      reply.header('Content-Disposition', `attachment; filename="wayfarer-export-${data.exportedAt.slice(0, 10)}.json"`);
      reply.header('Cache-Control', 'no-store');
      return ok(request, data);
    },
  });

  // Needs a browser session and the account e-mail typed again as confirmation.
  r.route({
    ...routeOf(DeleteAccount, { tags, security: [{ session: [] }] }),
    handler: async (request, reply) => {
      const { row } = requireSession(request);
      await deleteAccount(database.db, row, request.body.confirmEmail);
      await app.principals.invalidateUser(row.id);
      clearSessionCookie(reply, app.auth.cookie);
      return ok(request, { deleted: true as const });
    },
  });
}
