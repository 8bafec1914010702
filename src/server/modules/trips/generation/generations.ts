import type { KnowledgeBase } from '../../places/knowledge-base';
import type { Engine } from '../engine/engine-pool';
import { localSlots, type GenerationSlots } from './generation-slots';
import { planStages, type PlanningJob, type PlanningOutcome, type StageEvent } from './plan-stages';

/**
 * Where generations are planned: this instance's worker pool, or (with REDIS_URL) a BullMQ queue any instance's
 * workers take jobs from (queued-generations.ts). Either way: stages reported as they happen, cancellation by the
 * signal (EngineCancelled), a per-user limit on generations at once (`slots`).
 */
export interface Generations {
  slots: GenerationSlots;
  plan(job: PlanningJob, emit: (e: StageEvent) => void, signal: AbortSignal): Promise<PlanningOutcome>;
  close(): Promise<void>;
}

export function localGenerations(engine: Engine, knowledgeBase: () => Promise<KnowledgeBase>, perUser: number): Generations {
  return {
    slots: localSlots(perUser),
    plan: async (job, emit, signal) => planStages(engine, await knowledgeBase(), job, emit, signal),
    close: async () => undefined,
  };
}
