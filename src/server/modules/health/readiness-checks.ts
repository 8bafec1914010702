import type { FastifyInstance } from 'fastify';
import type { IntegrationState } from '../../../core/api/health';

/**
 * What /api/health/ready reports besides the database: only components that exist and work. A module
 * adds its own entry when it registers (`registerReadinessCheck(app, check)`), so a feature appears in
 * the report exactly when it ships, never before.
 */
export type ReadinessCheck = () => Promise<IntegrationState> | IntegrationState;

const checks = new WeakMap<FastifyInstance['deps'], ReadinessCheck[]>();

export function registerReadinessCheck(app: FastifyInstance, check: ReadinessCheck) {
  const list = checks.get(app.deps) ?? [];
  list.push(check);
  checks.set(app.deps, list);
}

export function readinessChecks(app: FastifyInstance): readonly ReadinessCheck[] {
  return checks.get(app.deps) ?? [];
}
