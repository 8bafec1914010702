import type { DbOrTx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';
import { billingEvents } from './billing.tables';
import { applyEvent, type BillingEvent } from './events';
import type { BillingContext } from './billing.context';

/** Stripe's default: a signed event older than this is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's SDK (~11 MB resident), loaded with the first webhook event, not at start (README operations notes: memory). */
const webhooks = () => import('stripe').then((m) => m.default.webhooks);

/** Signs a payload the way Stripe does (the sandbox's events, and tests). */
export async function signPayload(payload: string, secret: string, timestamp?: number): Promise<string> {
  return (await webhooks()).generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}

/** Verifies the Stripe-Signature header on the raw body (HMAC-SHA256, 300 s tolerance) or throws 400. */
export async function verifyEvent(raw: string, header: string | undefined, secret: string): Promise<BillingEvent> {
  if (!header) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  const sdk = await webhooks();
  try {
    return sdk.constructEvent(raw, header, secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as BillingEvent;
  } catch {
    throw new AppError('BAD_REQUEST', 'Webhook signature verification failed (wrong secret, altered body or older than 300 s)');
  }
}

/**
 * Applies a verified event exactly once: its id goes into billing_events (primary key) in the same
 * transaction that applies it, so a replay, or the same event racing on two instances, changes nothing.
 */
export async function applyOnce(tx: DbOrTx, ctx: BillingContext, event: BillingEvent): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000) })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (inserted.length === 0) return false;
  await applyEvent(tx, ctx, event);
  return true;
}

/** The one webhook handler: the HTTP route and the sandbox both come through here. */
export async function receiveWebhook(
  ctx: BillingContext,
  raw: string,
  header: string | undefined,
  db: DbOrTx = ctx.db,
): Promise<{ duplicate: boolean }> {
  const event = await verifyEvent(raw, header, ctx.webhookSecret);
  // Inside a caller's transaction (the billing jobs) this is a savepoint.
  const applied = await db.transaction((tx) => applyOnce(tx, ctx, event));
  return { duplicate: !applied };
}
