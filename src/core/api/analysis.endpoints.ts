import { defineEndpoint } from './endpoint';
import { CompareQuerySchema, CompareResponseSchema } from './analysis';

export const CompareDestinations = defineEndpoint({
  method: 'GET',
  path: '/api/analysis/destinations',
  summary: 'Compare up to three destinations: climate, daily cost by travel style, place mix, best months, holidays, closures',
  query: CompareQuerySchema,
  response: CompareResponseSchema,
  errors: ['NOT_FOUND'],
});
