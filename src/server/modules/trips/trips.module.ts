import type { FastifyInstance } from 'fastify';
import { generateRoutes } from './generation/generate.routes';
import { tripsExportRoutes } from './trips.export.routes';
import { tripsRoutes } from './trips.routes';
import './trips.account-data';

/** Issue 6: itineraries (see README.md). One line in modules/index.ts registers all of it. */
export async function tripsModule(app: FastifyInstance) {
  await app.register(generateRoutes);
  await app.register(tripsRoutes);
  await app.register(tripsExportRoutes);
}
