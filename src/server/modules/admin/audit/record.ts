import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/create-db';
import { adminAuditLog } from './audit.table';

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

export interface AuditActor {
  adminId: string | null;
  adminEmail: string | null;
  ip: string | null;
}

/** Writes one audit row; pass the transaction of the action so both commit or neither does. */
export async function recordAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: actor.adminId,
    adminEmail: actor.adminEmail,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    ip: actor.ip,
  });
}

export const actorOf = (request: FastifyRequest): AuditActor => ({
  adminId: request.admin?.account.id ?? null,
  adminEmail: request.admin?.account.email ?? null,
  ip: request.ip,
});
