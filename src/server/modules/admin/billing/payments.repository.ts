import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/create-db';
import { likePattern, orderBy, rowsOf } from '../paging';

interface Paging {
  search?: string | undefined;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface SubscriptionListRow {
  id: string;
  user_id: string;
  email: string;
  plan_id: string;
  billing: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
  provider: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | string;
  created_at: Date | string;
  total: number;
}

const SUB_SORT = { createdAt: 's.created_at', currentPeriodEnd: 's.current_period_end', email: 'lower(u.email)' } as const;

/** Search matches the user's e-mail, the user id or the subscription id. */
export function listSubscriptions(
  db: DbOrTx,
  o: Paging & { sortBy?: keyof typeof SUB_SORT | undefined; status?: string | undefined; plan?: string | undefined },
) {
  const pattern = o.search ? likePattern(o.search) : null;
  return rowsOf<SubscriptionListRow>(
    db,
    sql`
    SELECT s.id, s.user_id, u.email, s.plan_id, s.billing, s.status, s.provider, s.cancel_at_period_end,
      s.current_period_end, s.created_at, count(*) OVER ()::int AS total
    FROM subscriptions s JOIN users u ON u.id = s.user_id
    WHERE (${pattern}::text IS NULL OR u.email ILIKE ${pattern} OR s.user_id = ${o.search ?? null} OR s.id = ${o.search ?? null})
      AND (${o.status ?? null}::text IS NULL OR s.status = ${o.status ?? null})
      AND (${o.plan ?? null}::text IS NULL OR s.plan_id = ${o.plan ?? null})
    ORDER BY ${orderBy(SUB_SORT[o.sortBy ?? 'createdAt'], o.sortBy ? o.sortOrder : 'desc')}, s.id
    LIMIT ${o.limit} OFFSET ${o.offset}`,
  );
}

export interface PaymentListRow {
  id: string;
  number: string;
  user_id: string;
  email: string;
  plan_id: string | null;
  provider: string | null;
  status: 'paid' | 'failed' | 'refunded' | 'partially_refunded';
  currency: string;
  total_minor: number | string;
  refunded_minor: number | string;
  created_at: Date | string;
  total: number;
}

const PAY_SORT = { createdAt: 'i.created_at', total: 'i.total_minor', email: 'lower(u.email)' } as const;

/** Search matches the invoice number, the user's e-mail or the user id. */
export function listPayments(
  db: DbOrTx,
  o: Paging & { sortBy?: keyof typeof PAY_SORT | undefined; status?: string | undefined; userId?: string | undefined },
) {
  const pattern = o.search ? likePattern(o.search) : null;
  return rowsOf<PaymentListRow>(
    db,
    sql`
    SELECT i.id, i.number, i.user_id, u.email, s.plan_id, s.provider, i.status, i.currency, i.total_minor, i.refunded_minor,
      i.created_at, count(*) OVER ()::int AS total
    FROM invoices i JOIN users u ON u.id = i.user_id LEFT JOIN subscriptions s ON s.id = i.subscription_id
    WHERE (${pattern}::text IS NULL OR u.email ILIKE ${pattern} OR i.number ILIKE ${pattern} OR i.user_id = ${o.search ?? null})
      AND (${o.status ?? null}::text IS NULL OR i.status = ${o.status ?? null})
      AND (${o.userId ?? null}::text IS NULL OR i.user_id = ${o.userId ?? null})
    ORDER BY ${orderBy(PAY_SORT[o.sortBy ?? 'createdAt'], o.sortBy ? o.sortOrder : 'desc')}, i.id
    LIMIT ${o.limit} OFFSET ${o.offset}`,
  );
}
