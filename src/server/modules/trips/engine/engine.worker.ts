import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { answer, answerBuffers, knowledgeBaseFor, type EngineAnswer, type EngineTask } from './engine.tasks';

// Below the request thread: on a small machine the server answers first and plans with what is left (Linux gives
// each thread its own priority; /proc/thread-self names this one). Elsewhere this is skipped.
const nice = (workerData as { nice?: number } | undefined)?.nice ?? 0;
try {
  if (nice) setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
} catch {
  // no per-thread priority here: the worker runs at the server's
}

/**
 * Piscina's task handler (engine-pool.ts): one planner call per task, on this worker thread. A generation's JSON
 * is handed over as bytes (decision 040): the request thread gets them outside its heap, with no copy.
 */
export default function handle(task: EngineTask): EngineAnswer {
  const kb = knowledgeBaseFor(task.kb);
  if (!kb) return { kind: 'need-kb' };
  const reply = answer(kb, task);
  const buffers = answerBuffers(task.kind, reply);
  if (!buffers.length) return reply;
  return move({ [transferableSymbol]: buffers, [valueSymbol]: reply }) as unknown as EngineAnswer;
}
