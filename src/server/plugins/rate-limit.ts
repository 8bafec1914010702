import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config/config';

/**
 * Global rate limit, in-process by default and shared through Redis when REDIS_URL is set so that
 * several instances count together. Routes tighten it with `config: { rateLimit: {...} }`.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  app.decorate('redis', redis ?? null);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: 'wayfarer-rl:' } : {}),
    skipOnError: true,
    // Only the API is limited globally: static assets are cheap and cached, and a page load fetches
    // many of them (users behind one shared address would otherwise trip the limit). Sign-in and
    // other sensitive routes set their own, tighter limits.
    allowList: (req) => req.url === '/api/health' || !(req.url.startsWith('/api/') || req.url.startsWith('/oidc')),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}
