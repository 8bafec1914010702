import { queryOptions, useQuery } from '@tanstack/react-query';
import { GetQuotaLimits } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';

/** GET /api/quotas (public): the limits every account has, as the server enforces them. */
export const getQuotaLimitsQueryOptions = () =>
  queryOptions({
    queryKey: [GetQuotaLimits.path],
    queryFn: ({ signal }) => callApi(GetQuotaLimits, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useQuotaLimits() {
  return useQuery(getQuotaLimitsQueryOptions());
}
