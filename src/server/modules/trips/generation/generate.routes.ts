import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GenerationEvent, itineraryEtag } from '../../../../core/api/trips';
import { GenerateItinerary, GetQuota, GetQuotaLimits, ParseTrip } from '../../../../core/api/trips.endpoints';
import { FREE_PLAN } from '../../../../core/billing/plans';
import { AppError } from '../../../lib/app-error';
import { routeOf } from '../../../lib/endpoint-route';
import { ok } from '../../../lib/envelope';
import { requireUser } from '../../../plugins/auth';
import { parseWithKnowledgeBase } from '../planning/resolve';
import { utcToday } from '../trips.presenter';
import { ENGINE_LIMIT, security, tags, tripsContext } from '../trips.routes';
import { serializedDetail } from '../trips.service';
import { sendSerializedGzip } from '../trips.cache';
import { prepareGeneration, runGeneration } from './generate.service';
import { quotaOf } from './quota';

const NDJSON = 'application/x-ndjson';

/** Trip generation: free-text parsing, the monthly quota of the plan, and generation (NDJSON progress stream or plain JSON). */
export async function generateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = tripsContext(app);

  r.route({
    ...routeOf(ParseTrip, { tags, security, config: { rateLimit: { ...ENGINE_LIMIT, max: 20 } } }),
    handler: async (req) => {
      requireUser(req);
      const kb = await ctx.knowledgeBase();
      const { parsed: _p, ...result } = parseWithKnowledgeBase(kb, req.body.text, {
        today: req.body.today ?? utcToday(),
        ...(req.body.defaultCurrency ? { defaultCurrency: req.body.defaultCurrency } : {}),
      });
      return ok(req, result);
    },
  });

  r.route({
    ...routeOf(GetQuotaLimits, { tags }),
    handler: async (req) =>
      ok(req, {
        plan: FREE_PLAN.id,
        tripsPerMonth: FREE_PLAN.entitlements.trips,
        assistantMessagesPerMonth: FREE_PLAN.entitlements.assistantMessages,
      }),
  });

  r.route({ ...routeOf(GetQuota, { tags, security }), handler: async (req) => ok(req, await quotaOf(ctx.db, requireUser(req).id)) });

  r.route({
    ...routeOf(GenerateItinerary, { tags, security, config: { rateLimit: { ...ENGINE_LIMIT, max: 10 }, compress: false } }),
    handler: async (req, reply) => {
      const user = requireUser(req);
      const prep = await prepareGeneration(ctx, user.id, req.body);
      // The client going away (abort, closed tab) cancels: no further engine step runs and nothing is saved.
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      const aborted = () => cancel.signal.aborted;

      if (!(req.headers.accept ?? '').includes(NDJSON)) {
        const outcome = await runGeneration(ctx, user.id, prep, () => undefined, cancel.signal);
        if (outcome.kind === 'infeasible')
          throw new AppError(
            'INFEASIBLE',
            `No plan fits every constraint: ${outcome.result.conflicts.map((c) => c.message).join('; ')}`,
            outcome.result,
          );
        if (outcome.kind === 'cancelled') throw new AppError('BAD_REQUEST', 'Generation cancelled');
        // Built once and sent as it is: validating a 14-day document on its way out blocked this thread ~100 ms.
        const { json, etag } = await serializedDetail(ctx, outcome.row);
        const head = { id: outcome.row.id, etag, title: outcome.row.title };
        const parts = [`${JSON.stringify(head).slice(0, -1)},"itinerary":`, json, '}'];
        return sendSerializedGzip(req, reply.header('ETag', etag), parts, 201);
      }

      const stream = new PassThrough();
      const emit = (e: GenerationEvent) => {
        if (!aborted()) stream.write(`${JSON.stringify(e)}\n`);
      };
      reply.header('Content-Type', `${NDJSON}; charset=utf-8`).header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no');
      void (async () => {
        try {
          const outcome = await runGeneration(ctx, user.id, prep, emit, cancel.signal);
          if (outcome.kind === 'done')
            emit({
              type: 'done',
              progress: 1,
              id: outcome.row.id,
              etag: itineraryEtag(outcome.row.id, outcome.row.version),
              title: outcome.row.title,
            });
          else if (outcome.kind === 'infeasible') emit({ type: 'infeasible', result: outcome.result });
          else req.log.info('generation cancelled by the client');
        } catch (err) {
          const known = err instanceof AppError;
          if (!known) req.log.error({ err }, 'generation failed');
          emit({
            type: 'error',
            error: known
              ? { code: err.code, message: err.message, ...(err.details === undefined ? {} : { details: err.details }) }
              : { code: 'INTERNAL', message: 'Something went wrong on our side' },
          });
        } finally {
          stream.end();
        }
      })();
      // A stream bypasses the response serializer; the typed reply only knows the JSON shape.
      return reply.send(stream as never);
    },
  });
}
