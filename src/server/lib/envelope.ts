import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../core/api/error-codes';
import type { ErrorEnvelope, SuccessEnvelope } from '../../core/api/envelope';

export function meta(request: Pick<FastifyRequest, 'id'>) {
  return { timestamp: new Date().toISOString(), requestId: String(request.id) };
}

/** Wraps a presented value in the success envelope: `return ok(request, present(x))`. */
export function ok<T>(request: Pick<FastifyRequest, 'id'>, data: T): SuccessEnvelope<T> {
  return { success: true, data, meta: meta(request) };
}

export function fail(request: Pick<FastifyRequest, 'id'>, code: ErrorCode, message: string, details?: unknown): ErrorEnvelope {
  return { success: false, error: details === undefined ? { code, message } : { code, message, details }, meta: meta(request) };
}
