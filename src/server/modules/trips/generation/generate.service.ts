import type { GenerateBodySchema, GenerationEvent, InfeasibleResult } from '../../../../core/api/trips';
import { checkPlan, planTrip } from '../../../../core/planner/index';
import { findRelaxations } from '../../../../core/planner/relax';
import type { Catalog } from '../../../../core/planner/types';
import type { TripRequest } from '../../../../core/trip-request/schema';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { randomId } from '../../../lib/secrets';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { assertPlannable, catalogFor, planningCurrency } from '../planning/catalog';
import { normalizeRegions, parseWithKnowledgeBase } from '../planning/resolve';
import { defaultTitle, derivedColumns, emptyNotes, citiesOf } from '../trips.derive';
import { utcToday } from '../trips.presenter';
import { insertItinerary } from '../trips.repository';
import { docKey } from '../trips.cache';
import type { ItinerarySummaryRow } from '../trips.repository';
import type { TripsContext } from '../trips.service';
import { giveBackQuota, takeQuota } from './quota';

type GenerateBody = z.output<typeof GenerateBodySchema>;
export interface PreparedGeneration {
  request: TripRequest;
  catalog: Catalog;
  kb: KnowledgeBase;
  title: string | undefined;
  /** When the generation was counted; an outcome that saves nothing gives the use back (same month). */
  quotaTakenAt: Date;
}
export type GenerationOutcome =
  { kind: 'done'; row: ItinerarySummaryRow } | { kind: 'infeasible'; result: InfeasibleResult } | { kind: 'cancelled' };

/**
 * Everything that can fail fast, before a stream starts (so it fails with a real status): parse the text or take
 * the request, check every city and place has curated data, then count the generation against the plan's monthly allowance.
 */
export async function prepareGeneration(ctx: TripsContext, userId: string, body: GenerateBody): Promise<PreparedGeneration> {
  const kb = await ctx.knowledgeBase();
  let request = body.request;
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
  const quotaTakenAt = new Date();
  await takeQuota(ctx.db, userId, quotaTakenAt);
  return { request, catalog, kb, title: body.title, quotaTakenAt };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Plans, checks and saves, reporting each stage. The engine runs synchronously (a few hundred ms), so a cancel
 * (the client aborting) is noticed between stages; once cancelled nothing is saved.
 */
export async function runGeneration(
  ctx: TripsContext,
  userId: string,
  prep: PreparedGeneration,
  emit: (e: GenerationEvent) => void,
  cancelled: () => boolean,
): Promise<GenerationOutcome> {
  // Only a saved itinerary counts against the monthly allowance: infeasible, cancelled or failed attempts give it back.
  let saved = false;
  try {
    const outcome = await generate(ctx, userId, prep, emit, cancelled);
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
  cancelled: () => boolean,
): Promise<GenerationOutcome> {
  const { request, catalog, kb } = prep;
  const stage = async (s: Extract<GenerationEvent, { type: 'stage' }>['stage'], progress: number, message: string) => {
    emit({ type: 'stage', stage: s, progress, message });
    await tick();
    return !cancelled();
  };
  const cities = request.destinations.map((d) =>
    d.kind === 'city' ? (kb.destination(d.cityId)?.name ?? d.cityId) : `${d.count} in ${d.region}`,
  );
  if (!(await stage('parsing', 0.05, 'Understood your request'))) return { kind: 'cancelled' };
  if (!(await stage('choosing-cities', 0.15, `Choosing the route through ${cities.join(', ')}`))) return { kind: 'cancelled' };
  if (!(await stage('scheduling', 0.3, 'Choosing lodging and transport and scheduling each day'))) return { kind: 'cancelled' };
  const result = planTrip(request, catalog, { relaxations: false });
  if (result.status !== 'ok') {
    if (!(await stage('relaxing', 0.7, 'No plan fits every constraint: looking for the smallest changes that would work')))
      return { kind: 'cancelled' };
    const relaxations = findRelaxations(request, catalog, {});
    return {
      kind: 'infeasible',
      result: {
        conflicts: result.conflicts,
        relaxations: relaxations.map((r) => ({ ...r, request: r.request as Record<string, unknown> | undefined })),
        report: result.report,
      },
    };
  }
  if (!(await stage('checking', 0.85, 'Checking opening hours, travel times, stays and budget'))) return { kind: 'cancelled' };
  // The independent checker judges the engine's plan once more, as it will judge every later edit.
  const plan = { ...result.plan, report: checkPlan(request, result.plan, catalog) };
  if (!plan.report.feasible) {
    return {
      kind: 'infeasible',
      result: {
        conflicts: plan.report.checks.filter((c) => c.status === 'fail').map((c) => ({ checks: [c.id], message: c.reason })),
        relaxations: [],
        report: plan.report,
      },
    };
  }
  if (!(await stage('saving', 0.95, 'Saving your itinerary'))) return { kind: 'cancelled' };
  const title = prep.title ?? defaultTitle(citiesOf(kb, plan), plan);
  const now = new Date();
  const doc = { title, request, plan, notes: emptyNotes() };
  const row = await insertItinerary(ctx.db, {
    id: randomId('itn'),
    ownerId: userId,
    version: 1,
    ...doc,
    ...derivedColumns(kb, title, request, plan),
    createdAt: now,
    updatedAt: now,
  });
  ctx.cache.docs.set(docKey(row.id, row.version), doc);
  return { kind: 'done', row };
}
