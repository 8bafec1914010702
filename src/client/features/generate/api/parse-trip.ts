import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '../../../../core/api/endpoint';
import { ParseTrip } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';

export type ParseInput = RequestOf<typeof ParseTrip>['body'];

/** POST /api/itineraries/parse: the built-in parser's reading of a sentence, to confirm before generating. */
export function parseTrip(input: ParseInput) {
  return callApi(ParseTrip, { body: input });
}

export function useParseTrip() {
  return useMutation({ mutationFn: parseTrip });
}
