import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';
import { fail } from '../lib/envelope';

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
    const status = (err as FastifyError).statusCode;
    if (status === 429) {
      return reply.status(429).send(fail(request, 'RATE_LIMIT_EXCEEDED', 'Too many requests: please wait before trying again'));
    }
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return reply.status(status).send(fail(request, code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(request, 'INTERNAL', 'Something went wrong on our side'));
  });
}
