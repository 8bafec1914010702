import type { FastifyInstance } from 'fastify';
import { generateRoutes } from './generation/generate.routes';
import { tripsExportRoutes } from './trips.export.routes';
import { tripsContext, tripsRoutes } from './trips.routes';
import './trips.account-data';

/** Issue 6: itineraries (see README.md). One line in modules/index.ts registers all of it. */
export async function tripsModule(app: FastifyInstance) {
  const ctx = tripsContext(app);
  const { config } = app.deps;
  // BullMQ is loaded only with REDIS_URL (issue 16: an instance without Redis does not hold its code).
  if (config.REDIS_URL) {
    const { queuedGenerations } = await import('./generation/queued-generations');
    ctx.generations = await queuedGenerations({
      redisUrl: config.REDIS_URL,
      queueName: config.PLANNER_QUEUE,
      engine: ctx.engine,
      db: ctx.db,
      knowledgeBase: ctx.knowledgeBase,
      perUser: config.GENERATIONS_PER_USER,
    });
  }
  // With PLANNER_WORKER_IDLE_MS=0, start the workers with the server (tsx and the curated data load once, off the
  // request path); by default they start on first use (decision 024).
  if (config.NODE_ENV !== 'test') ctx.engine.warm();
  app.addHook('onClose', async () => {
    await ctx.generations.close();
    await ctx.engine.close();
  });
  await app.register(generateRoutes);
  await app.register(tripsRoutes);
  await app.register(tripsExportRoutes);
}
