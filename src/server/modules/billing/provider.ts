import type { IntegrationState } from '../../../core/api/health';
import type { BillingPeriod, PlanDefinition } from '../../../core/billing/plans';
import type { CheckoutRow, ProviderName, SubscriptionRow } from './billing.tables';

/**
 * What billing needs from a payment provider (decision 009). Two adapters: Stripe when STRIPE_SECRET_KEY is
 * set, the built-in sandbox otherwise. Either way the outcome of a payment reaches us as a Stripe-format
 * event, signed with the webhook secret, through the one webhook handler (webhook.ts).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The page the buyer pays on; `providerSessionId` identifies it at the provider. */
  createCheckout(input: {
    checkout: CheckoutRow;
    plan: PlanDefinition;
    email: string;
    /** A promotion code the buyer typed (Stripe); unknown codes throw COUPON_UNKNOWN. */
    promotionCode?: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string; providerSessionId: string }>;
  /** Where the customer manages card and invoices at the provider (null: our payment center is the portal). */
  portalUrl(sub: SubscriptionRow, returnUrl: string): Promise<string | null>;
  /** Tells the provider about a cancel / resume (the sandbox has nothing to tell). */
  setCancelAtPeriodEnd(sub: SubscriptionRow, cancel: boolean, idempotencyKey: string): Promise<void>;
  /** Tells the provider about a plan change; the proration is computed and invoiced by us (sandbox) or the provider (Stripe). */
  changePlan(sub: SubscriptionRow, plan: PlanDefinition, billing: BillingPeriod, idempotencyKey: string): Promise<void>;
  /** Refunds (part of) a paid invoice; the result arrives as a `charge.refunded` event. */
  refund(
    input: { providerInvoiceId: string; amountMinor: number; alreadyRefundedMinor: number; idempotencyKey: string },
    deliver: (event: unknown) => Promise<void>,
  ): Promise<void>;
  readiness(): IntegrationState | Promise<IntegrationState>;
}
