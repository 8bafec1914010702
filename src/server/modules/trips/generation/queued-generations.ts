import { Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { isErrorCode } from '../../../../core/api/error-codes';
import type { Db } from '../../../db/create-db';
import { AppError } from '../../../lib/app-error';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { EngineCancelled, type Engine } from '../engine/engine-pool';
import { redisSlots } from './generation-slots';
import type { Generations } from './generations';
import { planStages, type PlanningJob, type PlanningOutcome, type StageEvent } from './plan-stages';

interface QueueDeps {
  redisUrl: string;
  queueName: string;
  engine: Engine;
  db: Db;
  knowledgeBase: () => Promise<KnowledgeBase>;
  perUser: number;
}

// A refusal (bad currency, …) fails the job for good; its code travels in the failure reason.
const APP_ERROR = 'app-error:';
const unavailable = (reason: string) =>
  new AppError('SERVICE_UNAVAILABLE', 'The planner stopped unexpectedly while working on this trip. Please try again.', { reason });

function errorOf(reason: string): AppError {
  if (reason.startsWith(APP_ERROR)) {
    const e = JSON.parse(reason.slice(APP_ERROR.length)) as { code: string; message: string; details?: unknown };
    if (isErrorCode(e.code)) return new AppError(e.code, e.message, e.details);
  }
  return unavailable(reason);
}

/**
 * Generation jobs through BullMQ (decision 019): the instance that took the request adds a job and streams the
 * job's progress events back to its client; whichever instance's worker takes the job plans it on that instance's
 * worker threads. A crashed attempt is retried once (a stalled job, when an instance dies, too). Cancelling removes
 * a waiting job, or tells every instance (pub/sub) to abort it where it runs. The origin saves the result, so a
 * cancelled generation saves nothing and a retry never saves twice.
 */
export async function queuedGenerations(deps: QueueDeps): Promise<Generations> {
  const connection = () => new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  const [qConn, eConn, wConn, pub, sub] = [connection(), connection(), connection(), connection(), connection()];
  const name = deps.queueName;
  const cancelChannel = `${name}:cancel`;
  const queue = new Queue<PlanningJob, PlanningOutcome>(name, { connection: qConn });
  const events = new QueueEvents(name, { connection: eConn });
  events.setMaxListeners(0);

  const worker = new Worker<PlanningJob, PlanningOutcome>(
    name,
    async (job, _token, signal) => {
      const kb = await deps.knowledgeBase();
      // Another instance planned against newer imported places: catch up from the shared database first.
      if (kb.version !== job.data.kbVersion) await kb.reloadImported(deps.db);
      try {
        return await planStages(
          deps.engine,
          kb,
          job.data,
          (e) => void job.updateProgress(e).catch(() => undefined),
          signal ?? new AbortController().signal,
        );
      } catch (err) {
        if (err instanceof EngineCancelled) throw new UnrecoverableError('cancelled');
        if (err instanceof AppError && err.code !== 'SERVICE_UNAVAILABLE')
          throw new UnrecoverableError(`${APP_ERROR}${JSON.stringify({ code: err.code, message: err.message, details: err.details })}`);
        throw err;
      }
    },
    { connection: wConn, concurrency: Math.max(1, deps.engine.options.workers) },
  );
  worker.on('error', () => undefined); // connection hiccups: ioredis reconnects; jobs report their own failures
  await sub.subscribe(cancelChannel);
  sub.on('message', (_channel, jobId: string) => void worker.cancelJob(jobId, 'cancelled by the client'));
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()]);

  async function cancel(job: Job<PlanningJob, PlanningOutcome>) {
    await job.remove().catch(() => undefined); // only a job no worker holds can be removed
    await pub.publish(cancelChannel, job.id!);
  }

  return {
    slots: redisSlots(pub, name, deps.perUser),
    async plan(data, emit, signal) {
      if (signal.aborted) throw new EngineCancelled();
      const job = await queue.add('generate', data, {
        attempts: 2,
        removeOnComplete: { age: 600 },
        removeOnFail: { age: 3600 },
      });
      const onProgress = ({ jobId, data: e }: { jobId: string; data: unknown }) => {
        if (jobId === job.id && typeof e === 'object' && e) emit(e as StageEvent);
      };
      events.on('progress', onProgress);
      let onAbort = () => undefined as void;
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          void cancel(job);
          reject(new EngineCancelled());
        };
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        return await Promise.race([job.waitUntilFinished(events), aborted]);
      } catch (err) {
        if (signal.aborted || err instanceof EngineCancelled) throw new EngineCancelled();
        throw errorOf(err instanceof Error ? err.message : String(err));
      } finally {
        events.off('progress', onProgress);
        signal.removeEventListener('abort', onAbort);
      }
    },
    async close() {
      await worker.close();
      await Promise.all([queue.close(), events.close()]);
      await Promise.all([qConn, eConn, wConn, pub, sub].map((c) => c.quit().catch(() => undefined)));
    },
  };
}
