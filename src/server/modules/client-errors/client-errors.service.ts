import { createHash } from 'node:crypto';
import type { ClientErrorReport } from '../../../core/api/client-errors';
import type { Db } from '../../db/create-db';
import type { AuthUser } from '../../plugins/request-context';
import { insertClientError } from './client-errors.repository';

const MAX_CONTEXT_BYTES = 8_000;

/**
 * Stores a browser's error report for the admin area. The signed-in user wins over a user id the
 * body claims; the IP is kept only as a salted hash (enough to spot one noisy client).
 */
export async function recordClientError(
  db: Db,
  report: ClientErrorReport,
  ctx: { user: AuthUser | null; ip: string; requestId: string; userAgentHeader?: string | undefined },
) {
  const { extras, userAgent, userId, ...rest } = report.additionalContext;
  let context: Record<string, unknown> = { ...rest, ...(extras ? { extras } : {}) };
  if (JSON.stringify(context).length > MAX_CONTEXT_BYTES) context = { ...rest, extrasTruncated: true };
  const id = await insertClientError(db, {
    message: report.errorMessage,
    stack: report.stackTrace ?? null,
    url: report.url ?? null,
    context,
    userAgent: (userAgent ?? ctx.userAgentHeader ?? '').slice(0, 512) || null,
    userId: ctx.user?.id ?? (userId ? `claimed:${userId}` : null),
    requestId: ctx.requestId,
    ipHash: createHash('sha256').update(`wayfarer:${ctx.ip}`).digest('hex').slice(0, 16),
  });
  return { id, received: true as const };
}
