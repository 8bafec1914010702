import { defineEndpoint } from './endpoint';
import { HealthSchema, ReadinessSchema } from './health';

export const GetHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers',
  response: HealthSchema,
});

/** Answers 503 with the same report when something is not ready. */
export const GetReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Readiness: database, migrations and the components that exist (sign-in, planner, rate limits)',
  response: ReadinessSchema,
});
