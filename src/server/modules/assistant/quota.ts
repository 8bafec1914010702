import { ASSISTANT_MESSAGES_PER_MONTH } from '../../../core/assistant/limits';
import type { DbOrTx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';
import { takeMessage, usageOf } from './assistant.repository';

/**
 * The assistant's monthly message quota behind one function. Today the limit is the core constant; when plans
 * ship (src/core/billing/plans.ts) this becomes `consumeQuota(db, userId, 'assistantMessages')`.
 */
const monthOf = (now: Date) => now.toISOString().slice(0, 7);
const nextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();

export async function assistantQuota(db: DbOrTx, userId: string, now = new Date()) {
  const used = (await usageOf(db, userId, monthOf(now)))?.messages ?? 0;
  const limit = ASSISTANT_MESSAGES_PER_MONTH;
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: nextMonth(now) };
}

/** Counts one message, or throws 429 QUOTA_EXCEEDED naming the limit and when it resets. */
export async function consumeAssistantMessage(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
  const limit = ASSISTANT_MESSAGES_PER_MONTH;
  if ((await takeMessage(db, userId, monthOf(now), limit)) !== null) return;
  const resets = nextMonth(now);
  throw new AppError(
    'QUOTA_EXCEEDED',
    `You have sent ${limit} assistant messages this month, the monthly limit. It resets on ${resets.slice(0, 10)} at 00:00 UTC.`,
    { limit, used: limit, remaining: 0, resetsAt: resets },
    { 'Retry-After': String(Math.ceil((Date.parse(resets) - now.getTime()) / 1000)) },
  );
}

export const usageMonth = monthOf;
