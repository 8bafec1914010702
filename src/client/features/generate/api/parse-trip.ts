import { useMutation } from '@tanstack/react-query';
import type { ParseResult } from '../../../../core/api/trips';
import { apiRequest } from '../../../lib/api-client';

export interface ParseInput {
  text: string;
  today?: string;
  defaultCurrency?: string;
}

/** POST /api/itineraries/parse: the built-in parser's reading of a sentence, to confirm before generating. */
export function parseTrip(input: ParseInput): Promise<ParseResult> {
  return apiRequest<ParseResult>('POST', '/api/itineraries/parse', input);
}

export function useParseTrip() {
  return useMutation({ mutationFn: parseTrip });
}
