import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quota } from '../../../../core/api/trips';
import { GetQuota } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';

export const quotaQueryKey = [GetQuota.path] as const;

/** GET /api/itineraries/quota: today's generation allowance (per user, per UTC day). */
export function getQuota(signal?: AbortSignal): Promise<Quota> {
  return callApi(GetQuota, {}, { signal });
}

export const getQuotaQueryOptions = () =>
  queryOptions({ queryKey: quotaQueryKey, queryFn: ({ signal }) => getQuota(signal), staleTime: 0, refetchOnMount: true });

export function useQuota() {
  return useQuery(getQuotaQueryOptions());
}
