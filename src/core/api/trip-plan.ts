import { z } from 'zod';
import { CHECK_IDS, RELAXATION_KINDS, type Conflict, type FeasibilityReport, type Plan, type Relaxation } from '../planner/types';
import { INTERCITY_MODES, LOCAL_MODES, MEAL_KINDS } from '../trip-request/schema';

/**
 * Wire schemas of the planning engine's output (src/core/planner/types.ts), for the itinerary API and the
 * client. They mirror the TypeScript types one to one; the `satisfies` checks at the bottom keep them in step.
 * Times: minutes since local midnight of the day's date in the item's `timeZone` (>= 1440 = next day).
 * Money: integer minor units of `plan.currency`.
 */
const LatLonSchema = z.object({ lat: z.number(), lon: z.number() });
const CheckIdSchema = z.enum(CHECK_IDS);

const ItemBase = {
  id: z.string(),
  cityId: z.string(),
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  timeZone: z.string(),
  cost: z.number().int(),
  reason: z.string(),
  locked: z.boolean().optional(),
};

export const VisitItemSchema = z.object({
  ...ItemBase,
  kind: z.literal('visit'),
  placeId: z.string(),
  name: z.string(),
  coordinates: LatLonSchema.nullable(),
});

export const MealItemSchema = z.object({
  ...ItemBase,
  kind: z.literal('meal'),
  meal: z.enum(MEAL_KINDS),
  placeId: z.string(),
  name: z.string(),
  coordinates: LatLonSchema.nullable(),
  cuisines: z.array(z.string()),
});

export const TransferItemSchema = z.object({
  ...ItemBase,
  kind: z.literal('transfer'),
  scope: z.enum(['intercity', 'local']),
  mode: z.enum([...INTERCITY_MODES, ...LOCAL_MODES.filter((m) => m !== 'taxi')]),
  fromCityId: z.string(),
  toCityId: z.string(),
  fromPlaceId: z.string().optional(),
  toPlaceId: z.string().optional(),
  endTimeZone: z.string(),
  durationMinutes: z.number().int(),
  distanceKm: z.number().nullable(),
  optionId: z.string().optional(),
  service: z.string().optional(),
  operator: z.enum(['tour']).optional(),
});

export const PlanItemSchema = z.discriminatedUnion('kind', [VisitItemSchema, MealItemSchema, TransferItemSchema]);

export const LodgingNightSchema = z.object({
  lodgingId: z.string(),
  name: z.string(),
  cityId: z.string(),
  rooms: z.number().int(),
  cost: z.number().int(),
  reason: z.string(),
});

export const PlanDaySchema = z.object({
  day: z.number().int().min(1),
  date: z.string(),
  cityId: z.string(),
  fromCityId: z.string().optional(),
  countsFor: z.array(z.string()),
  items: z.array(PlanItemSchema),
  lodging: LodgingNightSchema.nullable(),
  freeTime: z
    .array(z.object({ startMinute: z.number().int(), endMinute: z.number().int(), kind: z.enum(['free', 'rest']), label: z.string() }))
    .optional(),
});

export const StaySchema = z.object({
  cityId: z.string(),
  arriveDay: z.number().int(),
  departDay: z.number().int(),
  days: z.number().int(),
  nights: z.number().int(),
});

export const CostTotalsSchema = z.object({
  transport: z.number().int(),
  local: z.number().int(),
  lodging: z.number().int(),
  meals: z.number().int(),
  activities: z.number().int(),
  total: z.number().int(),
});

export const ViolationSchema = z.object({
  message: z.string(),
  day: z.number().int().optional(),
  itemId: z.string().optional(),
});

export const FeasibilityCheckSchema = z.object({
  id: CheckIdSchema,
  label: z.string(),
  status: z.enum(['pass', 'fail', 'n/a']),
  reason: z.string(),
  violations: z.array(ViolationSchema),
});

export const NoticeSchema = z.object({
  kind: z.enum(['holiday-hours', 'shortened-hours']),
  message: z.string(),
  short: z.string().optional(),
  day: z.number().int().optional(),
  itemId: z.string().optional(),
});

export const FeasibilityReportSchema = z.object({
  feasible: z.boolean(),
  checks: z.array(FeasibilityCheckSchema),
  /** Informational notes (holiday hours unconfirmed): never violations. */
  notices: z.array(NoticeSchema).optional(),
});

export const PlanSchema = z.object({
  currency: z.string(),
  startDate: z.string(),
  stays: z.array(StaySchema),
  days: z.array(PlanDaySchema),
  totals: CostTotalsSchema,
  summary: z.string(),
  report: FeasibilityReportSchema,
});

export const ConflictSchema = z.object({ checks: z.array(CheckIdSchema), message: z.string() });

export const RelaxationSchema = z.object({
  kind: z.enum(RELAXATION_KINDS),
  description: z.string(),
  amount: z.number().int().optional(),
  /** The request with this relaxation applied: send it back to /generate for a one-click retry. */
  request: z.record(z.string(), z.unknown()).optional(),
});

/** What an infeasible generation, re-plan or swap answers (422 INFEASIBLE `details`, or the stream's last event). */
export const InfeasibleResultSchema = z.object({
  conflicts: z.array(ConflictSchema),
  relaxations: z.array(RelaxationSchema),
  report: FeasibilityReportSchema.nullable(),
});

export type PlanWire = z.infer<typeof PlanSchema>;
export type InfeasibleResult = z.infer<typeof InfeasibleResultSchema>;

// Compile-time guards: the engine's types must stay assignable to the wire schemas.
type Assignable<A, B extends A> = B;
export type _PlanInSync = Assignable<z.input<typeof PlanSchema>, Plan>;
export type _ReportInSync = Assignable<z.input<typeof FeasibilityReportSchema>, FeasibilityReport>;
export type _ConflictInSync = Assignable<z.input<typeof ConflictSchema>, Conflict>;
export type _RelaxationInSync = Assignable<z.input<typeof RelaxationSchema>, Relaxation>;
