import { randomId } from '../../lib/secrets';
import type { DbOrTx } from '../../db/create-db';
import type { BillingContext } from './billing.context';
import type { InvoiceLine } from './billing.tables';
import { signPayload } from './webhook';
import { receiveWebhook } from './webhook';

/**
 * The sandbox's side of Stripe: it builds the events Stripe would send (same types and fields), signs them
 * with the webhook secret and hands the raw body and header to the one webhook handler, so a sandbox
 * payment runs the production code path: signature check, de-duplication and the event handlers.
 */
export function sandboxEvent(type: string, object: Record<string, unknown>, now: Date) {
  return { id: randomId('evt_sbx'), object: 'event', type, created: Math.floor(now.getTime() / 1000), livemode: false, data: { object } };
}

export async function deliver(ctx: BillingContext, event: ReturnType<typeof sandboxEvent>, db: DbOrTx = ctx.db) {
  const raw = JSON.stringify(event);
  return receiveWebhook(ctx, raw, await signPayload(raw, ctx.webhookSecret), db);
}

export interface SandboxInvoice {
  subscriptionId: string;
  customerId: string;
  currency: string;
  lines: Array<InvoiceLine & { period?: { start: Date; end: Date } }>;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  creditMinor: number;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
}

const secs = (d: Date) => Math.floor(d.getTime() / 1000);

export function invoiceObject(ctx: BillingContext, inv: SandboxInvoice) {
  return {
    id: randomId('in_sbx'),
    object: 'invoice',
    subscription: inv.subscriptionId,
    customer: inv.customerId,
    currency: inv.currency.toLowerCase(),
    billing_reason: inv.billingReason,
    subtotal: inv.subtotalMinor,
    tax: inv.taxMinor,
    total: inv.totalMinor,
    amount_paid: inv.totalMinor,
    lines: {
      object: 'list',
      data: inv.lines.map((l) => ({
        description: l.description,
        amount: l.amountMinor,
        ...(l.period ? { period: { start: secs(l.period.start), end: secs(l.period.end) } } : {}),
      })),
    },
    metadata: { vat_rate_bp: String(ctx.vatRateBp), credit_minor: String(inv.creditMinor) },
  };
}
