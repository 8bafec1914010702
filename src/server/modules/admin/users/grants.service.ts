import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { GrantCreditsBodySchema, GrantPlanBodySchema, GrantResultSchema } from '../../../../core/api/admin-billing';
import { planById, QUOTA_LABEL } from '../../../../core/billing/plans';
import type { Db, DbOrTx } from '../../../db/create-db';
import { notFound } from '../../../lib/app-error';
import { currentPlan } from '../../billing/entitlements';
import { grantPlan } from '../../billing/grants';
import { grantCredits } from '../../billing/quota';
import { requireAdmin } from '../access/guard';
import { actorOf, recordAudit } from '../audit/record';
import { rowsOf } from '../paging';

type Result = z.infer<typeof GrantResultSchema>;

async function requireUser(db: DbOrTx, userId: string) {
  const [row] = await rowsOf<{ id: string }>(db, sql`SELECT id FROM users WHERE id = ${userId}`);
  if (!row) throw notFound('User');
}

/** A paid plan for some days, free of charge (billing's grantPlan), audited in the same transaction. */
export async function grantPlanToUser(db: Db, request: FastifyRequest, userId: string, body: z.infer<typeof GrantPlanBodySchema>) {
  requireAdmin(request, 'manage');
  return db.transaction(async (tx): Promise<Result> => {
    await requireUser(tx, userId);
    const until = await grantPlan(tx, userId, body.plan, body.days);
    await recordAudit(tx, actorOf(request), {
      action: 'user.grant_plan',
      targetType: 'user',
      targetId: userId,
      details: { plan: body.plan, days: body.days, until: until.toISOString(), note: body.note ?? null },
    });
    const plan = await currentPlan(tx, userId);
    return { userId, plan: plan.name, summary: `${planById(body.plan)!.name} until ${until.toISOString().slice(0, 10)}` };
  });
}

/** Extra trips or assistant messages on this month's allowance (billing's grantCredits, as a credits coupon does). */
export async function grantCreditsToUser(db: Db, request: FastifyRequest, userId: string, body: z.infer<typeof GrantCreditsBodySchema>) {
  requireAdmin(request, 'manage');
  return db.transaction(async (tx): Promise<Result> => {
    await requireUser(tx, userId);
    await grantCredits(tx, userId, body.kind, body.amount);
    await recordAudit(tx, actorOf(request), {
      action: 'user.grant_credits',
      targetType: 'user',
      targetId: userId,
      details: { kind: body.kind, amount: body.amount, note: body.note ?? null },
    });
    const plan = await currentPlan(tx, userId);
    return { userId, plan: plan.name, summary: `${body.amount} extra ${QUOTA_LABEL[body.kind].many} this month` };
  });
}
