import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../../core/api/endpoint';
import type { CompareDestinations, CompareDestinationsSummary } from '../../../../core/api/analysis.endpoints';
import type { ListMapDestinations } from '../../../../core/api/maps.endpoints';
import { callApi } from '../../../lib/api-client';
import { route } from './routes';

export type Comparison = DataOf<typeof CompareDestinations>;
export type Analysed = Comparison['destinations'][number];

export function useComparison(ids: string[], currency: string, today: string, enabled = true) {
  return useQuery({
    queryKey: [route.compare.path, { ids, currency, today }],
    queryFn: ({ signal }) =>
      callApi<typeof CompareDestinations>(route.compare, { query: { ids: ids.join(','), currency, today } }, { signal }),
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The written summary (a language model call when one is configured, else built in): asked for once the figures are
 * shown, kept for the session per choice.
 */
export function useComparisonSummary(ids: string[], currency: string, today: string, enabled: boolean) {
  return useQuery({
    queryKey: [route.compareSummary.path, { ids, currency, today }],
    queryFn: ({ signal }) =>
      callApi<typeof CompareDestinationsSummary>(route.compareSummary, { query: { ids: ids.join(','), currency, today } }, { signal }),
    enabled: enabled && ids.length > 0,
    staleTime: Infinity,
  });
}

/** The curated destinations to choose from (the map's list: id, name, country). */
export function useDestinationChoices() {
  return useQuery({
    queryKey: [route.mapDestinations.path],
    queryFn: () => callApi<typeof ListMapDestinations>(route.mapDestinations, {}),
    staleTime: 60 * 60_000,
  });
}
