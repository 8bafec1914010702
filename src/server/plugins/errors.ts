import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';
import { fail } from '../lib/envelope';
import type { ErrorCode } from '../../core/api/error-codes';

/**
 * One place turns anything thrown into the envelope (STYLE). Client mistakes get a 4xx with a stable
 * code; anything unexpected is logged with the request id and answered as INTERNAL with no internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send(fail(request, err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: v.message,
      }));
      return reply.status(400).send(fail(request, 'VALIDATION_FAILED', 'The request is not valid', details));
    }
    if (err instanceof ZodError) {
      const details = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply.status(400).send(fail(request, 'VALIDATION_FAILED', 'The request is not valid', details));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(fail(request, 'INTERNAL', 'Something went wrong on our side'));
    }
    if (isDataException(err)) {
      // A value the database refused (class 22: bad date, out of range, invalid text): the input's fault, not ours.
      request.log.warn({ err }, 'database refused a value');
      return reply.status(400).send(fail(request, 'VALIDATION_FAILED', 'The request contains a value that cannot be stored'));
    }
    const status = (err as FastifyError).statusCode;
    if (status === 429) {
      return reply.status(429).send(fail(request, 'RATE_LIMIT_EXCEEDED', 'Too many requests: please wait before trying again'));
    }
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send(fail(request, CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST', err.message.slice(0, 300)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(request, 'INTERNAL', 'Something went wrong on our side'));
  });
}

const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** SQLSTATE class 22 (PostgreSQL and PGlite), also when drizzle wraps the driver's error as `cause`. */
function isDataException(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/**
 * The router's own refusals (bad percent-encoding: 400, over-long path parameter: 414) happen before any route
 * or hook; Fastify hands them here (option `frameworkErrors`) so they too answer the envelope.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? 'A path parameter is too long' : 'The URL is not valid (bad percent-encoding)';
  void reply.status(tooLong ? 414 : 400).send(fail(request, tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST', message));
}
