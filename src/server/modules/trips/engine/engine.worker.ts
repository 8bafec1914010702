import { answer, knowledgeBaseFor, type EngineAnswer, type EngineTask } from './engine.tasks';

/** Piscina's task handler (engine-pool.ts): one planner call per task, on this worker thread. */
export default function handle(task: EngineTask): EngineAnswer {
  const kb = knowledgeBaseFor(task.kb);
  return kb ? answer(kb, task) : { kind: 'need-kb' };
}
