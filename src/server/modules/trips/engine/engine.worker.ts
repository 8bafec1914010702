import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { answer, knowledgeBaseFor, type EngineAnswer, type EngineTask } from './engine.tasks';

// Below the request thread: on a small machine the server answers first and plans with what is left (Linux gives
// each thread its own priority; /proc/thread-self names this one). Elsewhere this is skipped.
const nice = (workerData as { nice?: number } | undefined)?.nice ?? 0;
try {
  if (nice) setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
} catch {
  // no per-thread priority here: the worker runs at the server's
}

/** Piscina's task handler (engine-pool.ts): one planner call per task, on this worker thread. */
export default function handle(task: EngineTask): EngineAnswer {
  const kb = knowledgeBaseFor(task.kb);
  return kb ? answer(kb, task) : { kind: 'need-kb' };
}
