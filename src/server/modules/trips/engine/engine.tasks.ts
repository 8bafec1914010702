import { buildEditProposal, type ProposalInput } from '../../../../core/assistant/proposal';
import type { EditProposal } from '../../../../core/assistant/schema';
import type { EditOp } from '../../../../core/api/trip-edits';
import { EditError, type EditableDoc } from '../../../../core/edits/apply-edits';
import { planTrip, relaxationsFor, replanDay, swapItem } from '../../../../core/planner/index';
import type { Plan, PlanResult, Relaxation } from '../../../../core/planner/types';
import type { TripRequest } from '../../../../core/trip-request/schema';
import { AppError } from '../../../lib/app-error';
import type { ErrorCode } from '../../../../core/api/error-codes';
import { newKnowledgeBase, type ImportedPlaceRow, type KnowledgeBase } from '../../places/knowledge-base';
import { catalogFor } from '../planning/catalog';
import { finishPlan, type FinishedPlan } from '../generation/finish-plan';

/**
 * The planner's CPU-heavy calls as plain-data tasks, so they can run on a worker thread (engine.worker.ts) or, with
 * PLANNER_WORKERS=0, on the caller's thread. `kb` names the knowledge-base version the caller planned against; the
 * imported places travel only when the worker lacks that version (it answers `need-kb`, the caller sends them).
 */
export interface KbRef {
  version: string;
  imported?: ImportedPlaceRow[];
}
interface Base {
  kb: KbRef;
  currency: string;
  request: TripRequest;
}
export type EngineTask =
  | (Base & { kind: 'plan' })
  | (Base & { kind: 'relax' })
  /**
   * A generation: the plan, then (unless it is infeasible or the caller cancelled in between) the independent
   * checker's report and everything the row and the answer need (finish-plan.ts), in one call, so the plan never
   * crosses to the request thread and back (decision 041). `checking` is heard between the two.
   */
  | (Base & { kind: 'generate'; title?: string })
  | (Base & { kind: 'replanDay'; plan: Plan; day: number })
  | (Base & { kind: 'swapItem'; plan: Plan; itemId: string })
  /** The assistant's change proposal: the ops applied to a copy of the trip and checked (core/assistant/proposal.ts). */
  | (Base & { kind: 'proposal'; doc: EditableDoc; ops: EditOp[]; now: Date; meta: ProposalInput });

export type Generated =
  | { status: 'ok'; finished: FinishedPlan }
  | Extract<PlanResult, { status: 'infeasible' }>
  /** The caller cancelled while the plan was being made: it was not checked or finished. */
  | { status: 'cancelled' };

/**
 * What a long task tells its caller while it runs. `checking`: the plan is made. It answers false when the caller
 * has cancelled meanwhile, and the task ends there; else it tells the caller that the checker starts.
 */
export interface TaskHooks {
  checking(): boolean;
}

/** An op that cannot apply is an answer for the user (EditError's message), not a crash of the task. */
export type ProposalOutcome = { ok: true; proposal: EditProposal } | { ok: false; message: string };

export interface EngineResults {
  plan: PlanResult;
  relax: Relaxation[];
  generate: Generated;
  replanDay: PlanResult;
  swapItem: PlanResult;
  proposal: ProposalOutcome;
}
export type EngineAnswer =
  { kind: 'ok'; value: unknown } | { kind: 'need-kb' } | { kind: 'app-error'; code: ErrorCode; message: string; details?: unknown };

export function runTask(kb: KnowledgeBase, task: EngineTask, hooks?: TaskHooks): unknown {
  const catalog = catalogFor(kb, task.currency);
  switch (task.kind) {
    case 'plan':
      return planTrip(task.request, catalog, { relaxations: false });
    case 'relax':
      return relaxationsFor(task.request, catalog);
    case 'generate': {
      const result = planTrip(task.request, catalog, { relaxations: false });
      if (result.status !== 'ok') return result satisfies Generated;
      if (hooks && !hooks.checking()) return { status: 'cancelled' } satisfies Generated;
      // The checker judges the plan as it will be saved and read back: its JSON.
      const finished = finishPlan(kb, task.currency, task.request, JSON.stringify(result.plan), task.title);
      return { status: 'ok', finished } satisfies Generated;
    }
    case 'replanDay':
      return replanDay(task.request, task.plan, task.day, catalog);
    case 'swapItem':
      return swapItem(task.request, task.plan, task.itemId, catalog);
    case 'proposal':
      try {
        return { ok: true, proposal: buildEditProposal(task.doc, task.ops, catalog, task.now, task.meta) } satisfies ProposalOutcome;
      } catch (err) {
        if (err instanceof EditError) return { ok: false, message: err.message } satisfies ProposalOutcome;
        throw err;
      }
  }
}

/** Errors cross the thread as data: an AppError keeps its code; anything else is a crash of the task. */
export function answer(kb: KnowledgeBase, task: EngineTask, hooks?: TaskHooks): EngineAnswer {
  try {
    return { kind: 'ok', value: runTask(kb, task, hooks) };
  } catch (err) {
    if (err instanceof AppError)
      return { kind: 'app-error', code: err.code, message: err.message, ...(err.details === undefined ? {} : { details: err.details }) };
    throw err;
  }
}

/** The worker's own knowledge base: the curated files plus the caller's imported places, one version at a time. */
let held: { version: string; kb: KnowledgeBase } | null = null;
export function knowledgeBaseFor(ref: KbRef): KnowledgeBase | null {
  if (held?.version === ref.version) return held.kb;
  if (!ref.imported) return null;
  const kb = newKnowledgeBase();
  kb.setImported(ref.imported);
  held = { version: ref.version, kb };
  return kb;
}
