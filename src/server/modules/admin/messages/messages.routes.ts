import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminListMessages, AdminSetMessageStatus } from '../../../../core/api/admin.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { listMessages, setMessageStatus } from './messages.service';

export async function adminMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.route({ ...adminRouteOf(AdminListMessages), handler: async (req) => ok(req, await listMessages(db, req, req.query)) });
  r.route({
    ...adminRouteOf(AdminSetMessageStatus),
    handler: async (req) => ok(req, await setMessageStatus(db, req, req.params.messageId, req.body.status)),
  });
}
