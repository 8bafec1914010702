import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the routes' zod schemas; the /api page renders it. */
export async function openapiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return app.swagger();
  });
}
