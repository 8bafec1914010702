import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../../core/api/endpoint';
import type { GetTripAnalysis, GetTripAnalysisSummary } from '../../../../core/api/analysis.endpoints';
import type { ListItineraries } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';
import { route } from './routes';

export type TripAnalysisData = DataOf<typeof GetTripAnalysis>;
const MY_TRIPS = { limit: 100, archived: 'false', sortBy: 'startDate' } as const;

/** The signed-in person's current trips to choose from. */
export function useTripChoices(enabled: boolean) {
  return useQuery({
    queryKey: [route.itineraries.path, MY_TRIPS],
    queryFn: ({ signal }) => callApi<typeof ListItineraries>(route.itineraries, { query: MY_TRIPS }, { signal }),
    enabled,
  });
}

export function useTripAnalysis(id: string | null) {
  return useQuery({
    queryKey: [route.tripAnalysis.path, id],
    queryFn: ({ signal }) => callApi<typeof GetTripAnalysis>(route.tripAnalysis, { params: { id: id! } }, { signal }),
    enabled: !!id,
  });
}

/** The written summary (a language model call when one is configured): fetched after the figures, cached per trip version. */
export function useTripSummary(id: string | null, version: number | undefined) {
  return useQuery({
    queryKey: [route.tripSummary.path, id, version],
    queryFn: ({ signal }) => callApi<typeof GetTripAnalysisSummary>(route.tripSummary, { params: { id: id! } }, { signal }),
    enabled: !!id && version !== undefined,
    staleTime: Infinity,
  });
}
