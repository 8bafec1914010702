import type { GenerateBodySchema, GenerationEvent, InfeasibleResult } from '../../../../core/api/trips';
import type { Catalog } from '../../../../core/planner/types';
import type { TripRequest } from '../../../../core/trip-request/schema';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { randomId } from '../../../lib/secrets';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { assertPlannable, catalogFor, planningCurrency } from '../planning/catalog';
import { readWithModel } from '../planning/model-read';
import { normalizeRegions, parseWithKnowledgeBase } from '../planning/resolve';
import { emptyNotes } from '../trips.derive';
import { joinDetail, presentDetailHead, utcToday } from '../trips.presenter';
import { insertItinerary, purgeDraftsBefore } from '../trips.repository';
import { docKey } from '../trips.cache';
import type { ItinerarySummaryRow } from '../trips.repository';
import { viewOf, type TripsContext } from '../trips.service';
import { giveBackQuota, takeQuota } from './quota';
import { EngineCancelled } from '../engine/engine-pool';
import type { Release } from './generation-slots';

type GenerateBody = z.output<typeof GenerateBodySchema>;
export interface PreparedGeneration {
  request: TripRequest;
  catalog: Catalog;
  kb: KnowledgeBase;
  title: string | undefined;
  /** Frees the user's generation slot (runGeneration does, at its end). */
  release: Release;
  draft: boolean;
  /** When the generation was counted; an outcome that saves nothing gives the use back (same month). */
  quotaTakenAt: Date;
}
export type GenerationOutcome =
  { kind: 'done'; row: ItinerarySummaryRow } | { kind: 'infeasible'; result: InfeasibleResult } | { kind: 'cancelled' };

/**
 * Everything that can fail fast, before a stream starts (so it fails with a real status): parse the text or take
 * the request, check every city and place has curated data, then count the generation against the plan's monthly allowance.
 */
export async function prepareGeneration(
  ctx: TripsContext,
  userId: string,
  body: GenerateBody,
  signal?: AbortSignal,
): Promise<PreparedGeneration> {
  const kb = await ctx.knowledgeBase();
  let request = body.request;
  // With a model configured, free text is read by it first, validated (model-read.ts); the built-in parser is the fallback.
  if (!request && ctx.llm) request = (await readWithModel(ctx.llm, kb, body.text!, body.today ?? utcToday(), signal)) ?? undefined;
  if (!request) {
    const parsed = parseWithKnowledgeBase(kb, body.text!, { today: body.today ?? utcToday() });
    if (!parsed.parsed) {
      const what = [...parsed.missing, ...parsed.unknownPlaces.map((p) => `curated data for ${p}`)].join(', ') || 'a destination and dates';
      throw new AppError('VALIDATION_FAILED', `The text does not say enough to plan a trip: missing ${what}`, {
        missing: parsed.missing,
        unknownPlaces: parsed.unknownPlaces,
        understood: parsed.understood,
      });
    }
    request = parsed.parsed;
  }
  request = normalizeRegions(kb, request);
  const catalog = catalogFor(kb, planningCurrency(kb, request));
  assertPlannable(kb, catalog, request);
  // A refused generation (too many at once) does not count against the month.
  const quotaTakenAt = new Date();
  const release = await ctx.generations.slots.acquire(userId);
  try {
    await takeQuota(ctx.db, userId, quotaTakenAt);
  } catch (err) {
    await release();
    throw err;
  }
  return { request, catalog, kb, title: body.title, release, draft: body.draft === true, quotaTakenAt };
}

/** Drafts nobody kept are deleted after 7 days (decision 013). */
const DRAFT_TTL_MS = 7 * 24 * 3600_000;

/**
 * Plans (on the worker pool or the queue, stage by stage), then saves. The client aborting ends the engine's current
 * call at once; once cancelled nothing is saved. The user's generation slot is held until the end.
 */
export async function runGeneration(
  ctx: TripsContext,
  userId: string,
  prep: PreparedGeneration,
  emit: (e: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<GenerationOutcome> {
  // Only a saved itinerary counts against the monthly allowance: infeasible, cancelled or failed attempts give it back.
  let saved = false;
  try {
    const outcome = await generate(ctx, userId, prep, emit, signal);
    saved = outcome.kind === 'done';
    return outcome;
  } finally {
    if (!saved) await giveBackQuota(ctx.db, userId, prep.quotaTakenAt);
  }
}

async function generate(
  ctx: TripsContext,
  userId: string,
  prep: PreparedGeneration,
  emit: (e: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<GenerationOutcome> {
  const { request, catalog, kb } = prep;
  try {
    const job = { request, currency: catalog.currency, kbVersion: kb.version, ...(prep.title === undefined ? {} : { title: prep.title }) };
    const planned = await ctx.generations.plan(job, emit, signal);
    if (planned.kind === 'infeasible') return planned;
    emit({ type: 'stage', stage: 'saving', progress: 0.95, message: 'Saving your itinerary' });
    if (signal.aborted) return { kind: 'cancelled' };
    const { finished } = planned;
    const now = new Date();
    const notes = emptyNotes();
    const row = await insertItinerary(ctx.db, {
      id: randomId('itn'),
      ownerId: userId,
      version: 1,
      title: finished.title,
      request,
      notes,
      planJson: finished.json.plan,
      ...finished.columns,
      createdAt: now,
      updatedAt: now,
      draft: prep.draft,
    });
    if (prep.draft) await purgeDraftsBefore(ctx.db, new Date(now.getTime() - DRAFT_TTL_MS));
    // The answer (and the first read after a streamed generation) is this JSON: built from the planner thread's parts.
    const head = presentDetailHead({ ...row, request, notes }, ctx.publicUrl);
    ctx.cache.json.set(`${docKey(row.id, row.version)}|${viewOf(row, kb)}`, joinDetail(head, finished.json));
    return { kind: 'done', row };
  } catch (err) {
    if (err instanceof EngineCancelled) return { kind: 'cancelled' };
    throw err;
  } finally {
    await prep.release();
  }
}
