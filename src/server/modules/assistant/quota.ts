import type { DbOrTx } from '../../db/create-db';
import { consumeQuota, usageOf } from '../billing/quota';

/**
 * The assistant's monthly message allowance is the user's plan entitlement (src/core/billing/plans.ts,
 * `assistantMessages`), counted by billing's one counter so /pricing, the payment center and this endpoint agree.
 */
export async function assistantQuota(db: DbOrTx, userId: string, now = new Date()) {
  const usage = (await usageOf(db, userId, now)).find((u) => u.kind === 'assistantMessages')!;
  return { limit: usage.limit, used: usage.used, remaining: usage.remaining, resetsAt: usage.resetsAt };
}

/** Counts one message, or throws 429 QUOTA_EXCEEDED naming the limit, when it resets and how to raise it. */
export async function consumeAssistantMessage(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
  await consumeQuota(db, userId, 'assistantMessages', now);
}

export const usageMonth = (now: Date) => now.toISOString().slice(0, 7);
