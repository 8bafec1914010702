import type { Quota } from '../../../../core/api/trips';
import type { Db } from '../../../db/create-db';
import { AppError } from '../../../lib/app-error';
import { generationsOn, takeGeneration } from '../trips.repository';

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const nextUtcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();

export async function quotaOf(db: Db, userId: string, limit: number, now = new Date()): Promise<Quota> {
  const used = await generationsOn(db, userId, utcDay(now));
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: nextUtcMidnight(now) };
}

/**
 * Counts one generation against GENERATION_LIMIT_PER_DAY (per user, per UTC day, in the database so every
 * instance agrees), or throws 429 QUOTA_EXCEEDED saying when it resets. The increment is one atomic upsert.
 */
export async function takeQuota(db: Db, userId: string, limit: number, now = new Date()): Promise<void> {
  const counted = limit > 0 ? await takeGeneration(db, userId, utcDay(now), limit) : null;
  if (counted !== null) return;
  const quota = await quotaOf(db, userId, limit, now);
  const resets = new Date(quota.resetsAt);
  const hours = Math.max(1, Math.ceil((resets.getTime() - now.getTime()) / 3_600_000));
  const message =
    limit === 0
      ? 'Trip generation is switched off on this server'
      : `You have generated ${limit} trips today, the daily limit. ` +
        (`It resets at ` +
          `midnight UTC (${resets.toISOString().slice(0, 16).replace('T', ' ')} UTC, in about ${hours} hour${hours === 1 ? '' : 's'}).`);
  throw new AppError('QUOTA_EXCEEDED', message, quota, { 'Retry-After': String(Math.ceil((resets.getTime() - now.getTime()) / 1000)) });
}
