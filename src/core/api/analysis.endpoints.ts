import { defineEndpoint } from './endpoint';
import { CompareQuerySchema, CompareResponseSchema } from './analysis';
import { IdParamsSchema } from './input-rules';
import { AnalysisSummarySchema, TripAnalysisResponseSchema } from './trip-analysis';

export const CompareDestinations = defineEndpoint({
  method: 'GET',
  path: '/api/analysis/destinations',
  summary: 'Compare up to three destinations: climate, daily cost by travel style, place mix, best months, holidays, closures',
  query: CompareQuerySchema,
  response: CompareResponseSchema,
  errors: ['NOT_FOUND'],
});

export const CompareDestinationsSummary = defineEndpoint({
  method: 'GET',
  path: '/api/analysis/destinations/summary',
  summary: 'A written summary of the comparison: from the language model when configured, else built in; only shown figures',
  query: CompareQuerySchema,
  response: AnalysisSummarySchema,
  errors: ['NOT_FOUND'],
});

export const GetTripAnalysis = defineEndpoint({
  method: 'GET',
  path: '/api/analysis/trips/:id',
  summary: "One of the caller's trips analysed: time, walking, budget, CO2 by mode, tightest margins, weather risk",
  params: IdParamsSchema,
  response: TripAnalysisResponseSchema,
  errors: ['UNAUTHORIZED', 'NOT_FOUND'],
});

export const GetTripAnalysisSummary = defineEndpoint({
  method: 'GET',
  path: '/api/analysis/trips/:id/summary',
  summary: 'A written summary of the trip analysis: from the language model when configured, else built in; only shown figures',
  params: IdParamsSchema,
  response: AnalysisSummarySchema,
  errors: ['UNAUTHORIZED', 'NOT_FOUND'],
});
