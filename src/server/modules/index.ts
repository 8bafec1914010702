import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { clientErrorRoutes } from './client-errors/client-errors.routes';
import { contactRoutes } from './contact/contact.routes';
import { openapiRoutes } from './openapi/openapi.routes';

/** Every API module, mounted under /api. A new module adds one line here. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(clientErrorRoutes);
  await app.register(contactRoutes);
  await app.register(openapiRoutes);
}
