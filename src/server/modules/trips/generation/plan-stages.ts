import type { GenerationEvent, InfeasibleResult } from '../../../../core/api/trips';
import type { TripRequest } from '../../../../core/trip-request/schema';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { EngineCancelled, type Engine } from '../engine/engine-pool';
import type { FinishedPlan } from './finish-plan';

export type StageEvent = Extract<GenerationEvent, { type: 'stage' }>;
export type PlanningOutcome = { kind: 'planned'; finished: FinishedPlan } | { kind: 'infeasible'; result: InfeasibleResult };

/** What a generation job carries: plain data, so it can cross a thread or a queue. */
export interface PlanningJob {
  request: TripRequest;
  currency: string;
  kbVersion: string;
  /** The traveller's own title, if any (else one is made from the plan's cities). */
  title?: string;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The planning part of a generation, stage by stage: the engine plans (on a worker thread), and in the same call the
 * independent checker judges the plan once more, as it will judge every later edit, and the plan is made ready to
 * save (finish-plan.ts); when nothing fits, it looks for the smallest relaxations. Each stage is reported first; an
 * abort ends the engine's current call at once.
 */
export async function planStages(
  engine: Engine,
  kb: KnowledgeBase,
  job: PlanningJob,
  emit: (e: StageEvent) => void,
  signal: AbortSignal,
): Promise<PlanningOutcome> {
  const { request, currency } = job;
  const stage = async (s: StageEvent['stage'], progress: number, message: string) => {
    emit({ type: 'stage', stage: s, progress, message });
    await tick();
    if (signal.aborted) throw new EngineCancelled();
  };
  const cities = request.destinations.map((d) =>
    d.kind === 'city' ? (kb.destination(d.cityId)?.name ?? d.cityId) : `${d.count} in ${d.region}`,
  );
  await stage('parsing', 0.05, 'Understood your request');
  await stage('choosing-cities', 0.15, `Choosing the route through ${cities.join(', ')}`);
  await stage('scheduling', 0.3, 'Choosing lodging and transport and scheduling each day');
  // Said when the worker starts checking; a plan that comes back checked says it too, if the word was overtaken.
  let checking = false;
  const checkingStarts = () => {
    if (checking) return;
    checking = true;
    emit({ type: 'stage', stage: 'checking', progress: 0.85, message: 'Checking opening hours, travel times, stays and budget' });
  };
  const result = await engine.run(
    kb,
    { kind: 'generate', currency, request, ...(job.title === undefined ? {} : { title: job.title }) },
    signal,
    checkingStarts,
  );
  if (result.status === 'cancelled') throw new EngineCancelled();
  if (result.status === 'infeasible') {
    await stage('relaxing', 0.7, 'No plan fits every constraint: looking for the smallest changes that would work');
    const relaxations = await engine.run(kb, { kind: 'relax', currency, request }, signal);
    return {
      kind: 'infeasible',
      result: {
        conflicts: result.conflicts,
        relaxations: relaxations.map((r) => ({ ...r, request: r.request as Record<string, unknown> | undefined })),
        report: result.report,
      },
    };
  }
  checkingStarts();
  const { finished } = result;
  const { report } = finished;
  if (!report.feasible) {
    return {
      kind: 'infeasible',
      result: {
        conflicts: report.checks.filter((c) => c.status === 'fail').map((c) => ({ checks: [c.id], message: c.reason })),
        relaxations: [],
        report,
      },
    };
  }
  return { kind: 'planned', finished };
}
