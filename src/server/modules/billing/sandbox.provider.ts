import { randomId } from '../../lib/secrets';
import type { PaymentProvider } from './provider';

/** The built-in sandbox: our own checkout page (/checkout/sandbox/:id); payments arrive as signed events. */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout: async ({ checkout }) => ({ url: `/checkout/sandbox/${checkout.id}`, providerSessionId: `cs_sbx_${checkout.id}` }),
    portalUrl: async () => null,
    setCancelAtPeriodEnd: async () => undefined,
    changePlan: async () => undefined,
    refund: async ({ providerInvoiceId, amountMinor, alreadyRefundedMinor }, deliver) => {
      await deliver({
        type: 'charge.refunded',
        object: {
          id: randomId('ch_sbx'),
          object: 'charge',
          invoice: providerInvoiceId,
          amount_refunded: alreadyRefundedMinor + amountMinor,
          refunded: true,
        },
      });
    },
    readiness: () => ({
      name: 'payments',
      mode: 'sandbox',
      status: 'ok',
      detail: 'Built-in sandbox with Stripe test cards; nothing is charged',
    }),
  };
}
