import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { clientErrorRoutes } from './client-errors/client-errors.routes';
import { contactRoutes } from './contact/contact.routes';
import { openapiRoutes } from './openapi/openapi.routes';
import { authRoutes } from './auth/auth.routes';
import { settingsRoutes } from './settings/settings.routes';
import { placesRoutes } from './places/places.routes';
import { geoRoutes } from './geo/geo.routes';
import { mapsRoutes } from './maps/maps.routes';
import { analysisRoutes } from './analysis/analysis.routes';
import { tripsModule } from './trips/trips.module';
import { adminModule } from './admin/admin.module';
import { assistantModule } from './assistant/assistant.module';
import { billingRoutes } from './billing/billing.routes';

/** Every API module, mounted under /api. A new module adds one line here. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(clientErrorRoutes);
  await app.register(contactRoutes);
  await app.register(openapiRoutes);
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(placesRoutes);
  await app.register(geoRoutes);
  await app.register(mapsRoutes);
  await app.register(analysisRoutes);
  await app.register(tripsModule);
  await app.register(adminModule);
  await app.register(assistantModule);
  await app.register(billingRoutes);
}
