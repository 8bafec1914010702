import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/create-db';
import { BUILTIN_PREFIX, type BuiltinProvider } from './builtin-provider';
import { INTERNAL_HEADER } from './in-process-fetch';
import { interactionRoutes } from './interaction.routes';

/**
 * Mounts the Koa-based oidc-provider as a raw Node handler under /oidc (what a connect-style mount
 * does: the provider sees paths relative to its issuer and `originalUrl` for building links).
 * Its own body parsing must see the untouched stream, so this scope parses nothing.
 */
export async function mountBuiltinProvider(app: FastifyInstance, builtin: BuiltinProvider, database: Database, internalKey: string) {
  const handle = builtin.provider.callback();
  const key = Buffer.from(internalKey);
  const isInternal = (request: FastifyRequest) => {
    const given = request.headers[INTERNAL_HEADER];
    return typeof given === 'string' && given.length === internalKey.length && timingSafeEqual(Buffer.from(given), key);
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'POST'],
      url: `${BUILTIN_PREFIX}/*`,
      schema: { hide: true },
      // The relying party's own back-channel calls (token, userinfo) come in-process and are not counted.
      config: { rateLimit: { max: 120, timeWindow: 60_000, allowList: (request: FastifyRequest) => isInternal(request) } },
      handler: (request, reply) => {
        reply.hijack();
        const req = request.raw as typeof request.raw & { originalUrl?: string };
        req.originalUrl = req.url;
        req.url = req.url!.slice(BUILTIN_PREFIX.length) || '/';
        handle(req, reply.raw);
      },
    });
  });
  await app.register(interactionRoutes, { builtin, database });
}
