import type { FastifyInstance } from 'fastify';
import type { IntegrationState, Readiness } from '../../../core/api/health';
import type { AppDeps } from '../../app';
import * as repository from './health.repository';
import { readinessChecks } from './readiness-checks';

const startedAt = Date.now();

export function liveness() {
  return {
    status: 'ok' as const,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    version: process.env.npm_package_version ?? '0.1.0',
  };
}

/** Ready = the database answers and every migration is applied; the components listed are the ones that exist. */
export async function readiness(deps: AppDeps, app: FastifyInstance): Promise<Readiness> {
  const { config, database } = deps;
  const probe = await repository.probeDatabase(database);
  const pending = probe.reachable ? await repository.pendingMigrationNames(database) : [];
  const integrations: IntegrationState[] = [
    config.OIDC_ISSUER
      ? { name: 'sign-in', mode: 'configured', status: 'ok', detail: new URL(config.OIDC_ISSUER).host }
      : { name: 'sign-in', mode: 'built-in', status: 'ok', detail: 'Local OpenID provider' },
    await plannerState(deps),
    await rateLimitState(app),
    ...(await Promise.all(readinessChecks(app).map((check) => check()))),
  ];
  return {
    status: probe.reachable && pending.length === 0 ? 'ready' : 'not_ready',
    checkedAt: new Date().toISOString(),
    database: { kind: database.kind, reachable: probe.reachable, latencyMs: probe.latencyMs },
    migrations: { current: pending.length === 0, pending },
    integrations,
  };
}

/** The built-in planning engine needs its destination knowledge base loaded (curated files + imported places). */
async function plannerState(deps: AppDeps): Promise<IntegrationState> {
  try {
    const kb = await deps.knowledgeBase();
    return { name: 'planner', mode: 'built-in', status: 'ok', detail: `${kb.destinations.length} destinations` };
  } catch {
    return { name: 'planner', mode: 'built-in', status: 'down', detail: 'The destination knowledge base did not load' };
  }
}

async function rateLimitState(app: FastifyInstance): Promise<IntegrationState> {
  if (!app.redis) return { name: 'rate-limits', mode: 'in-process', status: 'ok' };
  const ok = await app.redis.ping().then(
    (r) => r === 'PONG',
    () => false,
  );
  return { name: 'rate-limits', mode: 'redis', status: ok ? 'ok' : 'down' };
}
