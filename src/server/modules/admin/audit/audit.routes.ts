import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditQuery } from '../../../../core/api/admin';
import { ADMIN_AUDIT_CSV_PATH, AdminListAudit } from '../../../../core/api/admin.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { exportAuditCsv, listAudit } from './audit.service';

export async function adminAuditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.route({ ...adminRouteOf(AdminListAudit), handler: async (req) => ok(req, await listAudit(db, req, req.query)) });
  r.route({
    method: 'GET',
    url: ADMIN_AUDIT_CSV_PATH.replace(/^\/api/, ''),
    schema: { hide: true, querystring: AuditQuery },
    handler: async (req, reply) => {
      const csv = await exportAuditCsv(db, req, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="wayfarer-audit-${day}.csv"`)
        .send(csv);
    },
  });
}
