import { z } from 'zod';

export const IntegrationStateSchema = z.object({
  name: z.string(),
  mode: z.string().describe('e.g. built-in, configured, off'),
  status: z.enum(['ok', 'degraded', 'down', 'off']),
  detail: z.string().optional(),
});

export const HealthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number(), version: z.string() });

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checkedAt: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latencyMs: z.number().nullable() }),
  migrations: z.object({ current: z.boolean(), pending: z.array(z.string()) }),
  integrations: z.array(IntegrationStateSchema),
});

export type Health = z.infer<typeof HealthSchema>;
export type Readiness = z.infer<typeof ReadinessSchema>;
export type IntegrationState = z.infer<typeof IntegrationStateSchema>;
