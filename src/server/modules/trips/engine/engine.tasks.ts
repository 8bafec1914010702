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
  /** A generation's plan, as JSON: the request thread passes it on to `finish` without decoding it. */
  | (Base & { kind: 'draft' })
  | (Base & { kind: 'finish'; planJson: string; title?: string })
  | (Base & { kind: 'replanDay'; plan: Plan; day: number })
  | (Base & { kind: 'swapItem'; plan: Plan; itemId: string })
  /** The assistant's change proposal: the ops applied to a copy of the trip and checked (core/assistant/proposal.ts). */
  | (Base & { kind: 'proposal'; doc: EditableDoc; ops: EditOp[]; now: Date; meta: ProposalInput });

export type Drafted = { status: 'ok'; planJson: string } | Extract<PlanResult, { status: 'infeasible' }>;

/** An op that cannot apply is an answer for the user (EditError's message), not a crash of the task. */
export type ProposalOutcome = { ok: true; proposal: EditProposal } | { ok: false; message: string };

export interface EngineResults {
  plan: PlanResult;
  relax: Relaxation[];
  draft: Drafted;
  finish: FinishedPlan;
  replanDay: PlanResult;
  swapItem: PlanResult;
  proposal: ProposalOutcome;
}
export type EngineAnswer =
  { kind: 'ok'; value: unknown } | { kind: 'need-kb' } | { kind: 'app-error'; code: ErrorCode; message: string; details?: unknown };

export function runTask(kb: KnowledgeBase, task: EngineTask): unknown {
  const catalog = catalogFor(kb, task.currency);
  switch (task.kind) {
    case 'plan':
      return planTrip(task.request, catalog, { relaxations: false });
    case 'relax':
      return relaxationsFor(task.request, catalog);
    case 'draft': {
      const result = planTrip(task.request, catalog, { relaxations: false });
      return (result.status === 'ok' ? { status: 'ok', planJson: JSON.stringify(result.plan) } : result) satisfies Drafted;
    }
    case 'finish':
      return finishPlan(kb, task.currency, task.request, task.planJson, task.title);
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
export function answer(kb: KnowledgeBase, task: EngineTask): EngineAnswer {
  try {
    return { kind: 'ok', value: runTask(kb, task) };
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
