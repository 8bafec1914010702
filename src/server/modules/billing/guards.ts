import { eq } from 'drizzle-orm';
import type { ExportFormat } from '../../../core/api/trips';
import { EXPORT_FORMAT_LABEL, upgradeFor, type PlanDefinition } from '../../../core/billing/plans';
import type { Db, DbOrTx, Tx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';
import { users } from '../users/users.table';
import { currentPlan } from './entitlements';

function paymentRequired(plan: PlanDefinition, what: string, better: PlanDefinition | undefined, details: Record<string, unknown>) {
  const raise = better
    ? `Upgrade to ${better.name} on the pricing page to get it.`
    : 'No plan offers more; contact us about an enterprise plan.';
  return new AppError('PAYMENT_REQUIRED', `${what} ${raise}`, { planId: plan.id, upgradeTo: better?.id ?? null, ...details });
}

/** 402 unless the owner's plan includes the export format. */
export async function requireExportFormat(db: DbOrTx, ownerId: string, format: ExportFormat): Promise<void> {
  const plan = await currentPlan(db, ownerId);
  if (plan.entitlements.exportFormats.includes(format)) return;
  const better = upgradeFor(plan.id, (e) => e.exportFormats.includes(format));
  throw paymentRequired(
    plan,
    `${EXPORT_FORMAT_LABEL[format]} export is not ` +
      `included in the ${plan.name} plan (it has ${plan.entitlements.exportFormats.map((f) => EXPORT_FORMAT_LABEL[f]).join(', ')}).`,
    better,
    { format },
  );
}

const COUNTED = {
  apiTokens: { label: 'active API tokens', hint: 'revoke one in Settings or' },
  shareLinks: { label: 'shared trips at the same time', hint: 'stop sharing a trip or' },
} as const;

/**
 * Runs `create` only while the user has fewer than the plan allows of `kind` (live tokens, shared trips). The
 * user's row is locked for the check and the write, so two requests at once cannot both take the last slot.
 */
export async function withinEntitlement<T>(
  db: Db,
  userId: string,
  kind: keyof typeof COUNTED,
  countNow: (tx: Tx) => Promise<number>,
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const plan = await currentPlan(tx, userId);
    const limit = plan.entitlements[kind];
    const used = await countNow(tx);
    if (used >= limit) {
      const better = upgradeFor(plan.id, (e, mine) => e[kind] > mine[kind]);
      const { label, hint } = COUNTED[kind];
      throw paymentRequired(plan, `The ${plan.name} plan allows ${limit} ${label} and you have ${used}. To raise it, ${hint}`, better, {
        limit,
        used,
      });
    }
    return create(tx);
  });
}
