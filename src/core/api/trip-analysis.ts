import { z } from 'zod';

/** GET /api/analysis/trips/:id — the wire shape of `analyseTrip` (src/core/analysis/trip.ts). */
const Minutes = z.number().int().nonnegative();
const Money = z.number().int().describe('Minor units of `currency`');
export const TripAnalysisSchema = z.object({
  currency: z.string(),
  travellers: z.number().int(),
  days: z.array(
    z.object({
      day: z.number().int(),
      date: z.string(),
      sights: Minutes,
      meals: Minutes,
      transit: Minutes,
      free: Minutes,
      walkKm: z.number(),
      cost: Money,
    }),
  ),
  time: z.object({ sights: Minutes, meals: Minutes, transit: Minutes, free: Minutes }),
  walkKm: z.number(),
  budget: z.object({
    byCategory: z.array(z.object({ category: z.enum(['transport', 'local', 'lodging', 'meals', 'activities']), amount: Money })),
    total: Money,
  }),
  co2: z.object({
    source: z.string(),
    sourceUrl: z.string(),
    edition: z.string(),
    note: z.string(),
    byMode: z.array(
      z.object({
        mode: z.string(),
        label: z.string(),
        kgPerKm: z.number(),
        verified: z.boolean().describe('false: the factor was not compared with the published table (shown as "not checked")'),
        km: z.number(),
        kg: z.number(),
      }),
    ),
    totalKg: z.number().describe('kg CO2e per traveller'),
    unknownDistance: z.number().int(),
  }),
  feasibility: z.object({
    feasible: z.boolean(),
    passed: z.number().int(),
    failed: z.array(z.string()),
    notApplicable: z.number().int(),
    tightest: z.array(
      z.object({
        day: z.number().int(),
        date: z.string(),
        kind: z.enum(['closing', 'departure']),
        name: z.string(),
        slackMinutes: z.number().int(),
        at: z.string(),
      }),
    ),
  }),
  weather: z.array(
    z.object({
      day: z.number().int(),
      date: z.string(),
      name: z.string(),
      month: z.number().int(),
      rainyDays: z.number(),
      highC: z.number(),
      lowC: z.number(),
      risk: z.enum(['low', 'moderate', 'high']),
      reason: z.string(),
    }),
  ),
});
export type TripAnalysisDto = z.infer<typeof TripAnalysisSchema>;

export const TripAnalysisResponseSchema = z.object({
  itineraryId: z.string(),
  title: z.string(),
  version: z.number().int(),
  analysis: TripAnalysisSchema,
});

export const AnalysisSummarySchema = z.object({
  source: z.enum(['model', 'built-in']).describe('Written by the configured language model, or built in from the figures'),
  lines: z.array(z.string()).describe('Sentences; every number in them is a figure the page shows'),
});
