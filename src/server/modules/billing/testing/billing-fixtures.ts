import type { FastifyInstance } from 'fastify';
import type { TestBrowser } from '../../auth/testing/browser';
import { signPayload } from '../webhook';

export const WEBHOOK_SECRET = 'whsec_test_billing_secret';

/** Starts a checkout and pays it on the sandbox with a test card (through the real endpoints). */
export async function subscribe(
  browser: TestBrowser,
  plan: string,
  billing: 'monthly' | 'yearly' = 'monthly',
  cardNumber = '4242 4242 4242 4242',
) {
  const started = await browser.request('POST', '/api/billing/checkout', { json: { plan, billing } });
  if (started.statusCode !== 201) throw new Error(`checkout refused: ${started.body}`);
  const { id } = started.json().data as { id: string };
  const paid = await browser.request('POST', `/api/billing/sandbox/checkout/${id}/pay`, {
    json: { cardNumber, expiry: '12/39', cvc: '123', name: 'Test Buyer', confirmed: true },
  });
  return { id, paid };
}

export async function overview(browser: TestBrowser) {
  return (await browser.request('GET', '/api/billing/overview')).json().data;
}

/** Posts a Stripe-format event signed like Stripe does (optionally with another secret or an old timestamp). */
export async function postEvent(
  app: FastifyInstance,
  event: Record<string, unknown>,
  opts: { secret?: string; timestamp?: number; body?: string } = {},
) {
  const payload = JSON.stringify(event);
  const header = await signPayload(payload, opts.secret ?? WEBHOOK_SECRET, opts.timestamp);
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: opts.body ?? payload,
  });
}
