import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { answer, knowledgeBaseFor, type EngineAnswer, type EngineTask, type TaskHooks } from './engine.tasks';

// Below the request thread: on a small machine the server answers first and plans with what is left (Linux gives
// each thread its own priority; /proc/thread-self names this one). Elsewhere this is skipped.
const nice = (workerData as { nice?: number } | undefined)?.nice ?? 0;
try {
  if (nice) setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
} catch {
  // no per-thread priority here: the worker runs at the server's
}

/** A task's port to its caller (engine-pool.ts): a 'cancel' waiting there ends the task early; stages go out. */
function hooksOn(port: MessagePort): TaskHooks {
  return {
    checking() {
      if (receiveMessageOnPort(port)?.message === 'cancel') return false;
      port.postMessage('checking');
      return true;
    },
  };
}

/** Piscina's task handler (engine-pool.ts): one planner call per task, on this worker thread. */
export default function handle(task: EngineTask & { port?: MessagePort }): EngineAnswer {
  const kb = knowledgeBaseFor(task.kb);
  if (!kb) return { kind: 'need-kb' };
  try {
    return answer(kb, task, task.port && hooksOn(task.port));
  } finally {
    task.port?.close();
  }
}
