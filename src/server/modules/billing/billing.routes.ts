import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CancelSubscription,
  ChangeSandboxCard,
  ChangePlan,
  GetBillingOverview,
  GetCheckout,
  GetPlans,
  GetReceipt,
  GetTeam,
  InviteTeamMember,
  OpenPortal,
  PaySandboxCheckout,
  ReceiveWebhook,
  RedeemCoupon,
  RemoveTeamMember,
  ResumeSubscription,
  StartCheckout,
} from '../../../core/api/billing.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { registerReadinessCheck } from '../health/readiness-checks';
import { billingContext } from './billing.context';
import { overviewOf, plansInfo, portalUrl, receiptOf, setCancel } from './billing.service';
import { changePlan } from './change-plan.service';
import { checkoutSummary, paySandbox, startCheckout } from './checkout.service';
import { redeemCoupon } from './coupons.service';
import { runBillingJobs } from './jobs';
import { changeSandboxCard } from './payment-method.service';
import { inviteMember, removeMember, teamOf } from './team.service';
import { receiveWebhook } from './webhook';

const tags = ['Billing'];
const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

/** Plans, checkout (Stripe or the sandbox), the webhook, the subscription and coupons (issue 12). */
export async function billingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = billingContext(app);
  registerReadinessCheck(app, () => ctx.provider.readiness());

  r.route({
    ...routeOf(GetPlans, { tags }),
    handler: async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return ok(req, plansInfo(ctx));
    },
  });
  r.route({
    ...routeOf(GetBillingOverview, { tags, security }),
    handler: async (req) => ok(req, await overviewOf(ctx, requireUser(req).id)),
  });
  r.route({
    ...routeOf(StartCheckout, { tags, security, config: { rateLimit: { max: 20, timeWindow: 60_000 } } }),
    handler: async (req, reply) => {
      const user = requireUser(req);
      return reply.status(201).send(ok(req, await startCheckout(ctx, user, req.body.plan, req.body.billing, req.body.coupon)));
    },
  });
  r.route({
    ...routeOf(GetCheckout, { tags, security }),
    handler: async (req) => ok(req, await checkoutSummary(ctx, requireUser(req).id, req.params.id)),
  });
  r.route({
    ...routeOf(PaySandboxCheckout, { tags, security, config: { rateLimit: { max: 20, timeWindow: 60_000 } } }),
    handler: async (req) => ok(req, await paySandbox(ctx, requireUser(req).id, req.params.id, req.body)),
  });
  r.route({
    ...routeOf(ChangeSandboxCard, { tags, security, config: { rateLimit: { max: 20, timeWindow: 60_000 } } }),
    handler: async (req) => ok(req, await changeSandboxCard(ctx, requireUser(req).id, req.body)),
  });
  r.route({
    ...routeOf(CancelSubscription, { tags, security }),
    handler: async (req) => ok(req, await setCancel(ctx, requireUser(req).id, true)),
  });
  r.route({
    ...routeOf(ResumeSubscription, { tags, security }),
    handler: async (req) => ok(req, await setCancel(ctx, requireUser(req).id, false)),
  });
  r.route({
    ...routeOf(ChangePlan, { tags, security }),
    handler: async (req) => ok(req, await changePlan(ctx, requireUser(req).id, req.body.plan, req.body.billing)),
  });
  r.route({
    ...routeOf(GetReceipt, { tags, security }),
    handler: async (req) => ok(req, await receiptOf(ctx, requireUser(req).id, req.params.id)),
  });
  r.route({
    ...routeOf(OpenPortal, { tags, security }),
    handler: async (req) => ok(req, { url: await portalUrl(ctx, requireUser(req).id, `${ctx.config.publicUrl}/payment-center`) }),
  });
  r.route({
    ...routeOf(GetTeam, { tags, security }),
    handler: async (req) => ok(req, await teamOf(ctx.db, requireUser(req).id)),
  });
  r.route({
    ...routeOf(InviteTeamMember, { tags, security, config: { rateLimit: { max: 20, timeWindow: 60_000 } } }),
    handler: async (req, reply) => reply.status(201).send(ok(req, await inviteMember(ctx.db, requireUser(req), req.body.email))),
  });
  r.route({
    ...routeOf(RemoveTeamMember, { tags, security }),
    handler: async (req) => ok(req, await removeMember(ctx.db, requireUser(req).id, req.params.id)),
  });
  // Per address here; per user in the service (failed attempts counted in the database, so every instance agrees).
  r.route({
    ...routeOf(RedeemCoupon, { tags, security, config: { rateLimit: { max: 10, timeWindow: 60_000 } } }),
    handler: async (req) => ok(req, await redeemCoupon(ctx.db, requireUser(req).id, req.body.code)),
  });

  // The webhook reads the raw body: the signature covers the exact bytes Stripe sent.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(ReceiveWebhook, { tags }),
      handler: async (req) => {
        const result = await receiveWebhook(ctx, typeof req.body === 'string' ? req.body : '', req.headers['stripe-signature']);
        return ok(req, { received: true as const, duplicate: result.duplicate });
      },
    });
  });

  const every = ctx.config.BILLING_JOBS_INTERVAL_MS;
  if (every > 0 && ctx.config.NODE_ENV !== 'test') {
    const timer = setInterval(() => {
      runBillingJobs(ctx).then(
        (s) => {
          if (s.renewed + s.failed + s.expired + s.reminded > 0) app.log.info({ billingJobs: s }, 'billing jobs ran');
        },
        (err: unknown) => app.log.error({ err }, 'billing jobs failed'),
      );
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
