import type { AppDeps } from '../../app';
import type { FastifyInstance } from 'fastify';
import type { IntegrationState, Readiness } from '../../../core/api/health';
import { pendingMigrations } from '../../db/migrate';

const startedAt = Date.now();

export function liveness() {
  return { status: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), version: process.env.npm_package_version ?? '0.1.0' };
}

export async function readiness({ config, database }: AppDeps, app: FastifyInstance): Promise<Readiness> {
  const t0 = performance.now();
  const reachable = await database.query('SELECT 1').then(() => true, () => false);
  const latencyMs = reachable ? Math.round((performance.now() - t0) * 100) / 100 : null;
  const pending = reachable ? await pendingMigrations(database) : [];
  const integrations: IntegrationState[] = [
    config.OIDC_ISSUER
      ? { name: 'sign-in', mode: 'configured', status: 'ok', detail: new URL(config.OIDC_ISSUER).host }
      : { name: 'sign-in', mode: 'built-in', status: 'ok', detail: 'Local OpenID provider' },
    config.LLM_BASE_URL ? { name: 'llm', mode: 'configured', status: 'ok' } : { name: 'llm', mode: 'built-in', status: 'ok', detail: 'Built-in planner and assistant' },
    config.STRIPE_SECRET_KEY ? { name: 'payments', mode: 'stripe', status: 'ok' } : { name: 'payments', mode: 'sandbox', status: 'ok' },
    config.MAP_STYLE_URL ? { name: 'maps', mode: 'tiles', status: 'ok' } : { name: 'maps', mode: 'offline', status: 'ok' },
    await redisState(app),
  ];
  return {
    status: reachable && pending.length === 0 ? 'ready' : 'not_ready',
    checkedAt: new Date().toISOString(),
    database: { kind: database.kind, reachable, latencyMs },
    migrations: { current: pending.length === 0, pending },
    integrations,
  };
}

async function redisState(app: FastifyInstance): Promise<IntegrationState> {
  if (!app.redis) return { name: 'cache', mode: 'in-process', status: 'ok' };
  const ok = await app.redis.ping().then((r) => r === 'PONG', () => false);
  return { name: 'cache', mode: 'redis', status: ok ? 'ok' : 'down' };
}
