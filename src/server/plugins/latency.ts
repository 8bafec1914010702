import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/create-db';

/** Upper bounds (ms) of the latency histogram's buckets; one more bucket counts everything slower. */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000] as const;
const FLUSH_MS = 60_000;

/** The bucket's upper bound below which `quantile` of the requests fall (null without requests; Infinity past the last). */
export function quantileOf(buckets: readonly number[], quantile: number): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i]!;
    if (seen >= quantile * total) return LATENCY_BUCKETS_MS[i] ?? Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * API latency, cheaply: each response adds one to a per-minute histogram in memory; about once a minute (and
 * before the dashboard reads, and at shutdown) the finished minutes go to api_latency_minutes, one row per
 * minute and process — never a row per request.
 */
export class LatencyRecorder {
  private pending = new Map<number, number[]>();
  constructor(private readonly db: () => DbOrTx) {}

  record(ms: number, at = Date.now()) {
    const minute = Math.floor(at / 60_000) * 60_000;
    let buckets = this.pending.get(minute);
    if (!buckets) this.pending.set(minute, (buckets = new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0)));
    const i = LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
    buckets[i === -1 ? LATENCY_BUCKETS_MS.length : i]! += 1;
  }

  pendingMinutes() {
    return this.pending.size;
  }

  async flush() {
    if (this.pending.size === 0) return;
    const rows = [...this.pending].map(([minute, buckets]) => ({ minute: new Date(minute), buckets }));
    this.pending = new Map();
    const values = rows.map(
      (r) => sql`(${r.minute.toISOString()}::timestamptz, ${r.buckets.reduce((a, b) => a + b, 0)}, ${`{${r.buckets.join(',')}}`}::int[])`,
    );
    await this.db().execute(sql`INSERT INTO api_latency_minutes (minute, requests, buckets) VALUES ${sql.join(values, sql`, `)}`);
  }
}

export function registerLatency(app: FastifyInstance) {
  const recorder = new LatencyRecorder(() => app.deps.database.db);
  app.decorate('latency', recorder);
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) recorder.record(reply.elapsedTime);
  });
  const timer = setInterval(() => void recorder.flush().catch((err) => app.log.warn({ err }, 'latency flush failed')), FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await recorder.flush().catch(() => undefined);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    latency: LatencyRecorder;
  }
}
