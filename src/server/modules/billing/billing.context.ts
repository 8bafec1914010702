import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/create-db';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox.provider';
import { stripeEndpoint, stripeProvider } from './stripe.provider';

export interface BillingContext {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  /** Signs (sandbox) and verifies (both) webhook events. */
  webhookSecret: string;
  vatRateBp: number;
  seller: { name: string; address: string; vatId: string };
}

const contexts = new WeakMap<FastifyInstance['deps'], BillingContext>();

/** One context per app: the provider is chosen once from the configuration. */
export function billingContext(app: FastifyInstance): BillingContext {
  const found = contexts.get(app.deps);
  if (found) return found;
  const { config } = app.deps;
  const ctx: BillingContext = {
    db: app.deps.database.db,
    config,
    provider: config.STRIPE_SECRET_KEY ? stripeProvider(config, stripeEndpoint(config.STRIPE_API_URL)) : sandboxProvider(),
    // The sandbox signs its own events; without a configured secret each process uses a random one.
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? `whsec_sandbox_${randomBytes(24).toString('hex')}`,
    vatRateBp: config.BILLING_VAT_RATE_BP,
    seller: { name: 'Wayfarer Travel Ltd', address: '1 Example Street, Dublin D02, Ireland', vatId: 'IE0000000X (sandbox)' },
  };
  contexts.set(app.deps, ctx);
  return ctx;
}
