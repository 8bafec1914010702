import { createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../../lib/app-error';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { answer, type EngineAnswer, type EngineResults, type EngineTask } from './engine.tasks';

type TaskOf<K extends EngineTask['kind']> = { kind: K } & Omit<Extract<EngineTask, { kind: K }>, 'kb' | 'kind'>;

/** The caller gave up (the client aborted): nothing more is done for it. */
export class EngineCancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'EngineCancelled';
  }
}

export interface EngineOptions {
  /** Worker threads; 0 runs the planner on the calling thread (as before decision 019). */
  workers: number;
  /** Heap cap of each worker: a runaway plan ends that worker (a clear error), not the server. */
  memoryMb: number;
  /** Scheduling priority of the worker threads (0–19, higher = yields more to the request thread). */
  nice: number;
  /**
   * Workers start on first use and stop after this long without a task (decision 024: an idle server does not hold
   * a planner thread, ~60 MB). 0: they start with the server and never stop (decision 019's behaviour). Default 0.
   */
  idleMs?: number;
}

/**
 * The worker's module. Under `npm start` the server is a compiled bundle (decision 027, scripts/build-server.mjs) with
 * the worker's bundle beside it, run as is; from source (tsx, vitest) it is engine.worker.ts through tsx's loader.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  if (import.meta.filename.endsWith('.mjs')) {
    return { filename: pathToFileURL(path.join(import.meta.dirname, 'engine.worker.mjs')).href, execArgv: [] };
  }
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./engine.worker.ts', import.meta.url).href, execArgv: ['--import', tsxLoader] };
}

/**
 * The planner off the event loop (decision 019): each call is a task on a small piscina pool. Cancelling is
 * cooperative: no call is sent once the signal is aborted, and a running one has its result dropped
 * (stopping the thread instead would cost seconds of worker start-up for everyone queued behind it). A worker that
 * dies (out of memory, a bug) fails the call once more on a fresh worker, then with 503 SERVICE_UNAVAILABLE: never a
 * hang.
 */
export class Engine {
  private pool: Piscina | null = null;
  /** Calls waiting on the current pool: a worker that dies while starting fails them (piscina would keep them queued). */
  private readonly waiting = new Set<(err: Error) => void>();
  /** Tasks sent to the worker threads, by kind (tests and diagnostics: which calls left the request thread). */
  readonly pooled: Partial<Record<EngineTask['kind'], number>> = {};
  constructor(readonly options: EngineOptions) {}

  private workers(): Piscina {
    if (this.pool) return this.pool;
    const pool = new Piscina({
      ...workerModule(),
      minThreads: this.options.idleMs ? 0 : this.options.workers,
      maxThreads: this.options.workers,
      idleTimeout: this.options.idleMs || Number.POSITIVE_INFINITY,
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
      workerData: { nice: this.options.nice },
    });
    pool.on('error', (err: Error) => {
      if (this.pool === pool) this.pool = null;
      void pool.destroy().catch(() => undefined);
      for (const fail of this.waiting) fail(err);
    });
    this.pool = pool;
    return pool;
  }

  /** Loads the workers now (tsx, the curated data), so the first generation does not wait for them; not when they start on use. */
  warm(): void {
    if (this.options.workers > 0 && !this.options.idleMs) this.workers();
  }

  /** `onChecking`: a generation's plan is made and the checker starts (the task's hooks, engine.tasks.ts). */
  async run<K extends EngineTask['kind']>(
    kb: KnowledgeBase,
    task: TaskOf<K>,
    signal?: AbortSignal,
    onChecking?: () => void,
  ): Promise<EngineResults[K]> {
    if (signal?.aborted) throw new EngineCancelled();
    const full = { ...task, kb: { version: kb.version } } as EngineTask;
    const checking = () => {
      if (signal?.aborted) return false;
      onChecking?.();
      return true;
    };
    if (this.options.workers === 0) return unwrap(answer(kb, full, { checking })) as EngineResults[K];
    this.pooled[task.kind] = (this.pooled[task.kind] ?? 0) + 1;
    for (let attempt = 1; ; attempt++) {
      try {
        let reply = await this.send(full, signal, onChecking);
        if (reply.kind === 'need-kb')
          reply = await this.send({ ...full, kb: { version: kb.version, imported: [...kb.imported] } }, signal, onChecking);
        if (signal?.aborted) throw new EngineCancelled();
        return unwrap(reply) as EngineResults[K];
      } catch (err) {
        if (signal?.aborted) throw new EngineCancelled();
        if (err instanceof AppError) throw err;
        if (attempt >= 2)
          throw new AppError('SERVICE_UNAVAILABLE', 'The planner stopped unexpectedly while working on this trip. Please try again.', {
            reason: err instanceof Error ? err.message : String(err),
          });
      }
    }
  }

  /**
   * One task on the pool. With `onChecking`, the task gets a port of its own: the worker says 'checking' on it, and
   * an abort says 'cancel', which the worker reads before it goes on (engine.worker.ts).
   */
  private send(task: EngineTask, signal?: AbortSignal, onChecking?: () => void): Promise<EngineAnswer> {
    let fail: (err: Error) => void = () => undefined;
    const died = new Promise<never>((_, reject) => (fail = reject));
    this.waiting.add(fail);
    const channel = onChecking ? new MessageChannel() : null;
    const cancel = () => channel?.port2.postMessage('cancel');
    if (channel) {
      channel.port2.on('message', (m) => m === 'checking' && onChecking!());
      signal?.addEventListener('abort', cancel, { once: true });
    }
    const sent = channel
      ? this.workers().run({ ...task, port: channel.port1 }, { transferList: [channel.port1] })
      : this.workers().run(task);
    return Promise.race([sent as Promise<EngineAnswer>, died]).finally(() => {
      this.waiting.delete(fail);
      signal?.removeEventListener('abort', cancel);
      channel?.port2.close();
    });
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}

function unwrap(reply: EngineAnswer): unknown {
  if (reply.kind === 'app-error') throw new AppError(reply.code, reply.message, reply.details);
  if (reply.kind === 'need-kb') throw new Error('The planner worker has no knowledge base');
  return reply.value;
}
