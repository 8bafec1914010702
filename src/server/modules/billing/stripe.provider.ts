import type Stripe from 'stripe';
import type { Config } from '../../config/config';
import { priceOf } from '../../../core/billing/plans';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './provider';

/** Where the Stripe client sends requests; tests point it at a local stand-in speaking Stripe's API. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeEndpoint(url: string | undefined): StripeEndpoint {
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/**
 * The Stripe adapter: Checkout Sessions in subscription mode (prices inline, promotion codes allowed), the
 * Customer Portal, and an idempotency key on every create/update. Payments come back as webhook events.
 */
export function stripeProvider(config: Config, endpoint: StripeEndpoint = {}): PaymentProvider {
  // The SDK (~11 MB resident) is loaded on the first call, not at start (README operations notes: memory).
  let client: Promise<Stripe> | null = null;
  const stripeClient = () =>
    (client ??= import('stripe').then(
      ({ default: Sdk }) => new Sdk(config.STRIPE_SECRET_KEY!, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint }),
    ));
  return {
    name: 'stripe',
    createCheckout: async ({ checkout, plan, email, promotionCode, successUrl, cancelUrl }) => {
      const stripe = await stripeClient();
      // A typed code is applied to the session; otherwise Stripe's page offers its own promotion code field.
      const promo = promotionCode ? (await stripe.promotionCodes.list({ code: promotionCode, active: true, limit: 1 })).data[0] : undefined;
      if (promotionCode && !promo) throw new AppError('COUPON_UNKNOWN', 'This code does not exist. Check the spelling and try again.');
      const metadata = { checkout_id: checkout.id, plan: checkout.planId, billing: checkout.billing, user_id: checkout.userId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: checkout.userId,
          customer_email: email,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: plan.currency.toLowerCase(),
                unit_amount: priceOf(plan, checkout.billing),
                recurring: { interval: checkout.billing === 'yearly' ? 'year' : 'month' },
                product_data: { name: `Wayfarer ${plan.name}` },
              },
            },
          ],
          ...(promo ? { discounts: [{ promotion_code: promo.id }] } : { allow_promotion_codes: true }),
          ...(config.STRIPE_TAX ? { automatic_tax: { enabled: true }, billing_address_collection: 'required' as const } : {}),
          subscription_data: { metadata, ...(checkout.trialDays > 0 ? { trial_period_days: checkout.trialDays } : {}) },
          metadata,
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `checkout:${checkout.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, providerSessionId: session.id };
    },
    portalUrl: async (sub, returnUrl) => {
      const stripe = await stripeClient();
      if (!sub.providerCustomerId) return null;
      // Portal sessions live a few minutes: one key per customer and minute makes a double click open the same one.
      const portal = await stripe.billingPortal.sessions.create(
        { customer: sub.providerCustomerId, return_url: returnUrl },
        { idempotencyKey: `portal:${sub.id}:${Math.floor(Date.now() / 60_000)}` },
      );
      return portal.url;
    },
    setCancelAtPeriodEnd: async (sub, cancel, idempotencyKey) => {
      const stripe = await stripeClient();
      if (!sub.providerSubscriptionId) return;
      await stripe.subscriptions.update(sub.providerSubscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey });
    },
    changePlan: async (sub, plan, billing, idempotencyKey) => {
      const stripe = await stripeClient();
      if (!sub.providerSubscriptionId) return;
      const current = await stripe.subscriptions.retrieve(sub.providerSubscriptionId);
      const item = current.items.data[0];
      await stripe.subscriptions.update(
        sub.providerSubscriptionId,
        {
          proration_behavior: 'create_prorations',
          items: [
            {
              ...(item ? { id: item.id } : {}),
              price_data: {
                currency: plan.currency.toLowerCase(),
                unit_amount: priceOf(plan, billing),
                recurring: { interval: billing === 'yearly' ? 'year' : 'month' },
                product: item?.price.product as string,
              },
            },
          ],
          metadata: { plan: plan.id, billing },
        },
        { idempotencyKey },
      );
    },
    refund: async ({ providerInvoiceId, amountMinor, idempotencyKey }) => {
      const stripe = await stripeClient();
      const invoice = await stripe.invoices.retrieve(providerInvoiceId, { expand: ['payments'] });
      const payment = (invoice as unknown as { payments?: { data: Array<{ payment: { payment_intent?: string } }> } }).payments?.data[0]
        ?.payment.payment_intent;
      if (!payment) throw new Error('This invoice has no payment to refund');
      await stripe.refunds.create({ payment_intent: payment, amount: amountMinor }, { idempotencyKey });
    },
    readiness: async () => ({
      name: 'payments',
      mode: 'stripe',
      status: config.STRIPE_WEBHOOK_SECRET ? 'ok' : 'degraded',
      detail: config.STRIPE_WEBHOOK_SECRET
        ? 'Stripe Checkout and webhooks'
        : 'STRIPE_WEBHOOK_SECRET is not set: payments cannot be confirmed',
    }),
  };
}
