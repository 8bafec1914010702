import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as E from '../../../core/api/assistant.endpoints';
import { ASSISTANT_SENDS_PER_MINUTE } from '../../../core/assistant/limits';
import type { AssistantEvent } from '../../../core/assistant/schema';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';

import * as svc from './assistant.service';
import type { AssistantContext } from './assistant.service';

const NDJSON = 'application/x-ndjson';
import { security } from '../trips/trips.routes';
const guarded = { tags: ['Assistant'], security };
const perUser = (req: FastifyRequest) => req.user?.id ?? req.ip;
/** The AI endpoints are limited per user, after authentication. */
const SEND_LIMIT = { max: ASSISTANT_SENDS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: perUser };

export async function assistantRoutes(app: FastifyInstance, ctx: AssistantContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...routeOf(E.ListConversations, guarded),
    handler: async (req) => ok(req, await svc.listConversations(ctx, requireUser(req).id, req.query.search, req.query.itineraryId)),
  });
  r.route({
    ...routeOf(E.CreateConversation, guarded),
    handler: async (req, reply) => reply.status(201).send(ok(req, await svc.createConversation(ctx, requireUser(req).id, req.body))),
  });
  r.route({
    ...routeOf(E.GetConversation, guarded),
    handler: async (req) => ok(req, await svc.getConversation(ctx, requireUser(req).id, req.params.id)),
  });
  r.route({
    ...routeOf(E.UpdateConversation, guarded),
    handler: async (req) => ok(req, await svc.updateConversation(ctx, requireUser(req).id, req.params.id, req.body)),
  });
  r.route({
    ...routeOf(E.DeleteConversation, guarded),
    handler: async (req) => ok(req, await svc.deleteConversation(ctx, requireUser(req).id, req.params.id)),
  });
  r.route({
    ...routeOf(E.GetAssistantQuota, guarded),
    handler: async (req) => ok(req, await import('./quota').then((q) => q.assistantQuota(ctx.trips.db, requireUser(req).id))),
  });
  r.route({
    ...routeOf(E.SetProposalState, guarded),
    handler: async (req) =>
      ok(
        req,
        await svc.setProposalState(ctx, requireUser(req).id, req.params.id, req.params.proposalId, req.body.state, req.body.itineraryId),
      ),
  });

  r.route({
    ...routeOf(E.SendAssistantMessage, { ...guarded, bodyLimit: 64 * 1024, config: { rateLimit: SEND_LIMIT, compress: false } }),
    handler: async (req, reply) => {
      const user = requireUser(req);
      const conversation = await svc.prepareSend(ctx, user.id, req.params.id);
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const retry = req.body.retry === true;
      if (!(req.headers.accept ?? '').includes(NDJSON)) {
        return ok(req, await svc.answer(ctx, user.id, conversation, req.body.text, retry, () => undefined, abort.signal));
      }
      const stream = new PassThrough();
      const emit = (e: AssistantEvent) => {
        if (!abort.signal.aborted) stream.write(`${JSON.stringify(e)}\n`);
      };
      reply.header('Content-Type', `${NDJSON}; charset=utf-8`).header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no');
      void (async () => {
        try {
          emit({ type: 'done', message: await svc.answer(ctx, user.id, conversation, req.body.text, retry, emit, abort.signal) });
        } catch (err) {
          const known = err instanceof AppError;
          if (!known) req.log.error({ err }, 'assistant answer failed');
          emit({
            type: 'error',
            error: known
              ? { code: err.code, message: err.message }
              : { code: 'INTERNAL', message: 'Something went wrong on our side; nothing was changed. Try again.' },
          });
        } finally {
          stream.end();
        }
      })();
      return reply.send(stream as never);
    },
  });
}
