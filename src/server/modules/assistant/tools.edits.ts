import { matchName } from '../../../core/assistant/entities';
import { restoreDaysOps } from '../../../core/assistant/proposal';
import type { ToolInput } from '../../../core/assistant/tools';
import type { EditOp } from '../../../core/api/trip-edits';
import { isPlace, type PlaceItem } from '../../../core/edits/retime';
import { formatMoney } from '../../../core/money/currencies';
import type { PlanDay } from '../../../core/planner/types';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { assertPlannable, catalogFor, planningCurrency } from '../trips/planning/catalog';
import { parseWithKnowledgeBase } from '../trips/planning/resolve';
import { citiesOf, defaultTitle } from '../trips/trips.derive';
import type { ItineraryRow } from '../trips/trips.table';
import { hhmm, parseClock, resolvePlace, said, tripItems, type ToolContext, type ToolResult } from './tool-context';

const NEED_TRIP = 'Pick one of your trips above ("About: …") so I can propose changes to it.';
const placesOfDay = (d: PlanDay | undefined) => (d?.items ?? []).filter(isPlace);
const newItemId = (placeId: string) =>
  `a-${placeId.slice(0, 50)}-${randomId('x')
    .slice(2, 10)
    .replace(/[^A-Za-z0-9]/g, '')}`;

type Planned = { ops: EditOp[]; summary: string } | string;
/** What every planner call about the conversation's trip carries; the call itself runs on the worker pool (decision 019). */
const base = (trip: ItineraryRow) => ({ currency: trip.currency, request: trip.request, plan: trip.plan });

async function planEdit(ctx: ToolContext, q: ToolInput<'propose_edit'>): Promise<Planned> {
  const trip = ctx.trip!;
  const catalog = ctx.catalog!;
  const days = trip.plan.days;
  const item = q.item ? matchName(q.item, tripItems(ctx)) : null;
  const found = item ? placesOfDay(days[item.day - 1]).find((i) => i.id === item.id) : undefined;
  const needItem = () =>
    `I could not find ${q.item ? `"${q.item}"` : 'that item'} in this trip. Name a visit or meal as it appears in the itinerary.`;
  const dayOk = (d: number | undefined) => d !== undefined && d >= 1 && d <= days.length;
  switch (q.action) {
    case 'add': {
      const p = q.place ? resolvePlace(ctx, q.place) : null;
      if (!p) return `I could not find ${q.place ? `"${q.place}"` : 'that place'} in our places.`;
      const candidates = days.filter((d) => d.cityId === p.destination.id);
      if (!candidates.length) return `${p.place.name} is in ${p.destination.name}, which this trip does not visit.`;
      const day = dayOk(q.day) ? q.day! : [...candidates].sort((a, b) => placesOfDay(a).length - placesOfDay(b).length)[0]!.day;
      const op: EditOp = {
        op: 'addPlace',
        day,
        placeId: p.place.id,
        itemId: newItemId(p.place.id),
        ...(q.time ? { startMinute: parseClock(q.time) } : {}),
      };
      return { ops: [op], summary: `Add ${p.place.name} to day ${day}${q.time ? ` at ${q.time}` : ''}` };
    }
    case 'remove':
      if (!found) return needItem();
      return { ops: [{ op: 'removeItem', itemId: found.id }], summary: `Remove ${found.name} from day ${item!.day}` };
    case 'move': {
      if (!found) return needItem();
      if (!dayOk(q.day)) return `Which day? The trip has ${days.length} days.`;
      const target = placesOfDay(days[q.day! - 1]).filter((i) => i.id !== found.id);
      const at = q.time ? target.filter((i) => i.startMinute < parseClock(q.time!)).length : target.length;
      const ops: EditOp[] = [{ op: 'moveItem', itemId: found.id, toDay: q.day!, toIndex: at }];
      if (q.time) ops.push({ op: 'setTime', itemId: found.id, startMinute: parseClock(q.time) });
      return { ops, summary: `Move ${found.name} from day ${item!.day} to day ${q.day}${q.time ? ` at ${q.time}` : ''}` };
    }
    case 'retime':
      if (!found) return needItem();
      if (!q.time) return `What time should ${found.name} start?`;
      return {
        ops: [{ op: 'setTime', itemId: found.id, startMinute: parseClock(q.time) }],
        summary: `Start ${found.name} at ${q.time} (was ${hhmm(found.startMinute)})`,
      };
    case 'swap': {
      const target =
        found ?? (dayOk(q.day) ? placesOfDay(days[q.day! - 1]).find((i) => i.kind === 'meal' && (q.cuisine || q.diet)) : undefined);
      if (!target) return needItem();
      const day = days.findIndex((d) => d.items.includes(target)) + 1;
      if (target.kind === 'meal' && (q.cuisine || q.diet)) return swapMeal(ctx, target, day, q.cuisine, q.diet);
      const r = await ctx.trips.engine.run(ctx.kb, { kind: 'swapItem', ...base(trip), itemId: target.id }, ctx.signal);
      if (r.status !== 'ok') return `I found no alternative to ${target.name} that keeps the trip feasible.`;
      return { ops: restoreDaysOps(trip.plan, r.plan, [day]), summary: `Swap ${target.name} on day ${day} for something else` };
    }
    case 'lighter': {
      const day = dayOk(q.day) ? q.day! : [...days].sort((a, b) => placesOfDay(b).length - placesOfDay(a).length)[0]!.day;
      const visits = placesOfDay(days[day - 1]).filter((i): i is Extract<PlaceItem, { kind: 'visit' }> => i.kind === 'visit' && !i.locked);
      if (!visits.length) return `Day ${day} has no visits I can drop (pinned items stay).`;
      const pop = (i: PlaceItem) => catalog.attractions(i.cityId).find((a) => a.id === i.placeId)?.popularity ?? 0;
      const drop = [...visits].sort((a, b) => pop(a) - pop(b)).slice(0, Math.max(1, Math.floor(visits.length / 3)));
      return {
        ops: drop.map((i) => ({ op: 'removeItem', itemId: i.id })),
        summary: `Make day ${day} lighter: drop ${drop.map((i) => i.name).join(', ')}`,
      };
    }
    case 'packed': {
      const day = dayOk(q.day) ? q.day! : [...days].sort((a, b) => placesOfDay(a).length - placesOfDay(b).length)[0]!.day;
      const used = new Set(days.flatMap((d) => placesOfDay(d).map((i) => i.placeId)));
      const next = catalog
        .attractions(days[day - 1]!.cityId)
        .filter((a) => !used.has(a.id))
        .sort((a, b) => b.popularity - a.popularity)[0];
      if (!next) return `I have no more places for day ${day}.`;
      return { ops: [{ op: 'addPlace', day, placeId: next.id, itemId: newItemId(next.id) }], summary: `Fill day ${day}: add ${next.name}` };
    }
    case 'replan': {
      if (!dayOk(q.day)) return `Which day should I re-plan? The trip has ${days.length} days.`;
      const r = await ctx.trips.engine.run(ctx.kb, { kind: 'replanDay', ...base(trip), day: q.day! }, ctx.signal);
      if (r.status !== 'ok')
        return `Day ${q.day} cannot be re-planned: ${r.conflicts.map((c) => c.message).join('; ') || 'no feasible alternative'}.`;
      return { ops: restoreDaysOps(trip.plan, r.plan, [q.day!]), summary: `Re-plan day ${q.day}` };
    }
  }
}

function swapMeal(ctx: ToolContext, meal: Extract<PlaceItem, { kind: 'meal' }>, day: number, cuisine?: string, diet?: string): Planned {
  const used = new Set(ctx.trip!.plan.days.flatMap((d) => placesOfDay(d).map((i) => i.placeId)));
  const pick = ctx
    .catalog!.restaurants(meal.cityId)
    .filter((r) => !used.has(r.id) && (!r.meals || r.meals.includes(meal.meal)))
    .filter(
      (r) =>
        (!cuisine || r.cuisines.some((c) => c === cuisine || c.includes(cuisine))) &&
        (!diet || r.diets?.includes(diet) || r.cuisines.includes(diet)),
    )
    .sort((a, b) => b.popularity - a.popularity)[0];
  const what = [diet, cuisine].filter(Boolean).join(' ');
  if (!pick) return `I found no ${what} place for ${meal.meal} near day ${day}'s plan in our data.`;
  const ops: EditOp[] = [
    { op: 'removeItem', itemId: meal.id },
    { op: 'addPlace', day, placeId: pick.id, itemId: newItemId(pick.id), startMinute: meal.startMinute, meal: meal.meal },
  ];
  return { ops, summary: `Swap ${meal.meal} on day ${day}: ${meal.name} → ${pick.name} (${what})` };
}

export async function proposeEdit(ctx: ToolContext, q: ToolInput<'propose_edit'>): Promise<ToolResult> {
  if (!ctx.trip || !ctx.catalog) return said(NEED_TRIP);
  const planned = await planEdit(ctx, q);
  if (typeof planned === 'string') return said(planned);
  const trip = ctx.trip;
  const outcome = await ctx.trips.engine.run(
    ctx.kb,
    {
      kind: 'proposal',
      ...base(trip),
      doc: { title: trip.title, request: trip.request, plan: trip.plan, notes: trip.notes },
      ops: planned.ops,
      now: ctx.now,
      meta: { id: randomId('prp'), itineraryId: trip.id, baseVersion: trip.version, summary: planned.summary },
    },
    ctx.signal,
  );
  if (!outcome.ok) return said(`That change cannot be made: ${outcome.message}.`);
  const proposal = outcome.proposal;
  const delta =
    proposal.costDelta === 0
      ? 'no change in cost'
      : `${proposal.costDelta > 0 ? '+' : '−'}${formatMoney(Math.abs(proposal.costDelta), proposal.currency)}`;
  const feas = `${proposal.feasibleBefore ? 'feasible' : 'not feasible'} → ${proposal.feasibleAfter ? 'feasible' : 'not feasible'}`;
  const issues = proposal.newViolations.length
    ? `\n\nThe checker warns: ${proposal.newViolations
        .slice(0, 3)
        .map((v) => v.message)
        .join('; ')}.`
    : '';
  return {
    text: `I propose: **${planned.summary}** (${delta}; ${feas}). Review it below and choose Apply or Discard.${issues}`,
    cards: [],
    proposals: [proposal],
    data: {
      proposed: planned.summary,
      costDelta: proposal.costDelta,
      feasibleAfter: proposal.feasibleAfter,
      newViolations: proposal.newViolations,
    },
  };
}

export async function planNewTrip(ctx: ToolContext, q: ToolInput<'plan_trip'>): Promise<ToolResult> {
  const parsed = parseWithKnowledgeBase(ctx.kb, q.text, { today: ctx.now.toISOString().slice(0, 10) });
  if (!parsed.parsed) {
    const what = [...parsed.missing, ...parsed.unknownPlaces.map((p) => `curated data for ${p}`)].join(', ') || 'a destination and dates';
    return said(`To plan a trip I need ${what}. For example: "4 days in Lisbon from 12 May for two, under €1,500".`);
  }
  const request = parsed.parsed;
  const currency = planningCurrency(ctx.kb, request);
  const catalog = catalogFor(ctx.kb, currency);
  try {
    assertPlannable(ctx.kb, catalog, request);
  } catch (err) {
    if (err instanceof AppError) return said(err.message);
    throw err;
  }
  const result = await ctx.trips.engine.run(ctx.kb, { kind: 'plan', currency, request }, ctx.signal);
  if (result.status !== 'ok')
    return said(
      `No plan fits every constraint: ${result.conflicts.map((c) => c.message).join('; ')}. Try a bigger budget or fewer constraints.`,
    );
  const cities = citiesOf(ctx.kb, result.plan);
  const title = defaultTitle(cities, result.plan);
  const proposal = {
    kind: 'trip' as const,
    id: randomId('prp'),
    summary: `${title} from ${request.startDate}`,
    request: request as unknown as Record<string, unknown>,
    title,
    startDate: request.startDate,
    days: result.plan.days.length,
    cities: cities.map((c) => c.name),
    currency: result.plan.currency,
    total: result.plan.totals.total,
    feasible: result.report.feasible,
    itineraryId: null,
    state: 'proposed' as const,
  };
  return {
    text:
      `I planned **${title}** from ${request.startDate}: ${formatMoney(proposal.total, proposal.currency)} in total, ` +
      `${proposal.feasible ? 'feasible' : 'with problems'}. Create the draft to open it: it stays a draft, ` +
      `not on My Trips, until you keep it.`,
    cards: [],
    proposals: [proposal],
    data: { title, total: proposal.total, feasible: proposal.feasible },
  };
}

export function explainFeasibility(ctx: ToolContext, q: ToolInput<'explain_feasibility'>): ToolResult {
  if (!ctx.trip) return said(NEED_TRIP);
  const report = ctx.trip.plan.report;
  const failing = report.checks
    .filter((c) => c.status === 'fail')
    .map((c) => ({ ...c, violations: q.day ? c.violations.filter((v) => v.day === q.day) : c.violations }))
    .filter((c) => !q.day || c.violations.length);
  const scope = q.day ? `Day ${q.day}` : 'Your trip';
  if (!failing.length)
    return said(
      `${scope} passes every check (${report.checks.filter((c) => c.status === 'pass').length} checks: opening hours, ` +
        `travel times, budget, pace…).`,
      { feasible: true },
    );
  const lines = failing.map(
    (c) =>
      `- **${c.label}**: ${
        c.violations.length
          ? c.violations
              .slice(0, 3)
              .map((v) => `${v.day ? `day ${v.day}: ` : ''}${v.message}`)
              .join('; ')
          : c.reason
      }`,
  );
  return said(
    `${scope} does not pass ${failing.length === 1 ? 'one check' : `${failing.length} checks`}:\n\n` +
      `${lines.join('\n')}\n\nAsk me to move, ` +
      `retime or remove ` +
      `an item, or to re-plan the day.`,
    { feasible: false, failing: failing.map((c) => c.label) },
  );
}
