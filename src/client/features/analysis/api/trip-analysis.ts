import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../../core/api/endpoint';
import { GetTripAnalysis, GetTripAnalysisSummary } from '../../../../core/api/analysis.endpoints';
import { ListItineraries } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';

export type TripAnalysisData = DataOf<typeof GetTripAnalysis>;
const MY_TRIPS = { limit: 100, archived: 'false', sortBy: 'startDate' } as const;

/** The signed-in person's current trips to choose from. */
export function useTripChoices(enabled: boolean) {
  return useQuery({
    queryKey: [ListItineraries.path, MY_TRIPS],
    queryFn: ({ signal }) => callApi(ListItineraries, { query: MY_TRIPS }, { signal }),
    enabled,
  });
}

export function useTripAnalysis(id: string | null) {
  return useQuery({
    queryKey: [GetTripAnalysis.path, id],
    queryFn: ({ signal }) => callApi(GetTripAnalysis, { params: { id: id! } }, { signal }),
    enabled: !!id,
  });
}

/** The written summary (a language model call when one is configured): fetched after the figures, cached per trip version. */
export function useTripSummary(id: string | null, version: number | undefined) {
  return useQuery({
    queryKey: [GetTripAnalysisSummary.path, id, version],
    queryFn: ({ signal }) => callApi(GetTripAnalysisSummary, { params: { id: id! } }, { signal }),
    enabled: !!id && version !== undefined,
    staleTime: Infinity,
  });
}
