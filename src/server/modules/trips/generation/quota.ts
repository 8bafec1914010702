import type { Quota } from '../../../../core/api/trips';
import type { Db } from '../../../db/create-db';
import { consumeQuota, releaseQuota, usageOf } from '../../billing/quota';

/** This month's trip generations as the plan allows them (the billing module owns the counting). */
export async function quotaOf(db: Db, userId: string, now = new Date()): Promise<Quota> {
  const trips = (await usageOf(db, userId, now)).find((u) => u.kind === 'trips')!;
  return { limit: trips.limit, used: trips.used, remaining: trips.remaining, resetsAt: trips.resetsAt };
}

/** Counts one generation against the plan's monthly allowance, or throws 429 QUOTA_EXCEEDED (see consumeQuota). */
export async function takeQuota(db: Db, userId: string, now = new Date()): Promise<void> {
  await consumeQuota(db, userId, 'trips', now);
}

/** An infeasible or cancelled generation saves nothing, so it does not use up the allowance. */
export async function giveBackQuota(db: Db, userId: string, takenAt: Date): Promise<void> {
  await releaseQuota(db, userId, 'trips', takenAt);
}
