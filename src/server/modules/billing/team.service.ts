import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Team } from '../../../core/api/billing';
import { PLANS } from '../../../core/billing/plans';
import type { Db, DbOrTx } from '../../db/create-db';
import { AppError, notFound } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { users } from '../users/users.table';
import { audit, logEmail } from './audit';
import { subscriptions, teamMembers } from './billing.tables';
import { planOfRow, subscriptionOf, teamPlanOf } from './entitlements';

/**
 * Team seats (decision 015): a subscriber whose plan has more than one seat invites members by e-mail; a member
 * signed in with that address gets the owner's plan (entitlements.ts) while it lasts. The owner's own seat counts.
 */
const nameOf = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

async function membersOf(db: DbOrTx, ownerId: string): Promise<Team['members']> {
  const rows = await db.select().from(teamMembers).where(eq(teamMembers.ownerId, ownerId)).orderBy(asc(teamMembers.createdAt));
  if (!rows.length) return [];
  const joined = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        rows.map((r) => r.email),
      ),
    );
  const known = new Set(joined.map((j) => j.email));
  return rows.map((r) => ({ id: r.id, email: r.email, joined: known.has(r.email) }));
}

export async function teamOf(db: DbOrTx, userId: string, now = new Date()): Promise<Team> {
  const own = planOfRow(await subscriptionOf(db, userId), now);
  if (own.entitlements.seats > 1)
    return { role: 'owner', seats: own.entitlements.seats, owner: null, members: await membersOf(db, userId) };
  const team = await teamPlanOf(db, userId, now);
  if (team && own.id === 'free') {
    const [owner] = await db.select().from(users).where(eq(users.id, team.ownerId)).limit(1);
    return {
      role: 'member',
      seats: team.plan.entitlements.seats,
      owner: owner ? { name: nameOf(owner), email: owner.email } : null,
      members: [],
    };
  }
  return { role: 'none', seats: own.entitlements.seats, owner: null, members: [] };
}

/**
 * Invites `email` to the owner's team. The owner's subscription row is locked for the count and the insert, so
 * two invitations at once cannot both take the last seat.
 */
export async function inviteMember(db: Db, owner: { id: string; email: string }, rawEmail: string, now = new Date()): Promise<Team> {
  const email = rawEmail.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, owner.id)).for('update');
    const plan = planOfRow(sub ?? null, now);
    const seats = plan.entitlements.seats;
    if (seats <= 1) {
      const team = PLANS.find((p) => p.entitlements.seats > 1);
      throw new AppError(
        'PAYMENT_REQUIRED',
        `The ${plan.name} plan has 1 seat, just you. To invite members, upgrade to ${team?.name ?? 'a team plan'} ` +
          `(${team?.entitlements.seats ?? 'more'} seats) on the pricing page.`,
        { planId: plan.id, seats, upgradeTo: team?.id ?? null },
      );
    }
    if (email === owner.email.toLowerCase()) throw new AppError('CONFLICT', 'You already have a seat on your team.');
    const [already] = await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, email)).limit(1);
    if (already) throw new AppError('CONFLICT', `${email} is already a member of a team.`);
    const [taken] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.ownerId, owner.id));
    const used = 1 + Number(taken?.n ?? 0);
    if (used >= seats) {
      throw new AppError(
        'PAYMENT_REQUIRED',
        `Your ${plan.name} plan has ${seats} seats (you and ${seats - 1} members) and all are taken. Remove a member to invite ` +
          'someone else; for more seats, contact us about an enterprise plan.',
        { planId: plan.id, seats, used },
      );
    }
    const inserted = await tx
      .insert(teamMembers)
      .values({ id: randomId('tm'), ownerId: owner.id, email, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: teamMembers.id });
    if (!inserted.length) throw new AppError('CONFLICT', `${email} is already a member of a team.`);
    await audit(tx, owner.id, 'team.member_invited', { email, seats, used: used + 1 });
    await logEmail(
      tx,
      owner.id,
      'team_invite',
      `Invitation to ${email}: join a Wayfarer ${plan.name} team`,
      `To: ${email}. ${owner.email} added you to their ${plan.name} plan. Sign in with this e-mail address to use it.`,
    );
  });
  return teamOf(db, owner.id, now);
}

export async function removeMember(db: Db, ownerId: string, memberId: string, now = new Date()): Promise<Team> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.id, memberId), eq(teamMembers.ownerId, ownerId)))
      .returning();
    if (!row) throw notFound('Team member');
    await audit(tx, ownerId, 'team.member_removed', { email: row.email });
  });
  return teamOf(db, ownerId, now);
}
